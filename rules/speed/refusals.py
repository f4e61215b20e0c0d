"""Why a card is refused a centre pile, in the engine's words: the one
source of the sentence for the engine (game.py) and for a table that
already knows the answer from what it showed (a card the screen drew
fitting no pile is not sent to be judged a race: tui/screens/speed/seen.py).

"Too slow" is the engine's word for a race: the card fitted the card under
the top, which the other seat has just played.  It names the pile, for the
table shows two (a playtest: "that pile" was never named)."""

from __future__ import annotations

from rules.cards import Card
from rules.i18n import _

from .actions import Play
from .view import PLAYING, SLAP, SpeedView


def fits(card: Card, on: Card) -> bool:
    """One higher or one lower; the ace is both high and low."""
    d = card.rank - on.rank
    return d in (1, -1, 12, -12)


def too_slow(center: str, top: Card) -> str:
    """The refusal of a play the other seat beat: ``center`` now shows ``top``."""
    if center == "L":
        return _("Too slow: the left pile now shows {card}.").format(card=top.label)
    return _("Too slow: the right pile now shows {card}.").format(card=top.label)


def misfit(card: Card, center: str, tops: tuple[Card | None, Card | None]) -> str:
    """The refusal of ``card`` onto ``center`` ("L"/"R"), which it does not
    fit; ``tops``: the centre piles' tops (None: not in play).  A pile key
    tries both piles, so both are named when neither takes it."""
    top = tops[0 if center == "L" else 1]
    other = tops[1 if center == "L" else 0]
    assert top is not None, "a misfit onto a pile not in play"
    if other is not None and not fits(card, other):
        left, right = tops
        assert left is not None and right is not None
        # TRANSLATORS: one line at 80 columns: 78 characters at most with 10♠ 10♦ 10♣
        return _("{card} fits neither {left} nor {right}: only one higher or one lower "
                 "(ace: high or low).").format(card=card.label, left=left.label, right=right.label)
    # TRANSLATORS: one line at 80 columns: 78 characters at most with 10♣ on 10♦
    return _("{card} does not go on {top}: only one higher or one lower "
             "(ace: high or low).").format(card=card.label, top=top.label)


def seen_misfit(view: SpeedView, play: Play) -> str | None:
    """The refusal of ``play`` as the seat's ``view`` shows it, when its
    card fits the pile it is aimed at nowhere it could go (None: the view
    does not refuse it so, and the engine says what it says)."""
    if view.phase not in (PLAYING, SLAP) or view.may_slap or not 1 <= play.pile <= len(view.table):
        return None
    card = view.table[play.pile - 1].top
    center = view.center(play.center)
    if card is None or center is None or fits(card, center.top):
        return None
    tops = tuple(None if c is None else c.top for c in view.centers)
    return misfit(card, play.center, (tops[0], tops[1]))

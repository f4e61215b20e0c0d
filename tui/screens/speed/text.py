"""The words of the Speed table: the top bar, the seat lines, what the
middle of the table says between the centre piles, and the answer to a key
that means nothing now.  Pure functions of the view (no Textual), so they
can be read and tested without a screen; the screen turns suits and arrows
into letters in ASCII mode where it shows them."""

from __future__ import annotations

import math
from collections.abc import Sequence

from rules.speed.actions import center_letter
from rules.speed.view import BLOCKED, OVER, ROUND_OVER, SLAP, SpeedView, Unblock

from ...i18n import _, ngettext
from .keys import LEFT_KEYS, RIGHT_KEYS


def slap_call(view: SpeedView) -> tuple[str, str]:
    """What the person slaps now and with which key: the one source of the
    top bar's and the centre's words (a one-pile round slaps the table)."""
    if view.one_pile:
        return _("the table"), _("space")
    return _("the smaller pile"), _("← or →")


def ascii_arrows(sentence: str) -> str:
    return sentence.replace("←", "<-").replace("→", "->")


def seconds(countdown: float) -> int:
    """The countdown as the whole seconds a player reads (3, 2, 1)."""
    return math.ceil(countdown - 1e-6)


def slapper(view: SpeedView) -> int:
    """Who placed all their table cards first (the SLAP phase has one)."""
    assert view.finisher is not None, "a SLAP phase without a finisher"
    return view.finisher


def pile_sizes(view: SpeedView) -> str:
    """" (L 3, R 5)": the centre piles' sizes the slap chooses between ("" with one pile in play)."""
    left, right = view.centers
    if left is None or right is None:
        return ""
    return f" ({center_letter('L')} {left.size}, {center_letter('R')} {right.size})"


def seat_line(view: SpeedView, seat: int, who: str) -> str:
    left = view.cards_left[seat]
    return ngettext("{who} · hand pile {hand} · {n} card left", "{who} · hand pile {hand} · {n} cards left",
                    left).format(who=who, hand=view.hand_counts[seat], n=left)


def status_line(view: SpeedView, names: Sequence[str], can_play: bool, *, paused: bool,
                by_user: bool, summary: bool = False) -> str:
    """The top bar.  ``paused``: the match's clock stands; ``by_user``: the
    player's own pause (p), which the top bar's pause mark says (the bar is
    shorter then: ``paused_line``); ``summary``:
    a round's summary holds it, whose key the bar names as its Footer does
    (a playtest: "close what is open" above "⏎ Go on")."""
    head = _("Speed · round {n}").format(n=view.round)
    if view.phase == OVER:
        return _("{head} · the game is over").format(head=head)
    if paused and not by_user and summary:
        return _("{head} · PAUSED: enter goes on").format(head=head)
    if paused and not by_user:
        return _("{head} · PAUSED: close what is open to go on").format(head=head)
    if paused:
        return paused_line(view, names, can_play, head)
    if view.phase == BLOCKED:
        what = unblock_words(view, names)
        if view.countdown is None:
            return _("{head} · BLOCKED: {what}").format(head=head, what=what)
        return _("{head} · BLOCKED: {what} in {n}").format(head=head, what=what, n=seconds(view.countdown))
    if view.phase == ROUND_OVER:
        return _("{head} · round over: the next deal comes in a moment").format(head=head)
    if view.phase == SLAP:
        if view.may_slap:
            what, key = slap_call(view)
            return _("{head} · all placed! SLAP {what}{sizes}: {key}").format(head=head, what=what,
                                                                             sizes=pile_sizes(view), key=key)
        if can_play:
            return _("{head} · {seat} must slap: play on while you can!").format(head=head, seat=names[slapper(view)])
        return _("{head} · {seat} is slapping a pile…").format(head=head, seat=names[slapper(view)])
    if can_play:
        return _("{head} · GO! → fits: 1-5 (left first), asdfg (right first)").format(head=head)
    return _("{head} · none of your cards fits: watch the piles").format(head=head)


def paused_line(view: SpeedView, names: Sequence[str], can_play: bool, head: str) -> str:
    """The top bar under the player's own pause: what play shows, said
    short, for the PAUSED mark covers the bar's right end (tui/widgets/
    pause_badge.py; a playtest read 'asdfg (rig…' at 80 columns).  Its
    last word shows at 80 columns in both languages, round 100 too."""
    if view.phase == BLOCKED:
        what = countdown_words(view) if view.countdown is not None else _("nobody can play")
        return _("{head} · BLOCKED: {what}").format(head=head, what=what)
    if view.phase == ROUND_OVER:
        return _("{head} · the round is over").format(head=head)
    if view.phase == SLAP:
        if view.may_slap:
            return _("{head} · SLAP{sizes}: {key}").format(head=head, sizes=pile_sizes(view), key=slap_call(view)[1])
        if can_play:
            return _("{head} · {seat} must slap: play on!").format(head=head, seat=names[slapper(view)])
        return _("{head} · {seat} is slapping a pile…").format(head=head, seat=names[slapper(view)])
    if can_play:
        return _("{head} · GO! → fits: 1-5, asdfg").format(head=head)
    return _("{head} · none of your cards fits").format(head=head)


def countdown_words(view: SpeedView) -> str:
    """What the blocked countdown leads to, and in how many seconds ("turn in 3")."""
    n = seconds(view.countdown or 0.0)
    if view.unblock is Unblock.RESHUFFLE:
        return _("shuffle in {n}").format(n=n)
    if view.unblock is Unblock.STALL:
        return _("new deal in {n}").format(n=n)
    return _("turn in {n}").format(n=n)


def unblock_words(view: SpeedView, names: Sequence[str]) -> str:
    """What the engine says the turn will do (view.unblock): who turns a
    card, or what happens when no hand pile has one (speed.md, Blocked)."""
    if view.unblock is Unblock.RESHUFFLE:
        return _("the centre cards are shared out")
    if view.unblock is Unblock.STALL:
        return _("the round is dealt again")
    if not view.turners:  # a view the engine did not fill (it always does while blocked)
        return _("nobody can play")
    if len(view.turners) == 2:
        return _("both turn a card")
    if view.turners == (view.seat,):
        return _("only you turn a card")
    return _("only {seat} turns a card").format(seat=names[view.turners[0]])


def middle_lines(view: SpeedView, names: Sequence[str], paused: bool) -> list[tuple[str, str]]:
    """The words between the centre piles, each with its style."""
    if view.phase == BLOCKED:
        lines = [(_("BLOCKED"), "bold bright_red"), (_("nobody can play"), "")]
        if view.countdown is not None:
            lines.append((countdown_words(view), "bold bright_yellow"))
    elif view.phase == SLAP:
        if view.may_slap:
            what, key = slap_call(view)
            lines = [(_("SLAP!"), "bold bright_yellow"), (what, ""), (key, "bold")]
        else:
            lines = [(f"{names[slapper(view)]}", "bold"), (_("is slapping:"), ""), (_("play on!"), "bold")]
    elif view.phase == ROUND_OVER:
        lines = [(_("round {n}").format(n=view.round), "bold"), (_("is over"), "")]
    elif view.phase == OVER:
        lines = [(_("game over"), "bold")]
    else:
        lines = [(_("round {n}").format(n=view.round), "bold"), (_("GO!"), "bold bright_green")]
    if paused and not view.is_over:
        lines.append((_("PAUSED"), "bold reverse"))
    return lines


def slap_note(view: SpeedView, key: str) -> str:
    """Under a centre pile while the person may slap ("" otherwise)."""
    if not view.may_slap:
        return ""
    return _("space: slap") if view.one_pile else (_("← slap") if key == "L" else _("slap →"))


def idle_answer(view: SpeedView, key: str, paused: bool = False) -> str:
    """The answer to a key that means nothing now (``paused``: by the
    player, whose Footer offers no play: a play key is answered as the match
    answers a play)."""
    if paused and key in LEFT_KEYS + RIGHT_KEYS:
        return _("The game is paused.")
    if view.may_slap and view.one_pile:
        return _("You placed all your table cards: slap the table with space.")
    if view.may_slap:
        return _("Table cards all placed: slap the centre pile you think is smaller (← or →).")
    if key in ("left", "right", "space"):
        return _("Slap only once all your table cards are placed: play them with 1-5 or asdfg.")
    return _("Nothing for {key}: 1-5 play a pile (left first), asdfg (right first).").format(key=key)

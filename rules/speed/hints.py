"""Speed's hint: the move the computer would make, and every play that
fits now (which card onto which centre pile), in one sentence.

``why`` comes from ``SpeedBot._decide``: "only" (one thing to do),
"slap", "any" (a random fitting card), "uncover" (it turns up a
face-down card) or "options" (it leaves the most cards a place to go).
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.core import Action
from rules.hint import Hint
from rules.i18n import _

from .actions import Play, Slap, center_letter
from .view import SpeedView


def fitting(view: SpeedView, legal_actions: Sequence[Action]) -> str:
    """"7♦ → L, 9♣ → L R": each fitting card and the centre piles it fits
    (by the letters the table shows)."""
    where: dict[int, list[str]] = {}
    for action in legal_actions:
        if isinstance(action, Play):
            where.setdefault(action.pile, []).append(action.center)
    parts = []
    for pile, centers in sorted(where.items()):
        top = view.table[pile - 1].top
        assert top is not None  # a legal play's pile has a card on top
        parts.append(f"{top.label} → {' '.join(center_letter(k) for k in sorted(centers))}")
    return ", ".join(parts)


def hint_for(view: SpeedView, legal_actions: Sequence[Action], action: Action, why: str) -> Hint:
    if isinstance(action, Slap):
        if action.target == "table":
            return Hint(action, _("slap the table — you won the round and take no cards"))
        center = view.center(action.target)
        assert center is not None  # a legal slap's pile is there
        top = center.top
        return Hint(action, _("slap {center} — the smaller pile: the slapper takes the pile slapped, "
                              "the other player the other one").format(center=center_letter(action.target)), (top,))
    if not isinstance(action, Play):  # the driver's turn or deal: never the person's (Match.hint)
        return Hint(action, _("no card of yours fits a centre pile now"))
    card = view.table[action.pile - 1].top
    assert card is not None  # a legal play's pile has a card on top
    words = {"card": card.label, "center": center_letter(action.center), "fits": fitting(view, legal_actions)}
    plays = sum(1 for a in legal_actions if isinstance(a, Play))
    if plays == 1:
        reason = _("play {card} onto {center} — the only play that fits now").format(**words)
    elif why == "uncover":
        reason = _("play {card} onto {center} — it turns up a face-down card (what fits now: {fits})").format(
            **words)
    elif why == "options":
        reason = _("play {card} onto {center} — it leaves your other cards the most places to go "
                   "(what fits now: {fits})").format(**words)
    else:
        reason = _("play {card} onto {center} (what fits now: {fits})").format(**words)
    return Hint(action, reason, (card,))

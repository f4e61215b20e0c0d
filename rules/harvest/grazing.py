"""Feeding time: the pure resolution of one grazing stack.

A stack is a pasture (the defender's card, at the bottom) and grazers (the
attacker's cards, listed top first).  Both outcomes are decided at once:

* the pasture is eaten if the grazers' ``take`` values add up to at least
  its ``stay``;
* grazers are satiated from the top down while the running sum of their
  ``stay`` values is at most the pasture's ``take``; the first that does
  not fit, and every one below it, are not.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.cards import Card
from rules.i18n import _

from .values import stay, stay_text, take, take_text


@dataclass(frozen=True, slots=True)
class Feeding:
    eaten: bool  # the pasture goes to the discard pile
    satiated: tuple[Card, ...]  # grazers that go to the discard pile (a top run)
    hungry: tuple[Card, ...]  # grazers that go back to their barn


def resolve_stack(pasture: Card | None, grazers: Sequence[Card]) -> Feeding:
    """Resolve one stack; ``grazers`` top first.  With its pasture removed by
    the weather all grazers go home; with no grazers left the pasture does."""
    grazers = tuple(grazers)
    if pasture is None or not grazers:
        return Feeding(False, (), grazers)
    eaten = sum(take(g) for g in grazers) >= stay(pasture)
    room = take(pasture)
    n = 0
    used = 0
    for g in grazers:
        if used + stay(g) > room:
            break
        used += stay(g)
        n += 1
    return Feeding(eaten, grazers[:n], grazers[n:])


def explain_stack(pasture: Card | None, grazers: Sequence[Card]) -> str:
    """The arithmetic of ``resolve_stack`` in words, e.g.
    ``♣4 + ♣3 = 7 ≥ 6: 6♥ eaten; 4♣ satiated (4 ≤ 6), 3♣ not (7 > 6)``."""
    grazers = tuple(grazers)
    if pasture is None:
        if not grazers:
            return _("an empty stack")
        return _("its pasture was blown away: {grazers} go home").format(grazers=", ".join(g.label for g in grazers))
    if not grazers:
        return _("all its grazers were blown away: {pasture} goes home").format(pasture=pasture.label)
    result = resolve_stack(pasture, grazers)
    total = sum(take(g) for g in grazers)
    terms = " + ".join(take_text(g) for g in grazers)
    if len(grazers) > 1:
        terms += f" = {total}"
    need = stay_text(pasture)
    if result.eaten:
        first = _("{terms} ≥ {need}: {pasture} eaten").format(terms=terms, need=need, pasture=pasture.label)
    else:
        first = _("{terms} < {need}: {pasture} survives").format(terms=terms, need=need, pasture=pasture.label)
    room = take(pasture)
    parts = []
    used = 0
    for i, g in enumerate(grazers):
        used += stay(g)
        if i < len(result.satiated):
            parts.append(_("{grazer} satiated ({used} ≤ {room})").format(grazer=g.label, used=used, room=room))
        else:
            parts.append(_("{grazer} not ({used} > {room})").format(grazer=g.label, used=used, room=room))
            rest = grazers[i + 1:]
            if rest:
                parts.append(_("nor {grazers} below it").format(grazers=", ".join(r.label for r in rest)))
            break
    return first + "; " + ", ".join(parts)

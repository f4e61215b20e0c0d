"""Arithmetic the computer players share: what a defender's best reordering
costs an attacker, the cheapest way to eat a pasture, a whole attack plan,
and the odds that the opponent holds a card that can remove a given card.

Pure functions of cards, so that a bot can ask "what would they do to me?"
with the same planner it attacks with.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache
from itertools import combinations
from math import comb

from rules.cards import Card

from .values import stay, take, value
from .weather import can_remove

Worth = Callable[[Card], float]


def satiation_loss(pasture: Card, grazers: Sequence[Card], worth: Worth) -> tuple[float, tuple]:
    """The defender's best reordering: the set of grazers whose ``stay``
    fits in ``take(pasture)`` with the most worth; (that worth, that set)."""
    return _satiation_loss(pasture, tuple(grazers), worth)


# The planners are pure functions of cards, asked the same questions over and
# over by the hard player's playouts: remembered, they cost a lookup.
@lru_cache(maxsize=1 << 16)
def _satiation_loss(pasture: Card, grazers: tuple[Card, ...], worth: Worth) -> tuple[float, tuple]:
    room = take(pasture)
    light = [g for g in grazers if stay(g) <= room]
    best: tuple[float, tuple] = (0.0, ())
    for n in range(1, len(light) + 1):
        for combo in combinations(light, n):
            if sum(stay(g) for g in combo) <= room:
                w = sum(worth(g) for g in combo)
                if w > best[0]:
                    best = (w, combo)
    return best


def best_order(pasture: Card, grazers: Sequence[Card], worth: Worth) -> tuple[Card, ...]:
    """The grazers that should go on top (any order among themselves)."""
    return satiation_loss(pasture, grazers, worth)[1]


def cheapest_eating(pasture: Card, barn: Sequence[Card], worth: Worth,
                    max_light: int = 3) -> tuple[float, tuple[Card, ...]] | None:
    """The grazers from ``barn`` that eat ``pasture`` losing the least worth
    to a defender who reorders at best; None when the barn cannot eat it.

    Grazers whose ``stay`` exceeds ``take(pasture)`` can never be satiated
    ("heavy"): they eat for free and go home.  Ties go to the set that ties up
    the least ``take``."""
    return _cheapest_eating(pasture, tuple(barn), worth, max_light)


@lru_cache(maxsize=1 << 16)
def _cheapest_eating(pasture: Card, barn: tuple[Card, ...], worth: Worth,
                     max_light: int) -> tuple[float, tuple[Card, ...]] | None:
    need = stay(pasture)
    room = take(pasture)
    heavy = sorted((g for g in barn if stay(g) > room), key=lambda g: (take(g), g.code))
    light = sorted((g for g in barn if stay(g) <= room), key=lambda g: (-take(g), g.code))
    best = None
    for n in range(0, min(max_light, len(light)) + 1):
        for combo in combinations(light, n):
            deficit = need - sum(take(g) for g in combo)
            extra = _heavy_cover(heavy, deficit)
            if extra is None:
                continue
            grazers = combo + extra
            if not grazers:
                continue
            loss = satiation_loss(pasture, combo, worth)[0] if combo else 0.0
            key = (loss, sum(take(g) for g in grazers), len(grazers))
            if best is None or key < best[0]:
                best = (key, grazers)
    if best is None:
        return None
    return best[0][0], best[1]


def _heavy_cover(heavy: Sequence[Card], deficit: int) -> tuple[Card, ...] | None:
    """Fewest, then smallest, heavy grazers whose ``take`` covers ``deficit``."""
    if deficit <= 0:
        return ()
    for g in heavy:  # ascending: the smallest single card that covers it
        if take(g) >= deficit:
            return (g,)
    chosen = []
    total = 0
    for g in reversed(heavy):  # largest first
        chosen.append(g)
        total += take(g)
        if total >= deficit:
            return tuple(chosen)
    return None


def plan_attack(targets: Iterable[Card], barn: Sequence[Card], gain: Worth, worth: Worth,
                margin: float = 0.0) -> list[tuple[Card, tuple[Card, ...], float]]:
    """A greedy attack: the most valuable targets first, each with its
    cheapest eating, kept when gain − loss > margin.  [(pasture, grazers, net)]"""
    remaining = list(barn)
    plan = []
    for p in sorted(targets, key=lambda c: (-gain(c), c.code)):
        option = cheapest_eating(p, remaining, worth)
        if option is None:
            continue
        loss, grazers = option
        net = gain(p) - loss
        if net > margin:
            plan.append((p, grazers, net))
            for g in grazers:
                remaining.remove(g)
    return plan


def hold_probability(specific: int, unseen: int, hand: int) -> float:
    """Chance that a hidden hand of ``hand`` cards, drawn from ``unseen``
    cards, holds at least one of ``specific`` given cards."""
    if specific <= 0 or hand <= 0 or unseen <= 0:
        return 0.0
    if unseen - specific < hand:
        return 1.0
    return 1.0 - comb(unseen - specific, hand) / comb(unseen, hand)


def removers_of(target: Card, unseen: Iterable[Card], fields: int) -> int:
    """How many of the unseen cards could remove ``target`` under a field
    limit of ``fields``."""
    return sum(1 for r in unseen if (r.suit == "S" or r.is_joker) and value(r) <= fields
               and can_remove(r, target))

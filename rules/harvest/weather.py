"""Weather time: which spade or joker may remove which card.

A spade of value ``s`` removes a heart or club ``t`` in play when
``stay(t) <= s - 1`` (a heart honour must be two lower, any other card one
lower); ♠A and a joker's storm remove any heart or club.
"""

from __future__ import annotations

from rules.cards import Card

from .values import is_crop, is_honour, stay, value


def reach(remover: Card) -> int | None:
    """The highest ``stay`` a remover can take away; None for no limit."""
    if remover.is_joker or (remover.suit == "S" and remover.rank == 1):
        return None
    return value(remover) - 1


def can_remove(remover: Card, target: Card) -> bool:
    """May this spade (or joker storm) remove ``target``?  Only hearts and
    clubs can be removed; the field limit is a separate check."""
    if not is_crop(target):
        return False
    if remover.is_joker:
        return True
    if remover.suit != "S":
        return False
    limit = reach(remover)
    return limit is None or stay(target) <= limit


def removal_reason(remover: Card, target: Card) -> str:
    """The arithmetic behind ``can_remove``, for messages and logs:
    ``7♠ removes cards worth at most 6; J♥ is a heart honour and counts 3
    — it can be removed``."""
    if not is_crop(target):
        return f"{target.label} is not a heart or a club: weather removes only crops."
    if remover.is_joker:
        return f"{remover.label}'s storm removes any heart or club."
    if remover.suit != "S":
        return f"{remover.label} is not a spade."
    limit = reach(remover)
    if limit is None:
        return f"{remover.label} is the worst storm: it removes any heart or club, {target.label} too."
    if target.suit == "H" and is_honour(target):
        counts = f"{target.label} is a heart honour and counts {stay(target)}"
    else:
        counts = f"{target.label} counts {stay(target)}"
    verdict = "it can be removed" if stay(target) <= limit else "too much"
    return f"{remover.label} removes cards worth at most {limit}; {counts} — {verdict}."

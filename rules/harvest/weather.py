"""Weather time: which spade or joker may remove which card.

A spade of value ``s`` removes a heart or club ``t`` in play when
``stay(t) <= s - 1`` (a heart honour must be two lower, any other card one
lower); ♠A and a joker's storm remove any heart or club.
"""

from __future__ import annotations

from rules.cards import Card
from rules.i18n import _

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
        return _("{card} is not a heart or a club: weather removes only crops.").format(card=target.label)
    if remover.is_joker:
        return _("{joker}'s storm removes any heart or club.").format(joker=remover.label)
    if remover.suit != "S":
        return _("{card} is not a spade.").format(card=remover.label)
    limit = reach(remover)
    if limit is None:
        return _("{spade} is the worst storm: it removes any heart or club, {card} too.").format(
            spade=remover.label, card=target.label)
    fields = {"spade": remover.label, "limit": limit, "card": target.label, "stay": stay(target)}
    honour = target.suit == "H" and is_honour(target)
    if stay(target) <= limit:
        if honour:
            return _("{spade} removes cards worth at most {limit}; {card} is a heart honour and counts "
                     "{stay} — it can be removed.").format(**fields)
        return _("{spade} removes cards worth at most {limit}; {card} counts {stay} — it can be removed.").format(
            **fields)
    if honour:
        return _("{spade} removes cards worth at most {limit}; {card} is a heart honour and counts "
                 "{stay} — too much.").format(**fields)
    return _("{spade} removes cards worth at most {limit}; {card} counts {stay} — too much.").format(**fields)

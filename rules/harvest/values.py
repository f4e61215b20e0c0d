"""Card values and the honour bonus ("the important rule").

The source lost its value list; the project's reading (rules/harvest.md):
A = 1, 2–10 as printed, J/Q/K = 2; the honours are A, J, Q, K.  A heart
honour's bonus is for *staying* (it is harder to remove), a club honour's
bonus for *removing* (it eats and satiates more).  Diamonds only count.
"""

from __future__ import annotations

from collections.abc import Iterable

from rules.cards import CARDS, JOKER_CODE_BASE, Card
from rules.i18n import _, ngettext

HONOURS = frozenset((1, 11, 12, 13))
CROPS = frozenset("HC")  # hearts (poppies) and clubs (clover)


def _printed(card: Card) -> int:
    return 2 if card.rank > 10 else card.rank


# The three numbers of each of the 52 cards, by code: the computer players'
# search asks them millions of times a game (a joker counts 1 for all three).
_VALUES = tuple(_printed(c) for c in CARDS)
_STAYS = tuple(_printed(c) + (c.suit == "H" and c.rank in HONOURS) for c in CARDS)
_TAKES = tuple(_printed(c) + (c.suit == "C" and c.rank in HONOURS) for c in CARDS)


def value(card: Card) -> int:
    """The printed value; a joker counts 1 (for the field limit)."""
    code = card.code
    return _VALUES[code] if code < JOKER_CODE_BASE else 1


def is_honour(card: Card) -> bool:
    return card.rank in HONOURS


def is_crop(card: Card) -> bool:
    return card.suit in CROPS


def stay(card: Card) -> int:
    """What it takes to remove ``card``: a heart honour counts one more."""
    code = card.code
    return _STAYS[code] if code < JOKER_CODE_BASE else 1


def take(card: Card) -> int:
    """What ``card`` removes with: a club honour counts one more."""
    code = card.code
    return _TAKES[code] if code < JOKER_CODE_BASE else 1


def stay_text(card: Card) -> str:
    """``stay`` with its arithmetic shown when the bonus applies: ``J♥ 3 (2+1)``."""
    if card.suit == "H" and card.rank in HONOURS:
        return f"{card.label} {stay(card)} ({value(card)}+1)"
    return f"{card.label} {stay(card)}"


def take_text(card: Card) -> str:
    if card.suit == "C" and card.rank in HONOURS:
        return f"{card.label} {take(card)} ({value(card)}+1)"
    return f"{card.label} {take(card)}"


def harvest_score(cards: Iterable[Card]) -> int:
    """The points a harvest pile gives: its values plus 1 per club honour."""
    return sum(take(c) for c in cards)


def harvest_text(cards: Iterable[Card]) -> str:
    """``5♥ 5 + Q♣ 3 (2+1) = 8``; an empty pile gives ``nothing = 0``."""
    cards = list(cards)
    if not cards:
        return _("nothing = 0")
    return " + ".join(take_text(c) for c in cards) + f" = {harvest_score(cards)}"


def within_field_limit(card: Card, fields: int) -> bool:
    """A card played from hand may be worth at most the diamonds in its
    player's field pile (jokers count 1, ♠A counts 1)."""
    return value(card) <= fields


def field_limit_reason(card: Card, fields: int) -> str:
    return ngettext("{card} has value {value} but your field holds {n} diamond: "
                    "you may play cards worth at most {n}.",
                    "{card} has value {value} but your field holds {n} diamonds: "
                    "you may play cards worth at most {n}.", fields).format(
        card=card.label, value=value(card), n=fields)

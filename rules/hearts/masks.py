"""Cards as bits: bit ``card.code`` of an int stands for that card.

The engine's hot path (legal moves, tricks, scoring) and the bots' playouts
work on these masks; Card objects appear only at the edges (views, events,
actions).  ``card.code`` is suit index * 13 + rank - 1 with suits "SHDC", so
each suit is one 13-bit field with the ace in its lowest bit.
"""

from __future__ import annotations

from rules.cards import CARDS, Card

SPADE, HEART, DIAMOND, CLUB = range(4)
SUIT_MASKS = tuple(0x1FFF << (13 * s) for s in range(4))
SPADES, HEARTS, DIAMONDS, CLUBS = SUIT_MASKS
FULL = (1 << 52) - 1

QS = 11  # code of Q♠
TWO_CLUBS = 3 * 13 + 1
TWO_DIAMONDS = 2 * 13 + 1
TWO_SPADES = 0 * 13 + 1
QS_BIT = 1 << QS
TWO_CLUBS_BIT = 1 << TWO_CLUBS
POINT_CARDS = HEARTS | QS_BIT

SUIT_OF = tuple(c // 13 for c in range(52))
# Aces are high: 2..K are 2..13, the ace 14.
POWER = tuple(14 if c % 13 == 0 else c % 13 + 1 for c in range(52))
CARD_POINTS = tuple(13 if c == QS else (1 if c // 13 == HEART else 0) for c in range(52))

# The order a hand is shown in: clubs, diamonds, spades, hearts (colours
# alternate), each from 2 up to the ace.
DISPLAY_SUITS = (CLUB, DIAMOND, SPADE, HEART)
_SUIT_ORDER_BITS = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 0)  # 2..K, then A


def _suit_codes(suit: int, field: int) -> tuple[int, ...]:
    base = 13 * suit
    return tuple(base + b for b in _SUIT_ORDER_BITS if field >> b & 1)


# SUIT_CODES[suit][13-bit field] -> codes from low to high; filled on demand.
_SUIT_CODE_CACHE: tuple[dict, dict, dict, dict] = ({}, {}, {}, {})


def suit_codes(suit: int, field: int) -> tuple[int, ...]:
    cache = _SUIT_CODE_CACHE[suit]
    codes = cache.get(field)
    if codes is None:
        codes = cache[field] = _suit_codes(suit, field)
    return codes


def codes_of(mask: int) -> list[int]:
    """The codes in ``mask`` in display order."""
    out: list[int] = []
    for s in DISPLAY_SUITS:
        field = mask >> (13 * s) & 0x1FFF
        if field:
            out.extend(suit_codes(s, field))
    return out


# The same for Card objects: suit -> 13-bit field -> its cards low to high.
_SUIT_CARD_CACHE: tuple[dict, dict, dict, dict] = ({}, {}, {}, {})
_DISPLAY_FIELDS = tuple((s, 13 * s, _SUIT_CARD_CACHE[s]) for s in DISPLAY_SUITS)


def cards_of(mask: int) -> tuple[Card, ...]:
    """The cards in ``mask`` sorted for display (suit, then rank, ace high)."""
    out: tuple[Card, ...] = ()
    for s, shift, cache in _DISPLAY_FIELDS:
        field = mask >> shift & 0x1FFF
        if field:
            cards = cache.get(field)
            if cards is None:
                cards = cache[field] = tuple(CARDS[c] for c in suit_codes(s, field))
            out += cards
    return out


def mask_of(cards) -> int:
    m = 0
    for card in cards:
        m |= 1 << card.code
    return m


def points_in(mask: int) -> int:
    return (mask & HEARTS).bit_count() + (13 if mask & QS_BIT else 0)


def lowest(mask: int) -> int:
    """Code of the weakest card of a one-suit mask (aces high)."""
    for s in range(4):
        field = mask >> (13 * s) & 0x1FFF
        if field:
            low = field & 0x1FFE
            if low:
                return 13 * s + ((low & -low).bit_length() - 1)
            return 13 * s
    raise ValueError("empty mask")


def highest(mask: int) -> int:
    """Code of the strongest card of a one-suit mask (aces high)."""
    for s in range(4):
        field = mask >> (13 * s) & 0x1FFF
        if field:
            if field & 1:
                return 13 * s
            return 13 * s + field.bit_length() - 1
    raise ValueError("empty mask")


def display_key(card: Card) -> tuple[int, int]:
    return (DISPLAY_SUITS.index(SUIT_OF[card.code]), POWER[card.code])

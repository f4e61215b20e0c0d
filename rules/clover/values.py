"""The numbers of the clover picker: card values and the fixed limits.

Kept apart from the engine so that bots and the simulator use the very same
tables (indexed by ``card.code`` on hot paths).
"""

from __future__ import annotations

from rules.cards import CARDS, Card

WIN_SCORE = 40  # first to 40 wins, at once
MAX_TURNS = 500  # [Project rule] no winner after 500 turns: a draw
BOUQUET_SIZE = 5  # cards played from the hand before the spade chain
MEADOW_SIZE = 5


def card_value(card: Card) -> int:
    """Ace 1, 2–8 as printed, 9 and above 2 ("yes, the nine too")."""
    return card.rank if card.rank <= 8 else 2


# By card code: value, suit letter, red or not.
VALUE: tuple[int, ...] = tuple(card_value(c) for c in CARDS)
IS_RED: tuple[bool, ...] = tuple(c.suit in "HD" for c in CARDS)
IS_SPADE: tuple[bool, ...] = tuple(c.suit == "S" for c in CARDS)
IS_CLUB: tuple[bool, ...] = tuple(c.suit == "C" for c in CARDS)

# The twelve red cards worth 2 (♥/♦ 2, 9, 10, J, Q, K) and the two red aces,
# from which the starting hands are dealt.
RED_TWOS: tuple[Card, ...] = tuple(c for c in CARDS if c.suit in "HD" and VALUE[c.code] == 2)
RED_ACES: tuple[Card, ...] = tuple(c for c in CARDS if c.suit in "HD" and c.rank == 1)


def club_points(cards, spades: int) -> tuple[list[Card], int]:
    """The clubs that score in a bouquet with ``spades`` spades: the
    ``spades + 1`` highest by value (ties: higher rank first), and their sum."""
    clubs = [c for c in cards if IS_CLUB[c.code]]
    clubs.sort(key=lambda c: (VALUE[c.code], c.rank), reverse=True)
    scored = clubs[: spades + 1]
    return scored, sum(VALUE[c.code] for c in scored)

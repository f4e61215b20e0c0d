"""The two Hearts actions and their notation: ``pass QS AH 2C``, ``play QS``."""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass
from math import comb

from rules.cards import CARDS, Card, cards_text
from rules.core import Action

from .masks import DISPLAY_SUITS, SUIT_MASKS, cards_of, display_key, suit_codes


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Three cards passed face down; kept in display order so that equal
    choices are equal actions whatever order they were picked in."""

    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        cards = tuple(self.cards)
        if all(isinstance(c, Card) for c in cards):
            cards = tuple(sorted(cards, key=display_key))
        object.__setattr__(self, "cards", cards)

    def __str__(self) -> str:
        return "pass " + cards_text(self.cards)


@dataclass(frozen=True, slots=True)
class Play(Action):
    card: Card

    def __str__(self) -> str:
        return f"play {self.card}"


PLAYS: tuple[Play, ...] = tuple(Play(c) for c in CARDS)
# One-suit mask (the 13-bit field in place) -> its Play actions, low to high;
# at most 4 x 8191 entries, made on demand.  A legal set is mostly one suit.
_SUIT_PLAYS: dict[int, tuple[Play, ...]] = {}
_DISPLAY_FIELDS = tuple((s, SUIT_MASKS[s]) for s in DISPLAY_SUITS)


def plays_of(mask: int) -> list[Play]:
    """The Play actions of ``mask`` in display order (a legal set, asked
    for at every step: one suit's comes from a cache)."""
    plays = _SUIT_PLAYS.get(mask)
    if plays is not None:
        return list(plays)
    out: list[Play] = []
    for s, whole in _DISPLAY_FIELDS:
        part = mask & whole
        if part:
            plays = _SUIT_PLAYS.get(part)
            if plays is None:
                plays = _SUIT_PLAYS[part] = tuple(PLAYS[c] for c in suit_codes(s, part >> (13 * s)))
            out += plays
    return out

_COMB3 = tuple(comb(k, 3) for k in range(53))
_new_pass = Pass.__new__
_set_pass_cards = Pass.__dict__["cards"].__set__  # the slot's own descriptor


def _sorted_pass(cards: tuple[Card, ...]) -> Pass:
    """``Pass(cards)`` for cards already in display order, without sorting
    them again (a random pass is made for every seat every hand)."""
    action = _new_pass(Pass)
    _set_pass_cards(action, cards)
    return action


class PassChoices(Sequence):
    """Every 3-card pass from a hand, made on demand.

    A 13-card hand has 286 of them (17 cards: 680); building them all for
    every seat every hand would cost more than playing the hand, so this
    sequence makes each ``Pass`` only when it is indexed or iterated.  It
    supports ``len``, indexing, iteration and ``in``, like the list
    ``legal_actions`` returns in the playing phase.
    """

    __slots__ = ("hand_mask", "_cards", "_n")

    def __init__(self, hand_mask: int) -> None:
        self.hand_mask = hand_mask
        self._cards = cards_of(hand_mask)
        self._n = _COMB3[len(self._cards)]

    def __len__(self) -> int:
        return self._n

    def __getitem__(self, index):
        if type(index) is int and 0 <= index < self._n:  # the common case, unchecked below
            a, b, c = _triples(len(self._cards))[index]
            cards = self._cards
            return _sorted_pass((cards[a], cards[b], cards[c]))
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(self._n))]
        if index < 0:
            index += self._n
        if not 0 <= index < self._n:
            raise IndexError("pass choice index out of range")
        a, b, c = _triples(len(self._cards))[index]
        cards = self._cards
        return _sorted_pass((cards[a], cards[b], cards[c]))

    def __iter__(self):
        cards = self._cards
        for a, b, c in _triples(len(cards)):
            yield _sorted_pass((cards[a], cards[b], cards[c]))

    def __contains__(self, action) -> bool:
        if not isinstance(action, Pass) or len(action.cards) != 3:
            return False
        codes = {c.code for c in action.cards if isinstance(c, Card) and not c.is_joker}
        return len(codes) == 3 and all(self.hand_mask >> c & 1 for c in codes)

    def __repr__(self) -> str:
        return f"<{self._n} ways to pass 3 of {cards_text(self._cards)}>"


_TRIPLES: dict[int, list[tuple[int, int, int]]] = {}


def _triples(n: int) -> list[tuple[int, int, int]]:
    t = _TRIPLES.get(n)
    if t is None:
        t = _TRIPLES[n] = list(itertools.combinations(range(n), 3))
    return t

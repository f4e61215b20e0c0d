"""Build a clover-picker position by hand, for tests and worked examples.

``position("3H 5S 2C 7D 4C 9S", "...", meadow="4H 2C 8C AD KS", talon="5H 6C")``
gives a game in which seat ``to_move`` has just started its turn: its
five cards are played; with a spade among them it is in the chain phase
(choose ``more`` or ``stop``), otherwise the clubs are scored and it picks.

Hands are written LEFT to RIGHT (the rightmost card plays first); the talon
is written TOP first.  Every card not named goes under the named talon
cards in card order, so that all 52 cards are always somewhere;
``CloverGame.from_position`` builds the game and checks the cards.
"""

from __future__ import annotations

from rules.cards import CARDS, parse_cards

from .actions import MORE, STOP
from .game import CloverGame

ALL = 52  # chain=ALL: every extra card the spades allow


def position(hand0: str, hand1: str, meadow: str, talon: str = "", *, to_move: int = 0,
             scores: tuple[int, int] = (0, 0), turn_number: int = 1, seed: int = 0,
             rest_in_talon: bool = True, seen: bool = False, chain: int | None = None) -> CloverGame:
    """A game at the start of ``to_move``'s turn (see the module docstring).
    ``meadow`` may hold fewer than 5 cards or ``-`` for an empty slot.
    With ``rest_in_talon=False`` unnamed cards are left out of the game
    (then the 52-card invariant does not hold).  With ``seen=True`` each
    hand counts as laid out before, so the opponent's view knows its cards.
    ``chain``: with a spade among the five, play that many extra cards
    (``ALL``: as many as allowed), then stop if more are still allowed;
    None leaves the choice open (the chain phase)."""
    hands = [parse_cards(hand0), parse_cards(hand1)]
    slots = [None if t == "-" else parse_cards(t)[0] for t in meadow.split()]
    slots += [None] * (5 - len(slots))
    top = parse_cards(talon)
    named = set(hands[0] + hands[1] + [c for c in slots if c] + top)
    rest = [c for c in CARDS if c not in named] if rest_in_talon else []
    game = CloverGame.from_position(hands, slots, rest[::-1] + top[::-1], to_move=to_move, scores=scores,
                                    turn_number=turn_number, seed=seed, seen=seen, whole_deck=rest_in_talon)
    if chain is not None:
        while game.phase == "chain" and game.chained < chain:
            game.opening_events += game.apply(to_move, MORE)
        if game.phase == "chain":
            game.opening_events += game.apply(to_move, STOP)
    return game

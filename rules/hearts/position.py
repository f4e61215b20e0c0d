"""Deal a Hearts hand by hand, in notation, for lessons and worked
examples (as rules/clover/position.py and rules/harvest/position.py do for
their games).

``position(("2C 5C …", "…", "…", "…"), hand_number=4)`` gives a game
whose hand ``hand_number`` was dealt exactly those cards
(``HeartsGame.from_position`` builds it and checks the deal), and
``moves`` — notations played in turn from there ("play 2C", "pass QS AS
KS" by the seat whose turn or pass it is) — are applied by the engine
itself, so the position is one the rules can reach.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.cards import parse_cards

from .game import HeartsGame


def position(hands: Sequence[str], *, hand_number: int = 1, moves: Sequence[tuple[int, str]] = (),
             seed: int = 0) -> HeartsGame:
    """A game at hand ``hand_number`` with ``hands`` dealt, then ``moves``
    ((seat, notation), in order) played.  ``ValueError`` for a deal that
    is not the whole deck in hands of the hand's size."""
    game = HeartsGame.from_position([parse_cards(h) for h in hands], hand_number=hand_number, seed=seed)
    for seat, text in moves:
        game.opening_events += game.apply(seat, game.parse_action(seat, text))
    return game

"""Deal a Hearts hand by hand, for lessons and worked examples (as
rules/clover/position.py and rules/harvest/position.py do for their games).

``position(("2C 5C …", "…", "…", "…"), hand_number=4)`` gives a four-player
game whose hand ``hand_number`` was dealt exactly those cards (so the pass
direction is that hand's: left, right, across, none), and ``moves`` —
notations played in turn from there ("play 2C", "pass QS AS KS" by the
seat whose turn or pass it is) — are applied by the engine itself, so the
position is one the rules can reach.  The cards are checked: 13 for each
seat, every card of the deck once.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.cards import CARDS, parse_cards

from .game import HeartsGame
from .masks import mask_of


def position(hands: Sequence[str], *, hand_number: int = 1, moves: Sequence[tuple[int, str]] = (),
             seed: int = 0) -> HeartsGame:
    """A four-player game at hand ``hand_number`` with ``hands`` dealt, then
    ``moves`` ((seat, notation), in order) played.  ``ValueError`` for a
    deal that is not the whole deck in four hands of 13."""
    dealt = [parse_cards(h) for h in hands]
    if len(dealt) != 4 or any(len(h) != 13 for h in dealt):
        raise ValueError("four hands of 13 cards")
    if sorted(c.code for h in dealt for c in h) != sorted(c.code for c in CARDS):
        raise ValueError("every card of the deck once")
    game = HeartsGame(seed)
    game.hand_number = hand_number - 1
    deal = game._deal()  # the hand's direction and its fresh trick state
    game.hands = [mask_of(h) for h in dealt]
    if game.pass_direction == "none":
        game._start_play()  # the 2♣ of these hands leads
    game.opening_events = [deal]
    for seat, text in moves:
        game.opening_events += game.apply(seat, game.parse_action(seat, text))
    return game

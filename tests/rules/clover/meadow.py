"""The pick of a meadow slot a test knows to hold a card."""

from __future__ import annotations

from rules.clover.actions import Pick
from rules.clover.game import CloverGame


def pick(game: CloverGame, slot: int) -> Pick:
    card = game.meadow[slot]
    assert card is not None, f"slot {slot + 1} of the meadow is empty"
    return Pick(card)

"""What a card is worth to the hard player: what it will still score.

The rules of thumb (bots.HeuristicBot) and the search's options (plans.py)
weigh cards the same way; this is the one place the weights live.
"""

from __future__ import annotations

from rules.cards import Card

from .values import take

FUTURE = 2.0  # further harvests a card is expected to score after the next one
BARN_SHARE = 0.8  # a barn card scores later, if ever


def harvest_worth(c: Card) -> float:
    return take(c) * (1 + FUTURE)


def barn_worth(c: Card) -> float:
    return take(c) * FUTURE * BARN_SHARE

"""The one interface every computer player keeps.

A bot is a function of what it may see: ``choose(view, legal_actions)``.  It
keeps no memory between calls (everything it remembers must be in the view,
e.g. the tricks played so far), which makes undo, resume and replay exact.
Its only randomness is ``self.rng``, which the Session reseeds before every
decision from the game's seed, the seat and the move number: the same
position always gets the same answer.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from .cards import Card
from .core import Action


@dataclass(frozen=True)
class Hint:
    """What ``Bot.explain`` answers: the action, one sentence why, and the
    cards the table marks for it (rules.hint says how a hint is asked)."""

    action: Action
    reason: str
    marks: tuple[Card, ...] = ()


class Bot:
    level: ClassVar[str] = "?"

    def __init__(self, seed: int | str = 0) -> None:
        self.rng = random.Random(seed)

    def reseed(self, seed: int | str) -> None:
        self.rng.seed(seed)

    def choose(self, view: Any, legal_actions: Sequence[Action]) -> Action:
        raise NotImplementedError

    def explain(self, view: Any, legal_actions: Sequence[Action]) -> Hint:
        """``choose``'s answer with the reason for it (rules.hint): the hard
        level of every game says why; the other levels need not."""
        raise NotImplementedError(f"{type(self).__name__} gives no reasons")


class RandomBot(Bot):
    """Uniformly random among the legal actions: a baseline for tests."""

    level = "random"

    def choose(self, view: Any, legal_actions: Sequence[Action]) -> Action:
        return legal_actions[self.rng.randrange(len(legal_actions))]

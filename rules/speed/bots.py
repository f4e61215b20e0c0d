"""Speed's computer players, by reaction time.

A skilled person needs about 0.6–0.8 s per card: a two-choice reaction takes
0.37–0.45 s, plus the scan of five cards against two piles.  The levels are
that scan time (the match driver owns the clock; the bot only says how long
it would take):

=======  ============  =========================================
easy     1.5–2.5 s     plays a random fitting card; sometimes slaps the
                       bigger pile
medium   0.9–1.3 s     prefers cards that uncover face-down cards
hard     0.55–0.8 s    also keeps its options open
expert   0.32–0.48 s   the same judgement, about 0.4 s a card
=======  ============  =========================================

Each delay is the level's middle with up to ±20–25 % jitter from the bot's
rng, which the driver reseeds from the game seed, the seat and a decision
counter, so matches replay exactly on the manual clock.  When a center pile
changes under a planned move, the driver asks the bot to look again
(``look_again_time``, about 0.25 s) instead of playing a card that no longer
fits.

``explain`` (the hint key) is ``choose``'s move with every play that fits
now; the hint asks the hard level.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from rules.bot import Bot
from rules.core import Action
from rules.hint import Hint

from .actions import Play, Slap
from .game import fits
from .hints import hint_for
from .view import SpeedView

LOOK_AGAIN = 0.25


class SpeedBot(Bot):
    level: ClassVar[str] = "?"
    reaction: ClassVar[tuple[float, float]] = (0.6, 0.8)  # seconds per card
    randomness: ClassVar[float] = 0.0  # chance to play any fitting card
    misjudge: ClassVar[float] = 0.0  # chance to slap the bigger pile
    keeps_options: ClassVar[bool] = True

    # Timing (the driver asks; the bot never waits) ----------------------

    def reaction_time(self, view: SpeedView, action: Action) -> float:
        low, high = self.reaction
        return self.rng.uniform(low, high)

    def look_again_time(self) -> float:
        return LOOK_AGAIN * self.rng.uniform(0.8, 1.2)

    # Decisions ---------------------------------------------------------

    def choose(self, view: SpeedView, legal_actions: Sequence[Action]) -> Action:
        return self._decide(view, legal_actions)[0]

    def explain(self, view: SpeedView, legal_actions: Sequence[Action]) -> Hint:
        """``choose``'s move, and every play that fits now (hints.py)."""
        return hint_for(view, legal_actions, *self._decide(view, legal_actions))

    def _decide(self, view: SpeedView, legal_actions: Sequence[Action]) -> tuple[Action, str]:
        """(the action, why): "only", "slap", "any" (a random fitting
        card), "uncover" or "options" (the score decided)."""
        if len(legal_actions) == 1:
            return legal_actions[0], "only"
        slaps = [a for a in legal_actions if isinstance(a, Slap)]
        if slaps:
            return self._slap(view, slaps), "slap"
        plays = [a for a in legal_actions if isinstance(a, Play)]
        if not plays:
            return legal_actions[0], "only"
        if self.rng.random() < self.randomness:
            return self.rng.choice(plays), "any"
        scored = [(self.score(view, play), self.rng.random(), i) for i, play in enumerate(plays)]
        play = plays[max(scored)[2]]
        return play, "uncover" if view.table[play.pile - 1].face_down else "options"

    def _slap(self, view: SpeedView, slaps: list[Slap]) -> Slap:
        sizes = {}
        for s in slaps:
            center = view.center(s.target)
            assert center is not None  # a legal slap's pile is there
            sizes[s.target] = center.size
        smaller = min(slaps, key=lambda s: (sizes[s.target], s.target))
        if self.rng.random() < self.misjudge:
            return next(s for s in slaps if s is not smaller)
        return smaller

    def score(self, view: SpeedView, play: Play) -> float:
        """Uncovering a face-down card first; then how many of our cards
        would still fit afterwards (options kept open)."""
        pile = view.table[play.pile - 1]
        value = 10.0 if pile.face_down else 0.0
        if pile.face_down == 0:
            value -= 1.0  # emptying a pile loses a slot for good
        if not self.keeps_options:
            return value
        assert pile.top is not None  # the pile played from
        tops = [center.top if center.key != play.center else pile.top
                for center in view.centers if center is not None]
        for i, own in enumerate(view.table):
            if i != play.pile - 1 and own.top is not None:
                value += sum(1 for t in tops if fits(own.top, t))
        return value


class EasyBot(SpeedBot):
    level = "easy"
    reaction = (1.5, 2.5)
    randomness = 0.6
    misjudge = 0.25
    keeps_options = False


class MediumBot(SpeedBot):
    level = "medium"
    reaction = (0.9, 1.3)
    randomness = 0.15
    keeps_options = False


class HardBot(SpeedBot):
    level = "hard"
    reaction = (0.55, 0.8)


class ExpertBot(SpeedBot):
    level = "expert"
    reaction = (0.32, 0.48)


LEVELS = {"easy": EasyBot, "medium": MediumBot, "hard": HardBot, "expert": ExpertBot}

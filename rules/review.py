"""The review of a player's decisions, the same for every game that has one.

After a hand (Hearts) or a game, a screen may show the player the one or two
decisions that cost most, as the hard player judges them from the player's
own view.  The work is a plain function of the game's seed, options and
action log (what a Session records), so a screen can run it in a worker
thread or process while the table goes on; its result is a frozen,
picklable ``Review``.  Sentences are said when asked (``Decision.why``), so
they come in the language of the moment, not the worker's.

Why a decision cost what it did is told from its playouts: each notes what
happened soon after the decision (its facts, the game's own: who took the
trick, a card eaten, the opponent's win), and the fact that separates the
chosen and the better move most often over the same deals is the one told
(``separating``), before the figures.

A reviewed decision can be played again: ``game_at`` rebuilds the game just
before it from the log, a fresh object, the game on the table untouched.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from .core import Action, Game
from .games import load, spec

__all__ = ["Decision", "Reason", "Review", "Fact", "Story", "separating", "reviewable",
           "reviewed_in_parts", "review", "review_game", "game_at"]


class Reason(Protocol):
    """Why a decision cost what it did: one sentence, said when asked."""

    def say(self, names: Sequence[str] | None = None) -> str: ...


@dataclass(frozen=True)
class Decision:
    """One reviewed decision of ``seat``.  ``index`` is its place in the
    action log: ``log[:index]`` rebuilds the game just before it."""

    index: int
    seat: int
    step: int  # where in the part it was (Hearts: the trick, 1-based; 0 the pass)
    chosen: Action
    best: Action
    chosen_value: float  # expected outcome of the chosen action (Hearts: points, fewer is better)
    best_value: float  # expected outcome of the best action
    cost: float  # what the choice cost, in ``Review.unit``; always > 0
    samples: int  # deals sampled to judge it
    reason: Reason
    part: int = 0  # the part of the game it was in (Hearts: the hand; 0 for a game reviewed whole)

    def why(self, names: Sequence[str] | None = None) -> str:
        """The reason in one sentence, in the language of the moment
        (``names``: the seats' names; the game's own by default)."""
        return self.reason.say(names)


@dataclass(frozen=True)
class Review:
    """The costliest decisions of ``seat`` in one part of a game (Hearts:
    hand ``part``), costliest first; none when nothing cost at least the
    game's threshold, and then the screen stays quiet."""

    game: str
    seat: int
    part: int  # Hearts: the hand; 0: the whole game
    unit: str  # "points" (Hearts); "win chance" for a game judged by its win chance
    decisions: tuple[Decision, ...]
    evaluated: int  # decisions searched
    forced: int  # decisions with one choice only, not searched

    @property
    def quiet(self) -> bool:
        return not self.decisions


# What came of a decision, in words: every game's playouts note facts ----

Fact = tuple[Any, ...]  # something that happened in a playout, in the game's own terms: (kind, details…)


@dataclass(frozen=True)
class Story:
    """The fact that separates the two moves most often over the same
    playouts: ``bad`` for the seat (it came more often after the chosen
    move) or good (more often after the better one), and its counts."""

    fact: Fact
    bad: bool
    chosen: int  # playouts of the chosen move it came in
    best: int
    samples: int


MIN_SHARE = 0.1  # a fact must separate the moves in a tenth of the playouts at least to be told


def separating(a: Mapping[Fact, int], b: Mapping[Fact, int], samples: int, bad: Callable[[Fact], bool | None],
               when: Callable[[Fact], int] = lambda fact: 0) -> Story | None:
    """The fact whose count differs most between the chosen move's
    playouts (``a``) and the better move's (``b``, on the same ``samples``
    deals or worlds), in the direction that hurt the seat: a ``bad`` fact
    (True) more often after the chosen move, a good one (False) more often
    after the better; facts ``bad`` calls neither (None) are not told.  Of
    facts that separate them as often, the commoner, then the sooner
    (``when``).  None when no fact separates them in ``MIN_SHARE`` of the
    playouts."""
    found: tuple | None = None
    story = None
    for fact in {*a, *b}:
        verdict = bad(fact)
        if verdict is None:
            continue
        gap = (a.get(fact, 0) - b.get(fact, 0)) * (1 if verdict else -1)
        key = (gap, max(a.get(fact, 0), b.get(fact, 0)), -when(fact), repr(fact))  # ties: commoner, sooner
        if gap >= max(1, MIN_SHARE * samples) and (found is None or key > found):
            found = key
            story = Story(fact, verdict, a.get(fact, 0), b.get(fact, 0), samples)
    return story


# Each game names its reviewers in its spec (rules/<game>/spec.py): one
# for a whole game, and one for a part where it is reviewed part by part.

def reviewable(name: str) -> bool:
    """Whether ``name``'s games have a review at their end (a screen offers it only then)."""
    return spec(name).review_game is not None


def reviewed_in_parts(name: str) -> bool:
    """Whether ``name`` is reviewed part by part as well (Hearts: each hand),
    its spec naming a ``review_part``; the others are reviewed whole, as part 0."""
    return spec(name).review_part is not None


def review(name: str, seed: int, options: dict, log: Sequence[tuple[int, str]], seat: int,
           part: int | None = None) -> Review:
    """Review ``seat``'s decisions in ``part`` of the game the log plays
    (by default the part its last action was in).  Half a second of CPU or so (Hearts):
    run it in a worker."""
    reviewer = spec(name).review_part  # "module:function": (seed, options, log, seat, part=None) -> Review
    if reviewer is None:  # reviewed whole: its one part is 0
        if part not in (None, 0):
            raise ValueError(f"a {name} game is reviewed whole (part 0), not part {part}")
        return review_game(name, seed, options, log, seat)
    return load(reviewer)(seed, options, log, seat, part)


def review_game(name: str, seed: int, options: dict, log: Sequence[tuple[int, str]], seat: int,
                known: Mapping[int, Review] | None = None) -> Review:
    """Review ``seat``'s decisions in the whole game the log plays: its one
    or two costliest.  Seconds of CPU (tests/benchmarks/*_review.py): run it
    in a worker."""
    reviewer = spec(name).review_game  # (seed, options, log, seat, known=None) -> Review, part 0
    if reviewer is None:
        raise KeyError(f"{name} has no review")
    return load(reviewer)(seed, options, log, seat, known)


def game_at(name: str, seed: int, options: dict, log: Sequence[tuple[int, str]], decision: Decision) -> Game:
    """A fresh game just before ``decision``: the log replayed up to it, for
    playing the rest again as a new branch (the log is not changed)."""
    from . import replay

    return replay(name, seed, options, list(log[:decision.index]))

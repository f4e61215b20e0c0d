"""How long the expert players think: a deadline checked inside the search.

An expert decision is anytime: it samples in rounds and stops when its time
is up (``Budget.seconds``, wall time by ``Budget.now``), when ``cancel`` is
set (the player left the table; the search is asked from another thread),
or when it has ``Budget.rounds`` rounds, whichever comes first.  A round
count alone (``Budget.fixed(n)``) makes the choice a function of the view
and the bot's seed, as every other level's is: tests and benchmarks use
it.  With a time limit the number of rounds depends on the machine's speed,
so the same position may get another card on a busier machine; a replay
never asks the bot again (a game is its seed and its action log, and
``rules.replay`` applies the logged actions), so a saved or undone game
comes back exactly all the same.

At a table the Session asks a thinking bot in a worker thread (``Thought``)
when its clock runs a real loop, so the screen goes on drawing and taking
keys while it thinks, and caps its time at the table's pace.
"""

from __future__ import annotations

import copy
import random
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from typing import Any

DEFAULT_SECONDS = 0.5  # the expert's time a decision: what it may spend at the 90th percentile
MIN_SECONDS = 0.001  # a thought at the instant pace: its least rounds, and no more


@dataclass(frozen=True)
class Budget:
    """A decision's limits.  ``seconds`` None: no time limit (``rounds``
    must then be set); ``rounds`` None: as many as the time allows."""

    seconds: float | None = DEFAULT_SECONDS
    rounds: int | None = None
    now: Callable[[], float] = time.perf_counter
    cancel: threading.Event = field(default_factory=threading.Event, compare=False)

    def __post_init__(self) -> None:
        if self.seconds is None and self.rounds is None:
            raise ValueError("a budget needs a time limit or a number of rounds")
        if self.seconds is not None and self.seconds <= 0:
            raise ValueError(f"a thinking time must be positive, not {self.seconds}")

    @classmethod
    def fixed(cls, rounds: int) -> Budget:
        """``rounds`` rounds and no clock: the same answer on any machine."""
        return cls(seconds=None, rounds=rounds)

    def start(self, least: int = 1) -> Deadline:
        """A decision's deadline from now; ``least`` rounds always run."""
        return Deadline(self, self.now(), least)


class Deadline:
    """One decision's running budget: ``more(done)`` says whether to start
    another round after ``done`` of them.  At least ``least`` always run, so
    a decision has figures to go on even when it is cancelled at once; no
    round starts that the rounds so far say would end past the deadline, so
    the time is kept at the 90th percentile, not only on average."""

    def __init__(self, budget: Budget, began: float, least: int = 1) -> None:
        self.budget = budget
        self.began = began
        self.least = least

    @property
    def memo_key(self) -> str:
        """What a search remembered under this deadline is keyed by: its
        number of rounds when that is fixed (two counts are two answers),
        "timed" when the clock decides (a season's later steps then reuse
        its first step's answer, however many rounds that one got)."""
        if self.budget.seconds is None:
            return str(max(self.least, self.budget.rounds or 0))
        return "timed"

    def more(self, done: int) -> bool:
        budget = self.budget
        if done < self.least:
            return True
        if budget.rounds is not None and done >= budget.rounds:
            return False
        if budget.cancel.is_set():
            return False
        if budget.seconds is None:
            return True
        spent = budget.now() - self.began
        return spent + spent / done < budget.seconds


class Thinker:
    """What an expert adds to a level's bot: a ``Budget`` (the option;
    ``DEFAULT_SECONDS`` when none is given).  ``rules.new_bot`` passes it."""

    def __init__(self, seed: int | str = 0, budget: Budget | None = None) -> None:
        super().__init__(seed)  # type: ignore[call-arg]
        self.thinking = budget if budget is not None else Budget()


# Two workers: this machine's cores; a shared table's host runs many tables.
_POOL: ThreadPoolExecutor | None = None


def _pool() -> ThreadPoolExecutor:
    global _POOL
    if _POOL is None:
        _POOL = ThreadPoolExecutor(max_workers=2, thread_name_prefix="kortbord-thinking")
    return _POOL


class Thought:
    """A thinking bot's decision worked out in a worker thread, while the
    table's loop goes on drawing and taking keys.  It thinks with a copy of
    the bot (its own generator, reseeded as the Session reseeds, and its
    own cancel flag), so a thought dropped after an undo, still running,
    touches nothing the next one uses.  ``key`` is the position it was
    asked at: the Session keeps the answer only there.  ``pace``: the
    table's wait before a computer move; the thought takes no longer than
    that (at the instant pace, only its least rounds), so an expert never
    makes a table slower than its pace says."""

    def __init__(self, key: tuple, bot: Thinker, view: Any, legal: list, reseed: str, pace: float) -> None:
        self.key = key
        mind = copy.copy(bot)
        mind.rng = random.Random()  # type: ignore[attr-defined]
        seconds = bot.thinking.seconds
        if seconds is not None:
            seconds = min(seconds, max(pace, MIN_SECONDS))
        mind.thinking = replace(bot.thinking, cancel=threading.Event(), seconds=seconds)
        self.cancel = mind.thinking.cancel
        mind.reseed(reseed)  # type: ignore[attr-defined]
        self.future: Future = _pool().submit(mind.choose, view, legal)  # type: ignore[attr-defined]

    def done(self) -> bool:
        return self.future.done()

    def stop(self) -> None:
        """Ask the search to end at its next check (the player left)."""
        self.cancel.set()

"""Cyclic garbage collection in a served table, kept off the player's keys.

Tables forked from one template are identical processes doing identical
work: twenty players pressing keys at once made their collectors reach a
full collection on the same key, and twenty processes scanning every
object together on two cores made p99 key-to-screen 150-260 ms (with the
collector off in the tables: 38 ms).  Off is not an answer: Textual and
asyncio make reference cycles, and without collections they would grow
for a whole evening's game.

So a table keeps the young collections (generations 0 and 1: they scan
only what the last few thousand allocations left alive, about a
millisecond, and free most cycles soon after they are made) and moves the
full one (generation 2: every object of the table) to when its own player
is quiet: ``QUIET`` seconds after the last input, looked at every
``PERIOD`` seconds from a phase set by the pid, so tables do not look in
step.  Under keys that never stop, it still collects once ``LONGEST``
seconds have passed: garbage stays bounded by what a table makes in that
time.  The template's objects are frozen before the fork (zygote.py), so
a full collection never scans (or writes to) the pages the tables share.
"""

from __future__ import annotations

import asyncio
import gc
import os
import time

YOUNG = (700, 10)  # the interpreter's own thresholds for generations 0 and 1
NEVER = 1 << 30  # generation 1 collections before an automatic full one
PERIOD = 1.0
QUIET = 2.0
LONGEST = 60.0


def settle() -> None:
    """In a new table process, before the app: young collections only."""
    gc.set_threshold(YOUNG[0], YOUNG[1], NEVER)
    gc.enable()


class IdleCollector:
    """Full collections when the player is quiet; ``touched`` is called for
    every input (from the input thread: it only stores a float)."""

    def __init__(self, clock=time.monotonic) -> None:
        self.clock = clock
        self.last_input = self.last_full = clock()
        self.handle: asyncio.TimerHandle | None = None

    def touched(self) -> None:
        self.last_input = self.clock()

    def start(self, loop: asyncio.AbstractEventLoop) -> None:
        phase = (os.getpid() % 997) / 997 * PERIOD
        self.handle = loop.call_later(PERIOD + phase, self._tick, loop)

    def stop(self) -> None:
        if self.handle is not None:
            self.handle.cancel()
            self.handle = None

    def due(self) -> bool:
        now = self.clock()
        if now - self.last_full >= LONGEST:
            return True
        return now - self.last_input >= QUIET and self.last_input > self.last_full

    def collect(self) -> None:
        gc.collect()
        self.last_full = self.clock()

    def _tick(self, loop: asyncio.AbstractEventLoop) -> None:
        if self.due():
            self.collect()
        self.handle = loop.call_later(PERIOD, self._tick, loop)

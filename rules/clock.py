"""Time for the Session and the Speed match driver, behind one small protocol.

The app runs on ``AsyncioClock`` (the event loop's clock); tests run on
``ManualClock``, whose time moves only when the test advances it, so a whole
real-time match plays in virtual time with no real sleeping.
"""

from __future__ import annotations

import asyncio
import heapq
import itertools
from collections.abc import Callable
from typing import Any, Protocol


class Timer(Protocol):
    def cancel(self) -> None: ...


class Clock(Protocol):
    # Whether a long computation (an expert's search) may run in a worker
    # thread while the clock's loop goes on: the asyncio loop's clock; not a
    # ManualClock, whose tests want every move made where it is asked for.
    # Read only: a clock that wraps another (tui/safety.py's GuardedClock) asks it.
    @property
    def threads(self) -> bool: ...

    def now(self) -> float: ...

    def call_later(self, delay: float, callback: Callable[..., Any], *args: Any) -> Timer: ...

    async def sleep(self, delay: float) -> None: ...


class AsyncioClock:
    """The running loop's clock; ``speed`` > 1 makes every delay shorter
    (tests that use real time but should finish in seconds)."""

    threads = True

    def __init__(self, speed: float = 1.0) -> None:
        self.speed = speed
        self._start: float | None = None

    def _loop(self) -> asyncio.AbstractEventLoop:
        loop = asyncio.get_running_loop()
        if self._start is None:
            self._start = loop.time()
        return loop

    def now(self) -> float:
        loop = self._loop()
        assert self._start is not None  # _loop() set it
        return (loop.time() - self._start) * self.speed

    def call_later(self, delay: float, callback: Callable[..., Any], *args: Any) -> Timer:
        return self._loop().call_later(max(0.0, delay) / self.speed, callback, *args)

    async def sleep(self, delay: float) -> None:
        self._loop()
        await asyncio.sleep(max(0.0, delay) / self.speed)


class _ManualTimer:
    __slots__ = ("when", "seq", "callback", "args", "cancelled")

    def __init__(self, when: float, seq: int, callback: Callable[..., Any], args: tuple) -> None:
        self.when = when
        self.seq = seq
        self.callback = callback
        self.args = args
        self.cancelled = False

    def cancel(self) -> None:
        self.cancelled = True

    def __lt__(self, other: _ManualTimer) -> bool:
        return (self.when, self.seq) < (other.when, other.seq)


class ManualClock:
    """Virtual time for tests: nothing happens until ``advance`` is called.

    ``advance`` fires due callbacks in time order (ties in the order they were
    scheduled).  ``run``/``run_until_idle`` also let asyncio tasks that were
    woken by ``sleep`` run before time moves on.
    """

    threads = False

    def __init__(self, start: float = 0.0) -> None:
        self._now = start
        self._heap: list[_ManualTimer] = []
        self._seq = itertools.count()

    def now(self) -> float:
        return self._now

    def call_later(self, delay: float, callback: Callable[..., Any], *args: Any) -> Timer:
        timer = _ManualTimer(self._now + max(0.0, delay), next(self._seq), callback, args)
        heapq.heappush(self._heap, timer)
        return timer

    async def sleep(self, delay: float) -> None:
        future = asyncio.get_running_loop().create_future()

        def wake() -> None:
            if not future.done():
                future.set_result(None)

        self.call_later(delay, wake)
        await future

    def next_due(self) -> float | None:
        """When the next live timer fires, or None when none is pending."""
        while self._heap and self._heap[0].cancelled:
            heapq.heappop(self._heap)
        return self._heap[0].when if self._heap else None

    def _fire_one(self, until: float) -> bool:
        when = self.next_due()
        if when is None or when > until:
            return False
        timer = heapq.heappop(self._heap)
        self._now = max(self._now, timer.when)
        timer.callback(*timer.args)
        return True

    def advance(self, seconds: float) -> None:
        """Move time on by ``seconds``, firing every callback due meanwhile
        (synchronously; for tasks waiting in ``sleep`` use ``run``)."""
        until = self._now + seconds
        while self._fire_one(until):
            pass
        self._now = until

    async def settle(self) -> None:
        """Let woken tasks run until they wait again."""
        for _ in range(20):
            await asyncio.sleep(0)

    async def run(self, seconds: float) -> None:
        """Like ``advance``, but lets tasks react after every callback."""
        until = self._now + seconds
        await self.settle()
        while self._fire_one(until):
            await self.settle()
        self._now = until

    async def run_until_idle(self, limit: float = 1e6) -> None:
        """Advance timer by timer until nothing is pending (or ``limit``
        virtual seconds have passed)."""
        end = self._now + limit
        await self.settle()
        while True:
            when = self.next_due()
            if when is None or when > end:
                break
            self._fire_one(when)
            await self.settle()

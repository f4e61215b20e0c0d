"""The envelopes one host sends the others, through Redis's pub/sub: one
connection publishes them in the order they were made (a queue drained by
one task, in pipelines of up to 256), so a table's messages arrive in
order; past ``MAX_WAITING`` waiting (Redis is gone) they are dropped and
said in the log."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from typing import Any

from redis.exceptions import RedisError

MAX_WAITING = 100_000  # envelopes waiting to be published: past it they are dropped (Redis is gone)
BATCH = 256  # envelopes published in one pipeline


class Outbox:
    def __init__(self, redis: Callable[[], Any], problem: Callable[[str], None]) -> None:
        self.redis = redis  # the broker's client, when connected
        self.problem = problem
        self._queue: asyncio.Queue[tuple[str, str]] = asyncio.Queue()

    def send(self, channel: str, text: str) -> None:
        """``text`` (a sealed envelope) on ``channel``, after every one sent before it."""
        if self._queue.qsize() >= MAX_WAITING:
            self.problem(f"an envelope to {channel} dropped: {MAX_WAITING} wait already")
            return
        self._queue.put_nowait((channel, text))

    async def run(self) -> None:
        """Publish what is sent, until cancelled."""
        while True:
            batch = [await self._queue.get()]
            while not self._queue.empty() and len(batch) < BATCH:
                batch.append(self._queue.get_nowait())
            try:
                async with self.redis().pipeline(transaction=False) as pipe:
                    for channel, text in batch:
                        pipe.publish(channel, text)
                    await pipe.execute()
            except (RedisError, OSError) as error:
                self.problem(f"{len(batch)} envelopes lost ({type(error).__name__}: {error})")
            finally:
                for _ in batch:
                    self._queue.task_done()

    async def drain(self, timeout: float = 5.0) -> None:
        """Every envelope sent so far published (or given up after ``timeout``)."""
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._queue.join(), timeout)

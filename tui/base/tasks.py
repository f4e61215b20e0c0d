"""The tasks a server part starts and owns, each living on its own (one a
connection, one a listener, one a claim on an orphaned table), held once.

Not ``asyncio.TaskGroup``: a TaskGroup cancels every sibling when one of
its tasks fails, and it lives inside one ``async with`` block.  A server's
connections outlive any block of its code (``start`` … ``close``), and one
connection that fails must not hang up the others.  So: one set, which
keeps the reference asyncio does not (the loop holds its tasks weakly); a
task's failure told to its owner (its log), never left for asyncio to
print at garbage collection; and a close that cancels and awaits them all.
"""

from __future__ import annotations

import asyncio
import traceback
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any

Failed = Callable[[BaseException], None]


class TaskSet:
    """``failed`` hears the exception of every task that ends by one (not
    a cancellation); the other tasks go on."""

    def __init__(self, failed: Failed) -> None:
        self.failed = failed
        self._tasks: set[asyncio.Task[Any]] = set()

    def __len__(self) -> int:
        return len(self._tasks)

    def spawn(self, coroutine: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
        task = asyncio.get_running_loop().create_task(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._ended)
        return task

    def _ended(self, task: asyncio.Task[Any]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and (error := task.exception()) is not None:
            self.failed(error)

    def cancel(self) -> None:
        """Ask every task to stop (``wait`` then sees them end)."""
        for task in list(self._tasks):
            task.cancel()

    async def wait(self) -> None:
        """Until every task, those started meanwhile too, has ended."""
        while self._tasks:
            await asyncio.wait(list(self._tasks))

    async def close(self, grace: float = 0.0) -> None:
        """Give the tasks ``grace`` seconds to end by themselves (a hang-up
        that saves its table), then cancel those left and await them all."""
        if self._tasks and grace > 0:
            await asyncio.wait(list(self._tasks), timeout=grace)
        while self._tasks:  # a task may start another as it ends
            self.cancel()
            await asyncio.wait(list(self._tasks))


def raised_at(error: BaseException) -> str | None:
    """Where ``error`` was raised, for a log line: its innermost frame as
    "module.py:12 function" (None without a traceback)."""
    frames = traceback.extract_tb(error.__traceback__)
    if not frames:
        return None
    last = frames[-1]
    return f"{Path(last.filename).name}:{last.lineno} {last.name}"

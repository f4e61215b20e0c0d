"""A table's writes to the store, newest first to go: a running table is
saved after every move (rules.tables.shared), and when the store is slower
than the moves (a disk's fsync, PostgreSQL's round trip) the writes that
wait are not all made one after another: a table has at most one write
waiting, and it is the newest one (a save of its position now, or its
delete).  So nothing is lost that a slower write would have kept, and the
writer never falls further behind than one write per table.

The hub's ``keep`` makes the writes (tui.tables.hub.Keep: in the
server, one thread of its own, in the order handed over); the data of a
save is made on the loop before it is handed here.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

Write = Callable[[], None]
Failed = Callable[[Exception], None]
Done = Callable[[], None]
# keep(make, failed, done): ``make()`` (in the keeper's thread), then on the
# loop ``done(what make returned)``, or ``failed(error)`` when it raised.
Keep = Callable[[Callable[[], Done], Failed, Callable[[Done], None]], None]


def _nothing() -> None:
    pass


class Unwritten(Exception):
    """A table's write raised: its own ``failed`` is told (on the loop)."""

    def __init__(self, error: Exception, failed: Failed) -> None:
        super().__init__(f"{type(error).__name__}: {error}")
        self.error, self.failed = error, failed


class NewestWrites:
    def __init__(self, keep: Keep) -> None:
        self.keep = keep
        self._lock = threading.Lock()  # the loop hands writes over, the keeping thread takes them
        self._waiting: dict[str, tuple[Write, Failed, Done]] = {}  # table id -> its newest write, not begun

    def write(self, table_id: str, write: Write, failed: Failed, done: Done = _nothing) -> None:
        """``write()`` (``table_id``'s save or delete), after the writes
        handed over before it; if a newer one for this table comes before
        it has begun, that one is made instead, and ``failed(error)`` of the
        one made is told when it raises (``done()`` when it did not)."""
        with self._lock:
            queued = table_id in self._waiting
            self._waiting[table_id] = (write, failed, done)
        if not queued:
            self.keep(lambda: self._make(table_id), self._unwritten, self._written)

    def forget(self, table_id: str) -> None:
        """``table_id``'s write that has not begun is not made (the table is
        another host's now: this one writes nothing more for it)."""
        with self._lock:
            self._waiting.pop(table_id, None)

    def _make(self, table_id: str) -> Done:
        with self._lock:
            waiting = self._waiting.pop(table_id, None)
        if waiting is None:
            return _nothing  # forgotten
        write, failed, done = waiting
        try:
            write()
        except Exception as error:  # noqa: BLE001 - handed back to the loop, to the write's own ``failed``
            raise Unwritten(error, failed) from error
        return done

    @staticmethod
    def _written(done: Done) -> None:
        done()

    @staticmethod
    def _unwritten(error: Exception) -> None:
        if isinstance(error, Unwritten):
            error.failed(error.error)

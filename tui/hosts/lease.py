"""The node's side of ownership.py on the server's loop: it renews the
lease every ``renew`` seconds (in a thread: a database that hangs holds
no table), holds every table's moves the moment the renewals are older
than the self-stop bound (looked at every ``LOOK`` seconds too, and by
each move itself: rules.tables.shared), stops a table that another node
owns now, and carries on the tables whose owner's lease ran out (with
``--broker``: the hosts share their tables), if it claims them first.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable

from ..base.serve_log import ServeLog
from ..base.tasks import TaskSet, raised_at
from ..tables import Hub
from .ownership import Orphan, Ownership, Renewal

LOOK = 0.25  # seconds between looks at the self-stop bound while a renewal is under way


class LeaseKeeper:
    def __init__(self, hub: Hub, ownership: Ownership, *, takeover: bool, log: ServeLog | None = None,
                 drain: Callable[[], Awaitable[None]] | None = None) -> None:
        """``drain()``: every write handed to the store's writer so far made (HubServer.keeping)."""
        self.drain = drain
        self.hub = hub
        self.ownership = ownership
        self.takeover = takeover
        self.log = log
        self.alive: set[str] = {ownership.node}  # the nodes whose lease ran at the last renewal
        self.watchers: list[Callable[[Renewal], None]] = []  # told after each renewal (the broker)
        self._task: asyncio.Task | None = None
        self.claims = TaskSet(self._claim_failed)  # orphaned tables being claimed and carried on
        self._down = False  # the last renewal failed (logged once)

    def renewals_ok(self) -> bool:
        return self.ownership.renewals_ok()

    async def start(self) -> LeaseKeeper:
        """The first renewal before any table runs (raises when the database cannot be used)."""
        self.ownership.confirm(await asyncio.to_thread(self.ownership.renew, orphans=False))
        timing = self.ownership.timing
        self._write("lease", lease=timing.lease, renew=round(timing.renew, 2), self_stop=round(timing.self_stop, 2))
        self._task = asyncio.get_running_loop().create_task(self._run())
        return self

    async def close(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
        await self.claims.close()
        with contextlib.suppress(Exception):
            await asyncio.to_thread(self.ownership.leave)

    def _write(self, event: str, **fields: object) -> None:
        if self.log is not None:
            self.log.write(event, node=self.ownership.node, **fields)

    async def _run(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            due = loop.time() + self.ownership.timing.renew
            renewing = loop.create_task(asyncio.to_thread(self.ownership.renew, orphans=self.takeover))
            while not renewing.done():
                if not self.ownership.renewals_ok():
                    self.hub.hold_moves(True)
                await asyncio.wait([renewing], timeout=LOOK)
            try:
                renewal = renewing.result()
            except Exception as error:  # noqa: BLE001 - psycopg's: the database is out of reach; the bound decides
                if not self._down:
                    self._write("lease-unrenewed", detail=f"{type(error).__name__}: {str(error).strip()}")
                self._down = True
            else:
                if self._down or renewal.lapsed:
                    self._write("lease-renewed", lapsed=str(renewal.lapsed).lower())
                self._down = False
                self._renewed(renewal)
            self.hub.hold_moves(not self.ownership.renewals_ok())
            while loop.time() < due:
                if not self.ownership.renewals_ok():
                    self.hub.hold_moves(True)
                await asyncio.sleep(min(LOOK, max(0.0, due - loop.time())))

    def _renewed(self, renewal: Renewal) -> None:
        self.alive = renewal.alive
        for table_id in renewal.lost:
            self._write("table-lost", table=table_id)
            self.hub.lose(table_id)
        self.ownership.confirm(renewal)  # only now: no table lost takes another move
        for watcher in self.watchers:
            watcher(renewal)
        for orphan in renewal.orphans:
            self.claims.spawn(self._carry_on(orphan))

    def _claim_failed(self, error: BaseException) -> None:
        self._write("task-failed", error=type(error).__name__, where=raised_at(error), detail=str(error))

    async def _carry_on(self, orphan: Orphan) -> None:
        """``orphan`` runs here from its last save, if this node claims it first."""
        try:
            claimed = await asyncio.to_thread(self.ownership.claim_orphan, orphan)
        except Exception as error:  # noqa: BLE001 - psycopg's: logged; another renewal tries again
            self._write("broker", problem=f"table {orphan.table_id}: not claimed ({type(error).__name__}: {error})")
            return
        if claimed is None:
            return  # another node was first
        generation, data = claimed
        # A copy of it still running here (lost, not yet told) stops first,
        # and a write of that copy under way ends (with the generation it
        # held: refused), before this node writes with the new one.
        self.hub.lose(orphan.table_id)
        if self.drain is not None:
            await self.drain()
        self.ownership.hold(orphan.table_id, generation)
        try:
            self.hub.carry_on(data)
        except Exception as error:  # noqa: BLE001 - a save that cannot be reopened: logged, released
            self._write("broker", problem=f"table {orphan.table_id}: not carried on ({type(error).__name__}: {error})")
            return
        self._write("carried-on", table=orphan.table_id, moves=len(data.get("log", [])),
                    generation=self.ownership.generation(orphan.table_id), was=orphan.owner)

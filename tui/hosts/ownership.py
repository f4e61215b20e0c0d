"""Who runs which shared table, decided in PostgreSQL and nowhere else.

Each node (one ``kortbord serve``) has a row in ``kortbord_nodes``: its
last renewal, stamped with the database's clock, and its lease.  A
running table's row in ``kortbord_tables`` names its owner and a
generation that grows by one at every claim.  Another node may claim a
table only when its owner's lease has run out on the database's clock
(one conditional UPDATE: of two claimers, one wins); every write of the
table is conditional on the writer's generation (table_store.py), so a
node that was paused, cut off or slow can never write over the new
owner's table: its write fails, and it stops running the table.

A node renews every ``renew`` seconds.  It counts itself alive only
until ``self_stop`` seconds after the start of its last renewal that
succeeded (its own monotonic clock, started before the database stamped
the renewal), and takes no move after that (``renewals_ok``), so it
stops before the lease the database counts from the later stamp can run
out, as long as the two clocks' rates differ by less than
``(lease - self_stop) / lease`` (a third, with the defaults).  Redis
carries messages only: its loss or restart decides nothing here.
"""

from __future__ import annotations

import json
import secrets
import socket
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

from ..store.pg.link import Link

LEASE = 12.0  # seconds: a node whose renewal is older than this (database clock) may lose its tables
RENEW = 2.0  # seconds between renewals (and looks for tables whose owner is gone)
SELF_STOP = 8.0  # seconds after its last good renewal a node stops taking moves: before the lease can run out

NODES = """
CREATE TABLE IF NOT EXISTS kortbord_nodes (
    node text PRIMARY KEY,           -- a kortbord serve node (broker.host_name)
    renewed timestamptz NOT NULL,    -- the database's clock at its last renewal
    lease double precision NOT NULL  -- seconds its tables stay its own after that
);
ALTER TABLE kortbord_tables ADD COLUMN IF NOT EXISTS owner text;             -- the node that wrote it last
ALTER TABLE kortbord_tables ADD COLUMN IF NOT EXISTS generation bigint NOT NULL DEFAULT 0;  -- one more at every claim
ALTER TABLE kortbord_tables ADD COLUMN IF NOT EXISTS running boolean NOT NULL DEFAULT false;  -- runs on owner
ALTER TABLE kortbord_tables ADD COLUMN IF NOT EXISTS moves integer NOT NULL DEFAULT 0;  -- moves in its log
"""

# A node's lease is alive while this holds (``n`` the node's row).
ALIVE = "n.renewed + n.lease * interval '1 second' > clock_timestamp()"
# A table's row ``t`` may be claimed: nobody runs it, or its owner's lease has run out.
CLAIMABLE = f"(NOT t.running OR NOT EXISTS (SELECT 1 FROM kortbord_nodes n WHERE n.node = t.owner AND {ALIVE}))"


@dataclass(frozen=True)
class Timing:
    lease: float = LEASE
    renew: float = RENEW
    self_stop: float = SELF_STOP

    def __post_init__(self) -> None:
        if not 0 < self.renew < self.self_stop < self.lease:
            raise ValueError("the timing must be 0 < renew < self-stop < lease")

    @classmethod
    def from_lease(cls, lease: float) -> Timing:
        """The defaults' proportions for another lease (tests use short ones)."""
        return cls(lease, lease * RENEW / LEASE, lease * SELF_STOP / LEASE)


@dataclass(frozen=True)
class Orphan:
    """A running table whose owner's lease has run out."""

    table_id: str
    owner: str
    generation: int


@dataclass(frozen=True)
class Renewal:
    lost: list[str]  # tables held here that another node owns now
    orphans: list[Orphan]  # tables to carry on, if this node claims them first
    lapsed: bool  # this node's own lease had run out before this renewal
    alive: set[str]  # the nodes whose lease runs (this one too)
    began: float  # the node's clock as the renewal began (``confirm``)


def node_name() -> str:
    """This server among the nodes: its host name and a random tail (two
    servers on one machine are two nodes)."""
    return f"{socket.gethostname()[:40]}-{secrets.token_hex(4)}"


class Ownership:
    """This node's lease and the generation of every table it holds.  Its
    blocking calls (``renew``, ``claim_orphan``) run in a thread; the rest
    is read on the loop."""

    def __init__(self, dsn: str, node: str, timing: Timing = Timing(),
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.node = node
        self.timing = timing
        self.clock = clock
        self.link = Link(dsn)  # its own: a slow save must not hold a renewal back
        self.held: dict[str, int] = {}  # table id -> the generation this node writes it with
        self.lock = threading.Lock()  # held is written by the keeping thread and the renewing one
        self._good: float | None = None  # the clock at the start of the last renewal that succeeded

    def ensure(self) -> None:
        with self.link.transaction() as conn:
            conn.execute("SELECT pg_advisory_xact_lock(%s)", (0x6B6F7275,))
            conn.execute(NODES)

    def renewals_ok(self) -> bool:
        """Whether this node may take moves now: its last renewal began less
        than ``self_stop`` seconds ago (the health endpoint asks it too)."""
        return self._good is not None and self.clock() - self._good < self.timing.self_stop

    def generation(self, table_id: str) -> int | None:
        with self.lock:
            return self.held.get(table_id)

    def renew(self, *, orphans: bool) -> Renewal:
        """One renewal: this node's lease, the tables it holds still its own,
        and (``orphans``) the running tables whose owner's lease ran out.
        Raises psycopg's errors (the database is out of reach)."""
        began = self.clock()
        with self.lock:
            before = dict(self.held)  # a table claimed meanwhile is not judged by this renewal
        with self.link.transaction() as conn:
            lapsed = conn.execute(
                f"SELECT NOT ({ALIVE}) FROM kortbord_nodes n WHERE n.node = %s", (self.node,)).fetchone()
            conn.execute(
                "INSERT INTO kortbord_nodes (node, renewed, lease) VALUES (%s, clock_timestamp(), %s) "
                "ON CONFLICT (node) DO UPDATE SET renewed = EXCLUDED.renewed, lease = EXCLUDED.lease",
                (self.node, self.timing.lease))
            owned = dict(conn.execute(
                "SELECT id, generation FROM kortbord_tables WHERE owner = %s AND running", (self.node,)).fetchall())
            alive = {row[0] for row in conn.execute(f"SELECT n.node FROM kortbord_nodes n WHERE {ALIVE}")}
            conn.execute(  # nodes gone an hour, running no table: their rows go (a crash leaves one each)
                "DELETE FROM kortbord_nodes n WHERE n.renewed < clock_timestamp() - interval '1 hour' "
                "AND NOT EXISTS (SELECT 1 FROM kortbord_tables t WHERE t.owner = n.node AND t.running)")
            found = []
            if orphans:
                found = [Orphan(*row) for row in conn.execute(
                    f"SELECT t.id, t.owner, t.generation FROM kortbord_tables t WHERE t.running "
                    f"AND t.owner <> %s AND {CLAIMABLE} ORDER BY t.id", (self.node,))]
        with self.lock:
            lost = [table for table, generation in before.items()
                    if owned.get(table) != generation and self.held.get(table) == generation]
        return Renewal(lost, found, bool(lapsed and lapsed[0]), alive, began)

    def confirm(self, renewal: Renewal) -> None:
        """The renewal's tables lost are stopped: moves may be taken again
        until ``self_stop`` after it began."""
        self._good = max(self._good or renewal.began, renewal.began)

    def claim_orphan(self, orphan: Orphan) -> tuple[int, dict] | None:
        """The table's generation now this node's and its saved data, if
        its owner's lease has still run out and nobody claimed it first.
        The node writes with it once it ``hold``s it (lease.py: after any
        copy of the table still running here has stopped)."""
        row = self.link.execute(
            f"UPDATE kortbord_tables t SET owner = %s, generation = t.generation + 1 "
            f"WHERE t.id = %s AND t.owner = %s AND t.generation = %s AND t.running AND {CLAIMABLE} "
            f"RETURNING t.generation, t.data", (self.node, orphan.table_id, orphan.owner, orphan.generation)).fetchone()
        if row is None:
            return None
        generation, text = row
        return generation, json.loads(text)

    def hold(self, table_id: str, generation: int) -> None:
        with self.lock:
            self.held[table_id] = generation

    def forget(self, table_id: str) -> None:
        with self.lock:
            self.held.pop(table_id, None)

    def leave(self) -> None:
        """The node stops: its row goes (its tables were saved for their people first)."""
        self.link.execute("DELETE FROM kortbord_nodes WHERE node = %s", (self.node,))

    def close(self) -> None:
        self.link.close()

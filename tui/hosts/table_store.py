"""The shared tables in PostgreSQL (``kortbord_tables``): the
``TableStore`` of tui/tables/store.py for ``kortbord serve --database``,
so a table saved by one host is in the database every host reads.

A table is one row, written in one statement (the old row stands if it
fails); a row that does not hold a table is skipped and told in
``problems``, as the file store does with a bad file.  The tables'
numbers come from one sequence, so hosts sharing the database never make
the same table id.

Every write is fenced (ownership.py): a table this node holds is written
only while its row still names this node at the generation it holds, and
never with fewer moves than the row has (but after an undo, which a
table with one person may take); a table it does not hold yet is claimed
by the write itself, only if nobody runs it (or its owner's lease ran
out), at the next generation.  A write refused so raises ``NotOwner``.
"""

from __future__ import annotations

import json

from ..store.pg import schema
from ..store.pg.link import Link
from ..tables.store import TABLE_ID, NotOwner
from .ownership import CLAIMABLE, Ownership, node_name


class PgTableStore:
    shared = True  # every host's: an outage is told to the people (tui.tables.hub)
    def __init__(self, dsn: str, ownership: Ownership | None = None) -> None:
        """``ownership``: this node's (a new node of its own by default)."""
        self.link = Link(dsn)
        self.ownership = ownership or Ownership(dsn, node_name())
        self.problems: list[str] = []  # one sentence per row skipped by load_all, for the server's log
        schema.ensure(self.link.conn())
        self.ownership.ensure()

    @property
    def node(self) -> str:
        return self.ownership.node

    def save(self, table_id: str, data: dict, *, running: bool = False) -> None:
        if not TABLE_ID.fullmatch(table_id):
            raise ValueError(f"not a table id: {table_id!r}")
        text, moves = json.dumps(data), len(data.get("log") or [])
        back = bool(data.get("undo_used"))  # an undo takes moves back: allowed at such a table only
        held = self.ownership.generation(table_id)
        if held is not None:
            row = self.link.execute(
                "UPDATE kortbord_tables SET data = %s, moves = %s, running = %s "
                "WHERE id = %s AND owner = %s AND generation = %s AND (moves <= %s OR %s) RETURNING generation",
                (text, moves, running, table_id, self.node, held, moves, back)).fetchone()
        else:
            row = self.link.execute(
                "INSERT INTO kortbord_tables AS t (id, data, owner, generation, running, moves) "
                "VALUES (%s, %s, %s, 1, %s, %s) ON CONFLICT (id) DO UPDATE SET data = EXCLUDED.data, "
                "owner = EXCLUDED.owner, generation = t.generation + 1, running = EXCLUDED.running, moves = EXCLUDED.moves "
                f"WHERE {CLAIMABLE} AND (t.moves <= EXCLUDED.moves OR %s) RETURNING generation",
                (table_id, text, self.node, running, moves, back)).fetchone()
        if row is None:
            self.ownership.forget(table_id)
            raise NotOwner(f"table {table_id}: another host owns it (this host held generation {held})")
        with self.ownership.lock:
            if running:
                self.ownership.held[table_id] = row[0]
            else:
                self.ownership.held.pop(table_id, None)

    def load_all(self) -> dict[str, dict]:
        self.problems = []
        tables: dict[str, dict] = {}
        for table_id, text in self.link.execute("SELECT id, data FROM kortbord_tables ORDER BY id"):
            if not TABLE_ID.fullmatch(table_id):
                continue
            try:
                data = json.loads(text)
            except ValueError as error:
                self.problems.append(f"table {table_id}: skipped, it cannot be read ({type(error).__name__}: {error})")
                continue
            if not isinstance(data, dict):
                self.problems.append(f"table {table_id}: skipped, it holds no table")
                continue
            tables[table_id] = data
        return tables

    def delete(self, table_id: str) -> None:
        """A game over: its row goes, if it is still this node's (or nobody's)."""
        held = self.ownership.generation(table_id)
        if held is not None:
            gone = self.link.execute("DELETE FROM kortbord_tables WHERE id = %s AND owner = %s AND generation = %s",
                                     (table_id, self.node, held)).rowcount
        else:
            gone = self.link.execute(f"DELETE FROM kortbord_tables t WHERE t.id = %s AND {CLAIMABLE}", (table_id,)).rowcount
            gone = gone or not self.link.execute("SELECT 1 FROM kortbord_tables WHERE id = %s", (table_id,)).fetchone()
        self.ownership.forget(table_id)
        if not gone:
            raise NotOwner(f"table {table_id}: another host owns it (this host held generation {held})")

    def next_number(self) -> int:
        """The next shared table's number, from the sequence every host on
        this database draws from: one statement, never the same twice."""
        row = self.link.execute("SELECT nextval('kortbord_table_numbers')").fetchone()
        assert row is not None  # a SELECT of one function's value is one row
        return row[0]

    def close(self) -> None:
        self.link.close()
        self.ownership.close()

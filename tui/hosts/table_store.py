"""The shared tables whose people have all left, in PostgreSQL
(``kortbord_tables``): the ``TableStore`` of rules/tables/store.py for
``kortbord serve --database``, so a table saved by one host is in the
database every host reads.

A table is one row, written in one statement (the old row stands if it
fails); a row that does not hold a table is skipped and told in
``problems``, as the file store does with a bad file.  The tables'
numbers come from one sequence, so hosts sharing the database never make
the same table id.
"""

from __future__ import annotations

import json

from rules.tables.store import TABLE_ID

from ..store.pg import schema
from ..store.pg.link import Link


class PgTableStore:
    def __init__(self, dsn: str) -> None:
        self.link = Link(dsn)
        self.problems: list[str] = []  # one sentence per row skipped by load_all, for the server's log
        schema.ensure(self.link.conn())

    def save(self, table_id: str, data: dict) -> None:
        if not TABLE_ID.fullmatch(table_id):
            raise ValueError(f"not a table id: {table_id!r}")
        self.link.execute(
            "INSERT INTO kortbord_tables (id, data) VALUES (%s, %s) ON CONFLICT (id) DO UPDATE SET data = EXCLUDED.data",
            (table_id, json.dumps(data)))

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
        self.link.execute("DELETE FROM kortbord_tables WHERE id = %s", (table_id,))

    def next_number(self) -> int:
        """The next shared table's number, from the sequence every host on
        this database draws from: one statement, never the same twice."""
        return self.link.execute("SELECT nextval('kortbord_table_numbers')").fetchone()[0]

    def close(self) -> None:
        self.link.close()

"""What the fault runs (test_fenced_faults.py) do to the many hosts and
what they read back: a TCP relay on loopback that cuts a node's link to
Redis and heals it, and a record of every write of the shared tables'
rows, made by a trigger in PostgreSQL (the writer, its generation, the
moves), with the checks issue 39 asks of it."""

from __future__ import annotations

import asyncio
import contextlib
import json

WRITES = """
CREATE TABLE IF NOT EXISTS fence_writes (
    n bigserial PRIMARY KEY,        -- the order of the writes (one row's writers are serialised by its lock)
    id text NOT NULL, op text NOT NULL, owner text, generation bigint, moves integer, running boolean,
    log text                        -- the moves' notation, as the row holds it after the write
);
CREATE OR REPLACE FUNCTION fence_note() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        INSERT INTO fence_writes (id, op, owner, generation, moves, running)
        VALUES (OLD.id, TG_OP, OLD.owner, OLD.generation, OLD.moves, OLD.running);
        RETURN OLD;
    END IF;
    INSERT INTO fence_writes (id, op, owner, generation, moves, running, log)
    VALUES (NEW.id, TG_OP, NEW.owner, NEW.generation, NEW.moves, NEW.running, (NEW.data::jsonb -> 'log')::text);
    RETURN NEW;
END $$;
DROP TRIGGER IF EXISTS fence_note ON kortbord_tables;
CREATE TRIGGER fence_note AFTER INSERT OR UPDATE OR DELETE ON kortbord_tables
    FOR EACH ROW EXECUTE FUNCTION fence_note();
"""


def record_writes(database: str) -> None:
    """The shared tables' schema (as a node makes it) and the trigger that
    records every write of it."""
    import psycopg

    from tui.hosts.table_store import PgTableStore

    PgTableStore(database).close()
    with psycopg.connect(database, autocommit=True) as conn:
        conn.execute(WRITES)


def writes(database: str) -> list[dict]:
    import psycopg

    with psycopg.connect(database, autocommit=True) as conn:
        rows = conn.execute("SELECT id, op, owner, generation, moves, running, log FROM fence_writes ORDER BY n").fetchall()
    names = ("id", "op", "owner", "generation", "moves", "running", "log")
    return [dict(zip(names, found)) | {"log": json.loads(found[6]) if found[6] else None} for found in rows]


def check_fenced(database: str, final_log: list) -> dict:
    """Issue 39's promises, read from every write the table's row had: the
    generation never went down and each belonged to one node; the move
    count never went down; every saved log is the start of the final one
    (no other history was ever saved).  Returns figures for the report."""
    made = [write for write in writes(database) if write["op"] != "DELETE"]
    assert made, "no write recorded"
    # The table may play on (a computer's move) between reading the row and
    # reading the writes: the longer of the two histories is the final one,
    # and the other must be its start.
    last = made[-1]["log"] or []
    history = final_log if len(final_log) >= len(last) else last
    assert final_log == history[:len(final_log)] and last == history[:len(last)], (final_log, last)
    final_log = history
    owners: dict[int, str] = {}
    for before, after in zip(made, made[1:]):
        assert after["generation"] >= before["generation"], (before, after)
        assert after["moves"] >= before["moves"], f"the saved move count went down: {before['moves']} -> {after['moves']}"
    for write in made:
        assert owners.setdefault(write["generation"], write["owner"]) == write["owner"], (
            f"generation {write['generation']} written by {owners[write['generation']]} and {write['owner']}")
        assert write["log"] == final_log[:len(write["log"])], (
            f"a saved history that is not the final one: {write}\nfinal: {final_log}\n"
            + "\n".join(f"{w['owner']} g{w['generation']} {w['moves']} {w['running']} {(w['log'] or [])[-2:]}" for w in made))
    return {"writes": len(made), "generations": sorted(owners), "nodes": len(set(owners.values()))}


class Cut:
    """A TCP relay on loopback to ``port``: ``cut()`` drops every link and
    refuses new ones (the node sees its broker vanish), ``heal()`` lets
    them through again."""

    def __init__(self, port: int) -> None:
        self.target = port
        self.port = 0
        self.open = True
        self._server: asyncio.AbstractServer | None = None
        self._links: set[asyncio.StreamWriter] = set()

    async def start(self) -> Cut:
        self._server = await asyncio.start_server(self._link, "127.0.0.1", 0)
        self.port = self._server.sockets[0].getsockname()[1]
        return self

    async def _link(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        if not self.open:
            writer.close()
            return
        try:
            up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.target)
        except OSError:
            writer.close()
            return
        self._links.update((writer, up_writer))

        async def pipe(source: asyncio.StreamReader, sink: asyncio.StreamWriter) -> None:
            with contextlib.suppress(OSError, asyncio.CancelledError):
                while data := await source.read(65536):
                    sink.write(data)
                    await sink.drain()
            sink.close()

        with contextlib.suppress(asyncio.CancelledError):  # the test ends: the loop cancels its links
            await asyncio.gather(pipe(reader, up_writer), pipe(up_reader, writer))
        self._links.difference_update((writer, up_writer))

    def cut(self) -> None:
        self.open = False
        for writer in list(self._links):
            transport = writer.transport
            transport.abort()  # a reset, as a link that breaks
        self._links.clear()

    def heal(self) -> None:
        self.open = True

    async def close(self) -> None:
        self.cut()
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()

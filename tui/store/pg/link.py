"""One connection to PostgreSQL that comes back by itself: a link that died
while idle is made again for the next statement; one that fails while a
statement is under way costs that call (it raises, and the game says the
save will be tried again after the next move), never the rest of the
session."""

from __future__ import annotations

import os
import socket
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import psycopg

CONNECT_TIMEOUT = 5  # seconds: a database that does not answer is told, not waited for
# The server probes an idle link and drops it within about a minute once the
# other end is gone (a host that died holding a game's lock frees it so).
KEEPALIVES = "-c tcp_keepalives_idle=20 -c tcp_keepalives_interval=5 -c tcp_keepalives_count=4"


def application_name() -> str:
    """Who holds a session, as pg_stat_activity shows it: ``kortbord <host> <pid>``."""
    return f"kortbord {socket.gethostname()[:40]} {os.getpid()}"


def connect(dsn: str) -> psycopg.Connection:
    return psycopg.connect(dsn, autocommit=True, connect_timeout=CONNECT_TIMEOUT,
                           application_name=application_name(), options=KEEPALIVES)


class Link:
    def __init__(self, dsn: str) -> None:
        self.dsn = dsn
        self._conn: psycopg.Connection | None = None

    def conn(self) -> psycopg.Connection:
        if self._conn is None or self._conn.closed or self._conn.broken:
            if self._conn is not None:
                self._conn.close()
            self._conn = connect(self.dsn)
        return self._conn

    def execute(self, query: str, params: Sequence[Any] | None = None) -> psycopg.Cursor:
        """One statement (each is its own transaction).  A link that died
        while idle (the database restarted, a proxy dropped it) is made
        again and the statement sent once more: every statement here is
        safe to repeat (a save is written whole, again)."""
        try:
            return self.conn().execute(query, params)
        except psycopg.OperationalError:
            if self._conn is None or not self._conn.broken:
                raise
            return self.conn().execute(query, params)

    @contextmanager
    def transaction(self) -> Iterator[psycopg.Connection]:
        """All of the block or none of it (a failure rolls it back)."""
        conn = self.conn()
        with conn.transaction():
            yield conn

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None

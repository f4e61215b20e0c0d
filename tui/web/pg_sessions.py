"""One-time links and browser sessions in PostgreSQL, with ``--database``:
the same as ``sessions.Sessions`` (its docstring says what they are), kept
where every host reads them, so a link made on one node is used on
another and a browser bound there is known on each.

A link is used once because ``DELETE … RETURNING`` hands its row to one
statement only, whichever node sends it.  As in the files, only the
SHA-256 of a token or a session id is stored.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable

from ..store.pg import schema
from ..store.pg.link import Link
from .sessions import AGENT_LIMIT, LINK_SECONDS, SECRET, SHORT, Browser, digest

SCHEMA = """
CREATE TABLE IF NOT EXISTS kortbord_web_links (
    hash text PRIMARY KEY,           -- SHA-256 of the token: the token itself is never stored
    player text NOT NULL,
    username text,
    expires double precision NOT NULL
);
CREATE TABLE IF NOT EXISTS kortbord_web_sessions (
    hash text PRIMARY KEY,           -- SHA-256 of the browser's session id
    player text NOT NULL,
    username text,
    created double precision NOT NULL,
    agent text NOT NULL
);
CREATE INDEX IF NOT EXISTS kortbord_web_sessions_by_player ON kortbord_web_sessions (player);
"""


class PgSessions:
    def __init__(self, dsn: str, clock: Callable[[], float] = time.time) -> None:
        self.link = Link(dsn)
        self.clock = clock
        with self.link.transaction() as conn:
            conn.execute("SELECT pg_advisory_xact_lock(%s)", (schema.SCHEMA_LOCK,))
            conn.execute(SCHEMA)

    def new_link(self, fingerprint: str, user: str | None = None) -> str:
        self.link.execute("DELETE FROM kortbord_web_links WHERE expires < %s", (self.clock(),))
        token = secrets.token_urlsafe(32)
        self.link.execute("INSERT INTO kortbord_web_links (hash, player, username, expires) VALUES (%s, %s, %s, %s)",
                          (digest(token), fingerprint, user, self.clock() + LINK_SECONDS))
        return token

    def redeem(self, token: str, agent: str) -> str | None:
        if not SECRET.fullmatch(token):
            return None
        row = self.link.execute("DELETE FROM kortbord_web_links WHERE hash = %s RETURNING player, username, expires",
                                (digest(token),)).fetchone()
        if row is None or row[2] < self.clock():
            return None
        session = secrets.token_urlsafe(32)
        self.link.execute("INSERT INTO kortbord_web_sessions (hash, player, username, created, agent) "
                          "VALUES (%s, %s, %s, %s, %s)", (digest(session), row[0], row[1], self.clock(), agent[:AGENT_LIMIT]))
        return session

    def player(self, session: str) -> tuple[str, str | None] | None:
        if not SECRET.fullmatch(session):
            return None
        row = self.link.execute("SELECT player, username FROM kortbord_web_sessions WHERE hash = %s",
                                (digest(session),)).fetchone()
        return (row[0], row[1]) if row is not None else None

    def browsers(self, fingerprint: str) -> list[Browser]:
        rows = self.link.execute("SELECT hash, created, agent FROM kortbord_web_sessions WHERE player = %s "
                                 "ORDER BY created", (fingerprint,)).fetchall()
        return [Browser(hash_[:SHORT], created, agent) for hash_, created, agent in rows]

    def revoke(self, fingerprint: str, short: str) -> bool:
        if len(short) != SHORT or not all(c in "0123456789abcdef" for c in short):
            return False
        row = self.link.execute("DELETE FROM kortbord_web_sessions WHERE player = %s AND left(hash, %s) = %s RETURNING hash",
                                (fingerprint, SHORT, short)).fetchone()
        return row is not None

    def close(self) -> None:
        self.link.close()

"""Which browser plays as whom: one-time links and the sessions they make.

A player asks for a link in the served SSH menu (``desk.py``): a random
token, valid ``LINK_SECONDS`` and once.  The browser that opens it gets a
random session id in a cookie; the server keeps the session (the key's
fingerprint, when, which browser) until the player removes it from the
same menu.  Both are files under ``web/`` in the data directory, named by
the SHA-256 of the secret, so neither a token nor a session id is ever
written down: reading the directory gives no way in.  A link is used once
because only one ``unlink`` of its file can succeed, whichever node or
request gets there first.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from ..serve.identity import private_dir

LINK_SECONDS = 10 * 60
SECRET = re.compile(r"[A-Za-z0-9_-]{43}")  # token_urlsafe(32); fullmatch
AGENT_LIMIT = 120  # characters of the browser's User-Agent kept, to tell browsers apart in the menu
SHORT = 8  # hex digits of a session's hash that name it in the menu


def digest(secret: str) -> str:
    return hashlib.sha256(secret.encode("ascii")).hexdigest()


@dataclass(frozen=True)
class Browser:
    """A browser bound to a player, as the SSH menu lists it."""

    id: str  # the first SHORT hex digits of its session's hash
    created: float
    agent: str


class BrowserStore(Protocol):
    """Where links and sessions are kept: ``Sessions`` (the data directory)
    or ``pg_sessions.PgSessions`` (PostgreSQL, with ``--database``).  Each
    call may block (a file, a round trip): the door makes it in a thread."""

    def new_link(self, fingerprint: str, user: str | None = None) -> str: ...
    def redeem(self, token: str, agent: str) -> str | None: ...
    def player(self, session: str) -> tuple[str, str | None] | None: ...
    def browsers(self, fingerprint: str) -> list[Browser]: ...
    def revoke(self, fingerprint: str, short: str) -> bool: ...
    def close(self) -> None: ...


class Sessions:
    def __init__(self, data: Path, clock: Callable[[], float] = time.time) -> None:
        root = private_dir(data / "web")
        self.links = private_dir(root / "links")
        self.sessions = private_dir(root / "sessions")
        self.clock = clock

    # One-time links --------------------------------------------------------------

    def new_link(self, fingerprint: str, user: str | None = None) -> str:
        """A token that binds one browser to ``fingerprint`` within
        LINK_SECONDS; ``user``: the name the SSH login gave, which the
        others at shared tables see of this browser too."""
        self._drop_expired()
        token = secrets.token_urlsafe(32)
        record = {"fingerprint": fingerprint, "user": user, "expires": self.clock() + LINK_SECONDS}
        self._write(self.links / digest(token), record)
        return token

    def redeem(self, token: str, agent: str) -> str | None:
        """The new session id for the browser that brought ``token``, or None
        (unknown, used already, or expired)."""
        if not SECRET.fullmatch(token):
            return None
        path = self.links / digest(token)
        record = self._read(path)
        try:
            path.unlink()  # the one request that gets here first uses it
        except FileNotFoundError:
            return None
        if record is None or record.get("expires", 0) < self.clock():
            return None
        session = secrets.token_urlsafe(32)
        self._write(self.sessions / digest(session), {
            "fingerprint": record["fingerprint"], "user": record.get("user"), "created": self.clock(), "agent": agent[:AGENT_LIMIT]})
        return session

    def _drop_expired(self) -> None:
        now = self.clock()
        for path in self.links.iterdir():
            if path.name.endswith(".part"):
                continue
            record = self._read(path)
            if record is None or record.get("expires", 0) < now:
                path.unlink(missing_ok=True)

    # Sessions --------------------------------------------------------------------

    def player(self, session: str) -> tuple[str, str | None] | None:
        """The fingerprint a session id plays as and its user name, or None
        (unknown, removed)."""
        if not SECRET.fullmatch(session):
            return None
        record = self._read(self.sessions / digest(session))
        if record is None or not isinstance(record.get("fingerprint"), str):
            return None
        user = record.get("user")
        return record["fingerprint"], user if isinstance(user, str) else None

    def browsers(self, fingerprint: str) -> list[Browser]:
        """The browsers bound to ``fingerprint``, oldest first."""
        found = []
        for path in self.sessions.iterdir():
            if path.name.endswith(".part"):
                continue
            record = self._read(path)
            if record is not None and record.get("fingerprint") == fingerprint:
                found.append(Browser(path.name[:SHORT], float(record.get("created", 0)), str(record.get("agent", ""))))
        return sorted(found, key=lambda browser: browser.created)

    def revoke(self, fingerprint: str, short: str) -> bool:
        """Remove ``fingerprint``'s browser named ``short``; False if there is none."""
        if len(short) != SHORT or not re.fullmatch(r"[0-9a-f]+", short):
            return False
        for path in self.sessions.glob(short + "*"):
            record = self._read(path)
            if record is not None and record.get("fingerprint") == fingerprint:
                path.unlink(missing_ok=True)
                return True
        return False

    def close(self) -> None:
        pass  # nothing held open between calls

    # Files -----------------------------------------------------------------------

    @staticmethod
    def _read(path: Path) -> dict | None:
        try:
            record = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        return record if isinstance(record, dict) else None

    @staticmethod
    def _write(path: Path, record: dict) -> None:
        """Whole or not at all (a rename), readable by the server's user only."""
        partial = path.with_name(path.name + ".part")
        fd = os.open(partial, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            json.dump(record, out)
        os.replace(partial, path)

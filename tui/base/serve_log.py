"""The server's log file: one line per login, refusal and logout (and,
from a table process under ``--database``, why the game store could not
be reached: tui/store/pg/plain.py).

Every line starts with the UTC time and the event, then ``key=value``
fields.  Values that come from the client (the user name it gave) are
quoted and escaped, so a client can never write a line of its own.
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterable
from pathlib import Path

from .redact import redact

SAFE = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+/=:.-_@[]")
MAX_VALUE = 80
ENV_SERVE_LOG = "KORTBORD_SERVE_LOG"  # a table process's way to this log (table_env.TableEnv.serve_log)
MAX_DETAIL = 400  # a ``detail``: a database client's whole message (a database's address and why it failed)


def field(value: object, limit: int = MAX_VALUE) -> str:
    """A value as it goes into a line: bare if plain, else quoted with
    every unusual character escaped (no newline survives)."""
    text = str(value)[:limit]
    if text and set(text) <= SAFE:
        return text
    return '"' + text.encode("unicode_escape").decode("ascii").replace('"', '\\"') + '"'


class ServeLog:
    """Appends to ``path`` (mode 0600), one flushed line per call; never
    one of ``hide`` (the passwords of the database and the broker: a
    database client's message may quote its DSN)."""

    def __init__(self, path: Path, hide: Iterable[str] = ()) -> None:
        self.path = path
        self.hide = tuple(hide)
        self._file = self._open()

    def _open(self):
        fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
        return os.fdopen(fd, "a", encoding="utf-8", buffering=1)

    def reopen(self) -> None:
        """After logrotate renamed the file (SIGHUP): write to a new one at ``path``."""
        try:
            new = self._open()
        except OSError:
            return  # keep writing where we were rather than lose the lines
        self.close()
        self._file = new

    def write(self, event: str, **fields: object) -> None:
        stamp = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
        parts = [stamp, event] + [f"{name}={field(redact(str(value), self.hide), MAX_DETAIL if name == 'detail' else MAX_VALUE)}"
                                  for name, value in fields.items() if value is not None]
        try:
            self._file.write(" ".join(parts) + "\n")
        except (OSError, ValueError):
            pass  # a full disk must not take the tables down

    def close(self) -> None:
        try:
            self._file.close()
        except OSError:
            pass

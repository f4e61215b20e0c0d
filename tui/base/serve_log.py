"""The server's log file: one line per login, refusal and logout (and,
from a table process under ``--database``, why the game store could not
be reached: tui/store/pg/plain.py).

Every line starts with the UTC time and the event, then ``key=value``
fields.  Values that come from the client (the user name it gave) are
quoted and escaped, so a client can never write a line of its own.

Written through the standard library's ``logging``: the server's own log
rotates itself by size (``RotatingFileHandler``: ``serve.log.1`` …, the
sizes from ``kortbord serve --log-size/--log-keep``, docs/hosting.md), so it
is bounded with no outside tool; a host that rotates with logrotate sets
``--log-size 0`` and sends SIGHUP (``reopen``).  Rotating, not watched
(``WatchedFileHandler``), because a plain ``kortbord serve`` run by a user has
no logrotate behind it.  A table process only appends a rare line (it
opens, writes and closes), so it never rotates: one rotator, the server.
"""

from __future__ import annotations

import io
import logging
import logging.handlers
import os
import time
from collections.abc import Iterable
from dataclasses import dataclass
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


@dataclass(frozen=True)
class Rotation:
    """When the log is rotated: at ``size`` bytes (0: never, an outside
    logrotate does it), keeping ``keep`` older files (serve.log.1 …)."""

    size: int = 10_000_000
    keep: int = 5


NEVER = Rotation(size=0, keep=0)  # a table process's: it appends, the server rotates


def private_file(path: Path) -> io.TextIOWrapper:
    """``path`` opened to append, made mode 0600 if new."""
    return os.fdopen(os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600), "a", encoding="utf-8")


class PrivateRotatingHandler(logging.handlers.RotatingFileHandler):
    """Rotating by size, every file made mode 0600 (the log names players'
    keys and addresses), and a write that fails dropped, not printed: a
    full disk must not take the tables down, nor fill a terminal."""

    def _open(self) -> io.TextIOWrapper:  # logging's hook for opening the file, at start and after a rotation
        return private_file(Path(self.baseFilename))

    def handleError(self, record: logging.LogRecord) -> None:
        pass


class ServeLog:
    """Appends to ``path`` (mode 0600), one flushed line per call, rotated
    as ``rotation`` says; never one of ``hide`` (the passwords of the
    database and the broker: a database client's message may quote its DSN)."""

    def __init__(self, path: Path, hide: Iterable[str] = (), rotation: Rotation = Rotation()) -> None:
        self.path = path
        self.hide = tuple(hide)
        self.handler = PrivateRotatingHandler(path, maxBytes=rotation.size, backupCount=rotation.keep, encoding="utf-8")
        self.handler.setFormatter(logging.Formatter("%(message)s"))
        self.logger = logging.Logger(f"kortbord.serve:{path}")  # its own, not the process's tree: no other handler sees it
        self.logger.propagate = False
        self.logger.setLevel(logging.INFO)
        self.logger.addHandler(self.handler)

    def reopen(self) -> None:
        """After logrotate renamed the file (SIGHUP): write to a new one at ``path``."""
        try:
            new = private_file(self.path)
        except OSError:
            return  # keep writing where we were rather than lose the lines
        old = self.handler.setStream(new)
        if old is not None:
            old.close()

    def write(self, event: str, **fields: object) -> None:
        stamp = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
        parts = [stamp, event] + [f"{name}={field(redact(str(value), self.hide), MAX_DETAIL if name == 'detail' else MAX_VALUE)}"
                                  for name, value in fields.items() if value is not None]
        self.logger.info(" ".join(parts))

    def close(self) -> None:
        self.logger.removeHandler(self.handler)
        self.handler.close()

"""What a player is told when the database cannot be used: a plain
sentence ("the game store is not reachable; try again shortly"), never
psycopg's own message, which names the database's host and port and the
network's trouble (the player can do nothing with them, and a stranger at
a public server should not learn them).  The detail goes to the server's
log (``KORTBORD_SERVE_LOG``, given to the table by ``kortbord serve``;
without it, the error log), where the host's keeper looks.

Every statement of a player's store goes through ``PlainLink``; the rest
(a game's lock) through ``plainly()``.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import psycopg

from ...base.table_env import TableEnv
from ...i18n import _
from ...safety import PlainError, record
from .link import Link


class StoreUnreachable(PlainError):
    """The database failed (down, unreachable, refusing): ``str`` is the
    sentence for the player, in their language."""

    def __init__(self) -> None:
        super().__init__(_("the game store is not reachable; try again shortly"))


def log_detail(error: psycopg.Error, player: str, dsn: str | None = None) -> None:
    """psycopg's message, whole, into the server's log (the error log when
    the server gave none), with whose store it was; never ``dsn``'s password."""
    from ...base.redact import hidden
    from ...base.serve_log import NEVER, ServeLog

    path = TableEnv.from_env().serve_log
    if not path:
        record(error)
        return

    try:
        log = ServeLog(Path(path), hide=hidden(dsn, None), rotation=NEVER)  # the server rotates it, not a table
    except OSError:
        record(error)
        return
    log.write("store-unreachable", player=player, error=type(error).__name__,
              detail=" ".join(str(error).split()))
    log.close()


@contextmanager
def plainly(player: str, dsn: str | None = None) -> Iterator[None]:
    """psycopg's errors inside, as StoreUnreachable (their detail logged
    as ``player``'s)."""
    try:
        yield
    except psycopg.Error as error:
        log_detail(error, player, dsn)
        raise StoreUnreachable() from None


class PlainLink(Link):
    """``player``'s store's link: its failures are StoreUnreachable."""

    def __init__(self, dsn: str, player: str) -> None:
        super().__init__(dsn)
        self.player = player

    def conn(self) -> psycopg.Connection:
        with plainly(self.player, self.dsn):
            return super().conn()

    def execute(self, query: str, params: Sequence[Any] | None = None) -> psycopg.Cursor:
        with plainly(self.player, self.dsn):
            return super().execute(query, params)

    @contextmanager
    def transaction(self) -> Iterator[psycopg.Connection]:
        with plainly(self.player, self.dsn), super().transaction() as conn:
            yield conn

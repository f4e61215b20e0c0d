"""Where one player's data lives: one interface, two backends.

The files backend (files.py) is the default and what a Kortbord on one
machine always uses: JSON saves beside their lock files, SQLite statistics,
a settings file, all in the data directory.  The PostgreSQL backend
(pg/backend.py) is used when ``kortbord serve --database`` hands a table
process a DSN (``KORTBORD_DATABASE``) and the player's id
(``KORTBORD_PLAYER``): then a player who left a game on one host finds it
on another.  psycopg is imported only then, so a local game starts as
quickly as before.

Both keep the same promises: a save is written whole or not at all; a save
is checked whole (seed and moves replayed) before it is offered; a game is
open in one window at a time (``acquire`` raises ``locks.LockHeld`` for the
second); a store that is busy is not taken for a damaged one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from ..base.table_env import NAMES, TableEnv

if TYPE_CHECKING:
    from collections.abc import Collection

    from .record import SaveEntry, SaveRecord
    from .settings import Settings
    from .stats import Stats

ENV_DATABASE = NAMES["database"]
ENV_PLAYER = NAMES["player"]


class Backend(Protocol):
    errors: tuple[type[Exception], ...]  # what its storage may raise: told to the player, play goes on

    def where(self, save_id: str) -> Any:
        """What names a save in a sentence to the player (a path)."""

    def list_saves(self) -> tuple[list[SaveEntry], list[str]]:
        """Every sound save, newest first, and a sentence per bad one (set
        aside, so it is told once)."""

    def load_save(self, save_id: str) -> SaveRecord:
        """The save, checked whole; raises SaveError (and only that)."""

    def save_game(self, record: SaveRecord) -> None:
        """Write it whole or not at all; stamps ``updated``."""

    def delete_save(self, save_id: str) -> bool: ...

    def version(self, save_id: str) -> object:
        """Changes with every write, ours or another's: tells our last write
        from someone else's.  FileNotFoundError when the save is gone."""

    def acquire(self, save_id: str) -> Any:
        """Open the game: a lock for ``release``; LockHeld when it is open
        elsewhere (in this process too)."""

    def take_over(self, save_id: str) -> Any:
        """``acquire``, taking the game from a holder that can no longer be
        played (its terminal is gone)."""

    def release(self, lock: Any) -> None: ...

    def open_stats(self) -> Stats: ...

    def load_settings(self, themes: Collection[str] | None = None) -> tuple[Settings, list[str]]: ...

    def save_settings(self, settings: Settings) -> None: ...

    def settings_where(self) -> Any:
        """Where the settings are kept, for a sentence that they cannot be saved."""

    def close(self) -> None: ...


def current() -> Backend:
    """The backend this process was started with (see the module's doc)."""
    dsn = TableEnv.from_env().database
    if not dsn:
        from .files import FilesBackend

        return FilesBackend()
    from .pg.backend import PgBackend

    return PgBackend(dsn, player_id())


def player_id() -> str:
    """Who this is in the database: the server's name for the player (their
    key's fingerprint, as their data directory is named), else the data
    directory's own name."""
    from .paths import data_dir

    return TableEnv.from_env().player or data_dir().name

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
    from collections.abc import Collection, Sequence
    from pathlib import Path

    from .record import SaveEntry, SaveRecord
    from .settings import Settings
    from .stats import GameRow, Tally

ENV_DATABASE = NAMES["database"]
ENV_PLAYER = NAMES["player"]


class StatsBook(Protocol):
    """The finished games: SQLite's (stats.Stats) or PostgreSQL's (pg/stats.PgStats)."""

    problems: list[str]  # what was set aside when it opened, told once

    @property
    def path(self) -> Path | str:
        """Where it is kept, for a sentence that it is busy."""

    def record_game(self, *, game: str, options: dict, level: str, seats: Sequence[dict], winners: Sequence[int],
                    scores: Sequence[int], human_won: bool, duration: float, score_history: Sequence = (),
                    undo_used: bool = False, hints_used: bool = False, human_seat: int | None = None,
                    seed: int | None = None, finished_at: str | None = None, save_id: str | None = None) -> int | None:
        """Add one finished game; its row id, or None when this save id was recorded already."""

    def record_save(self, record: SaveRecord, score_history: Sequence | None = None) -> int | None: ...

    def tallies(self) -> list[Tally]: ...

    def recent(self, n: int = 10, game: str | None = None) -> list[GameRow]: ...

    def best(self, game: str, n: int = 5) -> list[GameRow]: ...

    def hearts_points_per_hand(self, limit: int | None = None) -> list[int]: ...

    def count(self) -> int: ...

    def close(self) -> None: ...


class Backend(Protocol):
    @property
    def errors(self) -> tuple[type[Exception], ...]:
        """What its storage may raise: told to the player, play goes on."""

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

    def open_stats(self) -> StatsBook: ...

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

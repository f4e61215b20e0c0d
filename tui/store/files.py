"""The default backend: one player's data as files in the data directory
(saves.py, locks.py, stats.py, settings.py do the work; this only puts
them behind the ``Backend`` interface, backend.py)."""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Collection
from typing import Any

from . import locks, paths, saves
from .record import SaveEntry, SaveRecord
from .settings import Settings, load_settings, save_settings
from .stats import Stats


class FilesBackend:
    errors = (OSError, sqlite3.Error)  # what a disk or the statistics file may raise: told, never a crash

    def where(self, save_id: str) -> Any:
        return saves.save_path(save_id)

    def list_saves(self) -> tuple[list[SaveEntry], list[str]]:
        return saves.list_saves()

    def load_save(self, save_id: str) -> SaveRecord:
        return saves.load_save(saves.save_path(save_id))

    def save_game(self, record: SaveRecord) -> None:
        saves.save_game(record)

    def delete_save(self, save_id: str) -> bool:
        return saves.delete_save(save_id)

    def version(self, save_id: str) -> object:
        """Inode numbers alone are reused at once by the next file, so the
        time and size go with them."""
        st = os.stat(saves.save_path(save_id))
        return (st.st_ino, st.st_mtime_ns, st.st_size)

    def acquire(self, save_id: str) -> Any:
        return locks.acquire(saves.save_path(save_id))

    def take_over(self, save_id: str) -> Any:
        return locks.take_over(saves.save_path(save_id))

    def release(self, lock: Any) -> None:
        locks.release(lock)

    def open_stats(self) -> Stats:
        return Stats()

    def load_settings(self, themes: Collection[str] | None = None) -> tuple[Settings, list[str]]:
        return load_settings(themes=themes)

    def save_settings(self, settings: Settings) -> None:
        save_settings(settings)

    def settings_where(self) -> Any:
        return paths.settings_path().parent

    def close(self) -> None:
        pass

"""Where Kortbord keeps what must outlive a dropped SSH link: saves,
statistics and settings, all in one per-user directory.

``KORTBORD_HOME`` overrides the platform's user data directory, so tests and
the kill tests never touch the real one.
"""

from __future__ import annotations

from pathlib import Path

import platformdirs

from ..base.table_env import NAMES, TableEnv

ENV_VAR = NAMES["home"]
APP_NAME = "kortbord"


def data_dir() -> Path:
    """The data directory, created (mode 0700: saves are private) if missing."""
    override = TableEnv.from_env().home
    path = Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME))
    _ensure_dir(path)
    return path


def saves_dir() -> Path:
    path = data_dir() / "saves"
    _ensure_dir(path)
    return path


def stats_path() -> Path:
    return data_dir() / "stats.sqlite3"


def settings_path() -> Path:
    return data_dir() / "settings.json"


def _ensure_dir(path: Path) -> None:
    if not path.is_dir():
        # exist_ok: another instance may create it at the same moment.
        path.mkdir(mode=0o700, parents=True, exist_ok=True)

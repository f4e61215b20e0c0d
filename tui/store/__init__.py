"""What outlives a session: saves of games in progress, statistics of
finished games, and settings, all in the user data directory (or
``$KORTBORD_HOME``).  Pure Python, no Textual: the app calls it, tests test it
without a screen.

Where it lives is a backend (backend.py): files in the data directory by
default (files.py), or PostgreSQL under ``kortbord serve --database``
(pg/), chosen once per process; both keep the same promises.

The app holds one ``Keeper`` (keeper.py), which does this, in order:

* start: ``settings, problems = load_settings()``; ``stats = Stats()`` (and
  ``stats.problems``); ``entries, problems = list_saves()``;
  ``entries = settle_finished(entries, stats.record_save)``; show every
  problem (each names its file), offer the entries (``in_use``: open in
  another window);
* new game: ``Autosave(session, on_game_over=stats.record_save,
  defer=loop.call_soon).attach()``, then ``session.start()``;
* resume: ``session = session_from_record(entry.record, clock)`` (a Speed
  ``Match`` comes back paused); ``Autosave.resume(session, entry.record,
  on_game_over=..., defer=...).attach()``; ``session.start()``;
* leaving a game for the menu: ``autosave.save_now()``, ``autosave.detach()``;
* once: ``install_signal_handlers(flush, on_exit, loop)``.
"""

from . import locks
from .autosave import Autosave, SaveConflict, settle_finished
from .keeper import Keeper
from .paths import data_dir, saves_dir, settings_path, stats_path
from .saves import (
    SaveEntry,
    SaveError,
    SaveOutdated,
    SaveRecord,
    SaveUnavailable,
    SeatInfo,
    default_summary,
    delete_save,
    list_saves,
    load_save,
    new_save_id,
    record_from_session,
    save_game,
    session_from_record,
)
from .settings import GameSettings, Settings, load_settings, save_settings
from .signals import install_signal_handlers
from .stats import GameRow, Stats, Tally, score_history_of

__all__ = [
    "locks", "Autosave", "SaveConflict", "settle_finished",
    "data_dir", "saves_dir", "settings_path", "stats_path",
    "SaveEntry", "SaveError", "SaveOutdated", "SaveRecord", "SaveUnavailable", "SeatInfo", "default_summary",
    "delete_save", "list_saves", "load_save", "new_save_id", "record_from_session",
    "save_game", "session_from_record",
    "Keeper", "GameSettings", "Settings", "load_settings", "save_settings",
    "install_signal_handlers",
    "GameRow", "Stats", "Tally", "score_history_of",
]

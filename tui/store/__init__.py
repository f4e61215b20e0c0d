"""What outlives a session: saves of games in progress, statistics of
finished games, and settings, all in the user data directory (or
``$KORTBORD_HOME``).  Pure Python, no Textual: the app calls it, tests test it
without a screen.

The app needs, in order:

* start: ``list_saves()`` -> entries to offer and problems to show;
  ``Stats()`` and its ``problems``; ``load_settings()``;
  ``settle_finished(entries, stats.record_save)``;
* new game: ``Autosave(session, on_game_over=stats.record_save).attach()``;
* resume: ``record = load_save(path)``; ``session_from_record(record, clock)``;
  ``Autosave.resume(session, record, on_game_over=...).attach()``;
  ``session.start()``;
* ``install_signal_handlers(flush, on_exit)`` once.
"""

from .autosave import Autosave, SaveConflict, settle_finished
from .paths import data_dir, saves_dir, settings_path, stats_path
from .saves import (
    SaveEntry, SaveError, SaveRecord, SaveUnavailable, SeatInfo, default_summary,
    delete_save, list_saves, load_save, new_save_id, record_from_session, save_game,
    session_from_record,
)
from .settings import PACES, GameSettings, Settings, load_settings, save_settings
from .signals import install_signal_handlers
from .stats import GameRow, Stats, Tally, score_history_of

__all__ = [
    "Autosave", "SaveConflict", "settle_finished",
    "data_dir", "saves_dir", "settings_path", "stats_path",
    "SaveEntry", "SaveError", "SaveRecord", "SaveUnavailable", "SeatInfo", "default_summary",
    "delete_save", "list_saves", "load_save", "new_save_id", "record_from_session",
    "save_game", "session_from_record",
    "PACES", "GameSettings", "Settings", "load_settings", "save_settings",
    "install_signal_handlers",
    "GameRow", "Stats", "Tally", "score_history_of",
]

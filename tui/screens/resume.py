"""The app's side of tui.store: one ``Keeper`` per app holds the remembered
settings, the statistics database and the saved games, attaches an
``Autosave`` to every table, and flushes them all when a signal comes.

It follows the call sequence in tui/store/__init__.py.  Nothing here may
stop the app: a store that cannot be used is reported and play goes on
without it.
"""

from __future__ import annotations

import asyncio
from datetime import datetime
from typing import Any

from .. import store
from ..settings import DEFAULT_PACE, PACES, TableSettings


class Keeper:
    def __init__(self, themes: Any = None) -> None:
        self.problems: list[str] = []
        self.settings, problems = store.load_settings(themes=themes)
        self.problems += problems
        self.stats = store.Stats()
        self.problems += self.stats.problems
        self.entries: list[store.SaveEntry] = []
        self.autosaves: list[store.Autosave] = []
        self.refresh_saves()

    # Saved games -------------------------------------------------------------

    def refresh_saves(self) -> list[store.SaveEntry]:
        """Every unfinished game, newest first; problems are collected (each
        names its file) for the app to show."""
        try:
            entries, problems = store.list_saves()
            self.problems += problems
            self.entries = store.settle_finished(entries, self.record_finished)
        except Exception as exc:  # noqa: BLE001 - a broken data dir must not stop the app
            self.problems.append(f"The saved games could not be listed ({type(exc).__name__}: {exc}).")
            self.entries = []
        return self.entries

    def entry(self, save_id: str) -> store.SaveEntry | None:
        return next((e for e in self.entries if e.id == save_id), None)

    def take_problems(self) -> list[str]:
        problems, self.problems = self.problems, []
        return problems

    def record_finished(self, record: store.SaveRecord) -> None:
        self.stats.record_save(record)

    def autosave_for(self, screen: Any) -> store.Autosave | None:
        """Save ``screen``'s session after every action (same file when it
        was resumed); finished games go to the statistics."""
        try:
            loop = asyncio.get_running_loop()
            kwargs: dict[str, Any] = dict(
                extra=screen.save_extra, summary=screen.save_summary, on_game_over=self.record_finished,
                on_error=lambda exc: self._save_failed(screen, exc), defer=loop.call_soon,
            )
            if screen.resumed is not None:
                autosave = store.Autosave.resume(screen.session, screen.resumed, **kwargs)
            else:
                autosave = store.Autosave(screen.session, **kwargs)
            autosave.attach()
        except Exception as exc:  # noqa: BLE001
            self._save_failed(screen, exc)
            return None
        self.autosaves.append(autosave)
        return autosave

    def _save_failed(self, screen: Any, exc: Exception) -> None:
        text = str(exc) if isinstance(exc, store.SaveConflict) else (
            f"The game could not be saved ({type(exc).__name__}: {exc}); it is tried again after the next move.")
        try:
            screen.app.notify(text, severity="warning", timeout=8, markup=False)
        except Exception:  # noqa: BLE001
            pass

    def flush(self) -> None:
        """Safe at any instant (a signal): writes the last snapshot of every
        open game that is not on disk yet."""
        for autosave in list(self.autosaves):
            if autosave.done or autosave._unsubscribe is None:
                self.autosaves.remove(autosave)
                continue
            autosave.flush()

    def save_all(self) -> None:
        """Between actions (quitting): snapshot and write every open game."""
        for autosave in list(self.autosaves):
            if not autosave.done and autosave._unsubscribe is not None:
                autosave.save_now()

    # Settings ---------------------------------------------------------------

    def remember(self, **changes: Any) -> None:
        """Store changed settings (ascii, theme) at once."""
        for key, value in changes.items():
            setattr(self.settings, key, value)
        self._write_settings()

    def remember_table(self, game: str, level: str | None = None, pace: str | None = None) -> None:
        current = self.settings.game(game)
        if level is not None:
            current.level = level
        if pace is not None and pace in PACES:
            current.pace = pace
        self._write_settings()

    def _write_settings(self) -> None:
        try:
            store.save_settings(self.settings)
        except OSError as exc:
            self.problems.append(f"The settings could not be saved ({exc.strerror or exc}).")

    def close(self) -> None:
        try:
            self.stats.close()
        except Exception:  # noqa: BLE001
            pass


def settings_from_record(record: store.SaveRecord) -> TableSettings:
    """The table settings a saved game was started with."""
    extra = record.extra if isinstance(record.extra, dict) else {}
    levels = [s.player for s in record.seats if not s.is_human]
    level = extra.get("level") if isinstance(extra.get("level"), str) else (levels[0] if levels else None)
    pace = extra.get("pace")
    if pace not in PACES:
        pace = min(PACES, key=lambda name: abs(PACES[name][0] - record.pace)) if record.game != "speed" else DEFAULT_PACE
    return TableSettings(record.game, dict(record.options), level, pace, record.seed)


def as_when(moment: datetime) -> str:
    return moment.astimezone().strftime("%d %b %Y %H:%M")


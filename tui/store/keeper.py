"""The store's front for the app: one ``Keeper`` per app holds the
remembered settings, the statistics database and the saved games, attaches an
``Autosave`` to every table, and flushes them all when a signal comes.

It follows the call sequence in tui/store/__init__.py.  Nothing here may
stop the app: a store that cannot be used is reported and play goes on
without it.  Plain Python, no Textual: a screen is only asked for its
``session``, ``resumed``, ``settings`` and ``app.notify``.
"""

from __future__ import annotations

import asyncio
import errno
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..i18n import N_, _
from ..safety import described
from ..settings import PACES
from . import locks
from .autosave import Autosave, SaveConflict, settle_finished
from .backend import Backend, current
from .paths import saves_dir
from .saves import SaveEntry, SaveRecord
from .stats import StatsBusy

if TYPE_CHECKING:
    from rules.driver import Driver

    from ..settings import TableSettings


def table_notes(settings: Any) -> dict[str, Any]:
    """The app's notes in a save: what rebuilds the table's settings."""
    return {"level": settings.level, "pace": settings.pace}


def progress_for_you(session: Any) -> str:
    """How far the game is, "You" first (the game's own words,
    ``Game.progress``): kept in the save for the menu's list."""
    return session.game.progress(["You", *session.names[1:]])


def save_failure(exc: Exception) -> str:
    """What the player is told when a save failed."""
    if isinstance(exc, SaveConflict):
        return str(exc)
    if isinstance(exc, StatsBusy):
        return _("This game's result is kept in its save and recorded later: {reason}.").format(reason=exc)
    if isinstance(exc, OSError):
        where = exc.filename if exc.filename else saves_dir()
        return _("The game cannot be saved in {where}: {why}. It is tried again after the next move.").format(
            where=Path(str(where)).parent, why=unwritable(exc))
    return _("The game could not be saved ({error}); it is tried again after the next move.").format(
        error=described(exc))


class Keeper:
    def __init__(self, themes: Any = None, backend: Backend | None = None) -> None:
        """``backend``: where the player's data lives (backend.current():
        files, or PostgreSQL under ``kortbord serve --database``)."""
        self.backend = backend if backend is not None else current()
        self.problems: list[str] = []
        self.settings, problems = self.backend.load_settings(themes)
        self.problems += problems
        self.stats = self.backend.open_stats()
        self.problems += self.stats.problems
        self.entries: list[SaveEntry] = []
        self.autosaves: list[Autosave] = []
        self._locks: dict[str, Any] = {}  # taken on opening, handed to the game's Autosave
        self.refresh_saves()

    # Saved games -------------------------------------------------------------

    def refresh_saves(self) -> list[SaveEntry]:
        """Every unfinished game, newest first; problems are collected (each
        names its file) for the app to show."""
        try:
            entries, problems = self.backend.list_saves()
            self.problems += problems
            self.entries = settle_finished(entries, self.record_finished, self.problems, self.backend.delete_save)
        except ImportError:  # a game that does not import is a broken build, not a broken data dir
            raise
        except Exception as exc:  # noqa: BLE001 - a broken data dir must not stop the app
            self.problems.append(_("The saved games could not be listed ({error}).").format(error=described(exc)))
            self.entries = []
        return self.entries

    def entry(self, save_id: str) -> SaveEntry | None:
        return next((e for e in self.entries if e.id == save_id), None)

    def take_lock(self, save_id: str) -> bool:
        """Take a saved game's lock, the act of opening it (from a Kortbord
        that lost its terminal too); False when it is open in another
        window.  The lock goes to the game's Autosave."""
        try:
            self._locks[save_id] = self.backend.take_over(save_id)
        except locks.LockHeld:
            return False
        return True

    def drop_lock(self, save_id: str) -> None:
        self.backend.release(self._locks.pop(save_id, None))

    def load(self, save_id: str) -> SaveRecord:
        """A saved game, read again and checked whole (SaveError when it
        cannot be resumed)."""
        return self.backend.load_save(save_id)

    def take_problems(self) -> list[str]:
        problems, self.problems = self.problems, []
        return problems

    def record_finished(self, record: SaveRecord) -> None:
        """Raises when it cannot be recorded now; the finished save is then
        kept, and recorded at the next start (``settle_finished``)."""
        try:
            self.stats.record_save(record)
        except sqlite3.OperationalError as exc:
            if "locked" in str(exc) or "busy" in str(exc):
                raise StatsBusy(_("the statistics file {path} is in use by another program").format(
                    path=self.stats.path)) from None
            raise

    def autosave_for(self, session: Driver, settings: TableSettings, resumed: SaveRecord | None,
                     notify: Callable[[str, str], None]) -> Autosave | None:
        """Save ``session`` after every action (into ``resumed``'s file when
        it was resumed); finished games go to the statistics.  A save that
        fails is told through ``notify(text, key)``, one notice per game
        (the same key), and tried again after the next move."""
        key = f"save:{id(session)}"

        def failed(exc: Exception) -> None:
            notify(save_failure(exc), key)

        refused: tuple[type[Exception], ...] = (SaveConflict, StatsBusy, *self.backend.errors)
        try:
            loop = asyncio.get_running_loop()
            kwargs: dict[str, Any] = dict(
                extra=lambda: table_notes(settings), summary=progress_for_you,
                on_game_over=self.record_finished, on_error=failed, defer=loop.call_soon, backend=self.backend,
            )
            if resumed is not None:
                kwargs["lock"] = self._locks.pop(resumed.id, None)
                autosave = Autosave.resume(session, resumed, **kwargs)
            else:
                autosave = Autosave(session, **kwargs)
            autosave.attach()
        except refused as exc:
            failed(exc)
            return None
        self.autosaves.append(autosave)
        return autosave

    def unsaved(self) -> list[str]:
        """What the player must hear before the app exits: each open game
        whose last moves are not on disk, and where it stands there."""
        notes = []
        for autosave in self.autosaves:
            if autosave.attached:
                note = autosave.unsaved()
                if note:
                    notes.append(note)
        return notes

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
            self.backend.save_settings(self.settings)
        except self.backend.errors as exc:
            why = unwritable(exc) if isinstance(exc, OSError) else described(exc)
            self.problems.append(_("Your settings cannot be saved in {where}: {why}.").format(
                where=self.backend.settings_where(), why=why))

    def close(self) -> None:
        for save_id in list(self._locks):
            self.drop_lock(save_id)
        try:
            self.stats.close()
        except Exception:  # noqa: BLE001
            pass
        self.backend.close()


def unwritable(exc: OSError) -> str:
    """Why a file cannot be written, in plain words."""
    reasons: dict[int | None, str] = {
        errno.ENOSPC: N_("the disk is full"),
        errno.EROFS: N_("the file system is read-only"),
        errno.EACCES: N_("you may not write there"),
        errno.EPERM: N_("you may not write there"),
        errno.EDQUOT: N_("your disk quota is used up"),
    }
    said = reasons.get(exc.errno)
    return _(said) if said else exc.strerror or str(exc)

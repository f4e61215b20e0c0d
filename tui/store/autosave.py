"""Saves the game after every action, so a dropped link costs nothing.

``Autosave`` subscribes to a Session: each update snapshots the session (a
point where no action is half applied) and rewrites the save atomically.
``flush`` writes that last snapshot if it is not on disk yet, so a signal
handler may call it at any instant without ever saving a half-applied
action.  When the game ends it hands the finished record to ``on_game_over`` (the app
records the statistics there) and only then deletes the save, so a crash in
between leaves a *finished* save that ``settle_finished`` records later.

A save costs about a millisecond plus the disk's two fsyncs (10-20 ms in
all on a busy disk; tests/benchmarks/store_save.py); with ``defer`` (the event loop's ``call_soon``) the updates of one
burst — "instant" bots replying in one go — are written once, after it.

A failing disk must not stop a game: write errors go to ``on_error`` and the
next action tries again.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from rules.driver import Driver, Update

from ..i18n import _, ngettext
from . import locks
from .saves import SaveEntry, SaveRecord, now_iso, record_from_session

if TYPE_CHECKING:
    from .backend import Backend


class SaveConflict(Exception):
    """The save file was replaced by another process (the same game resumed
    elsewhere, say after a dropped link): this one stops saving it."""


Summary = Callable[[Driver], str]


class Autosave:
    def __init__(
        self,
        session: Driver,
        save_id: str | None = None,
        *,
        created: str = "",
        elapsed: float = 0.0,
        summary: Summary | None = None,
        extra: Callable[[], dict[str, Any]] | dict[str, Any] | None = None,
        on_game_over: Callable[[SaveRecord], object] | None = None,
        on_error: Callable[[Exception], None] | None = None,
        clock: Callable[[], float] = time.monotonic,
        defer: Callable[[Callable[[], None]], object] | None = None,
        lock: Any = None,
        backend: Backend | None = None,
    ) -> None:
        if backend is None:
            from .files import FilesBackend

            backend = FilesBackend()
        self.backend = backend  # where the game is saved (files by default)
        self.session = session
        self.save_id = save_id
        self.created = created
        self.summary = summary
        self.extra = extra
        self.on_game_over = on_game_over
        self.on_error = on_error
        self._clock = clock
        self.defer = defer  # e.g. loop.call_soon: write once the burst is over
        self._write_scheduled = False
        self._elapsed_before = elapsed
        self._started = clock()
        self._unsubscribe: Callable[[], None] | None = None
        self._snapshot: SaveRecord | None = None
        self._written = False
        self.saves = 0  # writes done, for tests and the benchmark
        self.last_error: Exception | None = None
        self.done = False  # the game ended and its save was removed
        self.conflict = False  # another process took the game over
        self._signature: object | None = None  # the save's version as we last wrote (or read) it
        self.moves_on_disk: int | None = None  # moves in the file as we last wrote (or read) it
        self._lock: Any = lock  # taken by whoever opened the game (Backend.take_over)

    @classmethod
    def resume(cls, session: Driver, record: SaveRecord, **kwargs: Any) -> Autosave:
        """Carry on saving a resumed game into the same file."""
        kwargs.setdefault("extra", dict(record.extra))
        autosave = cls(session, record.id, created=record.created, elapsed=record.elapsed, **kwargs)
        autosave.moves_on_disk = record.moves
        unread: tuple[type[Exception], ...] = (FileNotFoundError, *autosave.backend.errors)
        try:
            autosave._signature = autosave.backend.version(record.id)
        except unread:
            pass  # gone, or not to be reached now: the first write tells
        return autosave

    # Subscription --------------------------------------------------------

    def attach(self) -> Autosave:
        """Subscribe, and take the first snapshot (written by the first
        action, or by ``flush`` if a signal comes first)."""
        if self._unsubscribe is None:
            self._unsubscribe = self.session.subscribe(self._on_update)
            try:
                record = self._take_snapshot()
                if self._lock is None:
                    self._lock = self.backend.acquire(record.id)
            except locks.LockHeld as held:
                # Open in another window already: that one saves it, not us.
                self.conflict = True
                self.detach()
                self._report(SaveConflict(_("{held} This window does not save it.").format(held=held)))
            except Exception as exc:
                self._report(exc)
        return self

    @property
    def attached(self) -> bool:
        """Whether it still saves after every action (not yet detached)."""
        return self._unsubscribe is not None

    def detach(self) -> None:
        """Stop saving (leaving the game for the menu); the save stays."""
        if self._unsubscribe is not None:
            self._unsubscribe()
            self._unsubscribe = None
        self.backend.release(self._lock)
        self._lock = None

    def _on_update(self, update: Update) -> None:
        if self.defer is None:
            self.save_now()
            return
        # Snapshot now (the only moment this position exists), write later:
        # a burst of instant bot moves costs one write, not one per move.
        try:
            self._take_snapshot()
        except Exception as exc:
            self._report(exc)
            return
        if not self._write_scheduled:
            self._write_scheduled = True
            self.defer(self._deferred_write)

    def _deferred_write(self) -> None:
        self._write_scheduled = False
        record = self._snapshot
        if self.done or record is None:
            return
        if self.flush() and record.finished:
            self._finish(record)

    # Writing -------------------------------------------------------------

    @property
    def elapsed(self) -> float:
        return self._elapsed_before + max(0.0, self._clock() - self._started)

    def record(self) -> SaveRecord:
        extra = self.extra() if callable(self.extra) else self.extra
        record = record_from_session(
            self.session, self.save_id, created=self.created, elapsed=self.elapsed,
            summary=self.summary, extra=extra,
        )
        self.save_id = record.id
        if not self.created:
            self.created = now_iso()
            record.created = self.created
        return record

    def _take_snapshot(self) -> SaveRecord:
        record = self.record()
        # This order matters to a signal handler arriving in between: it
        # either rewrites the previous snapshot (harmless) or writes this one.
        self._written = False
        self._snapshot = record
        return record

    def save_now(self) -> bool:
        """Snapshot the session and write it.  Call only where the session
        is between actions (a subscriber, a key handler, quitting) — never
        from a signal handler, which may interrupt an action half done."""
        if self.done:
            return True
        try:
            record = self._take_snapshot()
            self._write(record)
        except Exception as exc:
            self._report(exc)
            return False
        if record.finished:
            self._finish(record)
        return True

    def flush(self) -> bool:
        """Make sure the last snapshot is on disk.  Safe at any instant, in
        a signal handler too: a snapshot is taken only between actions.
        True when the game is on disk (or finished and recorded)."""
        if self.done or self._snapshot is None:
            return self.done
        if self._written:
            return True
        try:
            self._write(self._snapshot)
        except Exception as exc:
            self._report(exc)
            return False
        return True

    def _write(self, record: SaveRecord) -> None:
        path = self.backend.where(record.id)
        if self.conflict or self._signature is not None:
            try:
                replaced = self.conflict or self.backend.version(record.id) != self._signature
            except FileNotFoundError:
                replaced = True  # finished and removed elsewhere: not ours to revive
            if replaced:
                if not self.conflict:
                    self.conflict = True
                    self.detach()
                raise SaveConflict(_("{path} was changed by another Kortbord; this game is no longer saved here.").format(
                    path=path))
        self.backend.save_game(record)
        self._signature = self.backend.version(record.id)
        self._written = record is self._snapshot
        self.moves_on_disk = record.moves
        self.last_error = None
        self.saves += 1

    def unsaved(self) -> str | None:
        """None when the game is on disk as it stands, or its last snapshot
        waits for a write that nothing has refused (a game resumed and left
        before a move: leaving writes it); else a sentence for the player:
        what is not saved, and where the game stands on disk."""
        if self.done or self._snapshot is None or (self._written and not self.conflict):
            return None
        if not self.conflict and self.last_error is None:
            return None
        path = self.backend.where(self._snapshot.id)
        if self.conflict:
            return _("This game is open in another Kortbord window and saved there, not here ({path}).").format(path=path)
        why = self.last_error
        reason = f" ({why.strerror or why})" if isinstance(why, OSError) else (f" ({why})" if why else "")
        moves = self._snapshot.moves
        if self.moves_on_disk is None:
            return _("This game could not be saved{reason}: nothing of it is on disk.").format(reason=reason)
        behind = moves - self.moves_on_disk
        return ngettext("The last {n} move could not be saved{reason}: "
                        "{path} holds the game after move {on_disk} of {moves}.",
                        "The last {n} moves could not be saved{reason}: "
                        "{path} holds the game after move {on_disk} of {moves}.", behind).format(
            n=behind, reason=reason, path=path, on_disk=self.moves_on_disk, moves=moves)

    def _finish(self, record: SaveRecord) -> None:
        if self.on_game_over is not None:
            try:
                self.on_game_over(record)
            except Exception as exc:  # keep the finished save for settle_finished
                self._report(exc)
                return
        self.backend.delete_save(record.id)
        self.done = True
        self.detach()

    def _report(self, exc: Exception) -> None:
        self.last_error = exc
        if self.on_error is not None:
            self.on_error(exc)


def settle_finished(
    entries: list[SaveEntry], on_game_over: Callable[[SaveRecord], object],
    problems: list[str] | None = None, delete: Callable[[str], object] | None = None,
) -> list[SaveEntry]:
    """Record and remove the saves of games that ended just before a crash;
    return the entries still to be offered for resuming.  ``on_game_over``
    must be idempotent per save id (``Stats.record_save`` is).  One that
    cannot be recorded is kept (tried again next start) and, with
    ``problems``, reported there.  ``delete``: the backend's (files by
    default)."""
    if delete is None:
        from .saves import delete_save

        delete = delete_save
    unfinished = []
    for entry in entries:
        if entry.finished:
            try:
                on_game_over(entry.record)
            except Exception as exc:
                if problems is not None:
                    problems.append(_("The finished game {path} could not be recorded in the statistics "
                                      "({error}); it is kept and tried again at the next start.").format(
                                          path=entry.path, error=exc))
                continue
            delete(entry.id)
        else:
            unfinished.append(entry)
    return unfinished

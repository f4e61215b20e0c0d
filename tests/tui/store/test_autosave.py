"""The autosave; what it promises of any store runs on both backends
(``backend``: the files, and PostgreSQL)."""

import json
import os
import signal
from collections.abc import Callable

import pytest

from rules.clock import ManualClock
from tests.hosts.fixtures import child_env
from tests.narrow import narrow, present
from tests.rules.countdown import Countdown
from tests.tui.store.helpers import countdown_session, hearts_session, play_human_randomly
from tui.store import (
    Autosave,
    Stats,
    install_signal_handlers,
    load_save,
    session_from_record,
    settle_finished,
)
from tui.store.saves import save_path


def test_every_action_and_undo_is_saved(backend):
    session = countdown_session(start=12)
    autosave = Autosave(session, backend=backend).attach()
    play_human_randomly(session, 3)
    assert autosave.saves == len(session.log)
    assert backend.load_save(autosave.save_id).log == session.log
    session.undo()
    record = backend.load_save(autosave.save_id)
    assert record.log == session.log and record.undo_used


def test_the_bot_move_on_the_clock_is_saved_too(home):
    session = countdown_session(start=12)
    autosave = Autosave(session).attach()
    session.start()
    session.act(0, "take 1")
    session.clock.advance(1.0)  # the bot answers on the clock
    assert len(session.log) == 2
    assert load_save(save_path(present(autosave.save_id))).log == session.log


def test_game_over_records_stats_then_deletes_the_save(backend):
    session = countdown_session(start=5)
    stats = backend.open_stats()
    recorded = []

    def on_game_over(record):
        assert backend.version(record.id)  # still there while recording
        recorded.append(stats.record_save(record))

    autosave = Autosave(session, on_game_over=on_game_over, backend=backend).attach()
    play_human_randomly(session, 10)
    assert session.game.is_over and autosave.done
    assert recorded and recorded[0] is not None and stats.count() == 1
    assert backend.list_saves() == ([], [])


def test_a_failing_stats_record_keeps_the_finished_save_for_next_start(backend):
    session = countdown_session(start=5)

    def broken(record):
        raise RuntimeError("disk full")

    errors: list[Exception] = []
    autosave = Autosave(session, on_game_over=broken, on_error=errors.append, backend=backend).attach()
    play_human_randomly(session, 10)
    assert session.game.is_over and not autosave.done and errors
    entries, problems = backend.list_saves()
    assert len(entries) == 1 and entries[0].finished and problems == []
    with backend.open_stats() as stats:
        assert settle_finished(entries, stats.record_save, delete=backend.delete_save) == []
        assert stats.count() == 1
    assert backend.list_saves() == ([], [])


def test_a_game_resumed_and_not_yet_played_is_not_called_unsaved(backend):
    session = countdown_session(start=12)
    first = Autosave(session, backend=backend).attach()
    play_human_randomly(session, 2)
    first.detach()
    record = backend.load_save(first.save_id)
    again = Autosave.resume(session_from_record(record, ManualClock()), record, backend=backend).attach()
    assert again.unsaved() is None  # not "the last 0 moves could not be saved"
    fresh = Autosave(countdown_session(start=12), backend=backend).attach()
    assert fresh.unsaved() is None  # its first snapshot waits for a move, or for leaving: nothing failed
    fresh.detach()
    again.detach()


def test_write_errors_are_reported_and_the_game_goes_on(home, monkeypatch):
    from tui.store import saves

    session = countdown_session(start=12)
    errors: list[Exception] = []
    autosave = Autosave(session, on_error=errors.append).attach()

    def disk_full(path, data):
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as patch:
        patch.setattr(saves, "write_json_atomic", disk_full)
        play_human_randomly(session, 1)
    assert errors and isinstance(autosave.last_error, OSError) and session.log
    play_human_randomly(session, 1)
    assert load_save(save_path(present(autosave.save_id))).log == session.log


def test_resume_keeps_id_created_and_adds_elapsed_time(backend):
    session = countdown_session(start=12)
    ticks = iter([0.0, 30.0, 30.0, 30.0, 30.0, 30.0])
    first = Autosave(session, clock=lambda: next(ticks), backend=backend).attach()
    play_human_randomly(session, 1)
    record = backend.load_save(first.save_id)
    assert record.elapsed == 30.0
    first.detach()  # left for the menu
    resumed = session_from_record(record, ManualClock())
    ticks2 = iter([100.0, 110.0, 110.0, 110.0])
    again = Autosave.resume(resumed, record, clock=lambda: next(ticks2), backend=backend).attach()
    play_human_randomly(resumed, 1)
    later = backend.load_save(record.id)
    assert again.save_id == record.id and later.created == record.created
    assert later.elapsed == 40.0 and len(later.log) > len(present(record.log))


def test_summary_and_extra_come_from_the_app(backend):
    session = countdown_session(start=12)
    autosave = Autosave(
        session, summary=lambda s: f"{narrow(s.game, Countdown).left} left", extra=lambda: {"paused": True}, backend=backend,
    ).attach()
    play_human_randomly(session, 1)
    record = backend.load_save(autosave.save_id)
    assert record.summary == f"{session.game.left} left" and record.extra == {"paused": True}
    (entry,), _ = backend.list_saves()
    assert entry.summary == record.summary


def _autosave_with_an_unwritten_snapshot(monkeypatch):
    """An autosave whose last write failed: only flush can put it on disk."""
    from tui.store import saves

    session = countdown_session(start=12)
    autosave = Autosave(session).attach()
    play_human_randomly(session, 2)
    with monkeypatch.context() as patch:
        patch.setattr(saves, "write_json_atomic", lambda path, data: 1 / 0)
        play_human_randomly(session, 1)
    assert isinstance(autosave.last_error, ZeroDivisionError)
    assert load_save(save_path(present(autosave.save_id))).log != session.log
    return session, autosave


def test_flush_writes_the_last_snapshot_only_when_it_is_not_on_disk(home, monkeypatch):
    session, autosave = _autosave_with_an_unwritten_snapshot(monkeypatch)
    writes = autosave.saves
    assert autosave.flush() and autosave.saves == writes + 1
    assert load_save(save_path(present(autosave.save_id))).log == session.log
    assert autosave.flush() and autosave.saves == writes + 1  # nothing new to write


def test_flush_never_saves_a_half_applied_action(home):
    """A signal handler may run in the middle of ``game.apply``: flush must
    write the snapshot taken after the last whole action."""
    session = countdown_session(start=12)
    autosave = Autosave(session).attach()
    play_human_randomly(session, 2)
    before = list(session.log)
    session.game.left -= 1  # as if an action were half applied
    autosave._written = False  # and its predecessor's write interrupted
    assert autosave.flush()
    record = load_save(save_path(present(autosave.save_id)))  # consistent, so it loads
    assert record.log == before


def test_new_game_is_written_by_a_signal_before_any_action(home):
    session = countdown_session(start=12)
    autosave = Autosave(session).attach()
    assert not save_path(present(autosave.save_id)).exists()
    assert autosave.flush()
    assert load_save(save_path(present(autosave.save_id))).log == []


def test_signal_handler_flushes_then_exits(home, monkeypatch):
    session, autosave = _autosave_with_an_unwritten_snapshot(monkeypatch)
    exits: list[int] = []
    restore = install_signal_handlers(autosave.flush, exits.append)
    try:
        os.kill(os.getpid(), signal.SIGTERM)
    finally:
        restore()
    assert exits == [signal.SIGTERM]
    assert load_save(save_path(present(autosave.save_id))).log == session.log
    assert signal.getsignal(signal.SIGTERM) == signal.SIG_DFL


def test_signal_handler_without_callback_raises_system_exit(home):
    session = countdown_session(start=12)
    autosave = Autosave(session).attach()
    restore = install_signal_handlers(autosave.flush)
    try:
        with pytest.raises(SystemExit) as info:
            os.kill(os.getpid(), signal.SIGHUP)
    finally:
        restore()
    assert info.value.code == 128 + signal.SIGHUP
    assert save_path(present(autosave.save_id)).exists()


async def test_signal_handler_on_the_event_loop(home, monkeypatch):
    import asyncio

    session, autosave = _autosave_with_an_unwritten_snapshot(monkeypatch)
    exited = asyncio.Event()
    restore = install_signal_handlers(autosave.flush, lambda signum: exited.set(), asyncio.get_running_loop())
    try:
        os.kill(os.getpid(), signal.SIGHUP)
        await asyncio.wait_for(exited.wait(), 5)
    finally:
        restore()
    assert load_save(save_path(present(autosave.save_id))).log == session.log


def test_a_whole_hearts_game_autosaved_at_every_action(home, monkeypatch):
    # ~550 saves: the syncs are the benchmark's business, not this test's.
    monkeypatch.setattr(os, "fsync", lambda fd: None)
    session = hearts_session(seed=13)
    stats = Stats()
    autosave = Autosave(session, on_game_over=stats.record_save).attach()
    seen = []

    def check(update):
        if not autosave.done:
            data = json.loads(save_path(present(autosave.save_id)).read_text())
            seen.append(len(data["log"]) == len(session.log))

    session.subscribe(check)  # after the autosave: the file is current
    play_human_randomly(session, 500, seed=2)
    assert session.game.is_over and autosave.done and all(seen) and len(seen) > 100
    (row,) = stats.recent()
    assert row.level == "random" and len(row.score_history) == len(session.game.history)


def test_deferred_writes_coalesce_a_burst_of_bot_moves(backend):
    pending: list[Callable[[], None]] = []
    session = countdown_session(start=30)
    session.seats[0].bot = session.seats[1].bot  # both seats bots: one long burst
    autosave = Autosave(session, defer=pending.append, backend=backend).attach()
    session.run_bots()
    assert session.game.is_over and len(pending) == 1 and autosave.saves == 0
    stats = backend.open_stats()
    autosave.on_game_over = stats.record_save
    pending.pop()()
    assert autosave.done and stats.count() == 1 and backend.list_saves() == ([], [])


def test_deferred_write_and_flush_before_it(backend):
    pending: list[Callable[[], None]] = []
    session = countdown_session(start=30)
    autosave = Autosave(session, defer=pending.append, backend=backend).attach()
    play_human_randomly(session, 2)
    assert pending
    with pytest.raises(FileNotFoundError):
        backend.version(autosave.save_id)  # nothing written yet
    assert autosave.flush()  # a signal before the loop got round to it
    assert backend.load_save(autosave.save_id).log == session.log
    for write in pending:
        write()
    assert autosave.saves == 1 and len(pending) == 1


def test_an_open_game_is_listed_as_in_use_until_left(backend):
    session = countdown_session(start=12)
    autosave = Autosave(session, backend=backend).attach()
    play_human_randomly(session, 1)
    (entry,), _ = backend.list_saves()
    assert entry.in_use
    autosave.detach()
    (entry,), _ = backend.list_saves()
    assert not entry.in_use


def test_the_lock_dies_with_its_process(backend):
    import subprocess
    import sys

    session = countdown_session(start=12)
    autosave = Autosave(session, backend=backend).attach()
    play_human_randomly(session, 1)
    autosave.detach()
    holder = subprocess.Popen(
        [sys.executable, "-c",
         "import sys, time; from tui.store import backend\n"
         "held = backend.current().acquire(sys.argv[1]); print('held', flush=True); time.sleep(60)",
         present(autosave.save_id)],
        stdout=subprocess.PIPE, text=True, env=child_env(backend),
    )
    try:
        assert present(holder.stdout).readline().strip() == "held"
        assert backend.list_saves()[0][0].in_use
    finally:
        holder.kill()
        holder.wait()
        present(holder.stdout).close()
    assert not backend.list_saves()[0][0].in_use


def test_a_game_resumed_elsewhere_is_not_overwritten_by_the_stale_window(backend):
    from tui.store import SaveConflict

    old = countdown_session(start=20)
    errors: list[Exception] = []
    stale = Autosave(old, on_error=errors.append, backend=backend).attach()
    play_human_randomly(old, 2)
    # The link dropped; the player resumes the same game in a new process
    # (which takes the lock from the stranded one: Backend.take_over).
    backend.release(stale._lock)
    stale._lock = None
    record = backend.load_save(stale.save_id)
    new = session_from_record(record, ManualClock())
    fresh = Autosave.resume(new, record, backend=backend).attach()
    play_human_randomly(new, 2, seed=5)
    # The old process wakes up and plays on: it must not clobber the save.
    play_human_randomly(old, 1, seed=6)
    assert stale.conflict and isinstance(errors[-1], SaveConflict)
    assert backend.load_save(fresh.save_id).log == new.log
    play_human_randomly(old, 1, seed=7)  # detached: no more attempts
    assert len(errors) == 1
    assert stale.flush() is False  # a signal to the old process writes nothing either
    assert backend.load_save(fresh.save_id).log == new.log


def test_finishing_removes_the_lock_file_too(home):
    session = countdown_session(start=5)
    autosave = Autosave(session).attach()
    play_human_randomly(session, 10)
    assert autosave.done
    assert [p.name for p in (home / "saves").iterdir()] == []

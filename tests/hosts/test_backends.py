"""The store's promises, on both backends (``backend``: files, and
PostgreSQL): a save comes back exactly, a bad one is reported and set
aside (never deleted) while the rest is offered, a game is open in one
window at a time, the autosave notices a game taken over elsewhere, and
the settings come back as they were left."""

from __future__ import annotations

import json

import pytest

from rules.clock import ManualClock
from tests.hosts.helpers import aside, put_raw, raw
from tests.tui.store.helpers import countdown_session, play_human_randomly
from tests.tui.store.test_saves import CORRUPTIONS, corrupt
from tui.store import Autosave, Keeper, SaveConflict, SaveError, Settings, locks, record_from_session, session_from_record


def saved(backend, moves=2, seed=5, start=9):
    session = countdown_session(start=start, seed=seed)
    play_human_randomly(session, moves)
    record = record_from_session(session)
    backend.save_game(record)
    return session, record


def test_a_save_comes_back_exactly_and_is_listed_until_deleted(backend):
    session, record = saved(backend)
    loaded = backend.load_save(record.id)
    assert loaded == record
    resumed = session_from_record(loaded, ManualClock())
    assert resumed.game.to_json() == session.game.to_json() and resumed.log == session.log
    entries, problems = backend.list_saves()
    assert problems == [] and [e.id for e in entries] == [record.id]
    assert entries[0].title == "Countdown" and not entries[0].in_use
    assert backend.delete_save(record.id) and not backend.delete_save(record.id)
    assert backend.list_saves() == ([], [])
    with pytest.raises(SaveError, match="no longer exists"):
        backend.load_save(record.id)


@pytest.mark.parametrize("how", ["truncated", "log edited", "state edited", "not an object", "finished flag lies"])
def test_a_bad_save_is_reported_set_aside_whole_and_the_rest_still_offered(backend, how, tmp_path):
    _, good = saved(backend, seed=1)
    _, bad = saved(backend, seed=2)
    scratch = tmp_path / "scratch.json"  # test_saves.corrupt damages a file: the same damage on both
    scratch.write_text(raw(backend, bad.id))
    corrupt(scratch, how)
    damaged = scratch.read_text()
    put_raw(backend, bad.id, damaged)
    entries, problems = backend.list_saves()
    assert [e.id for e in entries] == [good.id]
    assert len(problems) == 1 and CORRUPTIONS[how] in problems[0] and bad.id in problems[0]
    (kept,) = aside(backend)
    assert kept[1] == damaged and kept[0] in problems[0]
    assert backend.list_saves()[1] == []  # told once


def test_a_game_is_open_in_one_window_at_a_time(backend):
    _, record = saved(backend)
    held = backend.acquire(record.id)
    try:
        with pytest.raises(locks.LockHeld):
            backend.acquire(record.id)  # the second window, in this process too
        with pytest.raises(locks.LockHeld):
            backend.take_over(record.id)  # its holder has its terminal (it is this process)
        assert backend.list_saves()[0][0].in_use
    finally:
        backend.release(held)
    assert not backend.list_saves()[0][0].in_use
    backend.release(backend.acquire(record.id))


def test_the_autosave_saves_every_move_and_stops_when_another_window_writes(backend):
    session = countdown_session(start=12)
    autosave = Autosave(session, backend=backend).attach()
    play_human_randomly(session, 2)
    assert backend.load_save(autosave.save_id).log == session.log
    autosave.detach()
    record = backend.load_save(autosave.save_id)
    resumed = session_from_record(record, ManualClock())
    errors: list[Exception] = []
    again = Autosave.resume(resumed, record, backend=backend, on_error=errors.append).attach()
    elsewhere = backend.load_save(record.id)  # another host resumed it too (a stale lock, say) and saved
    backend.save_game(elsewhere)
    play_human_randomly(resumed, 1)
    assert again.conflict and isinstance(errors[-1], SaveConflict)
    assert str(backend.where(record.id)) in str(errors[-1])
    assert backend.load_save(record.id).log == elsewhere.log  # theirs stands


def test_settings_come_back_as_they_were_left(backend):
    settings, problems = backend.load_settings()
    assert problems == [] and settings == Settings()
    settings.ascii = True
    settings.language = "sv"
    settings.game("hearts").level = "hard"
    settings.game("hearts").pace = "fast"
    backend.save_settings(settings)
    assert backend.load_settings() == (settings, [])


def test_a_finished_game_left_behind_is_recorded_once_and_its_save_removed(backend):
    session = countdown_session(start=5)
    play_human_randomly(session, 10)
    assert session.game.is_over
    backend.save_game(record_from_session(session))  # the crash came between the last save and the recording
    keeper = Keeper(backend=backend)
    try:
        assert keeper.entries == [] and keeper.problems == []
        assert keeper.stats.count() == 1 and backend.list_saves() == ([], [])
    finally:
        keeper.close()


def test_the_save_is_the_json_a_file_holds(backend):
    _, record = saved(backend)
    data = json.loads(raw(backend, record.id))
    assert data["kind"] == "kortbord-save" and data["id"] == record.id and data["log"]

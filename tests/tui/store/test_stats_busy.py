"""A locked statistics database is not a corrupt one, and a data directory
where nothing can be written gets a plain sentence (issue 14, items 4-5)."""

from __future__ import annotations

import sqlite3
import subprocess
import threading
import time

import pytest

from tests.narrow import present
from tests.tui.store.helpers import countdown_session, play_human_randomly
from tui.store import Autosave, list_saves, settle_finished
from tui.store.saves import save_path
from tui.store.stats import Stats, StatsBusy


def a_game(stats: Stats) -> None:
    stats.record_game(game="hearts", options={}, level="easy", seats=[], winners=[0], scores=[1, 2],
                      human_won=True, duration=1.0, human_seat=0, save_id="one")


def lock_exclusively(path) -> sqlite3.Connection:
    other = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    other.execute("BEGIN EXCLUSIVE")
    return other


@pytest.fixture
def quick(monkeypatch):
    monkeypatch.setattr(Stats, "BUSY_TIMEOUT", 0.2)


def test_a_locked_database_is_kept_and_said_to_be_in_use(home, quick):
    path = home / "stats.sqlite3"
    home.mkdir(parents=True, exist_ok=True)
    with Stats(path) as stats:
        a_game(stats)
    other = lock_exclusively(path)
    try:
        stats = Stats(path)
        assert stats.busy and stats.path == path
        assert len(stats.problems) == 1 and "in use by another program" in stats.problems[0]
        assert str(path) in stats.problems[0] and "moved aside" not in stats.problems[0]
        assert sorted(p.name for p in home.iterdir()) == ["stats.sqlite3"]  # nothing moved aside
        with pytest.raises(StatsBusy):
            stats.record_game(game="hearts", options={}, level="easy", seats=[], winners=[0],
                              scores=[1, 2], human_won=True, duration=1.0, save_id="two")
    finally:
        other.rollback()
        other.close()
    # Free again: the next finished game goes into the real file, history intact.
    stats.record_game(game="hearts", options={}, level="easy", seats=[], winners=[0],
                      scores=[1, 2], human_won=True, duration=1.0, save_id="two")
    assert not stats.busy and stats.count() == 2
    stats.close()


def test_a_lock_released_within_the_timeout_is_waited_for(home):
    path = home / "stats.sqlite3"
    home.mkdir(parents=True, exist_ok=True)
    with Stats(path) as stats:
        a_game(stats)
    other = lock_exclusively(path)
    def let_go() -> None:
        other.rollback()
        other.close()

    threading.Timer(0.5, let_go).start()
    start = time.monotonic()
    with Stats(path) as stats:
        assert not stats.busy and stats.problems == [] and stats.count() == 1
    assert time.monotonic() - start >= 0.4


def test_a_finished_game_is_recorded_later_when_the_database_is_locked(home, quick):
    home.mkdir(parents=True, exist_ok=True)
    path = home / "stats.sqlite3"
    Stats(path).close()
    other = lock_exclusively(path)
    errors: list[Exception] = []
    try:
        stats = Stats(path)
        session = countdown_session(start=4)
        autosave = Autosave(session, on_game_over=stats.record_save, on_error=errors.append).attach()
        play_human_randomly(session, 10)
        assert session.game.is_over and not autosave.done
        assert isinstance(errors[-1], StatsBusy)
        assert save_path(present(autosave.save_id)).exists()  # the finished save is kept
        stats.close()
    finally:
        other.rollback()
        other.close()
    stats = Stats(path)
    entries, problems = list_saves()
    assert settle_finished(entries, stats.record_save) == [] and stats.count() == 1
    stats.close()


def mount(where, *options) -> None:
    where.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", ",".join(options), "tmpfs", str(where)],
                          capture_output=True)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.decode().strip()}")


def test_a_read_only_directory_is_said_plainly(tmp_path):
    where = tmp_path / "ro"
    mount(where, "ro", "size=64k")
    try:
        stats = Stats(where / "stats.sqlite3")
        assert len(stats.problems) == 1
        problem = stats.problems[0]
        assert f"Statistics cannot be written in {where}" in problem and "read-only" in problem
        assert "moved aside" not in problem and "renam" not in problem
        assert list(where.iterdir()) == []
        a_game(stats)  # play on, unrecorded
        stats.close()
    finally:
        subprocess.run(["umount", "-l", str(where)], capture_output=True)


def test_a_full_disk_leaves_no_empty_files(tmp_path):
    where = tmp_path / "full"
    mount(where, "size=16k")
    try:
        with open(where / "filler", "wb") as filler:
            try:
                while True:
                    filler.write(b"\0" * 1024)
                    filler.flush()
            except OSError:
                pass
    except OSError:
        pass
    try:
        stats = Stats(where / "stats.sqlite3")
        assert len(stats.problems) == 1
        assert f"Statistics cannot be written in {where}" in stats.problems[0]
        assert sorted(p.name for p in where.iterdir()) == ["filler"]
        stats.close()
    finally:
        subprocess.run(["umount", "-l", str(where)], capture_output=True)

"""The saved tables' store: a directory of JSON files, written atomically;
a damaged file is skipped and reported, never a crash (and the hub skips a
table that cannot be reopened the same way)."""

import json

from rules.clock import ManualClock
from tests.rules.tables.helpers import App, log_of, play_to_end
from tui.tables import Hub, JsonDirStore


def test_the_file_store_round_trips_and_skips_damaged_files(tmp_path):
    store = JsonDirStore(tmp_path / "tables")
    assert store.load_all() == {}
    store.save("t1", {"a": [1, 2]})
    store.save("t2", {"b": "ö"})
    store.save("t1", {"a": [3]})
    assert store.load_all() == {"t1": {"a": [3]}, "t2": {"b": "ö"}}
    assert sorted(p.name for p in (tmp_path / "tables").iterdir()) == ["t1.json", "t2.json"]  # no temporary left
    (tmp_path / "tables" / "t3.json").write_text("{not json")
    (tmp_path / "tables" / "t4.json").write_bytes(b"\xff\xfe")
    (tmp_path / "tables" / "t5.json").write_text("[1, 2]")
    (tmp_path / "tables" / "notes.json").write_text("{}")
    assert store.load_all() == {"t1": {"a": [3]}, "t2": {"b": "ö"}}
    assert [problem.split(":")[0] for problem in store.problems] == ["t3.json", "t4.json", "t5.json"]
    store.delete("t2")
    store.delete("t9")
    assert list(store.load_all()) == ["t1"]


def test_a_saved_table_comes_back_after_a_restart_and_a_damaged_one_is_skipped(tmp_path):
    store = JsonDirStore(tmp_path)
    clock = ManualClock()
    hub = Hub(clock, store=store)
    anna = App(hub, "anna")
    anna.say(type="create", game="clover", seed=3)
    assert hub.tables["t1"].started
    anna.client.close()
    clock.advance(60)
    assert (tmp_path / "t1.json").exists()
    data = json.loads((tmp_path / "t1.json").read_text())
    data["id"] = "t2"
    data["state"] = {"game": "clover", "nonsense": True}
    (tmp_path / "t2.json").write_text(json.dumps(data))

    again = Hub(ManualClock(), store=store)
    assert list(again.tables) == ["t1"] and again.tables["t1"].saved
    assert len(again.problems) == 1 and again.problems[0].startswith("table t2: skipped")
    back = App(again, "anna")
    assert [entry["id"] for entry in back.got("tables")["tables"]] == ["t1"]
    back.say(type="reopen", table="t1")
    assert again.tables["t1"].started and back.got("state")["game"] == "clover"
    App(again, "bo").say(type="create", game="hearts")
    assert "t3" in again.tables  # ids are not reused while the store holds one


def test_a_running_table_is_saved_after_every_move_and_forgotten_when_its_game_is_over(tmp_path):
    clock = ManualClock()
    store = JsonDirStore(tmp_path)
    hub = Hub(clock, store=store)
    anna = App(hub, "anna")
    anna.say(type="create", game="harvest", seed=5)
    table = hub.tables["t1"]
    anna.play_as("harvest", "easy", "a")
    play_to_end(clock, [anna], table, until=lambda: clock.now() > 25 and len(log_of(table)) > 10)
    saved = json.loads((tmp_path / "t1.json").read_text())
    assert saved["log"] == [list(entry) for entry in log_of(table)]  # every move kept: a crash now loses none
    assert saved == json.loads(json.dumps(table.saved_data()))
    # the server stopping now: a new one offers the table to its person, saved
    again = Hub(ManualClock(), store=JsonDirStore(tmp_path))
    assert again.tables["t1"].saved
    assert App(again, "anna").got("tables")["tables"][0]["saved"] is True
    play_to_end(clock, [anna], table)
    assert table.game.is_over and not (tmp_path / "t1.json").exists()
    assert hub.problems == []


def test_a_saved_table_survives_a_power_cut_its_file_and_its_name_synced(tmp_path, monkeypatch):
    """The file's bytes are synced before the rename, and the directory after
    it (the rename itself is durable only then): the one atomic write the
    player's data uses too (tui/base/atomic_file.py)."""
    import os
    import stat

    synced: list[str] = []
    real_fsync = os.fsync

    def fsync(fd):
        synced.append("directory" if stat.S_ISDIR(os.fstat(fd).st_mode) else "file")
        real_fsync(fd)

    store = JsonDirStore(tmp_path / "tables")
    store.save("t1", {"a": 1})
    monkeypatch.setattr(os, "fsync", fsync)
    store.save("t1", {"a": 2})
    assert synced == ["file", "directory"]
    assert store.load_all() == {"t1": {"a": 2}}
    assert sorted(p.name for p in (tmp_path / "tables").iterdir()) == ["t1.json"]
    assert stat.S_IMODE((tmp_path / "tables" / "t1.json").stat().st_mode) == 0o600

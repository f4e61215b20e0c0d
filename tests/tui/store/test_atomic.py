import json
import os
import stat
import subprocess
import sys

import pytest

from tui.store import atomic, paths
from tui.store.atomic import ReadError, read_json, write_json_atomic


def mode(path):
    return stat.S_IMODE(path.stat().st_mode)


def test_data_dir_comes_from_the_environment_and_is_private(home):
    assert not home.exists()
    assert paths.data_dir() == home
    assert mode(home) == 0o700
    assert paths.saves_dir() == home / "saves" and mode(home / "saves") == 0o700


def test_write_is_0600_indented_and_leaves_no_temp_file(tmp_path):
    target = tmp_path / "x.json"
    write_json_atomic(target, {"a": [1, 2], "ö": "♠"})
    assert mode(target) == 0o600
    text = target.read_text("utf-8")
    assert text.startswith("{\n  ") and "♠" in text
    assert read_json(target) == {"a": [1, 2], "ö": "♠"}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["x.json"]


def test_overwrite_keeps_0600_even_if_the_old_file_was_wider(tmp_path):
    target = tmp_path / "x.json"
    target.write_text("{}")
    target.chmod(0o644)
    write_json_atomic(target, {"b": 1})
    assert mode(target) == 0o600 and read_json(target) == {"b": 1}


def test_a_failed_write_leaves_the_old_file_and_no_temp(tmp_path):
    target = tmp_path / "x.json"
    write_json_atomic(target, {"old": True})
    with pytest.raises(ValueError):
        write_json_atomic(target, {"bad": float("nan")})  # refused before any file is made
    with pytest.raises(TypeError):
        write_json_atomic(target, {"bad": object()})
    assert read_json(target) == {"old": True}
    assert [p.name for p in tmp_path.iterdir()] == ["x.json"]


def test_an_interrupted_write_removes_its_temp_file(tmp_path, monkeypatch):
    target = tmp_path / "x.json"
    write_json_atomic(target, {"old": True})

    def boom(fd):
        raise KeyboardInterrupt  # as if a signal arrived mid-write

    monkeypatch.setattr(os, "fsync", boom)
    with pytest.raises(KeyboardInterrupt):
        write_json_atomic(target, {"new": True})
    monkeypatch.undo()
    assert read_json(target) == {"old": True}
    assert [p.name for p in tmp_path.iterdir()] == ["x.json"]


def test_readers_never_see_a_partial_file(tmp_path):
    """A writer rewrites a big file in a loop; a reader in another process
    must always get a whole one."""
    target = tmp_path / "x.json"
    write_json_atomic(target, {"n": 0, "pad": "x" * 200_000})
    writer = subprocess.Popen(
        [sys.executable, "-c",
         "import sys; from tui.store.atomic import write_json_atomic\n"
         "for n in range(1, 60): write_json_atomic(sys.argv[1], {'n': n, 'pad': 'x' * 200_000})",
         str(target)],
    )
    seen = set()
    while writer.poll() is None:
        data = read_json(target)
        assert len(data["pad"]) == 200_000
        seen.add(data["n"])
    assert writer.wait() == 0
    assert read_json(target)["n"] == 59
    assert [p.name for p in tmp_path.iterdir()] == ["x.json"]


@pytest.mark.parametrize(
    "content, words",
    [(b"", "empty"), (b"  \n", "empty"), (b'{"a": 1', "not valid JSON"), (b"\xff\xfe{}", "UTF-8"),
     (b'{"a": NaN}', "not valid JSON"), (b"[" * 100_000, "not valid JSON"),
     (b'{"a": 1' + b"0" * 5000 + b"}", "not valid JSON")],
)
def test_read_reports_bad_content_in_words(tmp_path, content, words):
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(ReadError, match=words):
        read_json(path)


def test_read_refuses_huge_files_and_passes_missing_through(tmp_path, monkeypatch):
    monkeypatch.setattr(atomic, "MAX_READ_BYTES", 10)
    path = tmp_path / "big.json"
    path.write_text(json.dumps(list(range(100))))
    with pytest.raises(ReadError, match="larger"):
        read_json(path)
    with pytest.raises(FileNotFoundError):
        read_json(tmp_path / "nothing.json")


def test_stale_temp_files_of_dead_writers_are_found_live_ones_kept(tmp_path):
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    dead_pid = int(dead.stdout)
    stale = tmp_path / f".x.json{atomic.TEMP_MARK}{dead_pid}-1"
    live = tmp_path / f".y.json{atomic.TEMP_MARK}{os.getpid()}-2"
    save = tmp_path / "z.json"
    for p in (stale, live, save):
        p.write_text("{}")
    assert atomic.remove_stale_temp_files(tmp_path) == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([live.name, save.name])

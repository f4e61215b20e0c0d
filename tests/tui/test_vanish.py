"""The real app in a pty, where a terminal can vanish, two windows can race
for one game, and the disk can fill up (issue 14, items 1-3).

* a pty closed under a running ``kortbord hearts``: the app exits within a
  second, saved, its lock free, and the next start resumes the game (once in
  the default run; ten times in the soak run);
* two ``kortbord`` at the menu over one data directory, enter pressed in
  both at once: exactly one opens the game, the other stays at the menu
  (soak);
* the data directory on a small tmpfs that fills up mid-game: quitting says
  the last moves are not saved and where the game stands, and exits 1
  (soak; needs root for the mount).
"""

from __future__ import annotations

import json
import os
import subprocess
import time
from pathlib import Path

import pytest

from tests.narrow import present
from tui import store
from tui.store import locks

from .test_kill import Player, play_some, resume_in_app, save_file, wait_for_save

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs a pty")


def reaped_within(app: Player, seconds: float) -> tuple[int | None, float]:
    start = time.monotonic()
    while time.monotonic() - start < seconds:
        pid, status = os.waitpid(app.pid, os.WNOHANG)
        if pid:
            app.status = status
            return status, time.monotonic() - start
        time.sleep(0.01)
    return None, time.monotonic() - start


async def vanish_once(home: Path) -> None:
    app, before = play_some(home)
    try:
        app.hang_up()
        status, took = reaped_within(app, 5.0)
    finally:
        app.close()
    assert status is not None, "the app lives on after its terminal went away"
    assert took <= 1.0, f"the app took {took:.2f} s to leave"
    assert os.WIFEXITED(status) and os.WEXITSTATUS(status) == 129, status
    path = save_file(home)
    record = store.load_save(path)
    assert record.state == before["state"] and [list(m) for m in present(record.log)] == before["log"]
    assert not locks.in_use(path)  # nobody is kept from the game
    await resume_in_app(home, json.loads(path.read_text()))


async def test_a_vanished_terminal_saves_and_exits_within_a_second(tmp_path, monkeypatch):
    home = tmp_path / "home"
    monkeypatch.setenv("KORTBORD_HOME", str(home))
    await vanish_once(home)


@pytest.mark.soak
@pytest.mark.parametrize("attempt", range(10))
async def test_a_vanished_terminal_every_time(tmp_path, monkeypatch, attempt):
    home = tmp_path / "home"
    monkeypatch.setenv("KORTBORD_HOME", str(home))
    await vanish_once(home)


def holds_a_lock(pid: int) -> bool:
    fds = Path(f"/proc/{pid}/fd")
    for fd in fds.iterdir():
        try:
            if os.readlink(fd).endswith(".lock"):
                return True
        except OSError:
            continue
    return False


@pytest.mark.soak
@pytest.mark.parametrize("attempt", range(4))
def test_two_windows_race_for_one_game(tmp_path, monkeypatch, attempt):
    home = tmp_path / "home"
    monkeypatch.setenv("KORTBORD_HOME", str(home))
    first, before = play_some(home)
    first.send("\x03")  # ctrl+c: saved, and back at the shell
    first.wait()
    first.close()
    windows = [Player(home), Player(home)]
    try:
        time.sleep(3.0)  # both menus are up, the saved game chosen
        for window in windows:
            os.write(window.fd, b"\r")  # as near the same moment as two keys can be
        time.sleep(3.0)
        holders = [w for w in windows if holds_a_lock(w.pid)]
        assert len(holders) == 1, "both windows (or neither) opened the game"
        assert locks.holder(save_file(home)) == holders[0].pid
        loser = next(w for w in windows if w is not holders[0])
        assert b"another Kortbord" in bytes(loser.output) or b"another" in bytes(loser.output)
        for window in windows:
            window.send("\x03")
        for window in windows:
            status = window.wait()
            assert os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0, status
    finally:
        for window in windows:
            window.close()
    record = store.load_save(save_file(home))
    assert [list(m) for m in present(record.log)][:len(before["log"])] == before["log"]


@pytest.mark.soak
def test_a_full_disk_is_reported_before_exit(tmp_path, monkeypatch):
    home = tmp_path / "home"
    home.mkdir()
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=400k", "tmpfs", str(home)],
                             capture_output=True)
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a small tmpfs here: {mounted.stderr.decode().strip()}")
    try:
        monkeypatch.setenv("KORTBORD_HOME", str(home))
        app = Player(home, "hearts", "--seed", "7", "--pace", "instant", "--level", "easy")
        try:
            time.sleep(2.0)
            app.send("123\r")
            before = wait_for_save(home, moves=4)
            filler = os.open(home / "filler", os.O_WRONLY | os.O_CREAT, 0o600)
            try:  # fill the disk to the last block
                while os.write(filler, b"\0" * 4096):
                    pass
            except OSError:
                pass
            finally:
                os.close(filler)
            app.send("  ", pause=0.5)
            time.sleep(1.0)
            app.send("\x11")  # ctrl+q
            time.sleep(1.0)
            shown = bytes(app.output)
            assert b"could not be saved" in shown  # asked before the app exits
            app.send("y")
            status = app.wait()
        finally:
            app.close()
        assert os.WIFEXITED(status) and os.WEXITSTATUS(status) == 1, status
        said = bytes(app.output).decode("utf-8", "replace")
        path = save_file(home)
        assert "kortbord: The last" in said and "No space left on device" in said
        assert f"after move {len(before['log'])} of" in said
        (home / "filler").unlink()
        record = store.load_save(path)  # what is on disk is sound, and as said
        assert [list(m) for m in present(record.log)] == before["log"]
    finally:
        subprocess.run(["umount", "-l", str(home)], capture_output=True)


def test_kill_quit_saves_and_restores_the_terminal(tmp_path, monkeypatch):
    """SIGQUIT (issue 14, item 11): its default, a core dump, left the
    terminal raw and on the alternate screen."""
    import signal
    import termios

    home = tmp_path / "home"
    monkeypatch.setenv("KORTBORD_HOME", str(home))
    app, before = play_some(home)
    try:
        assert not termios.tcgetattr(app.fd)[3] & termios.ICANON  # raw while the app runs
        os.kill(app.pid, signal.SIGQUIT)
        status = app.wait()
        assert os.WIFEXITED(status) and os.WEXITSTATUS(status) == 128 + signal.SIGQUIT, status
        attrs = termios.tcgetattr(app.fd)
        assert attrs[3] & termios.ICANON and attrs[3] & termios.ECHO  # cooked again
        time.sleep(0.2)
        assert bytes(app.output).rfind(b"\x1b[?1049l") > bytes(app.output).rfind(b"\x1b[?1049h")
    finally:
        app.close()
    record = store.load_save(save_file(home))
    assert record.state == before["state"]

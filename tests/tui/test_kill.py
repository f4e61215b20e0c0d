"""Kill the real app mid-game and start it again.

``kortbord hearts`` runs under a pseudo-terminal (80×24, KORTBORD_HOME a
temporary directory); keys pass three cards and play a few; then SIGHUP
(the SSH link drops), SIGTERM, SIGKILL or ctrl+c.  The save left behind
must hold the game as it stood (after SIGKILL: a sound save, at most the
last action behind), and a new app must offer it in the menu and resume
exactly that position.
"""

from __future__ import annotations

import fcntl
import json
import os
import pty
import select
import signal
import struct
import sys
import termios
import threading
import time
from pathlib import Path

import pytest

import rules
from tests.narrow import present
from tui import store
from tui.screens.hearts import HeartsScreen
from tui.screens.menu import MenuScreen

from .helpers import make_app

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs a pty")

ROOT = Path(__file__).resolve().parents[2]


class Player:
    """The app in a pty, its output drained (a full pty would block it)."""

    def __init__(self, home: Path, *args: str) -> None:
        pid, fd = pty.fork()
        if pid == 0:  # the child: become the app
            os.chdir(ROOT)
            env = {**os.environ, "KORTBORD_HOME": str(home), "TERM": "xterm-256color",
                   "COLUMNS": "80", "LINES": "24"}
            os.execve(sys.executable, [sys.executable, "-m", "tui.app", *args], env)
        self.pid, self.fd = pid, fd
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        self.output = bytearray()
        self.hung_up = False
        self.reader = threading.Thread(target=self._drain, daemon=True)
        self.reader.start()
        self.status: int | None = None

    def _drain(self) -> None:
        # select first: a thread blocked in read() would keep the pty open
        # after hang_up() closed it, and the app would never see it go.
        while not self.hung_up:
            try:
                ready, _, _ = select.select([self.fd], [], [], 0.05)
                data = os.read(self.fd, 65536) if ready else b"."
            except (OSError, ValueError):
                return
            if not data:
                return
            if ready:
                self.output += data

    def hang_up(self) -> None:
        """Close the terminal under the app, as a dropped SSH link or a
        killed tmux pane does."""
        self.hung_up = True
        self.reader.join()
        os.close(self.fd)
        self.fd = -1

    def send(self, keys: str, pause: float = 0.3) -> None:
        for key in keys:
            os.write(self.fd, key.encode())
            time.sleep(pause)

    def wait(self, timeout: float = 20.0) -> int:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                self.status = status
                return status
            time.sleep(0.05)
        os.kill(self.pid, signal.SIGKILL)
        os.waitpid(self.pid, 0)
        raise AssertionError(f"the app did not exit; it showed: {bytes(self.output[-2000:])!r}")

    def close(self) -> None:
        if self.status is None:
            try:
                os.kill(self.pid, signal.SIGKILL)
                os.waitpid(self.pid, 0)
            except (ProcessLookupError, ChildProcessError):
                pass
        if self.fd >= 0 and not self.hung_up:
            self.hung_up = True
            self.reader.join()
            try:
                os.close(self.fd)
            except OSError:
                pass


def the_save(home: Path) -> Path | None:
    files = sorted((home / "saves").glob("*.json")) if (home / "saves").is_dir() else []
    assert len(files) <= 1, files
    return files[0] if files else None


def save_file(home: Path) -> Path:
    """The one save, which a test expects to be there."""
    path = the_save(home)
    assert path is not None, f"no save in {home}"
    return path


def wait_for_save(home: Path, moves: int, timeout: float = 30.0) -> dict:
    """The save once it holds at least ``moves`` moves and stays the same
    for a moment (the app is waiting for the person)."""
    deadline = time.monotonic() + timeout
    last, since = None, time.monotonic()
    while time.monotonic() < deadline:
        path = the_save(home)
        data = None
        if path is not None:
            try:
                data = json.loads(path.read_text())
            except (OSError, ValueError):
                data = None
        if data != last:
            last, since = data, time.monotonic()
        elif data is not None and len(data["log"]) >= moves and time.monotonic() - since > 1.0:
            return data
        time.sleep(0.1)
    raise AssertionError(f"no settled save with {moves} moves: {last and len(last['log'])}")


def play_some(home: Path) -> tuple[Player, dict]:
    app = Player(home, "hearts", "--seed", "7", "--pace", "instant", "--level", "easy")
    time.sleep(2.0)  # the table is up
    app.send("123\r")  # pass three cards
    app.send("  ", pause=0.5)  # play two cards (space plays the legal card under the cursor)
    return app, wait_for_save(home, moves=6)


async def resume_in_app(home: Path, saved: dict) -> None:
    """A new app offers the game in the menu, and enter resumes it there."""
    app = make_app(None)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        assert app.screen.chosen == f"resume:{saved['id']}"
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, HeartsScreen)
        # The game goes on from the save: its log begins with the saved one,
        # which replays to the saved state; a save taken with the computer
        # to move (a kill between two moves) lets the computer play on at
        # once, and nothing after the save is the person's.
        game = screen.session.game
        log = [list(m) for m in screen.session.log]
        assert log[:len(saved["log"])] == saved["log"]
        replayed = rules.replay(game.name, game.seed, game.options, [tuple(m) for m in saved["log"]])
        assert json.loads(json.dumps(replayed.to_json())) == saved["state"]
        assert all(m[0] != 0 for m in log[len(saved["log"]):])


@pytest.mark.parametrize("signum", [signal.SIGHUP, signal.SIGTERM])
async def test_a_signal_leaves_the_game_as_it_stood(tmp_path, monkeypatch, signum):
    home = tmp_path / "home"
    monkeypatch.setenv("KORTBORD_HOME", str(home))
    app, before = play_some(home)
    try:
        os.kill(app.pid, signum)
        status = app.wait()
    finally:
        app.close()
    assert os.WIFEXITED(status) and os.WEXITSTATUS(status) == 128 + signum, status
    record = store.load_save(save_file(home))  # sound: it loads and replays
    assert record.state == before["state"] and [list(m) for m in present(record.log)] == before["log"]
    await resume_in_app(home, json.loads(save_file(home).read_text()))


async def test_ctrl_c_quits_and_leaves_the_game(tmp_path, monkeypatch):
    home = tmp_path / "home"
    monkeypatch.setenv("KORTBORD_HOME", str(home))
    app, before = play_some(home)
    try:
        app.send("\x03")
        status = app.wait()
    finally:
        app.close()
    assert os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0, status
    record = store.load_save(save_file(home))
    assert record.state == before["state"]
    await resume_in_app(home, json.loads(save_file(home).read_text()))


async def test_kill_9_loses_at_most_the_last_action(tmp_path, monkeypatch):
    home = tmp_path / "home"
    monkeypatch.setenv("KORTBORD_HOME", str(home))
    app, before = play_some(home)
    try:
        app.send(" ", pause=0.0)  # a move in flight when the kill comes
        os.kill(app.pid, signal.SIGKILL)
        status = app.wait()
    finally:
        app.close()
    assert os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL
    saved = json.loads(save_file(home).read_text())
    record = store.load_save(save_file(home))  # never half a file
    log = [list(m) for m in present(record.log)]
    humans_after = [m for m in log[len(before["log"]):] if m[0] == 0]
    assert log[:len(before["log"])] == before["log"] and len(humans_after) <= 1
    await resume_in_app(home, saved)

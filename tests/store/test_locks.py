"""A game's lock never keeps the player from their game once its holder
can no longer be played: a process that has gone, or one whose terminal
hung up (issue 14, item 2).  The holder here is a stand-in that ignores
SIGHUP, as a Kortbord stuck in its exit did."""

from __future__ import annotations

import os
import pty
import select
import sys
import time

import pytest

from tui.store import locks

from .helpers import countdown_session, play_human_randomly

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs a pty")

HOLDER = (
    "import os, signal, sys, time\n"
    "from pathlib import Path\n"
    "from tui.store import locks\n"
    "signal.signal(signal.SIGHUP, signal.SIG_IGN)\n"
    "locks.acquire(Path(sys.argv[1]))\n"
    # One write: print() writes 'held' and its newline apart when unbuffered
    # (PYTHONUNBUFFERED, as under pytest-xdist), and a newline written after
    # the test closed the pty raised EIO and ended the holder.
    "os.write(1, b'held\\n')\n"
    "time.sleep(60)\n"
)


def holder_in_a_pty(save: str) -> tuple[int, int]:
    pid, fd = pty.fork()
    if pid == 0:
        os.execv(sys.executable, [sys.executable, "-c", HOLDER, save])
    deadline = time.monotonic() + 20
    seen = b""
    while not (b"held" in seen and seen.endswith(b"\n")) and time.monotonic() < deadline:
        if select.select([fd], [], [], 0.1)[0]:
            seen += os.read(fd, 1024)
    assert b"held" in seen, seen
    return pid, fd


def a_save(home):
    from tui.store import Autosave
    from tui.store.saves import save_path

    session = countdown_session(start=12)
    autosave = Autosave(session).attach()
    play_human_randomly(session, 1)
    autosave.detach()
    return save_path(autosave.save_id)


def test_a_holder_with_its_terminal_keeps_the_game(home):
    path = a_save(home)
    pid, fd = holder_in_a_pty(str(path))
    try:
        assert locks.holder(path) == pid
        assert locks.in_use(path)
        with pytest.raises(locks.LockHeld):
            locks.take_over(path, wait=0.2)
        assert os.waitpid(pid, os.WNOHANG) == (0, 0)  # left alone
    finally:
        os.kill(pid, 9)
        os.waitpid(pid, 0)
        os.close(fd)


def test_a_holder_whose_terminal_hung_up_gives_the_game_back(home):
    path = a_save(home)
    pid, fd = holder_in_a_pty(str(path))
    try:
        os.close(fd)  # the SSH link drops; the holder ignores SIGHUP and lives on
        time.sleep(0.2)
        assert os.waitpid(pid, os.WNOHANG) == (0, 0)
        assert locks.stranded(pid)
        assert not locks.in_use(path)  # the menu does not say "open in another window"
        lock = locks.take_over(path, wait=0.5)
        assert lock is not None
        locks.release(lock)
    finally:
        try:
            os.kill(pid, 9)
        except ProcessLookupError:
            pass
        os.waitpid(pid, 0)


def test_two_takers_in_one_process_get_one_lock(home):
    path = a_save(home)
    first = locks.take_over(path)
    try:
        with pytest.raises(locks.LockHeld):
            locks.take_over(path)
    finally:
        locks.release(first)
    locks.release(locks.acquire(path))

"""A game's lock never keeps the player from their game once its holder
can no longer be played: a process that has gone, or one whose terminal
hung up (issue 14, item 2).  The holder here is a stand-in that ignores
SIGHUP, as a Kortbord stuck in its exit did.  On both backends
(``backend``): a file lock, and PostgreSQL's advisory lock whose session
names its host and pid."""

from __future__ import annotations

import os
import pty
import select
import sys
import time

import pytest

from tests.hosts.fixtures import child_env
from tests.narrow import present
from tests.tui.store.helpers import countdown_session, play_human_randomly
from tui.store import locks

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs a pty")

HOLDER = (
    "import os, signal, sys, time\n"
    "from tui.store import backend\n"
    "signal.signal(signal.SIGHUP, signal.SIG_IGN)\n"
    "lock = backend.current().acquire(sys.argv[1])\n"
    # One write: print() writes 'held' and its newline apart when unbuffered
    # (PYTHONUNBUFFERED, as under pytest-xdist), and a newline written after
    # the test closed the pty raised EIO and ended the holder.
    "os.write(1, b'held\\n')\n"
    "time.sleep(60)\n"
)


def holder_in_a_pty(backend, save_id: str) -> tuple[int, int]:
    env = child_env(backend)
    pid, fd = pty.fork()
    if pid == 0:
        os.execve(sys.executable, [sys.executable, "-c", HOLDER, save_id], env)
    deadline = time.monotonic() + 20
    seen = b""
    while not (b"held" in seen and seen.endswith(b"\n")) and time.monotonic() < deadline:
        if select.select([fd], [], [], 0.1)[0]:
            seen += os.read(fd, 1024)
    assert b"held" in seen, seen
    return pid, fd


def a_save(backend) -> str:
    from tui.store import Autosave

    session = countdown_session(start=12)
    autosave = Autosave(session, backend=backend).attach()
    play_human_randomly(session, 1)
    autosave.detach()
    return present(autosave.save_id)


def in_use(backend) -> bool:
    (entry,), _ = backend.list_saves()
    return entry.in_use


def test_a_holder_with_its_terminal_keeps_the_game(backend):
    save_id = a_save(backend)
    pid, fd = holder_in_a_pty(backend, save_id)
    try:
        with pytest.raises(locks.LockHeld) as held:
            backend.acquire(save_id)
        assert held.value.pid == pid
        assert in_use(backend)
        with pytest.raises(locks.LockHeld):
            backend.take_over(save_id)
        assert os.waitpid(pid, os.WNOHANG) == (0, 0)  # left alone
    finally:
        os.kill(pid, 9)
        os.waitpid(pid, 0)
        os.close(fd)


def test_a_holder_whose_terminal_hung_up_gives_the_game_back(backend):
    save_id = a_save(backend)
    pid, fd = holder_in_a_pty(backend, save_id)
    try:
        os.close(fd)  # the SSH link drops; the holder ignores SIGHUP and lives on
        time.sleep(0.2)
        assert os.waitpid(pid, os.WNOHANG) == (0, 0)
        assert locks.stranded(pid)
        assert not in_use(backend)  # the menu does not say "open in another window"
        backend.release(backend.take_over(save_id))
    finally:
        try:
            os.kill(pid, 9)
        except ProcessLookupError:
            pass
        os.waitpid(pid, 0)


def test_two_takers_in_one_process_get_one_lock(backend):
    save_id = a_save(backend)
    first = backend.take_over(save_id)
    try:
        with pytest.raises(locks.LockHeld):
            backend.take_over(save_id)
    finally:
        backend.release(first)
    backend.release(backend.acquire(save_id))

"""Which saved games are open in a running Kortbord right now.

After an SSH link drops, the old process can live on for minutes (until TCP
notices), and the player may already have reconnected and resumed the same
game.  An advisory ``flock`` on ``saves/.<id>.lock``, held while a game is
open, lets the menu say "being played elsewhere"; the kernel releases it
when the process dies, however it dies.  Where ``fcntl`` is missing nothing
is ever reported as in use.

Taking the lock is the act of opening a game (``acquire`` raises
``LockHeld`` for the loser of two windows racing for it).  The holder writes
its pid into the file, so that a lock kept by a Kortbord whose terminal has
gone (a hung-up pty: it can never be played there again) does not keep the
player from their game: ``take_over`` asks that process to save and leave
(SIGHUP, then SIGKILL), and takes the lock once it is free.
"""

from __future__ import annotations

import os
import signal
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from ..i18n import _

T = TypeVar("T")

try:
    import fcntl
    import termios
except ImportError:  # not POSIX
    fcntl = None  # type: ignore[assignment]
    termios = None  # type: ignore[assignment]


class LockHeld(Exception):
    """The game is open in another Kortbord that still has its terminal."""

    def __init__(self, pid: int | None) -> None:
        super().__init__(_("That game is open in another Kortbord window; play it there, or close that one first."))
        self.pid = pid


def lock_path(save_file: Path) -> Path:
    return save_file.with_name(f".{save_file.stem}.lock")


def acquire(save_file: Path) -> int | None:
    """Hold the game's lock; returns the descriptor to ``release`` (None
    where locks are not available).  Raises LockHeld when another open
    file, in this process or another, holds it."""
    if fcntl is None:
        return None
    fd = os.open(lock_path(save_file), os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0), 0o600)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        os.close(fd)
        raise LockHeld(holder(save_file)) from None
    try:
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()}\n".encode())
    except OSError:
        pass  # a full disk: the lock holds all the same, without its pid
    return fd


def take_from_stranded(acquire: Callable[[], T], wait: float = 1.0) -> T:
    """``acquire()``, but a lock held by a Kortbord on this host whose
    terminal is gone is taken from it: it is told to save and leave
    (SIGHUP), killed if it has not within ``wait`` seconds, and the lock
    taken when it is freed (the files' flock, PostgreSQL's advisory lock:
    store/pg/locks.py).  Raises LockHeld when the holder is alive and has
    its terminal, or is not ours to signal."""
    try:
        return acquire()
    except LockHeld as held:
        pid = held.pid
        if pid is None or pid == os.getpid() or not stranded(pid):
            raise
    for signum in (signal.SIGHUP, signal.SIGKILL):
        try:
            os.kill(pid, signum)
        except ProcessLookupError:
            pass
        except OSError:
            raise LockHeld(pid) from None  # not ours to signal
        deadline = time.monotonic() + wait
        while time.monotonic() < deadline:
            try:
                return acquire()
            except LockHeld:
                time.sleep(0.05)
    return acquire()


def take_over(save_file: Path, wait: float = 1.0) -> int | None:
    """``acquire``, taken from a stranded holder (``take_from_stranded``)."""
    return take_from_stranded(lambda: acquire(save_file), wait)


def release(fd: int | None) -> None:
    if fd is not None:
        os.close(fd)  # closing drops the flock


def holder(save_file: Path) -> int | None:
    """The pid written by the lock's holder (None when unknown)."""
    try:
        text = lock_path(save_file).read_text(encoding="ascii").strip()
        pid = int(text)
    except (OSError, ValueError, UnicodeDecodeError):
        return None
    return pid if pid > 0 else None


def stranded(pid: int) -> bool:
    """True when process ``pid`` no longer exists, or its terminal has hung
    up (the pty's other end closed: the player can never reach it again).
    A process that never had a terminal is not stranded."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except OSError:
        return False  # someone else's process
    if termios is None:
        return False
    try:
        tty = os.readlink(f"/proc/{pid}/fd/0")
    except OSError:
        return False  # no /proc, or nothing open as its input
    if not tty.startswith("/dev/") or "tty" not in tty and "pts" not in tty:
        return False
    try:
        fd = os.open(f"/proc/{pid}/fd/0", os.O_RDONLY | os.O_NOCTTY | os.O_NONBLOCK)
    except OSError:
        return True  # a pty whose other end is closed cannot be opened
    try:
        termios.tcgetattr(fd)
    except termios.error:
        return True  # hung up: every ioctl fails with EIO
    finally:
        os.close(fd)
    return False


def in_use(save_file: Path) -> bool:
    """True when another open file (this process's own game included) holds
    the lock, and its holder can still be played (see ``stranded``)."""
    if fcntl is None:
        return False
    try:
        fd = os.open(lock_path(save_file), os.O_RDONLY | getattr(os, "O_CLOEXEC", 0))
    except OSError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except OSError:
        pid = holder(save_file)
        return pid is None or pid == os.getpid() or not stranded(pid)
    finally:
        os.close(fd)
    return False


def remove(save_file: Path) -> None:
    try:
        lock_path(save_file).unlink()
    except OSError:
        pass

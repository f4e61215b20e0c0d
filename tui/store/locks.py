"""Which saved games are open in a running Kortbord right now.

After an SSH link drops, the old process can live on for minutes (until TCP
notices), and the player may already have reconnected and resumed the same
game.  An advisory ``flock`` on ``saves/.<id>.lock``, held while a game is
open, lets the menu say "being played elsewhere"; the kernel releases it
when the process dies, however it dies.  Where ``fcntl`` is missing nothing
is ever reported as in use.
"""

from __future__ import annotations

import os
from pathlib import Path

try:
    import fcntl
except ImportError:  # not POSIX
    fcntl = None  # type: ignore[assignment]


def lock_path(save_file: Path) -> Path:
    return save_file.with_name(f".{save_file.stem}.lock")


def acquire(save_file: Path) -> int | None:
    """Hold the game's lock; returns the descriptor to ``release``, or None
    when another process holds it (or locks are not available)."""
    if fcntl is None:
        return None
    fd = os.open(lock_path(save_file), os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0), 0o600)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        os.close(fd)
        return None
    return fd


def release(fd: int | None) -> None:
    if fd is not None:
        os.close(fd)  # closing drops the flock


def in_use(save_file: Path) -> bool:
    """True when another open file (this process's own game included) holds
    the lock."""
    if fcntl is None:
        return False
    try:
        fd = os.open(lock_path(save_file), os.O_RDONLY | getattr(os, "O_CLOEXEC", 0))
    except OSError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except OSError:
        return True
    finally:
        os.close(fd)
    return False


def remove(save_file: Path) -> None:
    try:
        lock_path(save_file).unlink()
    except OSError:
        pass

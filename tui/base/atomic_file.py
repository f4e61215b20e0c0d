"""Writing a file so that it is never half written: the one implementation,
used by the shared tables' store (tui/tables/store.py) and a player's
data (tui/store/atomic.py).  It lives on the ground floor, below both
(tests/test_layers.py); the engine writes no file.

A write goes to a temporary file in the same directory (created 0600, so
it is never readable by others even for an instant), is fsynced, then
``os.replace``d over the target, and the directory is fsynced so that the
rename itself survives a power cut.  A reader therefore sees the old file
or the new one, never a mixture; after ``kill -9`` at most the write in
progress is lost (its temporary file stays: ``TEMP_MARK`` names it).
"""

from __future__ import annotations

import os
import time
from pathlib import Path

__all__ = ["TEMP_MARK", "fsync_dir", "temp_name", "write_bytes_atomic"]

TEMP_MARK = ".tmp-"


def temp_name(target: Path) -> Path:
    # Hidden, and not ending in .json, so listings never take it for a save;
    # the pid lets a later run tell an abandoned one from a live writer's.
    return target.with_name(f".{target.name}{TEMP_MARK}{os.getpid()}-{time.monotonic_ns()}")


def write_bytes_atomic(target: Path, data: bytes, mode: int = 0o600) -> None:
    target = Path(target)
    tmp = temp_name(target)
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0), mode)
    try:
        try:
            view = memoryview(data)
            while view:
                written = os.write(fd, view)
                view = view[written:]
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, target)
    except BaseException:
        # Also on KeyboardInterrupt/SystemExit from a signal handler.
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    fsync_dir(target.parent)


def fsync_dir(directory: Path) -> None:
    """Make a rename durable; not every platform can open a directory."""
    try:
        fd = os.open(directory, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)

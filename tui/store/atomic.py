"""Writes that never leave half a file behind, and reads that never crash.

The write is tui/base/atomic_file.py's (the shared tables' store writes with
it too): a temporary file in the same directory, fsynced, renamed over the
target, the directory fsynced.  A reader therefore sees the old file or the
new one, never a mixture; after ``kill -9`` at most the write in progress
is lost, and its temporary file is removed by a later run
(``remove_stale_temp_files``).
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

from ..base.atomic_file import TEMP_MARK, fsync_dir, temp_name, write_bytes_atomic
from ..i18n import _

__all__ = ["TEMP_MARK", "ReadError", "fsync_dir", "parse_json", "read_json", "remove_stale_temp_files",
           "stale_temp_files", "temp_name", "write_bytes_atomic", "write_json_atomic"]

MAX_READ_BYTES = 8 * 1024 * 1024  # a save is a few kB; anything huge is not ours


class ReadError(Exception):
    """A file that exists but does not hold the JSON we wrote; the message
    says why in words, without the path (callers add it)."""


def write_json_atomic(target: Path, data: Any) -> None:
    """Indented, key order kept, UTF-8: a person can read and diff it."""
    text = json.dumps(data, indent=2, ensure_ascii=False, allow_nan=False) + "\n"
    write_bytes_atomic(target, text.encode("utf-8"))


def read_json(path: Path) -> Any:
    """The JSON value in ``path``.  FileNotFoundError passes through (the
    caller decides what a missing file means); anything else that is wrong
    becomes ReadError."""
    try:
        with open(path, "rb") as f:
            raw = f.read(MAX_READ_BYTES + 1)
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise ReadError(_("it cannot be read ({error})").format(error=exc.strerror or exc)) from None
    return parse_json(raw)


def parse_json(raw: bytes) -> Any:
    """The JSON value in ``raw`` (a file's or a database row's bytes);
    ReadError says in words what is wrong with it."""
    if len(raw) > MAX_READ_BYTES:
        raise ReadError(_("it is larger than {n} MB").format(n=MAX_READ_BYTES // (1024 * 1024)))
    if not raw.strip():
        raise ReadError(_("it is empty"))
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise ReadError(_("it is not UTF-8 text")) from None
    try:
        return json.loads(text, parse_constant=_no_constant)
    except (ValueError, RecursionError) as exc:
        # ValueError covers JSONDecodeError (truncation lands here) and
        # integers too long to convert.
        raise ReadError(_("it is not valid JSON ({error})").format(error=_short(exc))) from None


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def _short(exc: Exception) -> str:
    text = str(exc) or type(exc).__name__
    return text if len(text) <= 120 else text[:117] + "..."


def stale_temp_files(directory: Path, max_age: float = 3600.0) -> list[Path]:
    """Temporary files left by a writer that died mid-write (its pid is gone,
    or the file is older than ``max_age`` seconds)."""
    stale = []
    try:
        candidates = list(Path(directory).glob(f".*{TEMP_MARK}*"))
    except OSError:
        return []
    now = time.time()
    for path in candidates:
        try:
            pid = int(path.name.rsplit(TEMP_MARK, 1)[1].split("-", 1)[0])
        except (IndexError, ValueError):
            continue
        try:
            old = now - path.stat().st_mtime > max_age
        except OSError:
            continue
        if old or not _pid_alive(pid):
            stale.append(path)
    return stale


def remove_stale_temp_files(directory: Path) -> int:
    removed = 0
    for path in stale_temp_files(directory):
        try:
            path.unlink()
            removed += 1
        except OSError:
            pass
    return removed


def _pid_alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (OverflowError, ValueError):
        return False  # not a pid at all
    except OSError:
        return True  # PermissionError: alive, but someone else's
    return True

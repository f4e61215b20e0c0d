"""The run's bytecode, compiled once and kept.

This machine's environment (and CI's) sets PYTHONDONTWRITEBYTECODE, so
every test worker compiled the project and rewrote the tests' asserts
anew (7 of its 9 s of collection), and every program a test starts (a
served table, a player in a pty, a host) compiled the project again.  The
run writes bytecode into its own checkout's ``__pycache__`` (ignored by
git) instead, and on a cold checkout the first worker to collect does the
compiling while the others wait, then read what it wrote."""

from __future__ import annotations

import fcntl
import os
import sys
from pathlib import Path

import pytest

sys.dont_write_bytecode = False  # before the project's modules are imported (tests/conftest.py imports this first)

CACHE = Path(__file__).resolve().parent / "__pycache__"
COMPILED = CACHE / "compiled-once"


@pytest.hookimpl(hookwrapper=True)
def pytest_collection(session):
    if "PYTEST_XDIST_WORKER" not in os.environ or COMPILED.exists():
        yield
        return
    try:
        CACHE.mkdir(exist_ok=True)
        lock = open(CACHE / "compiling.lock", "w")  # noqa: SIM115 - held across the yield below
    except OSError:  # a checkout it cannot write to: each worker compiles for itself, as before
        yield
        return
    with lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if COMPILED.exists():  # another worker compiled while this one waited
            fcntl.flock(lock, fcntl.LOCK_UN)
            yield
            return
        yield
        COMPILED.touch()

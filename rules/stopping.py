"""Stopping a long computation (a review) from outside its worker thread.

Python cannot stop a thread; a review that nobody waits for any more (the
player left the table, played again, quit) would go on for seconds of CPU
beside the next game's bots.  So the review's sampling loops call
``check()`` once a sample, and the worker that runs one says, with
``stoppable(asked)``, how to tell that it is no longer wanted: ``check``
then raises ``Stopped``.  Outside ``stoppable`` (the tests, the
benchmarks) ``check`` never raises.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager

__all__ = ["Stopped", "check", "stoppable"]

_local = threading.local()


class Stopped(Exception):
    """The computation is no longer wanted."""


@contextmanager
def stoppable(asked: Callable[[], bool]) -> Iterator[None]:
    """Within this block, in this thread, ``check`` raises ``Stopped`` once
    ``asked()`` is true."""
    before = getattr(_local, "asked", None)
    _local.asked = asked
    try:
        yield
    finally:
        _local.asked = before


def check() -> None:
    asked = getattr(_local, "asked", None)
    if asked is not None and asked():
        raise Stopped

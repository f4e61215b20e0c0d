"""The client's keys on their way to the app's pty, with a bound.

An app that stops reading (hung, or busy while keys pour in) must not
make the server hold what the client keeps sending: past ``HIGH`` bytes
waiting here the SSH channel is paused (asyncssh then stops opening the
client's window, and the client's own buffer fills instead), and it is
resumed once the pty has taken them.  What is in flight is bounded by the
channel's window (``server.WINDOW``) plus ``HIGH`` plus one packet.

Keys that wait and make no progress for ``stall`` seconds mean a table
that cannot take input: ``stalled`` is called (the session hangs it up as
a dropped link, the game saved).  It knows no SSH: the channel is two
callables, so it is tested on a pipe.
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Callable

HIGH = 65536  # bytes waiting for the pty before the channel is paused


class Inflow:
    def __init__(self, pause: Callable[[], object], resume: Callable[[], object],
                 stalled: Callable[[float], object], stall: float) -> None:
        self.pause = pause
        self.resume = resume
        self.stalled = stalled
        self.stall = stall  # seconds; 0 never hangs up
        self.fd = -1
        self.waiting = bytearray()
        self.held = True  # until the app's terminal is raw (keys typed before would be flushed)
        self.paused = False
        self.writing = False
        self.moved = 0.0  # when the pty last took a key (or keys began to wait)
        self.timer: asyncio.TimerHandle | None = None

    def attach(self, fd: int) -> None:
        """The pty's master, non-blocking; keys still wait while ``held``."""
        self.fd = fd

    def add(self, data: bytes) -> None:
        if not self.waiting:
            self.moved = asyncio.get_running_loop().time()
        self.waiting += data
        if len(self.waiting) >= HIGH and not self.paused:
            self.paused = True
            self.pause()
        if self.fd >= 0 and not self.held and not self.writing:
            self.flush()

    def release(self) -> None:
        """The app reads its keys now: give it those that waited."""
        self.held = False
        self.moved = asyncio.get_running_loop().time()
        if self.fd >= 0 and self.waiting:
            self.flush()

    def flush(self) -> None:
        try:
            written = os.write(self.fd, self.waiting)
        except BlockingIOError:
            written = 0
        except OSError:  # the app has closed its side: nothing will take them
            written = len(self.waiting)
        loop = asyncio.get_running_loop()
        if written:
            del self.waiting[:written]
            self.moved = loop.time()
        if self.waiting:
            if not self.writing:
                loop.add_writer(self.fd, self.flush)
                self.writing = True
            self._arm()
            return
        self._stop_writing()
        if self.paused:
            self.paused = False
            self.resume()  # may deliver more keys at once: add() writes them

    def detach(self) -> None:
        """The pty is closing: nothing more goes to it."""
        self._stop_writing()
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None
        self.fd = -1
        self.waiting.clear()

    def _stop_writing(self) -> None:
        if self.writing:
            asyncio.get_running_loop().remove_writer(self.fd)
            self.writing = False

    def _arm(self) -> None:
        if self.stall > 0 and self.timer is None:
            self.timer = asyncio.get_running_loop().call_at(self.moved + self.stall, self._check)

    def _check(self) -> None:
        self.timer = None
        if not self.waiting or self.fd < 0:
            return
        still = asyncio.get_running_loop().time() - self.moved
        if still >= self.stall:
            self.stalled(still)
            return
        self._arm()

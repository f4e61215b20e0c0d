"""The idle clock of one table: it runs on the client's keys.

``warn`` is called once ``warning`` seconds before the timeout (a key
since then starts over, and a later silence warns again); ``expire`` at
the timeout, never without a warning first: a loop too busy to warn in
time warns late and expires ``warning`` seconds after.  A timeout of 0 never fires.  It knows no SSH and no process,
so it is tested on a loop alone.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from ..i18n import ngettext


def idle_sentence(timeout: float) -> str:
    """What the client reads when the clock has closed the connection."""
    if timeout < 60:
        n = round(timeout)
        return ngettext("Closed after {n} second without a key; your game is saved.",
                        "Closed after {n} seconds without a key; your game is saved.", n).format(n=n)
    n = round(timeout / 60)
    return ngettext("Closed after {n} minute without a key; your game is saved.",
                    "Closed after {n} minutes without a key; your game is saved.", n).format(n=n)


class IdleClock:
    def __init__(self, timeout: float, warning: float, warn: Callable[[], object],
                 expire: Callable[[float], object]) -> None:
        self.timeout = timeout
        self.warning = warning if 0 < warning < timeout else 0.0
        self.warn = warn
        self.expire = expire
        self.last_key = 0.0
        self.warned = False
        self.expired = False
        self.timer: asyncio.TimerHandle | None = None

    def start(self) -> None:
        self.last_key = asyncio.get_running_loop().time()
        self._arm()

    def key(self) -> None:
        self.last_key = asyncio.get_running_loop().time()
        self.warned = False

    def stop(self) -> None:
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None

    def _arm(self) -> None:
        if self.timeout <= 0 or self.expired:
            return
        loop = asyncio.get_running_loop()
        if self.warning and not self.warned:
            when = self.last_key + self.timeout - self.warning
        else:
            when = self.last_key + self.timeout
        self.timer = loop.call_at(max(when, loop.time()), self._check)

    def _check(self) -> None:
        self.timer = None
        loop = asyncio.get_running_loop()
        idle = loop.time() - self.last_key
        if self.warning and not self.warned and idle >= self.timeout - self.warning:
            self.warned = True
            self.warn()
            if idle >= self.timeout:  # the warning came late (a busy loop): the player still gets its time
                self.timer = loop.call_later(self.warning, self._expire)
                return
        if idle >= self.timeout:
            self._expire()
            return
        self._arm()

    def _expire(self) -> None:
        self.timer = None
        self.expired = True
        self.expire(asyncio.get_running_loop().time() - self.last_key)

"""How many connections, for how long, and how big: the server's limits in
one place.

``Admission`` counts open connections per client address, so a single
host cannot take every seat, and apart those logged in and those not yet:
connections that never log in (from as many addresses as an attacker
has) fill only the smaller ``max_logging_in``, never a player's seat.  A
refused connection is told why.
``window_size`` bounds what a client may ask of a table's screen: a
10000×10000 window took a table to 1.4 GiB (every cell is drawn).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ..i18n import _


@dataclass(frozen=True)
class Limits:
    max_connections: int = 64  # logged-in connections
    max_logging_in: int = 16  # connections not logged in yet, counted apart: they cannot take a player's seat
    per_address: int = 4  # open connections from one client address, logged in or not
    login_grace: float = 30.0  # seconds from connect to logged in and at the table
    # Connections being read before SSH at once (the PROXY header, a look
    # at the first bytes; each for seconds at most): past it, closed unread.
    max_before_ssh: int = 128
    proxy_header: float = 5.0  # seconds a trusted proxy has to send the whole PROXY header (it sends it at once)
    idle_timeout: float = 30 * 60.0  # seconds without a key before the link is closed
    idle_warning: float = 60.0  # the warning comes this long before
    input_stall: float = 60.0  # seconds keys may wait on a table that takes none before it is hung up
    # Bytes of data a table process may hold (RLIMIT_DATA; 0: no cap).  A
    # game at the largest window holds 86 MiB (VmData, 32 of it four
    # threads' stacks, RSS 60 MiB): six times that.
    table_memory: int = 512 * 1024 * 1024


MAX_WIDTH, MAX_HEIGHT = 500, 200  # the largest window a table draws
MAX_PIXELS = 0xFFFF  # the pty's pixel sizes are 16 bits


def window_size(width: int, height: int, pixwidth: int = 0, pixheight: int = 0) -> tuple[tuple[int, int, int, int], bool]:
    """The size a table gets for the size a client asks, and whether it
    was cut down (the pixel sizes are then unknown: 0)."""
    if width <= MAX_WIDTH and height <= MAX_HEIGHT:
        return (width, height, min(pixwidth, MAX_PIXELS), min(pixheight, MAX_PIXELS)), False
    return (min(width, MAX_WIDTH), min(height, MAX_HEIGHT), 0, 0), True


class Admission:
    """Open connections by address, and how many are logged in.  ``admit``
    and ``log_in`` return None when one more may come in (and count it),
    or the sentence that refuses it."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self.by_address: Counter[str] = Counter()
        self.logged_in = 0
        self.refusing = 0  # refused connections still open until they are told why

    @property
    def total(self) -> int:
        return sum(self.by_address.values())

    @property
    def logging_in(self) -> int:
        return self.total - self.logged_in

    def full(self) -> str | None:
        if self.logged_in >= self.limits.max_connections:
            return _("The table is full ({n} connections); try again later.").format(n=self.limits.max_connections)
        return None

    def admit(self, address: str) -> str | None:
        if (refusal := self.full()) is not None:
            return refusal
        if self.logging_in >= self.limits.max_logging_in:
            return _("Too many connections are logging in at once; try again in a minute.")
        if self.by_address[address] >= self.limits.per_address:
            return _("Too many connections from your address ({n}); close one first.").format(n=self.limits.per_address)
        self.by_address[address] += 1
        return None

    def log_in(self) -> str | None:
        """An admitted connection has logged in: it takes a seat, if one is free."""
        if (refusal := self.full()) is not None:
            return refusal
        self.logged_in += 1
        return None

    def release(self, address: str, logged_in: bool) -> None:
        if self.by_address[address] > 0:
            self.by_address[address] -= 1
            if logged_in:
                self.logged_in -= 1
        if self.by_address[address] == 0:
            del self.by_address[address]

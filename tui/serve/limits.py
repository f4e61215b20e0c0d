"""How many connections, and for how long: the server's limits in one place.

``Admission`` counts open connections, in all and per client address, so a
single host cannot take every seat; a refused connection is told why.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ..i18n import _


@dataclass(frozen=True)
class Limits:
    max_connections: int = 64  # open TCP connections in all, logged in or not
    per_address: int = 4  # from one client address
    login_grace: float = 30.0  # seconds from connect to logged in and at the table
    idle_timeout: float = 30 * 60.0  # seconds without a key before the link is closed
    idle_warning: float = 60.0  # the warning comes this long before


class Admission:
    """Open connections by address.  ``admit`` returns None when one more may
    come in (and counts it), or the sentence that refuses it."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self.by_address: Counter[str] = Counter()
        self.refusing = 0  # refused connections still open until they are told why

    @property
    def total(self) -> int:
        return sum(self.by_address.values())

    def admit(self, address: str) -> str | None:
        if self.total >= self.limits.max_connections:
            return _("The table is full ({n} connections); try again later.").format(n=self.limits.max_connections)
        if self.by_address[address] >= self.limits.per_address:
            return _("Too many connections from your address ({n}); close one first.").format(n=self.limits.per_address)
        self.by_address[address] += 1
        return None

    def release(self, address: str) -> None:
        if self.by_address[address] > 0:
            self.by_address[address] -= 1
        if self.by_address[address] == 0:
            del self.by_address[address]

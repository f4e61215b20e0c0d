"""One app's link on a host with a broker (broker.py): to this host's hub,
or, while its person sits at a table another host runs, to that host.

Until then every message goes to this hub's ``Client`` and back, exactly
as without a broker.  A ``join`` for a table another host runs (the lobby
lists it, this hub has no such table) opens a visitor there and hands it
the join; from then on every message from the app goes there unchanged,
and what that host's hub sends the visitor comes back to the app (but its
``welcome``: the app has had ours).  Meanwhile this hub's lobby pushes are
not sent (the table's host sends its own, with every host's tables).
When that host says the person got up (``left``, ``closed``) or refuses
the join, the link is this hub's again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from rules.tables import Client, Person


class Exchange(Protocol):
    """What a relay needs of its host's broker (broker.Broker)."""

    host: str  # this host, as the others name it
    relays: dict[str, Relay]  # link -> the relays at a table elsewhere now

    def owner(self, table_id: str) -> str | None:
        """The other host that runs ``table_id`` (None: none, or this one)."""

    def send(self, host: str, envelope: dict) -> None:
        """``envelope`` to ``host``, after every one sent before it."""


class Relay:
    def __init__(self, broker: Exchange, link: str, person: Person, write: Callable[[dict], None],
                 cut: Callable[[], None]) -> None:
        self.broker = broker
        self.link = link
        self.person = person
        self.write = write  # to the app
        self.cut = cut  # ends the app's link (it reconnects by itself)
        self.client: Client | None = None  # this hub's, set once connected
        self.owner: str | None = None  # the host whose table this person sits at (or joins)
        self.seated = False

    def here(self, message: dict) -> None:
        """This hub's message to the app (its ``send``)."""
        if self.owner is None:
            self.write(message)

    def receive(self, message: Any) -> None:
        """One decoded line from the app."""
        if self.owner is None:
            owner = self._elsewhere(message)
            if owner is None:
                self.client.receive(message)
                return
            self.owner, self.seated = owner, False
            self.broker.relays[self.link] = self
            self._to_owner({"kind": "open", "person": {"key": self.person.key, "name": self.person.name},
                            "lang": self.client.lang})
        self._to_owner({"kind": "say", "message": message})

    def _elsewhere(self, message: Any) -> str | None:
        """The host to relay to: a ``join`` for a table another host runs."""
        if not isinstance(message, dict) or message.get("type") != "join":
            return None
        table = message.get("table")
        return self.broker.owner(table) if isinstance(table, str) else None

    def told(self, message: Any) -> None:
        """The owning host's message for this person."""
        if self.owner is None or not isinstance(message, dict):
            return
        kind = message.get("type")
        if kind == "welcome":
            return
        self.write(message)
        if kind == "seated":
            self.seated = True
        elif kind in ("left", "closed") or (kind == "refused" and not self.seated):
            self.back()

    def back(self) -> None:
        """The link is this hub's again; the owning host lets its visitor go."""
        if self.owner is None:
            return
        self._to_owner({"kind": "close"})
        self.broker.relays.pop(self.link, None)
        self.owner, self.seated = None, False

    def gone(self) -> None:
        """The owning host is gone: the app's link is cut, as a dropped
        connection (the app connects again, and finds the lobby)."""
        self.broker.relays.pop(self.link, None)
        self.owner, self.seated = None, False
        self.cut()

    def close(self) -> None:
        """The app's link ended."""
        self.back()
        if self.client is not None:
            self.client.close()

    def _to_owner(self, envelope: dict) -> None:
        self.broker.send(self.owner, envelope | {"from": self.broker.host, "link": self.link})

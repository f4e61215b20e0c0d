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

When that host dies with the table running, the app's link stays up: the
relay waits (``WAIT``) for the table to run again where a host carries it
on (this one or another: broker.py), then joins it for its person, whose
seat is kept for them there, as the app would from the lobby; the table
sends the app its ``seated`` and whole ``state`` again, and the app's
table screen goes on from it.  A request meanwhile is answered that the
table is being moved; ``leave`` stops the waiting.  A table that does not
come back in time cuts the link (the app finds the lobby again).

An app that connects while its person's seat waits for them at a table
another host runs (their link dropped, or their host died and another
carried the table on) is put back at it at once, as one host puts a
person back at a table of its own (``Hub.connect``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from rules import i18n
from rules.tables import Person

from ..i18n import _
from ..tables import Client

WAIT = 30.0  # seconds a relay whose table's host died waits for the table to run again


class Exchange(Protocol):
    """What a relay needs of its host's people across hosts (visits.Visits)."""

    host: str  # this host, as the others name it
    links: dict[str, Relay]  # link -> every relay on this host
    relays: dict[str, Relay]  # link -> the relays at a table elsewhere now
    waiting: dict[str, Relay]  # link -> the relays whose table's host died, until it runs again

    def owner(self, table_id: str) -> str | None:
        """The other host that runs ``table_id`` (None: none, or this one)."""

    def send(self, host: str, envelope: dict) -> None:
        """``envelope`` to ``host``, after every one sent before it."""

    def to_take_back(self, person: Person) -> str | None:
        """A table another host runs where ``person``'s seat waits for them."""

    def now(self) -> float:
        """The loop's clock, in seconds."""


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
        self.table: str | None = None  # that table
        self.seated = False
        self.wait_until: float | None = None  # its host died: the table is waited for until then
        self.lost_here = False  # the table was this host's and another host owns it now (``moved``)

    def connected(self, client: Client) -> None:
        """This hub's client for the app; then the person's seat back, if it
        waits for them at a table another host runs (this hub put them back
        at one of its own already)."""
        self.client = client
        if client.table is None:
            table = self.broker.to_take_back(self.person)
            if table is not None:
                self.receive({"type": "join", "table": table})

    def here(self, message: dict) -> None:
        """This hub's message to the app (its ``send``)."""
        if self.owner is None:
            self.write(message)

    @property
    def _client(self) -> Client:
        assert self.client is not None, "connected() runs before the app's first line is read (HubServer._connect)"
        return self.client

    def receive(self, message: Any) -> None:
        """One decoded line from the app."""
        if self.wait_until is not None and self._while_waiting(message):
            return
        owner = self.owner
        if owner is None:
            owner = self._elsewhere(message)
            if owner is None:
                self._client.receive(message)
                return
            self.owner, self.table, self.seated = owner, message["table"], False
            self.broker.relays[self.link] = self
            self._to_owner(owner, {"kind": "open", "person": {"key": self.person.key, "name": self.person.name},
                                   "lang": self._client.lang})
        self._to_owner(owner, {"kind": "say", "message": message})

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
        self._to_owner(self.owner, {"kind": "close"})
        self.broker.relays.pop(self.link, None)
        self.owner, self.table, self.seated = None, None, False

    def gone(self, carried_on: bool) -> None:
        """The owning host is gone.  Its table is carried on elsewhere
        (``carried_on``: it ran): the relay waits for it (``rejoin``);
        otherwise the app's link is cut, as a dropped connection (the app
        connects again, and finds the lobby)."""
        self.broker.relays.pop(self.link, None)
        self.owner, self.seated = None, False
        if carried_on and self.table is not None:
            self.wait_until, self.lost_here = self.broker.now() + WAIT, False
            self.broker.waiting[self.link] = self
            return
        self.table = None
        self.cut()

    def moved(self, table: str) -> None:
        """This host ran the person's table and another host owns it now
        (broker.table_lost): the relay waits for it to run there, as when
        a table's host dies, and the app's link stays up."""
        self.back()
        self.table, self.seated, self.lost_here = table, False, True
        self.wait_until = self.broker.now() + WAIT
        self.broker.waiting[self.link] = self

    def rejoin(self) -> None:
        """The table waited for runs again (broker.py): join it, the seat
        kept for this person there (the hub's own checks, as any join)."""
        table, self.table, self.wait_until = self.table, None, None
        self.broker.waiting.pop(self.link, None)
        self.receive({"type": "join", "table": table})

    def seated_elsewhere(self) -> None:
        """The table runs again, but this person's seat there does not wait
        for them: they sat down at it from another terminal meanwhile (one
        host tells the older terminal the same)."""
        table = self.table
        self.broker.waiting.pop(self.link, None)
        self.table, self.wait_until = None, None
        self.write({"type": "left", "table": table})

    def given_up(self) -> None:
        """The table waited for has not come back in time: the link is cut."""
        self.broker.waiting.pop(self.link, None)
        self.table, self.wait_until = None, None
        self.cut()

    def _while_waiting(self, message: Any) -> bool:
        """A request while the table is waited for: answered here (True),
        but the lobby's own (tables, lang), which this hub answers."""
        kind = message.get("type") if isinstance(message, dict) else None
        if kind in ("tables", "lang"):
            return False
        if kind == "leave":
            table = self.table
            self.broker.waiting.pop(self.link, None)
            self.table, self.wait_until = None, None
            self.write({"type": "left", "table": table})
            return True
        with i18n.speaking(self._client.lang):
            reason = (_("Your table is being moved to another host. A moment, please.") if self.lost_here else
                      _("Your table's host has stopped: it is being moved to another host. A moment, please."))
        self.write({"type": "refused", "reason": reason})
        return True

    def close(self) -> None:
        """The app's link ended."""
        self.back()
        self.broker.waiting.pop(self.link, None)
        self.broker.links.pop(self.link, None)
        if self.client is not None:
            self.client.close()

    def _to_owner(self, owner: str, envelope: dict) -> None:
        self.broker.send(owner, envelope | {"from": self.broker.host, "link": self.link})

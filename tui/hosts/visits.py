"""The people across hosts: this host's people at tables other hosts run
(their ``Relay``, relay.py), and the other hosts' people at tables this
host runs (a ``Client`` of this hub each: a visitor).  It is the relays'
``Exchange``; the broker hands it every envelope that arrives on this
host's channel and tells it which hosts are gone.

* A visitor opens, says, or closes (``open``, ``say``, ``close``); what
  this hub sends it travels back (``told``).
* A host that is gone: its visitors' seats wait for them here, as after a
  dropped link; our people relayed to it wait for its table to run again
  elsewhere (``seat_again``), or their link is cut.
* A table of ours that another host owns now (``table_lost``): our people
  wait for it there, and the visitors' hosts are told (``moved``)."""

from __future__ import annotations

from collections.abc import Callable

from rules import i18n
from rules.tables import Person

from ..tables import Client, Hub
from .listing import Listings
from .relay import Relay


class Visits:
    def __init__(self, hub: Hub, host: str, listings: Listings, send: Callable[[str, dict], None]) -> None:
        self.hub = hub
        self.host = host  # this host, as the others name it
        self.listings = listings
        self._send = send  # (host, envelope): after every one sent before it
        self.links: dict[str, Relay] = {}  # link -> every app's relay on this host
        self.visitors: dict[tuple[str, str], Client] = {}  # (host, link) -> our hub's client for a person there
        self.relays: dict[str, Relay] = {}  # link -> one of our people, at a table another host runs
        self.waiting: dict[str, Relay] = {}  # link -> one of our people whose table's host died (relay.py)
        self._links = 0

    # The relays' Exchange (relay.py) -----------------------------------------------

    def owner(self, table_id: str) -> str | None:
        """The host that runs ``table_id``, when another host does (not
        when this one does; this one's saved copy does not count)."""
        here = self.hub.tables.get(table_id)
        if here is not None and not here.saved:
            return None
        return self.listings.owner(table_id)

    def send(self, host: str, envelope: dict) -> None:
        self._send(host, envelope)

    def to_take_back(self, person: Person, table_id: str | None = None) -> str | None:
        return self.listings.to_take_back(person, table_id)

    def now(self) -> float:
        return self.hub.clock.now()

    # This host's people ---------------------------------------------------------------

    def relay(self, person: Person, write: Callable[[dict], None], cut: Callable[[], None]) -> Relay:
        """A new app link on this host (its hub's client is set after)."""
        self._links += 1
        relay = Relay(self, f"{self._links}", person, write, cut)
        self.links[relay.link] = relay
        return relay

    def seat_again(self) -> None:
        """Our people whose table's host died, back at it where it runs
        again (here or on another host); or let go, past relay.WAIT."""
        now = self.now()
        for relay in list(self.waiting.values()):
            table, until = relay.table, relay.wait_until
            assert table is not None and until is not None  # both set whenever it is in ``waiting`` (Relay.gone, moved)
            here = self.hub.tables.get(table)
            if here is not None and here.running:
                seat = here.seat_of(relay.person)
                waits = seat is not None and here.places[seat].back_on_connecting
            elif self.listings.owner(table) is not None:
                waits = self.to_take_back(relay.person, table) == table
            elif now >= until:
                relay.given_up()
                continue
            else:
                continue
            if waits:
                relay.rejoin()
            else:
                relay.seated_elsewhere()

    def hosts_gone(self, alive: set[str], carried: set[tuple[str, str]]) -> None:
        """Only ``alive`` remain; ``carried``: (host, table) that ran on a
        gone host, and another carries on."""
        for (host, link), client in list(self.visitors.items()):
            if host not in alive:  # its host is gone: its people's seats wait for them, as after a dropped link
                del self.visitors[(host, link)]
                client.close()
        for relay in list(self.relays.values()):
            if relay.owner not in alive:
                relay.gone(carried_on=(relay.owner, relay.table) in carried)

    def table_lost(self, table_id: str, clients: list) -> None:
        """Our table is another host's now: our own people wait for it to
        run there and are seated again (their relays), the people relayed
        here from other hosts likewise, on their hosts."""
        for relay in list(self.links.values()):
            if relay.client is not None and relay.client in clients:
                relay.moved(table_id)
        for (host, link), client in list(self.visitors.items()):
            if client in clients:
                del self.visitors[(host, link)]
                self.send(host, {"kind": "moved", "link": link, "table": table_id})
                client.close()

    def close(self) -> None:
        """This host stops: visitors go (their seats wait for them, as for
        a dropped link), our people's relays come home."""
        for client in list(self.visitors.values()):
            client.close()
        self.visitors.clear()
        for relay in list(self.relays.values()):
            relay.back()
        self.waiting.clear()  # their links are cut with the server's

    # Envelopes ------------------------------------------------------------------------

    def received(self, envelope: dict, sender: str) -> None:
        """One envelope on this host's channel, sealed by host ``sender``
        (broker.py): a visitor opens, says, or closes (this host runs their
        table), or a table elsewhere told one of our people something, or
        moved."""
        kind = envelope["kind"]
        if kind == "told":
            relay = self.relays.get(envelope["link"])
            if relay is not None and relay.owner == sender:  # only the host of their table speaks to them
                relay.told(envelope["message"])
            return
        if kind == "moved":  # the table we relayed to is another host's now: wait for it there
            relay = self.relays.get(envelope["link"])
            if relay is not None and relay.owner == sender and relay.table == envelope.get("table"):
                relay.gone(carried_on=True)
            return
        key = (sender, str(envelope["link"]))  # the sealing host's link: never one the envelope names
        if kind == "open":
            if key in self.visitors:
                self.visitors.pop(key).close()
            you = envelope["person"]
            person = Person(str(you["key"]), str(you["name"]))

            def send(message: dict, key: tuple[str, str] = key) -> None:
                self.send(key[0], {"kind": "told", "link": key[1], "message": message})

            self.visitors[key] = self.hub.connect(person, str(envelope.get("lang") or i18n.SOURCE_LANGUAGE), send)
        elif kind == "say":
            client = self.visitors.get(key)
            if client is not None:
                client.receive(envelope["message"])  # checked by the hub as any app's line
        elif kind == "close":
            client = self.visitors.pop(key, None)
            if client is not None:
                client.close()

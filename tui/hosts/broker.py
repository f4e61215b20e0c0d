"""Tables with people across hosts, through Redis (``kortbord serve
--broker redis://…``, with ``--database``).

A table runs once, on the host where it was made (its driver stays the
one authority, as on one host); every other host sees it in its lobby and
relays its people to it.  Through Redis:

* **The lobby.** Each host keeps its tables (those not saved: waiting or
  running) under ``kortbord:lobby:<host>``, a JSON list that expires after
  ``LEASE`` seconds unless renewed (every ``RENEW`` s, and at once after a
  change, announced on ``kortbord:lobby``).  A host that stops renewing is
  gone: its tables leave every lobby, and the people it relayed elsewhere
  are let go there.  A host lists each other host's tables for a person as
  its own (``Hub.elsewhere``), "yours" worked out from the seats' keys.
* **The people.** A person on host B who joins a table host A runs gets a
  ``Relay`` (relay.py): from then on their app's messages, unchanged,
  travel to A as ``say`` envelopes on A's channel (``kortbord:host:A``),
  where A keeps a ``Client`` of its own hub for them (a visitor) and hands
  it each message as its socket listener would; what A's hub sends that
  client travels back (``told``) to B, and B writes it to the app.  So A's
  hub applies every rule as for its own people: the same protocol checks,
  a client acts for its own seat only, and it is sent only its seat's view.

* **A host that dies.** Who runs a table is decided in PostgreSQL only
  (ownership.py, lease.py): when a host's lease there runs out with
  tables running, the first other host to claim each carries it on from
  its last save (``Hub.carry_on``), every person's seat away as after a
  dropped link; a host that finds a table of its own claimed stops it
  (``table_lost``) and hands its people to the new owner.  A host gone
  from Redis but alive in PostgreSQL keeps its place in the lobby (its
  last listing), so a Redis restart moves no one.  The people relayed to it from the other hosts
  are put back in their seats by their relays (relay.py: the app's link
  stays up); a person whose own link died with the host connects again
  (through the balancer, to any host) and is put back at once (before the
  table runs again, the lobby lists it as theirs: joining it waits for
  it).  Each host publishes whose seats a connection takes back
  (``back``), so a person is put back at a table another host runs as at
  one of their own host's.  A host that stops cleanly first publishes an
  empty lobby: its tables are saved for their people, not carried on.

Redis's pub/sub carries the envelopes: one connection publishes them in
the order they were made (a queue drained by one task), so a table's
messages arrive in order; a host that is not listening at that moment
misses them (a lost link, as a dropped connection is).  Every envelope
and every lobby is sealed with the cluster key (tui/hosts/sealed.py): the
hosts trust one another (a visitor is the person its host says, and a host
opens a visitor only for a person logged in on it: its relay exists only
for an app link whose token the host issued to an SSH login there), but
not Redis: whoever reads or writes it learns no card and acts for no
seat.  redis-py is imported only with ``--broker``.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import Callable
from typing import Any

import redis.asyncio as aioredis
from redis.exceptions import RedisError

import rules
from rules import i18n
from rules.tables import Client, Hub, Person

from ..base.serve_log import ServeLog
from .lease import LeaseKeeper
from .ownership import Renewal, node_name
from .relay import Relay
from .sealed import Seal, Unsealed

NAMESPACE = "kortbord"  # the first part of every key and channel name (one Redis can serve several Kortbords)
LEASE = 15  # seconds a host's lobby stands unrenewed: then the host is taken for gone
RENEW = 5.0  # seconds between renewals (and readings of the others' lobbies)
SETTLE = 0.05  # seconds between looks at the lobby: a change is published this soon
LISTEN_WAIT = 0.5  # seconds one read of the channels waits: how soon closing stops the listening
MAX_ENVELOPE = 1 << 21  # bytes: a longer (sealed) envelope is dropped (an app's line is 64 KiB at most)
HEALTHY_WITHIN = 2 * RENEW  # seconds since the last renewal that succeeded: past it, renewals_ok() is False
REFUSED_EVERY = 10.0  # seconds: at most one log line this often about envelopes that were not the cluster's
MAX_WAITING = 100_000  # envelopes waiting to be published: past it they are dropped (Redis is gone)
NOBODY = Person("-", "-")  # whom the published entries are worked out for: "yours" is the reader's


class Names:
    """Every Redis key and channel the brokers of one namespace use."""

    def __init__(self, namespace: str) -> None:
        self.hosts = f"{namespace}:hosts"  # a set: every host that published a lobby
        self.lobby_channel = f"{namespace}:lobby"  # "this host's lobby changed" (its name)
        self._namespace = namespace

    def lobby(self, host: str) -> str:
        return f"{self._namespace}:lobby:{host}"

    def channel(self, host: str) -> str:
        return f"{self._namespace}:host:{host}"



class Broker:
    def __init__(self, url: str, hub: Hub, *, key: bytes, log: ServeLog | None = None, lease: LeaseKeeper | None = None,
                 namespace: str = NAMESPACE) -> None:
        """``key``: the cluster key every envelope and lobby is sealed with."""
        self.url = url
        self.names = Names(namespace)
        self.hub = hub
        self.log = log
        self.lease = lease  # this node's ownership of its tables (None: tests of the broker alone)
        self.host = lease.ownership.node if lease is not None else node_name()
        self.links: dict[str, Relay] = {}  # link -> every app's relay on this host
        self.seal = Seal(key, self.host)
        self.refused = 0  # envelopes and lobbies that were not the cluster's (sealed.py)
        self._refused_told = (-REFUSED_EVERY, 0)  # (when, the count then): the last line about them
        self.renewed_at: float | None = None  # the loop's time of the last renewal that succeeded
        self.remote: dict[str, list[dict]] = {}  # host -> the tables it publishes
        self.visitors: dict[tuple[str, str], Client] = {}  # (host, link) -> our hub's client for a person there
        self.relays: dict[str, Relay] = {}  # link -> one of our people, at a table another host runs
        self.waiting: dict[str, Relay] = {}  # link -> one of our people whose table's host died (relay.py)
        self._links = 0
        self._published = ""
        self._outbox: asyncio.Queue[tuple[str, str]] = asyncio.Queue()
        self._dirty = False  # the lobby changed since it was last published
        self._tasks: list[asyncio.Task] = []  # listening, sending, renewing
        self._closing = False
        self.redis: aioredis.Redis | None = None
        self.pubsub: Any = None

    async def start(self) -> Broker:
        """Connect, publish this host's lobby, read the others'; then listen.
        RedisError (or OSError) when Redis cannot be used."""
        self.redis = aioredis.from_url(self.url, decode_responses=True)
        try:
            await self.redis.ping()
            self.pubsub = self.redis.pubsub()
            await self.pubsub.subscribe(self.names.channel(self.host), self.names.lobby_channel)
            await self._publish_lobby()
            await self._read_lobbies()
            self.renewed_at = asyncio.get_running_loop().time()
        except BaseException:
            with contextlib.suppress(RedisError, OSError):
                if self.pubsub is not None:
                    await self.pubsub.aclose()
            await self.redis.aclose()
            raise
        self.hub.attach(self)
        if self.lease is not None:
            self.lease.watchers.append(self._renewed)
        loop = asyncio.get_running_loop()
        self._tasks = [loop.create_task(work()) for work in (self._listen, self._send, self._renew)]
        return self

    async def close(self) -> None:
        """Let our visitors go (their seats wait for them, as for a dropped
        link) and take this host's tables out of every lobby."""
        for client in list(self.visitors.values()):
            client.close()
        self.visitors.clear()
        for relay in list(self.relays.values()):
            relay.back()
        self.waiting.clear()  # their links are cut with the server's
        await self._drain()
        self._closing = True  # listening and renewing end by themselves (see _listen)
        if self._tasks:
            self._tasks[1].cancel()  # the sending task, idle now
            await asyncio.wait(self._tasks, timeout=LISTEN_WAIT * 4)
            for task in self._tasks:
                task.cancel()
        if self.redis is not None:
            with contextlib.suppress(RedisError, OSError):
                # Nothing runs here any more (every table is saved for its
                # people): the others are told so before this host goes, so
                # none of them carries a table on.
                await self.redis.set(self.names.lobby(self.host), "[]", ex=LEASE)
                await self.redis.publish(self.names.lobby_channel, self.host)
                await asyncio.sleep(SETTLE * 4)
                await self.redis.delete(self.names.lobby(self.host))
                await self.redis.srem(self.names.hosts, self.host)
                await self.redis.publish(self.names.lobby_channel, self.host)
            with contextlib.suppress(RedisError, OSError):
                await self.pubsub.aclose()
            await self.redis.aclose()

    def problem(self, what: str) -> None:
        if self.log is not None:
            self.log.write("broker", problem=what)

    def not_ours(self, where: str, why: Unsealed) -> None:
        """A message on ``where`` that the cluster did not seal: dropped,
        counted, and told in the log at most once every REFUSED_EVERY s."""
        self.refused += 1
        now = self.now()
        if now - self._refused_told[0] >= REFUSED_EVERY:
            self.problem(f"{self.refused - self._refused_told[1]} message(s) refused on {where}: {why}")
            self._refused_told = (now, self.refused)

    def renewals_ok(self) -> bool:
        """This node's lobby was renewed (and the others' read) lately:
        what its health answer says (tui/hosts/health.py)."""
        return self.renewed_at is not None and asyncio.get_running_loop().time() - self.renewed_at <= HEALTHY_WITHIN

    # The lobby ------------------------------------------------------------------

    def published(self) -> list[dict]:
        """This host's tables as the other hosts list them (in the source
        language; "yours" left to each reader, from ``keys``)."""
        entries = []
        with i18n.speaking(i18n.SOURCE_LANGUAGE):
            for table in self.hub.tables.values():
                if not table.saved:
                    entry = table.lobby_entry(NOBODY)
                    entry["keys"] = [None if place.person is None else place.person.key for place in table.places]
                    # whose seat a connection puts back at once (Hub.connect's rule, from any host)
                    entry["back"] = [place.person.key for place in table.places if table.running and place.back_on_connecting]
                    entry["generation"] = self._generation_here(table.id)
                    entries.append(entry)
        return entries

    async def _publish_lobby(self) -> None:
        entries = self.published()
        text = json.dumps(entries, separators=(",", ":"))
        place = self.names.lobby(self.host)
        async with self.redis.pipeline(transaction=False) as pipe:
            pipe.set(place, self.seal.seal(place, entries), ex=LEASE)
            pipe.sadd(self.names.hosts, self.host)
            if text != self._published:
                pipe.publish(self.names.lobby_channel, self.host)
            await pipe.execute()
        self._published = text

    async def _read_lobbies(self) -> None:
        hosts = sorted(await self.redis.smembers(self.names.hosts))
        texts = await self.redis.mget([self.names.lobby(host) for host in hosts]) if hosts else []
        remote: dict[str, list[dict]] = {}
        for host, text in zip(hosts, texts):
            if text is None:
                await self.redis.srem(self.names.hosts, host)  # its lease ran out: gone
                continue
            if host == self.host:
                continue
            try:
                sender, entries = self.seal.open(self.names.lobby(host), text, again=True)
                if sender != host or not isinstance(entries, list):
                    raise Unsealed(f"{sender}'s lobby under {host}'s name")
            except Unsealed as why:
                self.not_ours(self.names.lobby(host), why)
                continue
            remote[host] = [entry for entry in entries if isinstance(entry, dict) and isinstance(entry.get("id"), str)]
        for host in self._alive_in_store() - set(remote) - {self.host}:
            if host in self.remote:
                remote[host] = self.remote[host]  # alive in PostgreSQL, gone from Redis (restarted): its last listing
        self._update(remote)

    def _alive_in_store(self) -> set[str]:
        return set(self.lease.alive) if self.lease is not None else set()

    def _renewed(self, renewal: Renewal) -> None:
        """A renewal of the lease (lease.py): a host whose lease ran out is gone."""
        remote = {host: entries for host, entries in self.remote.items() if host in renewal.alive}
        if remote != self.remote:
            self._update(remote)

    def _update(self, remote: dict[str, list[dict]]) -> None:
        alive = set(remote) | {self.host}
        carried: set[tuple[str, str]] = set()  # (host, table): gone with it running (a host carries it on)
        for host in set(self.remote) - alive:
            for entry in self.remote[host]:
                if entry.get("started") and not entry.get("over") and not entry.get("saved"):
                    carried.add((host, str(entry["id"])))
        for (host, link), client in list(self.visitors.items()):
            if host not in alive:  # its host is gone: its people's seats wait for them, as after a dropped link
                del self.visitors[(host, link)]
                client.close()
        for relay in list(self.relays.values()):
            if relay.owner not in alive:
                relay.gone(carried_on=(relay.owner, relay.table) in carried)
        if remote != self.remote:
            self.remote = remote
            self.hub.lobby_changed()
        self._seat_again()

    def _seat_again(self) -> None:
        """Our people whose table's host died, back at it where it runs
        again (here or on another host); or let go, past relay.WAIT."""
        now = self.now()
        for relay in list(self.waiting.values()):
            here = self.hub.tables.get(relay.table)
            if here is not None and here.running:
                seat = here.seat_of(relay.person)
                waits = seat is not None and here.places[seat].back_on_connecting
            elif self._remote_owner(relay.table) is not None:
                waits = self.to_take_back(relay.person, relay.table) == relay.table
            elif now >= relay.wait_until:
                relay.given_up()
                continue
            else:
                continue
            if waits:
                relay.rejoin()
            else:
                relay.seated_elsewhere()

    def to_take_back(self, person: Person, table_id: str | None = None) -> str | None:
        """A table another host runs (``table_id``, or any) where
        ``person``'s seat waits for them (away, or the computer's since
        their link dropped)."""
        for entries in self.remote.values():
            for entry in entries:
                back = entry.get("back")
                if isinstance(back, list) and person.key in back and table_id in (None, entry["id"]):
                    return str(entry["id"])
        return None

    def now(self) -> float:
        return self.hub.clock.now()

    # The hub's Peers (rules.tables.hub) ------------------------------------------

    def may_move(self) -> bool:
        return self.lease is None or self.lease.renewals_ok()

    def runs_elsewhere(self, table_id: str) -> bool:
        return self._remote_owner(table_id) is not None

    def lobby_changed(self) -> None:
        self._dirty = True

    def table_lost(self, table_id: str, clients: list) -> bool:
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
        return True

    def listing(self, person: Person) -> list[dict]:
        """The other hosts' tables in ``person``'s lobby, in the language
        of the moment (``Hub.post`` makes it in the receiver's): each once,
        from the host that claimed it last (the highest generation)."""
        shown: dict[str, dict] = {}
        for entries in self.remote.values():
            for entry in entries:
                try:
                    keys = entry["keys"]
                    seats = [dict(seat, yours=key == person.key) for seat, key in zip(entry["seats"], keys)]
                    title = rules.game_class(entry["game"]).display_title()
                except (KeyError, TypeError, ValueError):
                    continue  # not a table this version knows how to list
                listed = shown.get(entry["id"])
                if listed is None or _generation(entry) > _generation(listed):
                    shown[entry["id"]] = {name: value for name, value in entry.items()
                                          if name != "keys"} | {"seats": seats, "title": title}
        return [{name: value for name, value in entry.items() if name != "generation"} for entry in shown.values()]

    def owner(self, table_id: str) -> str | None:
        """The host that runs ``table_id``, when another host does (not
        when this one does; this one's saved copy does not count)."""
        here = self.hub.tables.get(table_id)
        if here is not None and not here.saved:
            return None
        return self._remote_owner(table_id)

    def _remote_owner(self, table_id: str) -> str | None:
        """The other host that lists ``table_id`` running, at the highest generation."""
        best: tuple[int, str] | None = None
        for host, entries in self.remote.items():
            for entry in entries:
                if entry["id"] == table_id and (best is None or _generation(entry) > best[0]):
                    best = (_generation(entry), host)
        return None if best is None else best[1]

    async def _renew(self) -> None:
        loop = asyncio.get_running_loop()
        due = loop.time() + RENEW
        while not self._closing:
            await asyncio.sleep(SETTLE)  # a change waits as long for the changes that come with it
            if not self._dirty and loop.time() < due:
                continue
            self._dirty, due = False, loop.time() + RENEW
            try:
                await self._publish_lobby()
                await self._read_lobbies()
                self.renewed_at = loop.time()
            except (RedisError, OSError) as error:
                self.problem(f"the lobby could not be renewed ({type(error).__name__}: {error})")

    # Envelopes ------------------------------------------------------------------

    def relay(self, person: Person, write: Callable[[dict], None], cut: Callable[[], None]) -> Relay:
        """A new app link on this host (its hub's client is set after)."""
        self._links += 1
        relay = Relay(self, f"{self._links}", person, write, cut)
        self.links[relay.link] = relay
        return relay

    def _generation_here(self, table_id: str) -> int:
        generation = self.lease.ownership.generation(table_id) if self.lease is not None else None
        return generation or 0

    def send(self, host: str, envelope: dict) -> None:
        """``envelope`` to ``host``, after every one sent before it."""
        if self._outbox.qsize() >= MAX_WAITING:
            self.problem(f"an envelope to {host} dropped: {MAX_WAITING} wait already")
            return
        channel = self.names.channel(host)
        self._outbox.put_nowait((channel, self.seal.seal(channel, envelope)))  # sealed now: in the order sent

    async def _send(self) -> None:
        while True:
            batch = [await self._outbox.get()]
            while not self._outbox.empty() and len(batch) < 256:
                batch.append(self._outbox.get_nowait())
            try:
                async with self.redis.pipeline(transaction=False) as pipe:
                    for channel, text in batch:
                        pipe.publish(channel, text)
                    await pipe.execute()
            except (RedisError, OSError) as error:
                self.problem(f"{len(batch)} envelopes lost ({type(error).__name__}: {error})")
            finally:
                for _ in batch:
                    self._outbox.task_done()

    async def _drain(self) -> None:
        if self._tasks and not self._tasks[1].done():  # the sending task
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._outbox.join(), 5)

    async def _listen(self) -> None:
        # get_message with a timeout, not listen(): a task cancelled inside
        # redis-py's read may never end; this one ends when asked (close).
        while not self._closing:
            try:
                message = await self.pubsub.get_message(ignore_subscribe_messages=True, timeout=LISTEN_WAIT)
            except (RedisError, OSError) as error:
                self.problem(f"the channels could not be read ({type(error).__name__}: {error})")
                await asyncio.sleep(1.0)
                continue
            if message is None or message.get("type") != "message":
                continue
            data = message["data"]
            if message["channel"] == self.names.lobby_channel:
                if data != self.host:
                    try:
                        await self._read_lobbies()
                    except (RedisError, OSError) as error:
                        self.problem(f"the lobbies could not be read ({type(error).__name__}: {error})")
                continue
            if len(data) > MAX_ENVELOPE:
                self.problem(f"an envelope of {len(data)} bytes dropped")
                continue
            try:
                sender, envelope = self.seal.open(message["channel"], data)
            except Unsealed as why:
                self.not_ours(message["channel"], why)
                continue
            try:
                self.received(envelope, sender)
            except Exception as error:  # noqa: BLE001 - one bad envelope must not stop the others
                self.problem(f"an envelope could not be handled ({type(error).__name__}: {error})")

    def received(self, envelope: dict, sender: str) -> None:
        """One envelope on this host's channel, sealed by host ``sender``: a
        visitor opens, says, or closes (this host runs their table), or a
        table elsewhere told one of our people something."""
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


def _generation(entry: dict) -> int:
    generation = entry.get("generation")
    return generation if isinstance(generation, int) else 0

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
  its own (the hub's ``Peers.listing``: listing.py), "yours" worked out from the seats' keys.
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

Redis's pub/sub carries the envelopes (outbox.py: in the order they were
made); a host that is not listening at that moment misses them (a lost
link, as a dropped connection is).  Every envelope and every lobby is
sealed with the cluster key (sealed.py): the hosts trust one another (a
visitor is the person its host says, and a host opens a visitor only for
a person logged in on it: its relay exists only for an app link whose
token the host issued to an SSH login there), but not Redis: whoever
reads or writes it learns no card and acts for no seat.  One job a file: this one connects,
publishes this host's lobby and reads the others' (listing.py), listens,
and is the hub's ``Peers``; the people across hosts are visits.py's.  The hosts trust
one another (a visitor is the person its host says): Redis must be
reachable by the hosts only.  redis-py is imported only with ``--broker``.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import Callable
from typing import Any, cast

import redis.asyncio as aioredis
from redis.exceptions import RedisError

from rules.tables import Person

from ..base.serve_log import ServeLog
from ..tables import Client, Hub
from .lease import LeaseKeeper
from .listing import Listings, published
from .outbox import Outbox
from .ownership import Renewal, node_name
from .relay import Relay
from .sealed import Seal, Unsealed
from .visits import Visits

NAMESPACE = "kortbord"  # the first part of every key and channel name (one Redis can serve several Kortbords)
LEASE = 15  # seconds a host's lobby stands unrenewed: then the host is taken for gone
RENEW = 5.0  # seconds between renewals (and readings of the others' lobbies)
SETTLE = 0.05  # seconds between looks at the lobby: a change is published this soon
LISTEN_WAIT = 0.5  # seconds one read of the channels waits: how soon closing stops the listening
MAX_ENVELOPE = 1 << 21  # bytes: a longer (sealed) envelope is dropped (an app's line is 64 KiB at most)
HEALTHY_WITHIN = 2 * RENEW  # seconds since the last renewal that succeeded: past it, renewals_ok() is False
REFUSED_EVERY = 10.0  # seconds: at most one log line this often about envelopes that were not the cluster's


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
        self.seal = Seal(key, self.host)
        self.refused = 0  # envelopes and lobbies that were not the cluster's (sealed.py)
        self._refused_told = (-REFUSED_EVERY, 0)  # (when, the count then): the last line about them
        self.renewed_at: float | None = None  # the loop's time of the last renewal that succeeded
        self.listings = Listings()
        self.outbox = Outbox(lambda: self.redis, self.problem)
        self.visits = Visits(hub, self.host, self.listings, self.send)
        self._published = ""
        self._dirty = False  # the lobby changed since it was last published
        self._tasks: list[asyncio.Task] = []  # listening, sending, renewing
        self._closing = False
        self.redis: aioredis.Redis | None = None
        self.pubsub: Any = None

    # What the server and the tests read of the people across hosts (visits.py).
    @property
    def visitors(self) -> dict[tuple[str, str], Client]:
        return self.visits.visitors

    @property
    def relays(self) -> dict[str, Relay]:
        return self.visits.relays

    @property
    def remote(self) -> dict[str, list[dict]]:
        return self.listings.remote

    def to_take_back(self, person: Person, table_id: str | None = None) -> str | None:
        return self.listings.to_take_back(person, table_id)

    def relay(self, person: Person, write: Callable[[dict], None], cut: Callable[[], None]) -> Relay:
        """A new app link on this host (its hub's client is set after)."""
        return self.visits.relay(person, write, cut)

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
        self._tasks = [loop.create_task(work()) for work in (self._listen, self.outbox.run, self._renew)]
        return self

    async def close(self) -> None:
        """Let our visitors go (their seats wait for them, as for a dropped
        link) and take this host's tables out of every lobby."""
        self.visits.close()
        if self._tasks and not self._tasks[1].done():  # the sending task
            await self.outbox.drain()
        self._closing = True  # listening and renewing end by themselves (see _listen)
        if self._tasks:
            self._tasks[1].cancel()  # the sending task, idle now
            await asyncio.wait(self._tasks, timeout=LISTEN_WAIT * 4)
            for task in self._tasks:
                task.cancel()
        if self.redis is not None:
            with contextlib.suppress(RedisError, OSError):
                # Nothing runs here any more (every table is saved for its
                # people): the others are told so before this host goes.
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
        now = self.hub.clock.now()
        if now - self._refused_told[0] >= REFUSED_EVERY:
            self.problem(f"{self.refused - self._refused_told[1]} message(s) refused on {where}: {why}")
            self._refused_told = (now, self.refused)

    def renewals_ok(self) -> bool:
        """This node's lobby was renewed (and the others' read) lately
        (HubServer.renewals_ok adds the tables' lease: lease.py)."""
        return self.renewed_at is not None and asyncio.get_running_loop().time() - self.renewed_at <= HEALTHY_WITHIN

    def send(self, host: str, envelope: dict) -> None:
        """``envelope`` to ``host``, after every one sent before it."""
        channel = self.names.channel(host)
        self.outbox.send(channel, self.seal.seal(channel, envelope))  # sealed now: in the order sent

    # The hub's Peers (tui.tables.hub) ------------------------------------------

    def listing(self, person: Person) -> list[dict]:
        return self.listings.listing(person)

    def runs_elsewhere(self, table_id: str) -> bool:
        return self.listings.owner(table_id) is not None

    def lobby_changed(self) -> None:
        self._dirty = True

    def may_move(self) -> bool:
        return self.lease is None or self.lease.renewals_ok()

    def table_lost(self, table_id: str, clients: list) -> bool:
        self.visits.table_lost(table_id, clients)
        return True

    # The lobbies --------------------------------------------------------------------

    def _generation_here(self, table_id: str) -> int:
        generation = self.lease.ownership.generation(table_id) if self.lease is not None else None
        return generation or 0

    @property
    def _redis(self) -> aioredis.Redis:
        assert self.redis is not None, "the lobbies are published and read once start() has connected"
        return self.redis

    async def _publish_lobby(self) -> None:
        entries = published(self.hub, self._generation_here)
        text = json.dumps(entries, separators=(",", ":"))
        place = self.names.lobby(self.host)
        async with self._redis.pipeline(transaction=False) as pipe:
            pipe.set(place, self.seal.seal(place, entries), ex=LEASE)
            pipe.sadd(self.names.hosts, self.host)
            if text != self._published:
                pipe.publish(self.names.lobby_channel, self.host)
            await pipe.execute()
        self._published = text

    async def _read_lobbies(self) -> None:
        members = cast("set[str]", await self._redis.smembers(self.names.hosts))  # decode_responses: every reply is a str
        hosts = sorted(members)
        texts = await self._redis.mget([self.names.lobby(host) for host in hosts]) if hosts else []
        remote: dict[str, list[dict]] = {}
        for host, text in zip(hosts, texts):
            if text is None:
                await self._redis.srem(self.names.hosts, host)  # its lease ran out: gone
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
        alive = set(self.lease.alive) if self.lease is not None else set()
        for host in alive - set(remote) - {self.host}:
            if host in self.remote:
                remote[host] = self.remote[host]  # alive in PostgreSQL, gone from Redis (restarted): its last listing
        self._update(remote)

    def _renewed(self, renewal: Renewal) -> None:
        """A renewal of the lease (lease.py): a host whose lease ran out is gone."""
        remote = {host: entries for host, entries in self.remote.items() if host in renewal.alive}
        if remote != self.remote:
            self._update(remote)

    def _update(self, remote: dict[str, list[dict]]) -> None:
        alive = set(remote) | {self.host}
        self.visits.hosts_gone(alive, self.listings.running_on(set(self.remote) - alive))
        if remote != self.remote:
            self.listings.remote = remote
            self.hub.lobby_changed()
        self.visits.seat_again()

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

    # Listening ----------------------------------------------------------------------

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
                self.visits.received(envelope, sender)
            except Exception as error:  # noqa: BLE001 - one bad envelope must not stop the others
                self.problem(f"an envelope could not be handled ({type(error).__name__}: {error})")

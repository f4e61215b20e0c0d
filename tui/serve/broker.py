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

Redis's pub/sub carries the envelopes: one connection publishes them in
the order they were made (a queue drained by one task), so a table's
messages arrive in order; a host that is not listening at that moment
misses them (a lost link, as a dropped connection is).  The hosts trust
one another (a visitor is the person its host says): Redis must be
reachable by the hosts only.  redis-py is imported only with ``--broker``.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import secrets
import socket
from collections.abc import Callable
from typing import Any

import redis.asyncio as aioredis
from redis.exceptions import RedisError

import rules
from rules import i18n
from rules.tables import Client, Hub, Person

from .log import ServeLog
from .relay import Relay

HOSTS = "kortbord:hosts"
LOBBY_CHANNEL = "kortbord:lobby"
LEASE = 15  # seconds a host's lobby stands unrenewed: then the host is taken for gone
RENEW = 5.0  # seconds between renewals (and readings of the others' lobbies)
SETTLE = 0.05  # seconds between looks at the lobby: a change is published this soon
LISTEN_WAIT = 0.5  # seconds one read of the channels waits: how soon closing stops the listening
MAX_ENVELOPE = 1 << 20  # bytes: a longer envelope is dropped (an app's line is 64 KiB at most)
MAX_WAITING = 100_000  # envelopes waiting to be published: past it they are dropped (Redis is gone)
NOBODY = Person("-", "-")  # whom the published entries are worked out for: "yours" is the reader's


def lobby_key(host: str) -> str:
    return f"kortbord:lobby:{host}"


def host_channel(host: str) -> str:
    return f"kortbord:host:{host}"


def host_name() -> str:
    """This server among the hosts: its host name and a random tail (two
    servers on one machine are two hosts)."""
    return f"{socket.gethostname()[:40]}-{secrets.token_hex(4)}"


class Broker:
    def __init__(self, url: str, hub: Hub, *, log: ServeLog | None = None, host: str | None = None) -> None:
        self.url = url
        self.hub = hub
        self.log = log
        self.host = host or host_name()
        self.remote: dict[str, list[dict]] = {}  # host -> the tables it publishes
        self.visitors: dict[tuple[str, str], Client] = {}  # (host, link) -> our hub's client for a person there
        self.relays: dict[str, Relay] = {}  # link -> one of our people, at a table another host runs
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
            await self.pubsub.subscribe(host_channel(self.host), LOBBY_CHANNEL)
            await self._publish_lobby()
            await self._read_lobbies()
        except BaseException:
            with contextlib.suppress(RedisError, OSError):
                if self.pubsub is not None:
                    await self.pubsub.aclose()
            await self.redis.aclose()
            raise
        self.hub.lobby_watchers.append(self._lobby_changed)
        self.hub.elsewhere = self.listing
        self.hub.runs_elsewhere = lambda table_id: self._remote_owner(table_id) is not None
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
        await self._drain()
        self._closing = True  # listening and renewing end by themselves (see _listen)
        if self._tasks:
            self._tasks[1].cancel()  # the sending task, idle now
            await asyncio.wait(self._tasks, timeout=LISTEN_WAIT * 4)
            for task in self._tasks:
                task.cancel()
        if self.redis is not None:
            with contextlib.suppress(RedisError, OSError):
                await self.redis.delete(lobby_key(self.host))
                await self.redis.srem(HOSTS, self.host)
                await self.redis.publish(LOBBY_CHANNEL, self.host)
            with contextlib.suppress(RedisError, OSError):
                await self.pubsub.aclose()
            await self.redis.aclose()

    def problem(self, what: str) -> None:
        if self.log is not None:
            self.log.write("broker", problem=what)

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
                    entries.append(entry)
        return entries

    async def _publish_lobby(self) -> None:
        text = json.dumps(self.published(), separators=(",", ":"))
        async with self.redis.pipeline(transaction=False) as pipe:
            pipe.set(lobby_key(self.host), text, ex=LEASE)
            pipe.sadd(HOSTS, self.host)
            if text != self._published:
                pipe.publish(LOBBY_CHANNEL, self.host)
            await pipe.execute()
        self._published = text

    async def _read_lobbies(self) -> None:
        hosts = sorted(await self.redis.smembers(HOSTS))
        texts = await self.redis.mget([lobby_key(host) for host in hosts]) if hosts else []
        remote: dict[str, list[dict]] = {}
        for host, text in zip(hosts, texts):
            if text is None:
                await self.redis.srem(HOSTS, host)  # its lease ran out: gone
                continue
            if host == self.host:
                continue
            try:
                entries = json.loads(text)
            except ValueError:
                self.problem(f"host {host}: its lobby is not JSON")
                continue
            remote[host] = [entry for entry in entries if isinstance(entry, dict) and isinstance(entry.get("id"), str)]
        alive = set(remote) | {self.host}
        for (host, link), client in list(self.visitors.items()):
            if host not in alive:  # its host is gone: its people's seats wait for them, as after a dropped link
                del self.visitors[(host, link)]
                client.close()
        for relay in list(self.relays.values()):
            if relay.owner not in alive:
                relay.gone()
        if remote != self.remote:
            self.remote = remote
            self.hub.lobby_changed()

    def listing(self, person: Person) -> list[dict]:
        """The other hosts' tables in ``person``'s lobby, in the language
        of the moment (``Hub.post`` makes it in the receiver's)."""
        shown = []
        for entries in self.remote.values():
            for entry in entries:
                try:
                    keys = entry["keys"]
                    seats = [dict(seat, yours=key == person.key) for seat, key in zip(entry["seats"], keys)]
                    title = rules.game_class(entry["game"]).display_title()
                except (KeyError, TypeError, ValueError):
                    continue  # not a table this version knows how to list
                shown.append({name: value for name, value in entry.items() if name != "keys"} | {"seats": seats, "title": title})
        return shown

    def owner(self, table_id: str) -> str | None:
        """The host that runs ``table_id``, when another host does (not
        when this one does; this one's saved copy does not count)."""
        here = self.hub.tables.get(table_id)
        if here is not None and not here.saved:
            return None
        return self._remote_owner(table_id)

    def _remote_owner(self, table_id: str) -> str | None:
        return next((host for host, entries in self.remote.items() if any(e["id"] == table_id for e in entries)), None)

    def _lobby_changed(self) -> None:
        self._dirty = True

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
            except (RedisError, OSError) as error:
                self.problem(f"the lobby could not be renewed ({type(error).__name__}: {error})")

    # Envelopes ------------------------------------------------------------------

    def relay(self, person: Person, write: Callable[[dict], None], cut: Callable[[], None]) -> Relay:
        """A new app link on this host (its hub's client is set after)."""
        self._links += 1
        return Relay(self, f"{self._links}", person, write, cut)

    def send(self, host: str, envelope: dict) -> None:
        """``envelope`` to ``host``, after every one sent before it."""
        if self._outbox.qsize() >= MAX_WAITING:
            self.problem(f"an envelope to {host} dropped: {MAX_WAITING} wait already")
            return
        self._outbox.put_nowait((host_channel(host), json.dumps(envelope, ensure_ascii=False, separators=(",", ":"))))

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
            if message["channel"] == LOBBY_CHANNEL:
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
                self.received(json.loads(data))
            except Exception as error:  # noqa: BLE001 - one bad envelope must not stop the others
                self.problem(f"an envelope could not be handled ({type(error).__name__}: {error})")

    def received(self, envelope: dict) -> None:
        """One envelope on this host's channel: a visitor opens, says, or
        closes (this host runs their table), or a table elsewhere told one
        of our people something."""
        kind = envelope["kind"]
        if kind == "told":
            relay = self.relays.get(envelope["link"])
            if relay is not None:
                relay.told(envelope["message"])
            return
        key = (str(envelope["from"]), str(envelope["link"]))
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

"""Issue 39, fault 6: whoever holds the Redis password is not a host.

Two hubs share a real redis-server (and PostgreSQL); anna on A makes a
Hearts table, bo on B joins it (relayed through Redis) and they play into
the hand.  A raw Redis client, with nothing but Redis, listens to every
channel (``PSUBSCRIBE *``) and reads every key: no card of anyone's hand
is in anything it sees, though bo's hand travelled to him through it.
Then it writes: a forged envelope that opens bo as a visitor at A and
sits him down, every envelope it saw replayed, B's re-addressed to A, a
forged ``left`` to bo's relay on B, and a forged lobby of a host of its
own.  None is taken: A has no visitor but B's, the table is where it was,
bo's link heard nothing of it, and no lobby lists the forged table."""

from __future__ import annotations

import asyncio
import json
import re

import pytest

from rules.tables import Person
from tests.hosts.test_tables_across_hosts import AppLine, settled, two_hosts  # noqa: F401 - two_hosts: a fixture
from tests.narrow import present

aioredis = pytest.importorskip("redis.asyncio")

CARD = re.compile(r'"(?:10|[2-9JQKA])[SHDC]"')  # a card as the wire writes it: {"c": "QS"}


class Eavesdropper:
    """A Redis client with the password and nothing else: it hears every
    channel, from the moment it starts."""

    def __init__(self, url: str) -> None:
        self.redis = aioredis.from_url(url)
        self.heard: list[tuple[str, bytes]] = []  # (channel, payload)
        self.task: asyncio.Task | None = None

    async def start(self) -> Eavesdropper:
        self.pubsub = self.redis.pubsub()
        await self.pubsub.psubscribe("*")
        self.task = asyncio.get_running_loop().create_task(self._listen())
        return self

    async def _listen(self) -> None:
        while True:
            message = await self.pubsub.get_message(ignore_subscribe_messages=True, timeout=0.2)
            if message is not None and message["type"] == "pmessage":
                self.heard.append((message["channel"].decode(), message["data"]))

    async def values(self, namespace: str) -> dict[str, bytes]:
        """Every string key of the namespace, read."""
        found = {}
        async for key in self.redis.scan_iter(f"{namespace}:*"):
            if await self.redis.type(key) == b"string":
                found[key.decode()] = await self.redis.get(key)
        return found

    async def close(self) -> None:
        present(self.task).cancel()
        await self.pubsub.aclose()
        await self.redis.aclose()


async def still(log: list, quiet: float = 1.0, timeout: float = 15.0) -> None:
    """Until the table's log has not grown for ``quiet`` seconds."""
    loop = asyncio.get_running_loop()
    deadline, length, since = loop.time() + timeout, len(log), loop.time()
    while loop.time() - since < quiet:
        assert loop.time() < deadline, "the table never waited"
        await asyncio.sleep(0.05)
        if len(log) != length:
            length, since = len(log), loop.time()


async def test_with_only_redis_no_card_is_read_and_no_seat_is_taken(two_hosts, redis_server):  # noqa: F811
    one, two, _hidden = two_hosts
    namespace = one.broker_namespace
    spy = await Eavesdropper(redis_server.url).start()
    try:
        anna = await AppLine.open(one, Person("SHA256:anna", "anna"))
        bo = await AppLine.open(two, Person("SHA256:bo", "bo"))
        anna.say(type="create", game="hearts", people=[2], seed=31)
        table = (await anna.until(lambda m: m["type"] == "seated", "anna seated"))["table"]
        await bo.until(lambda m: m["type"] == "tables" and any(t["id"] == table for t in m["tables"]), "A's table on B")
        bo.say(type="join", table=table)
        for line in (anna, bo):
            await line.until(lambda m: m["type"] == "state", "at the table")
        log = one.hub.tables[table].driver.log
        await asyncio.wait_for(asyncio.gather(*(line.play_along(lambda: len(log) >= 12) for line in (anna, bo))), 30)
        await still(log)  # the table waits for a person now: the computer's moves made, the last envelopes heard

        # Reading: bo's hand came to him through Redis, and nothing heard or stored shows a card.
        assert any(CARD.search(json.dumps(m)) for m in bo.messages if m["type"] in ("state", "update"))
        ours = [(channel, data) for channel, data in spy.heard if channel.startswith(f"{namespace}:")]
        relayed = [data for channel, data in ours if channel.startswith(f"{namespace}:host:")]
        assert len(relayed) > 20  # bo's moves to A, A's messages to bo
        stored = await spy.values(namespace)
        assert any(key.startswith(f"{namespace}:lobby:") for key in stored)
        for where, data in ours + list(stored.items()):
            text = data.decode("ascii", "replace")
            assert not CARD.search(text) and '"anna"' not in text and '"hearts"' not in text, (where, text[:200])

        # Writing: forged, replayed, re-addressed; none is taken.
        a_channel, b_channel = one.broker.names.channel(one.broker.host), two.broker.names.channel(two.broker.host)
        (bo_link,) = two.broker.relays
        visitors, moves, refused = set(one.broker.visitors), len(log), one.broker.refused + two.broker.refused
        assert {host for host, _link in visitors} == {two.broker.host}
        bo_mark = len(bo.messages)
        forged = [
            (a_channel, {"kind": "open", "from": "mallory", "link": "1", "lang": "en",
                         "person": {"key": "SHA256:bo", "name": "bo"}}),
            (a_channel, {"kind": "say", "from": "mallory", "link": "1", "message": {"type": "join", "table": table}}),
            (a_channel, {"kind": "open", "from": two.broker.host, "link": "99", "lang": "en",
                         "person": {"key": "SHA256:bo", "name": "bo"}}),  # in B's name
            (a_channel, {"kind": "say", "from": two.broker.host, "link": "99",
                         "message": {"type": "join", "table": table}}),
            (b_channel, {"kind": "told", "link": bo_link, "message": {"type": "left", "table": table}}),
        ]
        for channel, envelope in forged:
            await spy.redis.publish(channel, json.dumps(envelope))
        for channel, data in ours:
            if channel in (a_channel, b_channel):
                await spy.redis.publish(channel, data)  # replayed where it was heard
                await spy.redis.publish(a_channel if channel == b_channel else b_channel, data)  # re-addressed
        fake = [{"id": "t999", "game": "hearts", "options": {}, "host": "mallory", "started": False, "over": False,
                 "saved": False, "seats": [{"kind": "open"}], "keys": [None], "back": []}]
        await spy.redis.sadd(f"{namespace}:hosts", "mallory")
        await spy.redis.set(f"{namespace}:lobby:mallory", json.dumps(fake), ex=30)
        await spy.redis.publish(f"{namespace}:lobby", "mallory")
        sent = len(forged) + 2 * sum(1 for channel, _data in ours if channel in (a_channel, b_channel))
        await settled(lambda: one.broker.refused + two.broker.refused - refused >= sent, "every forgery refused", 10)
        await asyncio.sleep(0.5)
        assert set(one.broker.visitors) == visitors  # no visitor but B's bo
        await still(log)
        assert [seat for seat, _action in log[moves:] if seat in (0, 2)] == []  # no move for a person's seat
        assert one.hub.tables[table].places[2].person.name == "bo"
        assert [m["type"] for m in bo.messages[bo_mark:] if m["type"] in ("left", "seated", "closed")] == []
        assert "mallory" not in one.broker.remote and "mallory" not in two.broker.remote
    finally:
        await spy.close()

"""Tables with people across two hosts through a real Redis (and one
PostgreSQL, whose sequence numbers their tables): a table opened on host A
is in host B's lobby; a person on B joins it and plays, with the same
messages as on one host; A's hub checks every request (a seat acts for
itself only) and every message to every seat is searched for another
seat's hidden cards (tests/rules/tables/hidden.py); what the person on B
is sent is exactly what A's hub sent them.  When A dies, B carries its
table on from its last save and its people sit again by connecting to B.
Each test's hosts have a Redis namespace of their own (tests run side by
side on one redis-server)."""

from __future__ import annotations

import asyncio
import json
import secrets

import pytest

from rules.tables import Person
from rules.tables.wire import decode
from tests.rules.tables.hidden import Hidden
from tests.tui.serve.test_hub_server import open_link

pytest.importorskip("redis")
psycopg = pytest.importorskip("psycopg")

from tui.serve.hub_server import HubServer  # noqa: E402
from tui.store.pg.tables import PgTableStore  # noqa: E402

TABLE_KINDS = ("seated", "state", "update", "seats", "refused", "left", "closed", "paused", "pause_asked", "hint")


class AppLine:
    """A person's app on one host's socket: every message kept, in order."""

    def __init__(self, reader, writer) -> None:
        self.reader, self.writer = reader, writer
        self.messages: list[dict] = []

    @classmethod
    async def open(cls, server: HubServer, person: Person) -> AppLine:
        return cls(*await open_link(server.issue(person)))

    def say(self, **message) -> None:
        self.writer.write(json.dumps(message).encode() + b"\n")

    async def until(self, test, what: str, timeout: float = 10.0) -> dict:
        """The first message (kept or to come) that ``test`` accepts."""
        seen = 0
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            for message in self.messages[seen:]:
                if test(message):
                    return message
            seen = len(self.messages)
            line = await asyncio.wait_for(self.reader.readline(), max(0.01, deadline - loop.time()))
            assert line, f"the link closed before {what}"
            self.messages.append(json.loads(line))

    def last(self, kind: str) -> dict:
        return next(m for m in reversed(self.messages) if m["type"] == kind)


@pytest.fixture
async def two_hosts(postgres, redis_server, tmp_path):
    database = postgres.new_database(f"across_{secrets.token_hex(4)}")
    hidden = Hidden()
    on_redis = {"broker": redis_server.url, "broker_namespace": f"test-{secrets.token_hex(4)}"}  # no other test's hosts
    one = await HubServer(tmp_path / "a", store=PgTableStore(database), tap=hidden.tap, **on_redis).start()
    hidden.hub = one.hub
    two = await HubServer(tmp_path / "b", store=PgTableStore(database), **on_redis).start()
    yield one, two, hidden
    await two.close()
    await one.close()


async def test_a_person_on_another_host_sees_joins_and_plays_a_table(two_hosts):
    one, two, hidden = two_hosts
    anna = await AppLine.open(one, Person("SHA256:anna", "anna"))
    bo = await AppLine.open(two, Person("SHA256:bo", "bo"))
    await bo.until(lambda m: m["type"] == "tables", "bo's first lobby")
    anna.say(type="create", game="hearts", people=[2], seed=11)
    table = (await anna.until(lambda m: m["type"] == "seated", "anna seated"))["table"]

    listed = await bo.until(lambda m: m["type"] == "tables" and any(t["id"] == table for t in m["tables"]), "A's table in B's lobby")
    entry = next(t for t in listed["tables"] if t["id"] == table)
    assert (entry["title"], entry["host"], [s["kind"] for s in entry["seats"]]) == ("Hearts", "anna", ["person", "computer", "open", "computer"])
    assert table not in two.hub.tables  # it runs on A only

    bo.say(type="join", table=table)
    assert (await bo.until(lambda m: m["type"] == "seated", "bo seated"))["seat"] == 2
    state = await bo.until(lambda m: m["type"] == "state", "bo's state")  # every person seat taken: it starts
    assert state["table"] == table and decode(state["view"]).seat == 0  # his own seat, turned to be seat 0
    await anna.until(lambda m: m["type"] == "state", "anna's state")

    theirs = str(decode(anna.last("state")["legal"])[0])  # anna's pass: cards bo does not hold
    bo.say(type="act", action=theirs, seat=0)
    assert (await bo.until(lambda m: m["type"] == "refused", "the seat refused"))["reason"] == "You can act only for your own seat."
    mark = len(bo.messages)
    bo.say(type="act", action=theirs)
    refusal = await bo.until(lambda m: m["type"] == "refused" and bo.messages.index(m) >= mark, "anna's cards refused")
    assert refusal["reason"]

    mine = str(decode(state["legal"])[0])
    bo.say(type="act", action=mine)
    own = await bo.until(lambda m: m["type"] == "update" and m["seat"] == 0, "bo's own move told to him")
    assert own["action"] == mine
    anna.say(type="act", action=theirs)
    told = await anna.until(lambda m: m["type"] == "update" and m["seat"] == 0, "anna's move told to her")
    assert told["action"] == theirs
    assert one.hub.tables[table].driver.log[:2] and {seat for seat, _text in one.hub.tables[table].driver.log} >= {0, 2}

    await asyncio.sleep(0.3)  # what is still on its way
    hidden.assert_clean()  # every message to every seat, bo's at B included, hides the others' cards
    sent_to_bo = [m for key, m in tapped(hidden) if key == "SHA256:bo" and m["type"] in TABLE_KINDS]
    got = [m for m in bo.messages if m["type"] in TABLE_KINDS]
    assert got == sent_to_bo[:len(got)] and len(got) >= 4  # A's messages, unchanged, in order
    for line in (anna, bo):
        line.writer.close()


async def settled(condition, what: str, timeout: float = 10.0) -> None:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not condition():
        assert loop.time() < deadline, f"never: {what}"
        await asyncio.sleep(0.02)


def tapped(hidden: Hidden) -> list[tuple[str, dict]]:
    return hidden.seen


async def test_the_person_leaves_the_table_and_is_back_in_their_own_hosts_lobby(two_hosts):
    one, two, _hidden = two_hosts
    anna = await AppLine.open(one, Person("SHA256:anna", "anna"))
    bo = await AppLine.open(two, Person("SHA256:bo", "bo"))
    anna.say(type="create", game="hearts", people=[1, 2], seed=5)
    table = (await anna.until(lambda m: m["type"] == "seated", "anna seated"))["table"]
    await bo.until(lambda m: m["type"] == "tables" and any(t["id"] == table for t in m["tables"]), "A's table in B's lobby")
    bo.say(type="join", table=table, seat=1)
    await bo.until(lambda m: m["type"] == "seated", "bo seated")
    listed = await bo.until(lambda m: m["type"] == "tables" and any(s["yours"] for t in m["tables"] for s in t["seats"]),
                            "his seat shown as his")
    assert [s["yours"] for s in next(t for t in listed["tables"] if t["id"] == table)["seats"]] == [False, True, False, False]
    bo.say(type="leave")
    await bo.until(lambda m: m["type"] == "left", "bo up again")
    assert not two.broker.relays  # the link is B's own again
    await settled(lambda: not one.broker.visitors, "A lets its visitor go")
    mark = len(bo.messages)
    bo.say(type="create", game="clover", seed=3)  # on his own host now
    made = await bo.until(lambda m: m["type"] == "seated" and bo.messages.index(m) >= mark, "bo's own table")
    assert made["table"] in two.hub.tables and made["table"] != table  # numbered by the shared sequence
    for line in (anna, bo):
        line.writer.close()


def test_the_broker_needs_the_database():
    from tui.serve.cli import parse_args

    with pytest.raises(SystemExit):
        parse_args(["--broker", "redis://127.0.0.1:6379/0"])
    assert parse_args(["--broker", "redis://r/0", "--database", "postgresql://d/k"]).broker == "redis://r/0"


async def test_a_broker_that_cannot_be_reached_stops_the_server_with_the_reason(database, tmp_path, zygote):
    from tests.hosts.haproxy import free_port
    from tui.serve.server import ServeConfig, TableServer

    config = ServeConfig(data=tmp_path / "serve", port=0, database=database, broker=f"redis://127.0.0.1:{free_port()}/0")
    server = TableServer(config, zygote)
    with pytest.raises(RuntimeError, match="the broker cannot be used .*ConnectionError"):
        await server.start()
    await server.close()


async def test_a_host_started_while_a_table_runs_elsewhere_neither_lists_nor_reopens_its_saved_copy(two_hosts, redis_server,
                                                                                                    tmp_path):
    one, two, _hidden = two_hosts
    anna = await AppLine.open(one, Person("SHA256:anna", "anna"))
    anna.say(type="create", game="hearts", seed=9)  # nobody else: it starts, and A autosaves it into the database
    table = (await anna.until(lambda m: m["type"] == "seated", "anna seated"))["table"]
    await anna.until(lambda m: m["type"] == "state", "anna's state")
    store = one.hub.store
    await settled(lambda: table in store.load_all(), "the running table autosaved")
    anna.writer.close()
    await settled(lambda: one.hub.tables[table].places[0].kind == "away", "anna's link dropped on A")

    three = await HubServer(tmp_path / "c", store=PgTableStore(store.link.dsn), broker=redis_server.url,
                            broker_namespace=one.broker_namespace).start()
    try:
        assert three.hub.tables[table].saved  # read back from the database at its start: a copy
        again = await AppLine.open(three, Person("SHA256:anna", "anna"))
        lobby = await again.until(lambda m: m["type"] == "tables" and any(  # as A published it once her link dropped
            t["id"] == table and t["seats"][0]["kind"] == "away" for t in m["tables"]), "anna's lobby on C")
        (entry,) = [t for t in lobby["tables"] if t["id"] == table]  # once: the table A runs, not C's copy
        assert not entry["saved"] and [s["kind"] for s in entry["seats"]] == ["away", "computer", "computer", "computer"]
        again.say(type="reopen", table=table)
        refused = await again.until(lambda m: m["type"] == "refused", "the copy not reopened")
        assert refused["reason"] == "This table is being played on another host: join it from the lobby."
        again.say(type="join", table=table)  # her own seat back, at A
        assert (await again.until(lambda m: m["type"] == "seated", "anna seated again"))["seat"] == 0
        state = await again.until(lambda m: m["type"] == "state", "her table again")
        assert state["table"] == table and one.hub.tables[table].places[0].kind == "person"
        assert not three.hub.tables[table].started  # it runs on A only
        again.writer.close()
    finally:
        await three.close()


async def die(server: HubServer) -> None:
    """A host that dies: no more renewals, its lobby left to expire, its
    links cut, nothing saved."""
    broker = server.broker
    broker._closing = True  # its loops end (a task cancelled inside redis-py may go on: broker.Broker._listen)
    for task in broker._tasks:
        task.cancel()
    await asyncio.wait(broker._tasks, timeout=2)
    await broker.redis.aclose()
    server.server.close()
    for writer in list(server.links):
        writer.close()
    server.hub.tables.clear()  # its memory is gone with it
    server.keeping.shutdown(wait=True)


async def closed(line: AppLine, timeout: float = 30.0) -> None:
    while await asyncio.wait_for(line.reader.readline(), timeout):
        pass


async def test_a_table_whose_host_died_is_carried_on_by_another_and_its_people_sit_again(two_hosts, monkeypatch):
    from tui.serve import broker

    one, two, _hidden = two_hosts
    monkeypatch.setattr(broker, "LEASE", 2)  # the hosts' leases, renewed every second
    monkeypatch.setattr(broker, "RENEW", 1.0)
    anna = await AppLine.open(one, Person("SHA256:anna", "anna"))
    bo = await AppLine.open(two, Person("SHA256:bo", "bo"))
    anna.say(type="create", game="hearts", people=[2], seed=13)
    table = (await anna.until(lambda m: m["type"] == "seated", "anna seated"))["table"]
    await bo.until(lambda m: m["type"] == "tables" and any(t["id"] == table for t in m["tables"]), "A's table in B's lobby")
    bo.say(type="join", table=table)
    await bo.until(lambda m: m["type"] == "state", "bo at A's table, from B")
    state = await anna.until(lambda m: m["type"] == "state", "anna's state")
    anna.say(type="act", action=str(decode(state["legal"])[0]))
    await anna.until(lambda m: m["type"] == "update" and m["seat"] == 0, "her move")
    await settled(lambda: len(one.hub.store.load_all().get(table, {}).get("log", [])) >= 1, "autosaved with her move", 15)
    saved = one.hub.store.load_all()[table]
    await die(one)
    await closed(bo)  # B lets his relay to the dead host go: his app sees its link drop

    await settled(lambda: table in two.hub.tables and two.hub.tables[table].running, "carried on by B", 30)
    carried = two.hub.tables[table]
    assert carried.driver.log[:len(saved["log"])] == [tuple(entry) for entry in saved["log"]]
    assert [(p.kind, p.person and p.person.name) for p in carried.places] == [
        ("away", "anna"), ("computer", None), ("away", "bo"), ("computer", None)]
    for person, seat in ((Person("SHA256:anna", "anna"), 0), (Person("SHA256:bo", "bo"), 2)):
        again = await AppLine.open(two, person)  # the app connects again (through the balancer, to B)
        assert (await again.until(lambda m: m["type"] == "seated", "the seat back"))["seat"] == seat
        back = await again.until(lambda m: m["type"] == "state", "the table again")
        assert back["table"] == table and back["moves"] >= len(saved["log"])
        again.writer.close()

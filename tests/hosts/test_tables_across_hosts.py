"""Tables with people across two hosts through a real Redis (and one
PostgreSQL, whose sequence numbers their tables): a table opened on host A
is in host B's lobby; a person on B joins it and plays, with the same
messages as on one host; A's hub checks every request (a seat acts for
itself only) and every message to every seat is searched for another
seat's hidden cards (tests/rules/tables/hidden.py); what the person on B
is sent is exactly what A's hub sent them.  When A dies mid-hand, B (or
a third host) carries its table on from its last save, which holds every
move A made; the person relayed from B (or C) is back in their seat by
themselves on the same link, and A's own person is put back on logging
in again to any host.
Each test's hosts have a Redis namespace of their own (tests run side by
side on one redis-server)."""

from __future__ import annotations

import asyncio
import contextlib
import json
import secrets

import pytest

from rules.tables import Person
from rules.tables.wire import decode
from tests.hosts.cluster import KEY
from tests.narrow import present
from tests.rules.tables.hidden import Hidden
from tests.tui.serve.test_hub_server import open_link

pytest.importorskip("redis")
psycopg = pytest.importorskip("psycopg")

from tests.hosts.helpers import fenced  # noqa: E402
from tui.serve.hub_server import HubServer  # noqa: E402

LEASE = 4.0  # seconds: the nodes' leases in PostgreSQL (renewed every 0.67 s, self-stop after 2.67 s)
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

    async def until(self, test, what: str, timeout: float = 10.0, since: int = 0) -> dict:
        """The first message (kept from ``since`` on, or to come) that ``test`` accepts."""
        seen = since
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

    async def play_along(self, done) -> None:
        """Make the first legal move of every picture offering one, until ``done()``."""
        acted_at = None
        while not done():
            with contextlib.suppress(TimeoutError):
                line = await asyncio.wait_for(self.reader.readline(), 0.1)
                assert line, "the link closed"
                self.messages.append(json.loads(line))
            latest = next((m for m in reversed(self.messages) if m["type"] in ("state", "update")), None)
            if latest is not None and latest["legal"] and latest["moves"] != acted_at:
                acted_at = latest["moves"]
                self.say(type="act", action=str(decode(latest["legal"])[0]))

    def last(self, kind: str) -> dict:
        return next(m for m in reversed(self.messages) if m["type"] == kind)


@pytest.fixture
async def two_hosts(postgres, redis_server, tmp_path):
    database = postgres.new_database(f"across_{secrets.token_hex(4)}")
    hidden = Hidden()
    on_redis = {"broker": redis_server.url, "broker_namespace": f"test-{secrets.token_hex(4)}",  # no other test's hosts
                "cluster_key": KEY}
    one = await HubServer(tmp_path / "a", **fenced(database, LEASE), tap=hidden.tap, **on_redis).start()
    hidden.hub = one.hub
    two = await HubServer(tmp_path / "b", **fenced(database, LEASE), **on_redis).start()
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


async def test_four_people_on_two_hosts_play_a_hand_of_hearts_to_its_end_and_no_seat_sees_another_seats_cards(two_hosts):
    one, two, hidden = two_hosts
    people = {"anna": one, "cleo": one, "bo": two, "dag": two}  # two on each host; A runs the table
    lines = {name: await AppLine.open(host, Person(f"SHA256:{name}", name)) for name, host in people.items()}
    lines["anna"].say(type="create", game="hearts", people=[1, 2, 3], seed=21)
    table = (await lines["anna"].until(lambda m: m["type"] == "seated", "anna seated"))["table"]
    seats = {"anna": 0}
    for name in ("bo", "cleo", "dag"):
        line = lines[name]
        await line.until(lambda m: m["type"] == "tables" and any(t["id"] == table for t in m["tables"]), f"the table in {name}'s lobby")
        line.say(type="join", table=table)
        seats[name] = (await line.until(lambda m: m["type"] == "seated", f"{name} seated"))["seat"]
    assert sorted(seats.values()) == [0, 1, 2, 3] and table not in two.hub.tables
    game = one.hub.tables[table].driver.game
    await asyncio.wait_for(asyncio.gather(*(line.play_along(lambda: game.hand_number > 1 or game.is_over)
                                            for line in lines.values())), 120)
    assert game.history and game.history[0].hand_number == 1  # the first hand scored, every card played by a person
    assert {seat for seat, _text in one.hub.tables[table].driver.log} == {0, 1, 2, 3}
    await asyncio.sleep(0.3)  # what is still on its way
    hidden.assert_clean()  # every message to every seat, B's two people's included, hides the others' cards
    for name in ("bo", "dag"):  # what B's people got is what A's hub sent them, unchanged, in order
        sent = [m for key, m in tapped(hidden) if key == f"SHA256:{name}" and m["type"] in TABLE_KINDS]
        got = [m for m in lines[name].messages if m["type"] in TABLE_KINDS]
        assert got == sent[:len(got)] and len(got) > 13
    for line in lines.values():
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


def test_the_broker_needs_the_database(tmp_path):
    from tests.hosts.cluster import key_file
    from tui.hosts.credentials import SecretRefused
    from tui.serve_command import parse_args, secrets_of

    key = ["--cluster-key-file", str(key_file(tmp_path))]
    with pytest.raises(SecretRefused, match="--broker needs --database"):
        secrets_of(parse_args(["--broker", "redis://127.0.0.1:6379/0", *key]), {})
    assert secrets_of(parse_args(["--broker", "redis://r/0", "--database", "postgresql://d/k", *key]), {})[:2] == (
        "postgresql://d/k", "redis://r/0")


async def test_a_broker_that_cannot_be_reached_stops_the_server_with_the_reason(database, tmp_path, zygote):
    from tests.hosts.haproxy import free_port
    from tui.serve.server import ServeConfig, TableServer

    config = ServeConfig(data=tmp_path / "serve", port=0, database=database, broker=f"redis://127.0.0.1:{free_port()}/0",
                         cluster_key=KEY)
    server = TableServer(config, zygote)
    with pytest.raises(RuntimeError, match="the broker cannot be used .*ConnectionError"):
        await server.start()
    await server.close()


async def test_a_host_started_while_a_table_runs_elsewhere_puts_its_person_back_there_and_never_reopens_its_copy(
        two_hosts, redis_server, tmp_path):
    one, two, _hidden = two_hosts
    anna = await AppLine.open(one, Person("SHA256:anna", "anna"))
    anna.say(type="create", game="hearts", seed=9)  # nobody else: it starts, and A autosaves it into the database
    table = (await anna.until(lambda m: m["type"] == "seated", "anna seated"))["table"]
    await anna.until(lambda m: m["type"] == "state", "anna's state")
    store = one.hub.store
    await settled(lambda: table in store.load_all(), "the running table autosaved")

    three = await HubServer(tmp_path / "c", **fenced(store.link.dsn, LEASE), broker=redis_server.url,
                            broker_namespace=one.broker_namespace, cluster_key=KEY).start()
    try:
        assert three.hub.tables[table].saved  # read back from the database at its start: a copy
        other = await AppLine.open(three, Person("SHA256:anna", "anna"))  # a second terminal, through the balancer to C
        # C's first lobby may come before A's listing reaches it (a busy machine): wait for A's table in it.
        lobby = await other.until(lambda m: m["type"] == "tables" and any(t["id"] == table and not t["saved"] for t in m["tables"]),
                                  "anna's lobby on C, with A's table")
        (entry,) = [t for t in lobby["tables"] if t["id"] == table]  # once: the table A runs, not C's copy
        assert not entry["saved"] and [s["kind"] for s in entry["seats"]] == ["person", "computer", "computer", "computer"]
        other.say(type="reopen", table=table)
        refused = await other.until(lambda m: m["type"] == "refused", "the copy not reopened")
        assert refused["reason"] == "This table is being played on another host: join it from the lobby."
        other.writer.close()

        anna.writer.close()  # her link to A drops: her seat waits for her there
        await settled(lambda: present(three.broker).to_take_back(Person("SHA256:anna", "anna")) == table, "C reads her seat waits on A")
        again = await AppLine.open(three, Person("SHA256:anna", "anna"))  # she logs in again, to C
        assert (await again.until(lambda m: m["type"] == "seated", "put back at once"))["seat"] == 0
        state = await again.until(lambda m: m["type"] == "state", "her table again")
        assert state["table"] == table and one.hub.tables[table].places[0].kind == "person"  # at A, relayed from C
        assert not three.hub.tables[table].started  # it runs on A only
        again.writer.close()
    finally:
        await three.close()


async def die(server: HubServer) -> None:
    """A host that dies: its tables stop where they are, no more renewals,
    its lobby left to expire, its links cut, nothing saved but what it
    had handed its writer thread already (the moment of a SIGKILL)."""
    for table in server.hub.tables.values():
        if table.driver is not None:
            table.driver.stop()
    server.keeping.shutdown(wait=True)
    present(present(server.lease)._task).cancel()  # no more renewals: its lease in PostgreSQL runs out
    broker = present(server.broker)
    broker._closing = True  # its loops end (a task cancelled inside redis-py may go on: broker.Broker._listen)
    for task in broker._tasks:
        task.cancel()
    await asyncio.wait(broker._tasks, timeout=2)
    await present(broker.redis).aclose()
    present(server.server).close()
    for writer in list(server.links):
        writer.close()
    server.hub.tables.clear()  # its memory is gone with it


async def hearts_across(one: HubServer, on: HubServer, monkeypatch, *, seed: int) -> tuple[str, AppLine, AppLine]:
    """Anna's Hearts table on ``one`` (short leases), Bo at it from ``on``;
    both have passed: the hand is being played."""
    from tui.hosts import broker

    monkeypatch.setattr(broker, "LEASE", 2)  # the hosts' leases, renewed every second
    monkeypatch.setattr(broker, "RENEW", 1.0)
    anna = await AppLine.open(one, Person("SHA256:anna", "anna"))
    bo = await AppLine.open(on, Person("SHA256:bo", "bo"))
    anna.say(type="create", game="hearts", people=[2], seed=seed)
    table = (await anna.until(lambda m: m["type"] == "seated", "anna seated"))["table"]
    await bo.until(lambda m: m["type"] == "tables" and any(t["id"] == table for t in m["tables"]), "A's table in the lobby")
    bo.say(type="join", table=table)
    for line in (anna, bo):
        await line.until(lambda m: m["type"] == "state", "at the table")
    log = present(one.hub.tables[table].driver).log
    await asyncio.wait_for(asyncio.gather(*(line.play_along(lambda: len(log) >= 20) for line in (anna, bo))), 30)
    return table, anna, bo


async def test_a_table_whose_host_died_is_carried_on_with_every_move_and_its_people_are_back_in_their_seats(
        two_hosts, monkeypatch):
    one, two, _hidden = two_hosts
    table, anna, bo = await hearts_across(one, two, monkeypatch, seed=13)
    running = one.hub.tables[table]
    await die(one)
    played = list(running.driver.log)  # every move made on A, to its last

    await settled(lambda: table in two.hub.tables and two.hub.tables[table].running, "carried on by B", 30)
    carried = two.hub.tables[table]
    assert carried.driver.log[:len(played)] == played  # nothing lost
    mark = len(bo.messages)
    seated = await bo.until(lambda m: m["type"] == "seated", "bo back by himself", 30, since=mark)
    assert seated == {"type": "seated", "table": table, "seat": 2}  # on the same link: his app never reconnected
    state = await bo.until(lambda m: m["type"] == "state", "his table again", since=mark)
    assert state["table"] == table and state["moves"] >= len(played) and decode(state["view"]).seat == 0
    assert [(p.kind, p.person and p.person.name) for p in carried.places] == [
        ("away", "anna"), ("computer", None), ("person", "bo"), ("computer", None)]
    again = await AppLine.open(two, Person("SHA256:anna", "anna"))  # her link died with A: she logs in again, to B
    assert (await again.until(lambda m: m["type"] == "seated", "the seat back"))["seat"] == 0
    back = await again.until(lambda m: m["type"] == "state", "the table again")
    assert back["table"] == table and back["moves"] >= len(played)
    for line in (again, bo):
        line.writer.close()


async def test_a_table_carried_on_by_a_third_host_takes_its_people_back_from_the_others(two_hosts, redis_server, tmp_path,
                                                                                        monkeypatch):
    one, two, _hidden = two_hosts
    three = await HubServer(tmp_path / "c", **fenced(one.hub.store.link.dsn, LEASE), broker=redis_server.url,
                            broker_namespace=one.broker_namespace, cluster_key=KEY).start()
    try:
        async def not_here(orphan) -> None:
            """C leaves the claim to B (the first claim wins: B's, here)."""

        monkeypatch.setattr(three.lease, "_carry_on", not_here)
        table, anna, bo = await hearts_across(one, three, monkeypatch, seed=21)  # bo on C
        running = one.hub.tables[table]
        await die(one)
        played = list(running.driver.log)

        mark = len(bo.messages)
        seated = await bo.until(lambda m: m["type"] == "seated", "bo back, at B", 30, since=mark)
        assert seated["seat"] == 2 and two.hub.tables[table].running and table not in three.hub.tables
        state = await bo.until(lambda m: m["type"] == "state", "his table again", since=mark)
        assert state["moves"] >= len(played) and two.hub.tables[table].driver.log[:len(played)] == played
        assert two.hub.tables[table].places[2].kind == "person"  # relayed from C to B now
        mark = len(bo.messages)
        bo.say(type="hint")  # a request from C, answered by B's table
        assert (await bo.until(lambda m: m["type"] == "hint", "B answers him", since=mark))["reason"]

        again = await AppLine.open(three, Person("SHA256:anna", "anna"))  # her link died with A: she logs in to C
        assert (await again.until(lambda m: m["type"] == "seated", "put back at once"))["seat"] == 0
        back = await again.until(lambda m: m["type"] == "state", "her table, at B")
        assert back["table"] == table and two.hub.tables[table].places[0].kind == "person"
        for line in (again, bo):
            line.writer.close()
    finally:
        await three.close()

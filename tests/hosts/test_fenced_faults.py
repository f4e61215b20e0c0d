"""Issue 39's faults, with real processes: two ``kortbord serve`` nodes
(short leases: ``--lease 4``, renewed every 0.67 s, self-stop after
2.67 s) behind a real HAProxy, one PostgreSQL whose trigger records every
write of the table's row (faults.py), and a redis-server the nodes reach
through a TCP relay the test can cut.  Anna (on one node) and Bo (on the
other) play a Hearts table by keys while the fault injector strikes;
afterwards every write of the row is checked: the generation never went
down and each belonged to one node, the move count never went down, no
other history than the final one was ever saved, every move saved before
a fault is in the final table in order, both people are back at the one
table and play on it, and no screen ever said "Something went wrong".

The default run freezes the table's node (SIGSTOP) past its lease and
wakes it (SIGCONT): the other node carries the table on, the woken one
finds it claimed, stops it and hands Anna over (about 40 s, mostly
waiting).  ``-m soak`` strikes five times in a row: a freeze, the
broker link cut for 3 leases, Redis killed and restarted empty,
PostgreSQL stopped and started, and the owner killed."""

from __future__ import annotations

import asyncio
import secrets
import signal
import time

import pytest

from tests.hosts import haproxy as balancer
from tests.hosts.faults import Cut, check_fenced, record_writes
from tests.hosts.nodes import Node, logged_in_on, press_on, row, settled_row
from tests.hosts.redis_server import RedisServer, binary
from tests.narrow import present
from tests.tui.serve.conftest import Door, sit
from tests.tui.serve.test_shared_tables_over_ssh import make_hearts_table, to_the_lobby
from tui.serve import identity

psycopg = pytest.importorskip("psycopg")
pytest.importorskip("redis")

haproxy = balancer.haproxy
LEASE = 4.0  # the nodes' --lease: short, so a fault outlives it in seconds
WRONG = "went wrong"  # what a screen says when an error reached it


class Table:
    """Two nodes, the balancer, Anna and Bo at a Hearts table, and what
    the test saw: the row before each fault and the figures."""

    def __init__(self, database: str, nodes: list[Node], people: dict, keys, redis: RedisServer, cut: Cut, proxy) -> None:
        self.database, self.nodes, self.people, self.keys, self.redis, self.cut = database, nodes, people, keys, redis, cut
        self.proxy = proxy
        self.links: list = []
        self.figures: list[str] = []

    def owner(self) -> Node:
        with psycopg.connect(self.database, autocommit=True) as conn:
            owner = conn.execute("SELECT owner FROM kortbord_tables").fetchone()[0]
        found = [node for node in self.nodes if f"node={owner} " in node.log.read_text()]
        assert len(found) == 1, owner
        return found[0]

    async def play(self, moves: int) -> dict:
        """Both press on until the saved table has ``moves`` more moves, made by both seats."""
        start = len((row(self.database) or {"log": []})["log"])
        seats = self.seats()

        def done() -> bool:
            log = (row(self.database) or {"log": []})["log"][start:]
            return len(log) >= moves and seats <= {seat for seat, _text in log}

        await press_on(list(self.people.values()), done, timeout=90)
        return present(row(self.database))

    def seats(self) -> set[int]:
        data = present(row(self.database))
        keys = {identity.fingerprint(key) for key in self.keys[:2]}
        return {s for s, seat in enumerate(data["seats"]) if seat and seat["key"] in keys}

    def no_error_shown(self) -> None:
        for name, terminal in self.people.items():
            assert WRONG not in terminal.text(), f"{name}'s screen: {terminal.text()[-400:]}"


async def carried_on(node: Node, since: int, timeout: float = 40.0) -> float:
    """Seconds until ``node``'s log says it carried a table on (after ``since`` characters of it)."""
    began = time.monotonic()
    while "carried-on" not in node.log.read_text()[since:]:
        assert time.monotonic() - began < timeout, "the table was not carried on"
        await asyncio.sleep(0.1)
    return time.monotonic() - began


async def freeze(table: Table) -> None:
    """SIGSTOP the table's node past its lease; SIGCONT once the other carried it on."""
    owner = table.owner()
    other = next(node for node in table.nodes if node is not owner)
    mark = len(other.log.read_text())
    owner.process.send_signal(signal.SIGSTOP)
    try:
        taken = await carried_on(other, mark)
        await asyncio.sleep(1.0)
    finally:
        owner.process.send_signal(signal.SIGCONT)
    table.figures.append(f"freeze: carried on {taken:.1f} s after SIGSTOP")


async def cut_broker(table: Table) -> None:
    """The broker link of every node dropped for three leases, then healed
    (PostgreSQL stays reachable: nobody takes a table over)."""
    owner = table.owner()
    table.cut.cut()
    await asyncio.sleep(3 * LEASE)
    table.cut.heal()
    assert table.owner() is owner
    table.figures.append("broker cut: no takeover")


async def restart_redis(table: Table) -> None:
    owner = table.owner()
    process = present(table.redis.process)
    process.kill()
    process.wait()
    await asyncio.sleep(2.0)
    table.redis.start()  # empty: it keeps nothing
    await asyncio.sleep(LEASE)
    assert table.owner() is owner
    table.figures.append("redis restarted empty: no takeover")


async def restart_postgres(table: Table, postgres) -> None:
    postgres.halt()
    await asyncio.sleep(LEASE)
    postgres.resume()
    await asyncio.sleep(LEASE)
    table.figures.append("postgres stopped and started")


async def kill(table: Table) -> None:
    owner = table.owner()
    other = next(node for node in table.nodes if node is not owner)
    mark = len(other.log.read_text())
    owner.process.kill()
    owner.process.wait()
    table.figures.append(f"kill: carried on {await carried_on(other, mark):.1f} s after SIGKILL")
    began = time.monotonic()
    while "DOWN" not in table.proxy.status().values():  # HAProxy sees the node gone
        assert time.monotonic() - began < 60, table.proxy.status()
        await asyncio.sleep(0.2)
    for number, name in enumerate(("anna", "bo")):
        if owner.logged_in(name):  # their link died with the node: they log in again, through the balancer
            link, terminal = await sit(Door(table.proxy.port), table.keys[number], username=name)
            table.links.append(link)
            await terminal.wait_for("(computer)")  # straight back at the table
            table.people[name] = terminal


async def hearts_for_two(postgres, haproxy, keys, tmp_path):
    database = postgres.new_database(f"fenced_{secrets.token_hex(4)}")
    record_writes(database)
    authorized = tmp_path / "authorized_keys"
    authorized.write_text("".join(key.export_public_key().decode() for key in keys[:2]))
    redis = RedisServer().start()
    cut = await Cut(redis.port).start()
    broker = f"redis://127.0.0.1:{cut.port}/0"
    nodes = [await asyncio.to_thread(Node.start, tmp_path / name, database, broker, authorized, lease=LEASE)
             for name in ("node1", "node2")]  # in a thread: the relay to Redis runs on this loop
    proxy = await haproxy([node.port for node in nodes])
    await proxy.checked_up()
    balanced = Door(proxy.port)
    anna_link, anna = await sit(balanced, keys[0], username="anna")
    one = await logged_in_on(nodes, "anna")
    bo_link, bo = await sit(balanced, keys[1], username="bo")
    assert await logged_in_on(nodes, "bo") is not one
    await to_the_lobby(anna)
    await make_hearts_table(anna, people=2)
    await to_the_lobby(bo)
    await bo.wait_for("host anna")
    await bo.keys("\r")
    for terminal in (anna, bo):
        await terminal.wait_for("choose 3 cards")
        await terminal.keys("1", "2", "3", "\r", pause=0.3)
    table = Table(database, nodes, {"anna": anna, "bo": bo}, keys, redis, cut, proxy)
    table.links += [anna_link, bo_link]
    return table


async def strike(table: Table, faults, moves: int) -> None:
    for fault in faults:
        before = await settled_row(table.database, len(present(row(table.database))["log"]))  # every move shown is saved
        await fault(table)
        after = await table.play(moves)  # both back at the one table, each playing on it
        assert after["log"][:len(before["log"])] == before["log"], f"{fault.__name__}: a saved move was lost"
        table.no_error_shown()


async def run_faults(postgres, haproxy, keys, tmp_path, faults, moves: int = 2) -> Table:
    """``moves``: made before the first fault, and after each (by both people at least)."""
    if binary() is None:
        pytest.skip("redis-server is not installed")
    table = await hearts_for_two(postgres, haproxy, keys, tmp_path)
    try:
        await table.play(moves)
        await strike(table, faults, moves)
        final = present(row(table.database))
        figures = check_fenced(table.database, final["log"])
        print(" / ".join(table.figures), f"/ {figures['writes']} writes, generations {figures['generations']}, "
              f"{len(final['log'])} moves, lost 0")
        return table
    finally:
        for link in table.links:
            link.close()
        for node in table.nodes:
            if node.process.poll() is None:
                node.process.send_signal(signal.SIGCONT)
            node.stop()
        await table.cut.close()
        table.redis.stop()


async def test_a_frozen_node_wakes_to_find_its_table_carried_on_and_writes_nothing_over_it(
        postgres, haproxy, keys, tmp_path):
    table = await run_faults(postgres, haproxy, keys, tmp_path, [freeze])
    lost = [node for node in table.nodes if "table-lost" in node.log.read_text()
            or "another host owns it" in node.log.read_text()]
    assert lost, "the woken node never found its table claimed"


@pytest.mark.soak
async def test_five_faults_in_a_row_never_lose_a_saved_move_nor_save_two_truths(haproxy, keys, tmp_path):
    from tests.hosts.postgres import Postgres, why_not

    missing = why_not()
    if missing is not None:
        pytest.skip(missing)
    postgres = Postgres().start()  # its own: this test stops it

    async def postgres_down(table: Table) -> None:
        await restart_postgres(table, postgres)

    try:
        await run_faults(postgres, haproxy, keys, tmp_path, [freeze, cut_broker, restart_redis, postgres_down, kill], moves=4)
    finally:
        postgres.stop()

"""Two ``kortbord serve`` processes with their own data directories and
one PostgreSQL: a player saves a game on the node HAProxy sends them to
and finds it on the other, where round robin sends them next, with the
same key, where it stood; nothing of it is in either host's files."""

from __future__ import annotations

import asyncio
import json

import pytest

from tests.hosts import haproxy as balancer
from tests.hosts.test_proxy_protocol import HAPROXY_SIDE, through
from tests.tui.serve.conftest import Terminal, log_lines, sit, tables_gone
from tests.tui.serve.test_table_over_ssh import MENU, TABLE, deal_and_play, player_home, saves
from tui.serve import identity

psycopg = pytest.importorskip("psycopg")
haproxy = balancer.haproxy  # the fixture, from where it lives


async def settled_row(database: str, player: str, moves: int, timeout: float = 20.0) -> dict:
    """The player's one save in the database once it holds ``moves`` moves
    and stays put for a moment (the app waits for the player)."""
    loop = asyncio.get_running_loop()
    deadline, last, since = loop.time() + timeout, None, loop.time()
    with psycopg.connect(database, autocommit=True) as conn:
        while loop.time() < deadline:
            rows = conn.execute("SELECT data FROM kortbord_saves WHERE player = %s", (player,)).fetchall()
            data = json.loads(rows[0][0]) if len(rows) == 1 else None
            if data != last:
                last, since = data, loop.time()
            elif data is not None and len(data["log"]) >= moves and loop.time() - since > 0.8:
                return data
            await asyncio.sleep(0.1)
    raise AssertionError(f"no settled save with {moves} moves: {last and len(last['log'])}")


def logins(node) -> int:
    return sum(1 for line in log_lines(node) if line.split()[1] == "login")


async def through_to(proxy, nodes, key, node: int | None = None):
    """A session through HAProxy, and the index of the node it reached
    (``node``: the one it must reach, round robin's next)."""
    before = [logins(each) for each in nodes]
    conn = await through(proxy, key)
    _chan, terminal = await conn.create_session(Terminal, term_type="xterm-256color", term_size=(80, 24), encoding=None)
    assert isinstance(terminal, Terminal)
    await terminal.wait_for(MENU)
    reached = [n for n, each in enumerate(nodes) if logins(each) > before[n]]
    assert len(reached) == 1 and node in (None, reached[0]), (reached, node)
    return conn, terminal, reached[0]


async def test_a_game_saved_on_one_host_is_resumed_on_the_other_through_haproxy(serve, haproxy, keys, database, tmp_path):
    nodes = [await serve(data=tmp_path / name, database=database, proxy_from=(HAPROXY_SIDE,)) for name in ("one", "two")]
    proxy = await haproxy([node.port for node in nodes])
    await proxy.checked_up()
    player = identity.dir_name(identity.fingerprint(keys[0]))

    conn, terminal, first = await through_to(proxy, nodes, keys[0])
    one, two = nodes[first], nodes[1 - first]
    await deal_and_play(terminal)
    before = await settled_row(database, player, moves=5)
    await terminal.keys("\x03")  # quit: saved, and the game's lock let go
    assert await terminal.ended() == 0
    conn.close()
    await tables_gone(one)

    conn, terminal, _second = await through_to(proxy, nodes, keys[0], node=1 - first)  # round robin: the other node
    await terminal.wait_for("Resume: Hearts")
    await terminal.wait_for("hand 1 · trick 2")
    mark = terminal.mark()
    await terminal.keys("\r")
    await terminal.wait_for(TABLE, since=mark)
    resumed = await settled_row(database, player, moves=5)
    assert resumed["id"] == before["id"]
    assert resumed["log"][:len(before["log"])] == before["log"], (before["log"], resumed["log"])
    await terminal.keys("\x03")
    assert await terminal.ended() == 0
    conn.close()
    await tables_gone(two)
    assert saves(player_home(one, keys[0])) == [] and saves(player_home(two, keys[0])) == []


async def test_a_game_open_on_one_host_is_in_use_on_the_other(serve, keys, database, tmp_path):
    one = await serve(data=tmp_path / "one", database=database)
    two = await serve(data=tmp_path / "two", database=database)
    player = identity.dir_name(identity.fingerprint(keys[1]))
    conn_one, terminal_one = await sit(one, keys[1])
    await deal_and_play(terminal_one)
    await settled_row(database, player, moves=5)

    conn_two, terminal_two = await sit(two, keys[1])
    await terminal_two.wait_for(MENU)
    await terminal_two.wait_for("Resume: Hearts")
    mark = terminal_two.mark()
    await terminal_two.keys("\r")
    await terminal_two.wait_for("That game is open in another", since=mark)
    conn_two.close()
    conn_one.close()
    await tables_gone(one)
    await tables_gone(two)

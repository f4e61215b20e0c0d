"""Issue 26's table of four across hosts, over real SSH: two Kortbord
servers (each the real ``TableServer``: its SSH server, its app
processes, its hub) on one PostgreSQL and a redis-server of the test's
own, behind a real HAProxy that sends the four people round robin, two to
each node.  Anna makes a Hearts table for four on her node; the others
find it in their own node's lobby and join it by keys (the two on the
other node relayed to it); the four play the hand to its end by keys.
Every message the table's hub sends any seat, the relayed ones included,
is searched for another seat's hidden cards (tests/rules/tables/hidden.py),
and every screen shows the hand's score table."""

from __future__ import annotations

import secrets

import asyncssh
import pytest

from tests.hosts import haproxy as balancer
from tests.hosts.cluster import KEY
from tests.hosts.redis_server import RedisServer, binary
from tests.rules.tables.hidden import Hidden
from tests.tui.serve.conftest import Door, sit
from tests.tui.serve.test_shared_tables_over_ssh import join, make_hearts_table, play_by_keys, to_the_lobby

pytest.importorskip("psycopg")
pytest.importorskip("redis")

haproxy = balancer.haproxy  # the fixture, from where it lives
NAMES = ["anna", "bo", "cy", "di"]


async def test_four_people_on_two_nodes_play_a_hand_of_hearts_by_keys_and_no_seat_sees_another_seats_cards(
        serve, postgres, haproxy, tmp_path):
    if binary() is None:
        pytest.skip("redis-server is not installed (Debian: apt-get install redis-server)")
    database = postgres.new_database(f"four_{secrets.token_hex(4)}")
    redis = RedisServer().start()  # the nodes use the default namespace: a Redis of this test's own
    links = []
    try:
        hiddens, nodes = [Hidden(), Hidden()], []  # each node's hub's messages, searched against its tables
        for name, hidden in zip(("node1", "node2"), hiddens):
            nodes.append(await serve(data=tmp_path / name, database=database, broker=redis.url, cluster_key=KEY,
                                     proxy_from=("127.0.0.1/32",), tables_tap=hidden.tap))
            hidden.hub = nodes[-1].hub.hub
        proxy = await haproxy([node.port for node in nodes])
        await proxy.checked_up()
        balanced = Door(proxy.port)
        for name in NAMES:
            links.append(await sit(balanced, asyncssh.generate_private_key("ssh-ed25519"), username=name))
        terminals = [terminal for _conn, terminal in links]
        for terminal in terminals:
            await to_the_lobby(terminal)
        await make_hearts_table(terminals[0], people=4)
        home = next(node for node in nodes if node.hub.hub.tables)  # anna's node runs the table
        hidden = hiddens[nodes.index(home)]
        table = next(iter(home.hub.hub.tables.values()))
        for taken, terminal in enumerate(terminals[1:], start=2):
            await join(terminal, table, taken)
        assert table.started and [place.person.name for place in table.places] == NAMES
        other = nodes[1 - nodes.index(home)]
        assert not other.hub.hub.tables and len(other.hub.broker.relays) == 2  # bo and di, relayed from the other node

        await play_by_keys(dict(enumerate(terminals)), table, lambda: len(table.game.view(0).history) >= 1)
        scored = table.game.view(0).history[0]
        assert sum(scored.points) in (26, 78)  # a hand's 26 points, or a moon shot's 3 × 26
        for seat, terminal in enumerate(terminals):  # every screen, on either node, shows the hand's score table
            await terminal.wait_for("After hand 1")
            assert str(scored.totals[seat]) in terminal.text()
        assert hidden.table_messages > 200 and hidden.cards_seen > 1000
        hidden.assert_clean()
        lobby_only = hiddens[nodes.index(other)]  # the other node's own hub sent its two people their lobby: no card
        assert lobby_only.messages > 0 and lobby_only.cards_seen == 0 and not lobby_only.failures
        assert other.hub.hub.problems == []
        assert home.hub.hub.problems == []
    finally:
        for conn, _terminal in links:
            conn.close()
        redis.stop()

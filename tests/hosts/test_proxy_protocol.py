"""Kortbord behind a real HAProxy (tests/hosts/haproxy.py) on loopback:
players come from 127.0.0.2 and 127.0.0.3, HAProxy connects to the nodes
from 127.0.0.1, and the nodes trust only that.  The player's own address
is what a node logs and limits, with either version of the header; a
header from an address not trusted, or no header from one that is, is
refused; HAProxy's health checks see the nodes and cost no log line."""

from __future__ import annotations

import asyncio
from dataclasses import replace

import asyncssh
import pytest

from tests.tui.serve import conftest as one_host
from tests.tui.serve.conftest import TEST_LIMITS, Terminal, log_lines
from tests.tui.serve.test_table_over_ssh import MENU

from . import haproxy as balancer

# The fixtures used here, from where they live (tests/tui/serve's servers, this folder's HAProxy).
serve, zygote, keys, haproxy = one_host.serve, one_host.zygote, one_host.keys, balancer.haproxy

HAPROXY_SIDE = "127.0.0.1/32"  # where HAProxy connects to the nodes from


async def through(proxy, key, source: str = "127.0.0.2") -> asyncssh.SSHClientConnection:
    return await asyncssh.connect("127.0.0.1", proxy.port, local_addr=(source, 0), username="player",
                                  known_hosts=None, client_keys=[key], agent_path=None)


def lines(server, event: str) -> list[str]:
    return [line for line in log_lines(server) if line.split()[1] == event]


async def until(condition, what: str, timeout: float = 10.0) -> None:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not condition():
        assert loop.time() < deadline, f"never: {what}"
        await asyncio.sleep(0.05)


@pytest.mark.parametrize("send", ["send-proxy-v2", "send-proxy"])
async def test_a_player_through_haproxy_reaches_a_table_and_is_logged_with_their_own_address(serve, haproxy, keys, tmp_path, send):
    nodes = [await serve(proxy_from=(HAPROXY_SIDE,), data=tmp_path / name) for name in ("node1", "node2")]
    proxy = await haproxy([node.port for node in nodes], send=send)
    await proxy.checked_up()
    seen = []
    for key in keys[:2]:  # round robin: one player on each node
        conn = await through(proxy, key)
        _chan, terminal = await conn.create_session(Terminal, term_type="xterm-256color", term_size=(80, 24), encoding=None)
        assert isinstance(terminal, Terminal)
        await terminal.wait_for(MENU)
        seen.append((conn, conn.get_extra_info("sockname")[1]))
    logins = [lines(node, "login") for node in nodes]
    assert [len(each) for each in logins] == [1, 1]
    assert {login.split(" addr=")[1].split()[0] for (login,) in logins} == {f"127.0.0.2:{port}" for _conn, port in seen}
    assert [list(node.admission.by_address) for node in nodes] == [["127.0.0.2"], ["127.0.0.2"]]
    for conn, _port in seen:
        conn.close()


async def test_the_per_address_limit_counts_the_players_address_through_haproxy(serve, haproxy, keys):
    node = await serve(proxy_from=(HAPROXY_SIDE,), limits=replace(TEST_LIMITS, per_address=1))
    proxy = await haproxy([node.port])
    first = await through(proxy, keys[0])
    with pytest.raises(asyncssh.DisconnectError, match="Too many connections from your address"):
        await through(proxy, keys[1])
    other = await through(proxy, keys[2], source="127.0.0.3")  # everyone comes through HAProxy; only 127.0.0.2 is at its limit
    assert dict(node.admission.by_address) == {"127.0.0.2": 1, "127.0.0.3": 1}
    first.close()
    other.close()


async def test_a_header_from_an_address_not_trusted_is_refused(serve, haproxy, keys):
    node = await serve(proxy_from=("192.0.2.1/32",))  # some other balancer
    proxy = await haproxy([node.port])
    with pytest.raises((asyncssh.Error, OSError)):
        await through(proxy, keys[0])
    await until(lambda: lines(node, "refused"), "the refusal logged")
    refusals = lines(node, "refused")  # the player's connection, and HAProxy's health checks alike
    assert all("addr=127.0.0.1:" in line and "untrusted" in line for line in refusals), refusals
    assert node.admission.total == 0 and not lines(node, "login")


async def test_a_trusted_balancer_that_sends_no_header_is_refused(serve, haproxy, keys):
    node = await serve(proxy_from=(HAPROXY_SIDE,))
    proxy = await haproxy([node.port], send="")
    with pytest.raises((asyncssh.Error, OSError)):
        await through(proxy, keys[0])
    await until(lambda: lines(node, "refused"), "the refusal logged")
    assert all("not a PROXY header" in line for line in lines(node, "refused"))
    assert not lines(node, "login")


@pytest.mark.parametrize("send", ["send-proxy-v2", "send-proxy", ""])
async def test_haproxys_health_checks_see_the_nodes_and_are_not_logged(serve, haproxy, tmp_path, send):
    nodes = [await serve(proxy_from=(HAPROXY_SIDE,), data=tmp_path / name) for name in ("node1", "node2")]
    proxy = await haproxy([node.port for node in nodes], send=send)
    await proxy.checked_up()  # each node seen by a check of its own
    assert proxy.status() == {"node1": "UP", "node2": "UP"}
    await nodes[1].close()
    await until(lambda: proxy.status()["node2"] == "DOWN", "node 2 seen down")
    assert proxy.status()["node1"] == "UP"
    assert lines(nodes[0], "refused") == []


async def test_the_readmes_haproxy_configuration_works(serve, haproxy, keys, tmp_path):
    nodes = [await serve(proxy_from=(HAPROXY_SIDE,), data=tmp_path / name, health=("127.0.0.1", 0)) for name in ("node1", "node2")]
    proxy = await haproxy([node.port for node in nodes], readme=True, health=[node.health.port for node in nodes])
    await proxy.checked_up()  # the README's HTTP checks see each node's health answer
    conn = await through(proxy, keys[0], source="127.0.0.3")
    _chan, terminal = await conn.create_session(Terminal, term_type="xterm-256color", term_size=(80, 24), encoding=None)
    assert isinstance(terminal, Terminal)
    await terminal.wait_for(MENU)
    assert sorted(len(lines(node, "login")) for node in nodes) == [0, 1]
    assert any("addr=127.0.0.3:" in line for node in nodes for line in lines(node, "login"))
    conn.close()

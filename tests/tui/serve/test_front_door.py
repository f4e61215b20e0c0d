"""The front door (tui/hosts/front_door.py) with a hand-written load
balancer: a socket from 127.0.0.2 that sends a PROXY header and then runs
asyncssh's client on the same socket.  The header's source is who the
server sees; a header from an untrusted address, none from a trusted
one, a bad one or a slow one are refused and logged; a health check is
neither."""

from __future__ import annotations

import asyncio
import socket
from dataclasses import replace

import asyncssh
import pytest

from tests.tui.serve.conftest import TEST_LIMITS, Terminal, log_lines
from tests.tui.serve.test_proxy_header import v2, v2_tcp4, v2_tcp6
from tests.tui.serve.test_table_over_ssh import MENU
from tui.hosts.front_door import plain

BALANCER = "127.0.0.2"


async def opened(server, source: str = BALANCER) -> socket.socket:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setblocking(False)
    sock.bind((source, 0))
    await asyncio.get_running_loop().sock_connect(sock, ("127.0.0.1", server.port))
    return sock


async def through(server, header: bytes, key, source: str = BALANCER):
    """An SSH connection whose first bytes are ``header``."""
    sock = await opened(server, source)
    await asyncio.get_running_loop().sock_sendall(sock, header)
    return await asyncssh.connect(sock=sock, username="player", known_hosts=None, client_keys=[key], agent_path=None)


async def closed_by_server(sock: socket.socket, timeout: float = 10.0) -> bytes:
    """Everything the server sent before it closed the connection."""
    loop = asyncio.get_running_loop()
    got = b""
    async with asyncio.timeout(timeout):
        try:
            while chunk := await loop.sock_recv(sock, 4096):
                got += chunk
        except ConnectionResetError:  # closed with bytes unread
            pass
    sock.close()
    return got


def refusals(server) -> list[str]:
    return [line for line in log_lines(server) if line.split()[1] == "refused"]


@pytest.mark.parametrize("header", [
    b"PROXY TCP4 203.0.113.5 127.0.0.1 40000 2222\r\n",
    v2_tcp4("203.0.113.5", 40000, tlvs=b"\x05\x00\x02ab"),
])
async def test_the_headers_source_is_the_address_the_log_and_the_limits_see(serve, keys, header):
    server = await serve(proxy_from=(f"{BALANCER}/32",))
    conn = await through(server, header, keys[0])
    assert server.admission.by_address == {"203.0.113.5": 1}
    chan, terminal = await conn.create_session(Terminal, term_type="xterm-256color", term_size=(80, 24), encoding=None)
    await terminal.wait_for(MENU)  # the SSH stream after the header is whole
    logins = [line for line in log_lines(server) if line.split()[1] == "login"]
    assert logins and "addr=203.0.113.5:40000" in logins[0]
    conn.close()


async def test_an_ipv6_source_is_written_in_brackets(serve, keys):
    server = await serve(proxy_from=("127.0.0.0/8",))
    conn = await through(server, v2_tcp6("2001:db8::5", 40000), keys[0])
    assert server.admission.by_address == {"2001:db8::5": 1}
    conn.close()
    await conn.wait_closed()
    await asyncio.sleep(0.2)
    assert "addr=[2001:db8::5]:40000" in log_lines(server)[-1]


async def test_the_per_address_limit_counts_the_clients_behind_the_balancer(serve, keys):
    server = await serve(proxy_from=(BALANCER,), limits=replace(TEST_LIMITS, per_address=1))
    first = await through(server, b"PROXY TCP4 203.0.113.5 127.0.0.1 40000 2222\r\n", keys[0])
    other = await through(server, b"PROXY TCP4 203.0.113.6 127.0.0.1 40000 2222\r\n", keys[1])  # same balancer, another client
    with pytest.raises(asyncssh.DisconnectError, match="Too many connections from your address"):
        await through(server, b"PROXY TCP4 203.0.113.5 127.0.0.1 40001 2222\r\n", keys[2])
    first.close()
    other.close()


async def test_a_header_from_an_untrusted_address_is_refused(serve, keys):
    server = await serve(proxy_from=(BALANCER,))
    sock = await opened(server, "127.0.0.3")
    await asyncio.get_running_loop().sock_sendall(sock, b"PROXY TCP4 203.0.113.5 127.0.0.1 40000 2222\r\nSSH-2.0-x\r\n")
    assert await closed_by_server(sock) == b""  # not a byte of SSH
    (line,) = refusals(server)
    assert "addr=127.0.0.3:" in line and "untrusted" in line
    # Plain SSH from there goes on as it always did.
    conn = await asyncssh.connect("127.0.0.1", server.port, local_addr=("127.0.0.3", 0), username="player",
                                  known_hosts=None, client_keys=[keys[0]], agent_path=None)
    assert server.admission.by_address == {"127.0.0.3": 1}
    conn.close()


async def test_plain_ssh_from_a_trusted_address_is_refused(serve, keys):
    server = await serve(proxy_from=(BALANCER,))
    with pytest.raises((asyncssh.Error, OSError)):
        await asyncssh.connect("127.0.0.1", server.port, local_addr=(BALANCER, 0), username="player",
                               known_hosts=None, client_keys=[keys[0]], agent_path=None)
    (line,) = refusals(server)
    assert "addr=127.0.0.2:" in line and "not a PROXY header" in line


@pytest.mark.parametrize(("stream", "reason"), [
    (b"PROXY TCP4 203.0.113.5 127.0.0.1 40000\r\n", "PROXY header: version 1 line is not"),
    (b"PROXY " + b"1" * 200, "too long"),
    (v2(1, 0x11, b"\0" * 2000), "at most"),
], ids=["short-line", "long-line", "long-v2"])
async def test_a_bad_header_is_refused_and_logged(serve, stream, reason):
    server = await serve(proxy_from=(BALANCER,))
    sock = await opened(server)
    await asyncio.get_running_loop().sock_sendall(sock, stream)
    assert await closed_by_server(sock) == b""
    await asyncio.sleep(0.1)
    (line,) = refusals(server)
    assert reason in line and server.admission.total == 0


async def test_a_header_that_does_not_come_in_time_is_refused(serve):
    server = await serve(proxy_from=(BALANCER,), limits=replace(TEST_LIMITS, proxy_header=0.5))
    sock = await opened(server)
    await asyncio.get_running_loop().sock_sendall(sock, b"PROXY TCP4 ")
    loop = asyncio.get_running_loop()
    start = loop.time()
    assert await closed_by_server(sock) == b""
    assert loop.time() - start < 3
    (line,) = refusals(server)
    assert "in time" in line


async def test_a_health_check_is_not_a_refusal(serve):
    server = await serve(proxy_from=(BALANCER,))
    # A TCP check, HAProxy's v2 and v1 checks, and one reset inside the header.
    for first in (b"", v2(0, 0x00, b""), b"PROXY UNKNOWN\r\n", b"PROXY TCP4 203.0.113.5"):
        sock = await opened(server)
        await asyncio.get_running_loop().sock_sendall(sock, first)
        sock.close()
    await asyncio.sleep(1.0)
    assert refusals(server) == [] and server.admission.total == 0


async def test_connections_past_the_bound_before_ssh_are_closed_unread(serve):
    server = await serve(proxy_from=(BALANCER,), limits=replace(TEST_LIMITS, max_before_ssh=2, proxy_header=3))
    slow = [await opened(server) for _ in range(2)]
    await asyncio.sleep(0.2)
    extra = await opened(server)
    assert await closed_by_server(extra, timeout=1.0) == b""
    for sock in slow:
        sock.close()


def test_an_ipv4_address_through_an_ipv6_socket_is_counted_as_ipv4():
    assert plain("::ffff:192.0.2.1") == "192.0.2.1"
    assert plain("2001:db8::1") == "2001:db8::1"


async def test_with_no_balancer_named_a_header_is_refused_by_ssh_itself(serve):
    server = await serve()  # one host: nothing is read before SSH
    sock = await opened(server, "127.0.0.3")
    await asyncio.get_running_loop().sock_sendall(sock, b"PROXY TCP4 203.0.113.5 127.0.0.1 40000 2222\r\n")
    assert (await closed_by_server(sock)).startswith(b"SSH-2.0-Kortbord")  # the server spoke first, then closed
    await asyncio.sleep(0.2)
    (line,) = refusals(server)
    assert "addr=127.0.0.3:" in line and "Unsupported SSH version" in line

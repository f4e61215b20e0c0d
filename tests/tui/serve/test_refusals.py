"""Nothing but the table: unlisted keys, commands, SFTP and forwarding are
refused (with a line where SSH carries one, and a log line); a client that
says nothing or garbage is dropped after the grace time; the connection
limits hold."""

from __future__ import annotations

import asyncio
from dataclasses import replace

import asyncssh
import pytest

from tests.narrow import narrow
from tests.tui.serve.conftest import TEST_LIMITS, connect, log_lines
from tui.serve import identity

SHORT_GRACE = replace(TEST_LIMITS, login_grace=1.5)  # a client that never logs in: no handshake to wait for
LOGIN_GRACE = replace(TEST_LIMITS, login_grace=3)  # room for the login itself on a busy machine


def refusals(server, request: str) -> list[str]:
    return [line for line in log_lines(server) if line.split()[1] == "refused" and f"request={request}" in line]


async def test_authorized_keys_refuses_an_unlisted_key(serve, keys, tmp_path):
    listed = tmp_path / "authorized_keys"
    listed.write_text(f'# the club\nno-pty,command="x" {keys[0].export_public_key().decode()}\n')
    server = await serve(authorized=identity.read_authorized(listed), spawn="exec")
    with pytest.raises(asyncssh.PermissionDenied):
        await connect(server, keys[1])
    conn = await connect(server, keys[0])  # the listed key gets in
    conn.close()
    await conn.wait_closed()
    await asyncio.sleep(0.2)
    lines = log_lines(server)
    assert any(" refused " in line and identity.fingerprint(keys[1]) in line for line in lines), lines
    assert any(" login " in line and identity.fingerprint(keys[0]) in line for line in lines), lines
    assert not (server.config.data / "players" / identity.dir_name(identity.fingerprint(keys[1]))).exists()


async def test_an_exec_request_is_refused_with_a_line(serve, keys):
    server = await serve(spawn="exec")
    async with await connect(server, keys[0]) as conn:
        result = await conn.run("ls /", encoding="utf-8")
    stderr = narrow(result.stderr, str)
    assert result.exit_status == 1 and result.stdout == ""
    assert "only serves its card table" in stderr and stderr.count("\n") == 1
    assert refusals(server, "exec") and "what=\"ls /\"" in refusals(server, "exec")[0]


async def test_an_sftp_request_is_refused(serve, keys):
    server = await serve(spawn="exec")
    async with await connect(server, keys[0]) as conn:
        with pytest.raises((asyncssh.SFTPError, asyncssh.ChannelOpenError, asyncssh.ConnectionLost)):
            async with conn.start_sftp_client() as sftp:
                await sftp.listdir("/")
    assert refusals(server, "subsystem") and "what=sftp" in refusals(server, "subsystem")[0]
    assert not server.tables


async def test_port_forwarding_is_refused_both_ways(serve, keys):
    server = await serve(spawn="exec")
    async with await connect(server, keys[0]) as conn:
        with pytest.raises(asyncssh.ChannelOpenError, match="not offered"):
            await conn.open_connection("127.0.0.1", server.port)
        with pytest.raises(asyncssh.ChannelListenError):
            await conn.forward_remote_port("127.0.0.1", 0, "127.0.0.1", 9)
        with pytest.raises(asyncssh.ChannelOpenError, match="not offered"):
            await conn.open_unix_connection("/run/anything.sock")
    assert refusals(server, "port-forward") and refusals(server, "remote-forward") and refusals(server, "socket-forward")


async def test_a_session_without_a_pty_is_refused(serve, keys):
    server = await serve(spawn="exec")
    async with await connect(server, keys[0]) as conn:
        result = await conn.run(encoding="utf-8")  # a shell, no terminal
    assert result.exit_status == 1 and "needs a terminal" in narrow(result.stderr, str)
    assert not server.tables


async def read_until_closed(reader: asyncio.StreamReader, timeout: float) -> bytes:
    got = b""
    async def drain():
        nonlocal got
        while chunk := await reader.read(4096):
            got += chunk
    await asyncio.wait_for(drain(), timeout)
    return got


@pytest.mark.parametrize("sends", [b"", b"GET / HTTP/1.1\r\nHost: x\r\n\r\n", b"SSH-2.0-x\r\n" + bytes(range(256)) * 4],
                         ids=["nothing", "http", "binary"])
async def test_a_silent_or_garbage_client_is_dropped_after_the_grace_time(serve, sends):
    server = await serve(spawn="exec", limits=SHORT_GRACE)
    loop = asyncio.get_running_loop()
    start = loop.time()
    reader, writer = await asyncio.open_connection("127.0.0.1", server.port)
    if sends:
        writer.write(sends)
        await writer.drain()
    got = await read_until_closed(reader, SHORT_GRACE.login_grace + 3)
    took = loop.time() - start
    writer.close()
    assert got.startswith(b"SSH-2.0-Kortbord")
    assert took <= SHORT_GRACE.login_grace + 1.5, took
    await asyncio.sleep(0.1)
    assert not server.connections and server.admission.total == 0
    assert log_lines(server)[-1].split()[1] == "refused"


async def test_a_logged_in_client_that_never_sits_down_is_dropped(serve, keys):
    server = await serve(spawn="exec", limits=LOGIN_GRACE)
    conn = await connect(server, keys[0])
    await asyncio.wait_for(conn.wait_closed(), LOGIN_GRACE.login_grace + 3)
    assert any(" drop " in line for line in log_lines(server))


async def test_the_connection_limits_hold(serve, keys):
    limits = replace(TEST_LIMITS, max_connections=3, per_address=2, login_grace=10)
    server = await serve(limits=limits, spawn="exec")
    first = [await connect(server, keys[0]) for _ in range(2)]
    with pytest.raises(asyncssh.DisconnectError, match="Too many connections from your address"):
        await connect(server, keys[0])
    other = await connect(server, keys[1], local_addr=("127.0.0.2", 0))
    with pytest.raises(asyncssh.DisconnectError, match="The table is full"):
        await connect(server, keys[2], local_addr=("127.0.0.3", 0))
    first[0].close()
    await first[0].wait_closed()
    await asyncio.sleep(0.2)
    again = await connect(server, keys[0])  # a seat is free again
    for conn in (first[1], other, again):
        conn.close()
    assert sum(" refused " in line and "reason=limit" in line for line in log_lines(server)) == 2


async def until(condition, what: str) -> None:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + 5
    while not condition():
        assert loop.time() < deadline, what
        await asyncio.sleep(0.02)


async def test_connections_that_never_log_in_cannot_take_a_players_seat(serve, keys):
    limits = replace(TEST_LIMITS, max_connections=2, max_logging_in=2, per_address=8, login_grace=10)
    server = await serve(limits=limits, spawn="exec")
    silent = []
    for n in (2, 3):  # from three addresses, each counted before the next comes: the third finds no login slot
        silent.append(await asyncio.open_connection("127.0.0.1", server.port, local_addr=(f"127.0.0.{n}", 0)))
        await until(lambda n=n: server.admission.total == n - 1, "admitted in turn")
    silent.append(await asyncio.open_connection("127.0.0.1", server.port, local_addr=("127.0.0.4", 0)))
    await until(lambda: sum("reason=limit" in line for line in log_lines(server)) == 1, "the third refused")
    silent.pop(1)[1].close()
    await until(lambda: server.admission.total == 1, "a login slot free")
    # One connection still holds a login slot; two players log in through
    # the other, one after the other, and each has a seat.
    players = [await connect(server, keys[0], local_addr=("127.0.0.5", 0)),
               await connect(server, keys[1], local_addr=("127.0.0.6", 0))]
    assert server.admission.total == 3  # more open than seats: the one logging in has none
    with pytest.raises(asyncssh.DisconnectError, match="The table is full"):
        await connect(server, keys[2], local_addr=("127.0.0.7", 0))
    for conn in players:
        conn.close()
    for _reader, writer in silent:
        writer.close()


async def test_a_guest_refused_a_command_leaves_no_directory(serve):
    from tests.tui.serve.conftest import Guest

    server = await serve(guest=True, spawn="exec")
    async with await connect(server, None, client_factory=Guest) as conn:
        result = await conn.run("id", encoding="utf-8")
    assert result.exit_status == 1
    await asyncio.sleep(0.3)
    assert list((server.config.data / "guests").iterdir()) == []

"""The table template: a table that crashes touches no other, a template
that dies is replaced, and a hundred drops leak no process and no file
descriptor (soak)."""

from __future__ import annotations

import asyncio
import os
import signal

import pytest

from .conftest import sit, tables_gone

MENU = "four card games against the computer"


def open_fds() -> int:
    return len(os.listdir("/proc/self/fd"))


async def test_a_killed_table_ends_only_its_own_connection(serve, keys):
    server = await serve()
    first, one = await sit(server, keys[0])
    second, two = await sit(server, keys[1])
    await one.wait_for(MENU)
    await two.wait_for(MENU)
    by_port = {session.connection.address.rsplit(":", 1)[1]: session for session in server.tables}
    victim = by_port[str(first.get_extra_info("sockname")[1])]
    os.kill(victim.table.pid, signal.SIGKILL)
    assert await one.ended() == 128 + signal.SIGKILL
    mark = two.mark()
    await two.keys("\x1b[B")  # down: the other table still answers
    loop = asyncio.get_running_loop()
    deadline = loop.time() + 10
    while two.mark() == mark:
        assert loop.time() < deadline, "the other table went quiet"
        await asyncio.sleep(0.05)
    assert not two.closed.is_set()
    first.close()
    second.close()


async def test_a_dead_template_is_replaced(serve, keys):
    server = await serve()  # the run's shared template: revived here, the tests after it use the new one
    server.spawner.process.kill()
    server.spawner.process.wait()
    conn, terminal = await sit(server, keys[0])
    await terminal.wait_for(MENU, timeout=40)  # a new template imports the app first
    conn.close()
    await tables_gone(server)


@pytest.mark.soak
async def test_a_hundred_dropped_links_leak_nothing(serve, keys):
    server = await serve()
    conn, terminal = await sit(server, keys[0])
    await terminal.wait_for(MENU)
    conn.abort()
    await tables_gone(server)
    before = open_fds()
    for _ in range(100):
        conn, terminal = await sit(server, keys[0])
        await terminal.wait_for(MENU)
        conn.abort()
        await tables_gone(server)
    await asyncio.sleep(0.5)
    assert open_fds() <= before + 2
    zygote = server.spawner.process.pid
    with open(f"/proc/{zygote}/task/{zygote}/children") as children:
        assert children.read().split() == []  # every table reaped

"""The table template: a table that crashes touches no other, a template
that dies is replaced and takes no table with it (they are the server's
children), and a hundred drops leak no process and no file descriptor
(soak)."""

from __future__ import annotations

import asyncio
import os
import signal

import pytest

from tests.tui.serve.conftest import log_lines, sit, tables_gone

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


def children(pid: int) -> list[int]:
    found = []
    for task in os.listdir(f"/proc/{pid}/task"):
        with open(f"/proc/{pid}/task/{task}/children") as listed:
            found += [int(child) for child in listed.read().split()]
    return found


async def answers(terminal) -> None:
    """The table redraws after a key (down): it is alive and reading."""
    mark = terminal.mark()
    await terminal.keys("\x1b[B")
    loop = asyncio.get_running_loop()
    deadline = loop.time() + 10
    while terminal.mark() == mark:
        assert loop.time() < deadline, "the table went quiet"
        await asyncio.sleep(0.05)


async def test_tables_outlive_a_killed_template_and_are_still_the_servers(serve, keys):
    server = await serve()
    first, one = await sit(server, keys[0])
    second, two = await sit(server, keys[1])
    await one.wait_for(MENU)
    await two.wait_for(MENU)
    pids = {session.table.pid for session in server.tables}
    assert pids <= set(children(os.getpid()))  # the server's children, not the template's
    server.spawner.process.kill()  # kill -9: the run's shared template, revived for the tests after
    server.spawner.process.wait()
    await answers(one)
    await answers(two)
    assert not one.closed.is_set() and not two.closed.is_set()
    third, three = await sit(server, keys[2])  # a new template starts the next table
    await three.wait_for(MENU, timeout=40)
    first.abort()  # a dropped link: SIGHUP from the server, the status from its own wait
    assert await one.ended() is None
    second.close()
    third.close()
    await tables_gone(server)
    assert any(line.split()[1] == "table-ended" and "status=129" in line for line in log_lines(server))
    assert not pids & set(children(os.getpid()))  # reaped: no zombie left


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
    assert children(server.spawner.process.pid) == []
    assert children(os.getpid()) == [server.spawner.process.pid]  # every table reaped


def test_the_template_loads_every_game_its_players_and_reviews_before_it_forks():
    """The app loads a game's engine and players only when a table needs
    them (the menu's first frame would wait); the template must load them,
    or every table pays for the import after the fork, unshared."""
    import subprocess
    import sys

    code = ("import sys; from tui.serve.zygote import preload; preload(); "
            "print(' '.join(sorted(m for m in sys.modules if m.startswith('rules.'))))")
    loaded = set(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                                timeout=120).stdout.split())
    import rules

    wanted = {f"rules.{name}.bots" for name in rules.GAMES} | {f"rules.{name}.game" for name in rules.GAMES}
    wanted |= {"rules.hearts.review", "rules.harvest.review", "rules.clover.review", "rules.speed.match"}
    assert wanted <= loaded, sorted(wanted - loaded)

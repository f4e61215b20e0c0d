"""One player must not be able to hurt the server (issue 25): keys a table
does not take wait on the client, not in the server, and a table that
takes none for long is hung up; the app cannot be stopped; a window is cut
to what a table draws; a table's memory is capped."""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import os
import resource
import signal
import struct
import subprocess
import sys
import termios
from dataclasses import replace
from pathlib import Path

import pytest

from tests.tui.serve.conftest import TEST_LIMITS, log_lines, sit, tables_gone
from tests.tui.serve.test_table_over_ssh import MENU, deal_and_play
from tui.serve.inflow import HIGH, Inflow
from tui.serve.limits import MAX_HEIGHT, MAX_WIDTH, window_size
from tui.serve.server import WINDOW

PACKET = 32768  # asyncssh's largest packet: one may arrive after the channel is paused


def only_table(server):
    (session,) = server.tables
    return session


def process_state(pid: int) -> str:
    return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]


def pty_size(session) -> tuple[int, int]:
    rows, cols, _, _ = struct.unpack("HHHH", fcntl.ioctl(session.master, termios.TIOCGWINSZ, b"\0" * 8))
    return cols, rows


async def until(condition, timeout: float = 20.0, what: str = "") -> None:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not condition():
        assert loop.time() < deadline, f"never: {what}"
        await asyncio.sleep(0.02)


async def test_keys_a_hung_table_does_not_take_wait_on_the_client_and_it_is_hung_up(serve, keys):
    server = await serve(limits=replace(TEST_LIMITS, input_stall=1.5))
    conn, terminal = await sit(server, keys[0])
    await terminal.wait_for(MENU)
    session = only_table(server)
    os.kill(session.table.pid, signal.SIGSTOP)  # a table that reads nothing any more
    terminal.channel.write(b"x" * (4 << 20))
    await until(lambda: session.keys.paused, what="the channel paused")
    await asyncio.sleep(0.3)  # whatever was in flight has come
    assert len(session.keys.waiting) <= HIGH + PACKET
    assert terminal.channel.get_write_buffer_size() >= (4 << 20) - WINDOW - HIGH - PACKET - 65536  # the rest is the client's
    assert await terminal.ended() == 129  # hung up as a dropped link: SIGHUP, the game saved
    assert any(line.split()[1] == "stalled" for line in log_lines(server))
    conn.close()
    await tables_gone(server)


def rss_kib(pid: int) -> int:
    status = Path(f"/proc/{pid}/status").read_text()
    return int(next(line for line in status.splitlines() if line.startswith("VmRSS:")).split()[1])


async def test_a_flood_of_keys_is_taken_at_the_apps_pace(serve, keys):
    server = await serve()
    conn, terminal = await sit(server, keys[0])
    await terminal.wait_for(MENU)
    session = only_table(server)
    before = rss_kib(session.table.pid)
    terminal.channel.write(b"\x1b[B\x1b[A" * (1 << 18))  # 1.5 MiB of arrow keys, faster than any app handles them
    # The app's input waits for the app (tui/serve/served_terminal.py): the pty
    # fills and the server pauses the channel, instead of the app queueing
    # every key it read (20 MiB a second).
    await until(lambda: session.keys.paused, what="the channel paused")
    await asyncio.sleep(4)
    assert terminal.channel.get_write_buffer_size() > 0  # still flooding
    grew = rss_kib(session.table.pid) - before
    assert grew < 20 * 1024, f"the table grew by {grew} KiB"
    conn.close()
    await tables_gone(server)


async def test_job_control_signals_do_not_stop_the_table(serve, keys):
    server = await serve()
    conn, terminal = await sit(server, keys[0])
    await terminal.wait_for(MENU)
    pid = only_table(server).table.pid
    for signum in (signal.SIGTSTP, signal.SIGTTIN, signal.SIGTTOU):
        os.kill(pid, signum)
    mark = terminal.mark()
    await terminal.keys("\x1b[B")
    await until(lambda: terminal.mark() > mark, what="the table answered a key")
    assert process_state(pid) not in ("T", "t")
    conn.close()
    await tables_gone(server)


async def test_ctrl_z_as_the_app_leaves_does_not_stop_it(serve, keys):
    server = await serve()
    conn, terminal = await sit(server, keys[0])
    await terminal.wait_for(MENU)
    terminal.channel.write(b"\x03")  # quit: the app gives the terminal back to cooked mode on its way out
    for _ in range(1500):
        if terminal.closed.is_set():
            break
        terminal.channel.write(b"\x1a")
        await asyncio.sleep(0.002)
    assert await terminal.ended(timeout=10) == 0
    conn.close()


async def test_a_huge_window_is_cut_to_what_a_table_draws(serve, keys):
    server = await serve()
    conn, terminal = await sit(server, keys[0], size=(10000, 10000))
    await terminal.wait_for("Kortbord")
    session = only_table(server)
    assert pty_size(session) == (MAX_WIDTH, MAX_HEIGHT)
    assert bytes(terminal.stderr).count(b"\n") == 1
    assert b"Your window is 10000\xc3\x9710000; the table uses at most 500\xc3\x97200" in bytes(terminal.stderr)
    await terminal.wait_for("larger than a table here draws")  # and on the screen, drawn over the line
    await terminal.wait_for("500×200 of it")
    terminal.channel.change_terminal_size(65535, 65535)
    terminal.channel.change_terminal_size(100, 30, 70000, 70000)  # pixels past 16 bits: cut, not a crash
    await until(lambda: pty_size(session) == (100, 30), what="the window 100×30")
    mark = terminal.mark()
    terminal.channel.change_terminal_size(600, 100)
    await until(lambda: pty_size(session) == (MAX_WIDTH, 100), what="the window 500×100")
    await terminal.wait_for("larger than a table here draws", since=mark)
    await terminal.wait_for("500×100 of it", since=mark)
    assert bytes(terminal.stderr).count(b"\n") == 2  # told again: it was within bounds in between
    assert sum(line.split()[1] == "window-cut" for line in log_lines(server)) == 2
    conn.close()
    await tables_gone(server)


def test_window_sizes():
    assert window_size(80, 24, 640, 480) == ((80, 24, 640, 480), False)
    assert window_size(500, 200) == ((500, 200, 0, 0), False)
    assert window_size(501, 24, 9000, 500) == ((500, 24, 0, 0), True)
    assert window_size(80, 65535) == ((80, 200, 0, 0), True)
    assert window_size(80, 24, 70000, 70000) == ((80, 24, 0xFFFF, 0xFFFF), False)


async def test_a_table_plays_under_its_memory_cap(serve, keys):
    server = await serve()
    conn, terminal = await sit(server, keys[0])
    pid_seen = []
    await until(lambda: server.tables, what="a table")
    pid_seen.append(only_table(server).table.pid)
    await deal_and_play(terminal)
    limits = Path(f"/proc/{pid_seen[0]}/limits").read_text()
    data = next(line for line in limits.splitlines() if line.startswith("Max data size")).split()
    assert data[3:5] == [str(TEST_LIMITS.table_memory)] * 2
    conn.close()
    await tables_gone(server)


@pytest.mark.soak
async def test_a_table_past_its_cap_ends_and_the_server_plays_on(serve, keys):
    """Past its cap a table ends by itself (its internal-error exit, or an
    abort) or, stuck in a thread that could not allocate, is hung up and
    killed when its client leaves: the server and the next table go on."""
    server = await serve()
    conn, terminal = await sit(server, keys[0])
    await terminal.wait_for(MENU)
    pid = only_table(server).table.pid
    status = Path(f"/proc/{pid}/status").read_text()
    data = int(next(line for line in status.splitlines() if line.startswith("VmData:")).split()[1]) * 1024
    resource.prlimit(pid, resource.RLIMIT_DATA, (data + (2 << 20),) * 2)  # what it holds now, and 2 MiB
    terminal.channel.change_terminal_size(MAX_WIDTH, MAX_HEIGHT)
    for key in (b"\r", b"\r", b" "):  # a game at the largest window needs tens of MiB more
        if terminal.closed.is_set():
            break
        terminal.channel.write(key)
        await asyncio.sleep(0.5)
    with contextlib.suppress(TimeoutError):
        await terminal.ended(timeout=5)
    conn.close()
    await tables_gone(server, timeout=15)
    ended = [line for line in log_lines(server) if line.split()[1] == "table-ended"]
    assert len(ended) == 1 and "status=0" not in ended[0], ended
    other, two = await sit(server, keys[1])
    await two.wait_for(MENU)
    other.close()
    await tables_gone(server)


def test_past_the_cap_an_allocation_fails_in_that_process():
    code = ("from tui.serve.child import cap_memory\n"
            "cap_memory(256 << 20)\n"
            "try:\n    bytearray(1 << 30)\nexcept MemoryError:\n    print('refused')\n"
            "print(len(bytearray(16 << 20)))\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=30,
                            cwd=Path(__file__).resolve().parents[3])
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["refused", str(16 << 20)]  # and it goes on


async def test_the_inflow_pauses_resumes_and_tells_a_stall_on_a_pipe():
    """Inflow alone, on a pipe the test drains (or does not)."""
    read_end, write_end = os.pipe()
    os.set_blocking(write_end, False)
    told = []
    stalled = asyncio.Event()
    inflow = Inflow(lambda: told.append("pause"), lambda: told.append("resume"),
                    lambda seconds: stalled.set(), stall=0.3)
    inflow.attach(write_end)
    inflow.add(b"early")  # held: the app has not set its terminal raw yet
    assert inflow.waiting == bytearray(b"early")
    inflow.release()
    assert os.read(read_end, 100) == b"early"
    for _ in range(8):
        inflow.add(b"k" * 65536)  # more than the pipe holds
    assert told[-1] == "pause" and inflow.paused and HIGH <= len(inflow.waiting) < 8 * 65536
    told.clear()
    await asyncio.wait_for(stalled.wait(), 5)  # nothing read: a stall
    os.set_blocking(read_end, False)
    taken = 0
    while not told:
        with contextlib.suppress(BlockingIOError):
            taken += len(os.read(read_end, 1 << 20))
        await asyncio.sleep(0.01)
    assert told == ["resume"] and not inflow.waiting
    with contextlib.suppress(BlockingIOError):
        taken += len(os.read(read_end, 1 << 20))
    assert taken == 8 * 65536
    inflow.detach()
    os.close(read_end)
    os.close(write_end)

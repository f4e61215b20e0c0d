"""``kortbord serve`` under load: handshake-to-menu time, keystroke-to-screen
latency with many clients at a table, memory per connection; for both ways
of starting a table (fork after import, exec).

    .venv/bin/python tests/benchmarks/serve_bench.py [--clients 50] [--starts 10] [--modes fork,exec]

The server runs in its own process (this script, ``server`` mode), the
clients here with asyncssh, all over 127.0.0.1.  Figures:

* menu: from the start of ``asyncssh.connect`` (TCP, key exchange, login)
  to the menu's title in the stream, one client at a time;
* keys: every client at a Hearts table (passing: ← and → move the cursor,
  each press redraws the hand) presses a key every 200 ms; the latency is
  from the write to the first byte of the redraw;
* memory: the table processes' PSS (shared pages counted once between
  them: what fork after import saves) and RSS, per connection, and the
  server's own RSS.
"""

from __future__ import annotations

import asyncio
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import asyncssh  # noqa: E402

from tests.benchmarks.usage import Parser  # noqa: E402
from tests.narrow import present  # noqa: E402

MENU = b"four card games"
KEY_GAP = 0.2


def serve_here(data: str, mode: str, pace: str = "instant") -> None:
    from tui.serve.limits import Limits
    from tui.serve.server import ServeConfig, TableServer

    async def run() -> None:
        config = ServeConfig(data=Path(data), port=0, spawn=mode, app_args=("--seed", "7", "--pace", pace),
                             limits=Limits(max_connections=200, max_logging_in=200, per_address=200, login_grace=60,
                                            idle_timeout=0))
        server = await TableServer(config).start()
        print(server.port, flush=True)
        await asyncio.get_running_loop().run_in_executor(None, sys.stdin.read)
        await server.close()

    asyncio.run(run())


class Stream(asyncssh.SSHClientSession):
    def __init__(self) -> None:
        self.data = bytearray()
        self.arrived = asyncio.Event()
        self.handshake = 0.0

    def data_received(self, data, datatype) -> None:
        self.data += data
        self.arrived.set()

    async def until(self, needle: bytes, timeout: float = 60) -> None:
        async def look():
            while needle not in self.data:
                self.arrived.clear()
                await self.arrived.wait()
        await asyncio.wait_for(look(), timeout)

    async def next_output(self, timeout: float = 10) -> None:
        self.arrived.clear()
        await asyncio.wait_for(self.arrived.wait(), timeout)


async def sit(port: int, key) -> tuple[asyncssh.SSHClientConnection, asyncssh.SSHClientChannel, Stream, float]:
    start = time.perf_counter()
    conn = await asyncssh.connect("127.0.0.1", port, username="bench", known_hosts=None, client_keys=[key],
                                  agent_path=None)
    handshake = time.perf_counter() - start
    chan, stream = await conn.create_session(Stream, term_type="xterm-256color", term_size=(80, 24), encoding=None)
    assert isinstance(stream, Stream)
    stream.handshake = handshake
    await stream.until(MENU)
    return conn, chan, stream, time.perf_counter() - start


def memory(pids: list[int]) -> tuple[float, float]:
    """PSS and RSS in MiB, summed over ``pids``."""
    pss = rss = 0
    for pid in pids:
        try:
            for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
                if line.startswith("Pss:"):
                    pss += int(line.split()[1])
                elif line.startswith("Rss:"):
                    rss += int(line.split()[1])
        except OSError:
            continue
    return pss / 1024, rss / 1024


def cpu_seconds(pids: list[int]) -> float:
    """User + system CPU time of ``pids`` so far."""
    ticks = os.sysconf("SC_CLK_TCK")
    total = 0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += int(fields[11]) + int(fields[12])
    return total / ticks


def children(pid: int) -> list[int]:
    """``pid``'s children, whichever of its threads they are listed under (a
    child subreaper adopts an orphan into any of its threads)."""
    found = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        try:
            found += [int(p) for p in (task / "children").read_text().split()]
        except OSError:
            continue
    return found


def descendants(pid: int) -> list[int]:
    found = []
    for child in children(pid):
        found += [child, *descendants(child)]
    return found


def tables_of(server_pid: int) -> list[int]:
    """The table processes under the server: those with a controlling
    terminal, their pty.  The template has none, and a table forked from it
    still has the template's command line, so the terminal is what tells
    them apart (as it does the short-lived intermediate a table is forked
    through)."""
    found = []
    for pid in descendants(server_pid):
        try:
            tty = int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[4])
        except (OSError, ValueError, IndexError):
            continue
        if tty:
            found.append(pid)
    return found


async def press_arrows(write, next_output, presses: int, latencies: list[float]) -> None:
    """Right and left in turn, a key every KEY_GAP s: each one's time to the
    first byte of its redraw goes into ``latencies`` (10 s for none)."""
    for n in range(presses):
        key = b"\x1b[C" if n % 2 == 0 else b"\x1b[D"
        start = time.perf_counter()
        write(key)
        try:
            await next_output()
            latencies.append(time.perf_counter() - start)
        except TimeoutError:
            latencies.append(10.0)
        await asyncio.sleep(max(0.0, KEY_GAP - (time.perf_counter() - start)))


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(round(q * (len(values) - 1))))]


async def bench(mode: str, clients: int, starts: int) -> None:
    data = tempfile.mkdtemp(prefix="kortbord-serve-bench-")
    server = await asyncio.create_subprocess_exec(sys.executable, __file__, "server", data, mode,
                                                  stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE)
    port = int(await present(server.stdout).readline())
    keys = [asyncssh.generate_private_key("ssh-ed25519") for _ in range(max(clients, starts))]
    try:
        # Handshake to menu, one at a time.
        times, handshakes = [], []
        for key in keys[:starts]:
            conn, _chan, stream, took = await sit(port, key)
            times.append(took)
            handshakes.append(stream.handshake)
            conn.close()
            await conn.wait_closed()
            await asyncio.sleep(0.3)
        print(f"[{mode}] handshake to menu, {starts} in turn: median {statistics.median(times) * 1000:.0f} ms, "
              f"max {max(times) * 1000:.0f} ms (of which the SSH handshake and login: median "
              f"{statistics.median(handshakes) * 1000:.0f} ms)")

        # Every client at a table.
        seats = await asyncio.gather(*(sit(port, key) for key in keys[:clients]))
        for _conn, chan, _stream, _took in seats:
            chan.write(b"\r")
        await asyncio.sleep(1.0)
        for _conn, chan, _stream, _took in seats:
            chan.write(b"\r")
        await asyncio.gather(*(stream.until(b"choose 3 cards") for _c, _ch, stream, _t in seats))
        await asyncio.sleep(1.0)
        pss, rss = memory(tables_of(server.pid))
        server_pss, server_rss = memory([server.pid])
        latencies: list[float] = []

        async def press(chan, stream, presses: int) -> None:
            await press_arrows(chan.write, stream.next_output, presses, latencies)

        load = os.getloadavg()[0]
        tables = tables_of(server.pid)
        cpu_before = cpu_seconds([server.pid]), cpu_seconds(tables)
        wall = time.perf_counter()
        await asyncio.gather(*(press(chan, stream, 50) for _c, chan, stream, _t in seats))
        wall = time.perf_counter() - wall
        server_cpu = cpu_seconds([server.pid]) - cpu_before[0]
        tables_cpu = cpu_seconds(tables) - cpu_before[1]
        print(f"[{mode}] {clients} clients at a table, a key each every {KEY_GAP * 1000:.0f} ms: "
              f"keystroke to screen p50 {pct(latencies, 0.5) * 1000:.0f} ms, p99 {pct(latencies, 0.99) * 1000:.0f} ms, "
              f"max {max(latencies) * 1000:.0f} ms ({len(latencies)} keys; load before {load:.1f})")
        print(f"[{mode}] CPU while pressing, in cores: server {server_cpu / wall:.2f}, tables {tables_cpu / wall:.2f} "
              f"({tables_cpu * 1000 / len(latencies):.1f} ms of a table's CPU per key, "
              f"{server_cpu * 1000 / len(latencies):.1f} ms of the server's)")
        print(f"[{mode}] memory per connection: PSS {pss / clients:.1f} MiB, RSS {rss / clients:.1f} MiB "
              f"(tables {pss:.0f} MiB PSS in all); server process RSS {server_rss:.0f} MiB")
        hang_up(seats)
    finally:
        await stop(server)


def hang_up(seats) -> None:
    for conn, _chan, _stream, _took in seats:
        conn.close()


async def stop(server) -> None:
    """The server leaves when its stdin closes (``serve_here``)."""
    server.stdin.close()
    await server.wait()


def main() -> None:
    if sys.argv[1:2] == ["server"]:
        serve_here(*sys.argv[2:5])
        return
    parser = Parser(__doc__)
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--starts", type=int, default=10)
    parser.add_argument("--modes", default="fork,exec")
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    for mode in args.modes.split(","):
        asyncio.run(bench(mode, args.clients, args.starts))


if __name__ == "__main__":
    main()

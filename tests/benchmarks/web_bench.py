"""The web door under load, beside SSH in the same run: handshake-to-menu
time, keystroke-to-screen latency with many clients at a table, and CPU per
key of the server and of the tables.

    .venv/bin/python tests/benchmarks/web_bench.py [--clients 50] [--starts 10] [--presses 50]

One server process (``server`` mode: SSH and ``--web``, guests admitted)
runs the same work twice, once for SSH clients (asyncssh, each with a key)
and once for websocket clients (aiohttp's client, guests, no browser), all
over 127.0.0.1.  The machinery is serve_bench.py's: every client at a
Hearts table while passing, ← and → in turn every 200 ms, the latency from
the write to the first byte of the redraw; CPU from /proc for the server
and for the table processes (those with a terminal).
"""

from __future__ import annotations

import asyncio
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import aiohttp  # noqa: E402
import asyncssh  # noqa: E402

from tests.benchmarks.serve_bench import KEY_GAP, MENU, cpu_seconds, pct, press_arrows, sit, stop, tables_of  # noqa: E402
from tests.benchmarks.usage import Parser  # noqa: E402
from tests.narrow import present  # noqa: E402


def serve_here(data: str) -> None:
    from tui.serve.limits import Limits
    from tui.serve.server import ServeConfig, TableServer
    from tui.web.config import WebConfig
    from tui.web.door import WebDoor

    async def run() -> None:
        config = ServeConfig(data=Path(data), port=0, guest=True, app_args=("--seed", "7", "--pace", "instant"),
                             limits=Limits(max_connections=200, max_logging_in=200, per_address=200, login_grace=60,
                                           idle_timeout=0))
        server = await TableServer(config).start()
        door = await WebDoor(server, WebConfig(host="127.0.0.1", port=0)).start()
        print(server.port, door.port, flush=True)
        await asyncio.get_running_loop().run_in_executor(None, sys.stdin.read)
        await server.close()

    asyncio.run(run())


class WebClient:
    """A page's websocket, as the page's script uses it."""

    def __init__(self, session: aiohttp.ClientSession, port: int) -> None:
        self.session = session
        self.port = port
        self.data = bytearray()
        self.arrived = asyncio.Event()
        self.ws: aiohttp.ClientWebSocketResponse | None = None
        self.reader: asyncio.Task | None = None

    async def open(self) -> float:
        start = time.perf_counter()
        self.ws = await self.session.ws_connect(f"http://127.0.0.1:{self.port}/ws",
                                                headers={"Origin": f"http://127.0.0.1:{self.port}"})
        await self.ws.send_str(json.dumps({"hello": {"size": [80, 24], "resume": None}}))
        self.reader = asyncio.get_running_loop().create_task(self.read())
        await self.until(MENU)
        return time.perf_counter() - start

    @property
    def socket(self) -> aiohttp.ClientWebSocketResponse:
        """The page's websocket, once ``open`` has made it."""
        return present(self.ws)

    async def read(self) -> None:
        async for message in self.socket:
            if message.type == aiohttp.WSMsgType.BINARY:
                self.data += message.data
                self.arrived.set()

    def write(self, data: bytes) -> None:
        asyncio.get_running_loop().create_task(self.socket.send_bytes(data))

    async def until(self, needle: bytes, timeout: float = 60) -> None:
        async def look():
            while needle not in self.data:
                self.arrived.clear()
                await self.arrived.wait()
        await asyncio.wait_for(look(), timeout)

    async def next_output(self, timeout: float = 10) -> None:
        self.arrived.clear()
        await asyncio.wait_for(self.arrived.wait(), timeout)

    async def close(self) -> None:
        await self.socket.close()
        if self.reader is not None:
            await self.reader


class SshClient:
    """serve_bench.py's SSH client, under the same names as WebClient."""

    def __init__(self, port: int, key) -> None:
        self.port, self.key = port, key

    async def open(self) -> float:
        self.conn, self.chan, self.stream, took = await sit(self.port, self.key)
        return took

    def write(self, data: bytes) -> None:
        self.chan.write(data)

    async def until(self, needle: bytes, timeout: float = 60) -> None:
        await self.stream.until(needle, timeout)

    async def next_output(self, timeout: float = 10) -> None:
        await self.stream.next_output(timeout)

    async def close(self) -> None:
        self.conn.close()
        await self.conn.wait_closed()


async def run_door(name: str, make, server_pid: int, clients: int, starts: int, presses: int) -> None:
    times = []
    for n in range(starts):  # handshake to menu, one at a time
        client = make(n)
        times.append(await client.open())
        await client.close()
        await asyncio.sleep(0.3)
    print(f"[{name}] handshake to menu, {starts} in turn: median {statistics.median(times) * 1000:.0f} ms, "
          f"max {max(times) * 1000:.0f} ms")

    seats = [make(starts + n) for n in range(clients)]
    await asyncio.gather(*(client.open() for client in seats))
    for client in seats:
        client.write(b"\r")
    await asyncio.sleep(1.0)
    for client in seats:
        client.write(b"\r")
    await asyncio.gather(*(client.until(b"choose 3 cards") for client in seats))
    await asyncio.sleep(1.0)
    latencies: list[float] = []

    async def press(client) -> None:
        await press_arrows(client.write, client.next_output, presses, latencies)

    load = os.getloadavg()[0]
    tables = tables_of(server_pid)
    cpu_before = cpu_seconds([server_pid]), cpu_seconds(tables)
    wall = time.perf_counter()
    await asyncio.gather(*(press(client) for client in seats))
    wall = time.perf_counter() - wall
    server_cpu = cpu_seconds([server_pid]) - cpu_before[0]
    tables_cpu = cpu_seconds(tables) - cpu_before[1]
    print(f"[{name}] {clients} clients at a table, a key each every {KEY_GAP * 1000:.0f} ms: "
          f"keystroke to screen p50 {pct(latencies, 0.5) * 1000:.0f} ms, p99 {pct(latencies, 0.99) * 1000:.0f} ms, "
          f"max {max(latencies) * 1000:.0f} ms ({len(latencies)} keys; load before {load:.1f})")
    print(f"[{name}] CPU per key: server {server_cpu * 1000 / len(latencies):.2f} ms, "
          f"tables {tables_cpu * 1000 / len(latencies):.2f} ms (in cores while pressing: server "
          f"{server_cpu / wall:.2f}, tables {tables_cpu / wall:.2f})")
    await asyncio.gather(*(client.close() for client in seats))
    await asyncio.sleep(2.0)  # the tables hang up and save before the other door's run


async def bench(clients: int, starts: int, presses: int, doors: list[str]) -> None:
    data = tempfile.mkdtemp(prefix="kortbord-web-bench-")
    server = await asyncio.create_subprocess_exec(sys.executable, __file__, "server", data,
                                                  stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE)
    ssh_port, web_port = (int(word) for word in (await present(server.stdout).readline()).split())
    try:
        for door in doors:  # in the order asked: the load of the machine changes with time
            if door == "ssh":
                keys = [asyncssh.generate_private_key("ssh-ed25519") for _ in range(clients + starts)]
                await run_door("ssh", lambda n, keys=keys: SshClient(ssh_port, keys[n]), server.pid, clients, starts, presses)
            elif door == "web":
                async with aiohttp.ClientSession() as session:
                    await run_door("web", lambda n, session=session: WebClient(session, web_port), server.pid, clients, starts,
                                   presses)
    finally:
        await stop(server)


def main() -> None:
    if sys.argv[1:2] == ["server"]:
        serve_here(sys.argv[2])
        return
    parser = Parser(__doc__)
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--starts", type=int, default=10)
    parser.add_argument("--presses", type=int, default=50)
    parser.add_argument("--doors", default="ssh,web")
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    asyncio.run(bench(args.clients, args.starts, args.presses, args.doors.split(",")))


if __name__ == "__main__":
    main()

"""Two attacks on ``kortbord serve`` by one player, and what they cost the
host: the server's and the table's peak RSS (issue 25, items 1 and 2).

    .venv/bin/python tests/benchmarks/serve_attacks.py [--seconds 30] [--attacks stop,flood,window]

The server runs in its own process (this script, ``server`` mode), the
attacker here with asyncssh, over 127.0.0.1.  The attacks:

* stop: at the menu, Ctrl+C and then Ctrl+Z every 2 ms (the moment the app
  gives the terminal back to cooked mode, a Ctrl+Z used to stop it), then
  as much data as the link takes for the given seconds;
* hung: at the menu, the table stopped here (SIGSTOP: what the stop attack
  did, now that a player cannot), then as much data as the link takes;
* flood: at the menu, arrow keys as fast as the link takes them, for the
  given seconds (the app reads them, slower than they come);
* window: a pty of 10000×10000, then a window change to 65535×65535, held
  for the given seconds.

The server must stay within 20 MiB of its RSS after one ordinary table;
a table under 200 MiB.  A table past SAFETY is killed by this script (the
machine is shared), and the figure says so.
"""

from __future__ import annotations

import asyncio
import os
import signal
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import asyncssh  # noqa: E402

from tests.benchmarks.serve_bench import Stream as BenchStream  # noqa: E402
from tests.benchmarks.serve_bench import tables_of  # noqa: E402
from tests.benchmarks.usage import Parser  # noqa: E402
from tests.narrow import present  # noqa: E402

MENU = b"four card games"
SAFETY = 1536  # MiB: a process past this is killed here, not left to take the host
CHUNK = 32768
MiB = 1024


def serve_here(data: str) -> None:
    from tui.serve.limits import Limits
    from tui.serve.server import ServeConfig, TableServer

    async def run() -> None:
        config = ServeConfig(data=Path(data), port=0, app_args=("--seed", "7", "--pace", "instant"),
                             limits=Limits(max_connections=8, per_address=8, login_grace=60, idle_timeout=0))
        server = await TableServer(config).start()
        print(server.port, flush=True)
        await asyncio.get_running_loop().run_in_executor(None, sys.stdin.read)
        await server.close()

    asyncio.run(run())


def status(pid: int) -> dict[str, int]:
    """VmRSS, VmHWM (peak RSS) and VmPeak of ``pid`` in KiB; {} once it is gone."""
    found = {}
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            name, _, value = line.partition(":")
            if name in ("VmRSS", "VmHWM", "VmPeak", "VmData"):
                found[name] = int(value.split()[0])
    except OSError:
        return {}
    return found


def state(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return "gone"


class Stream(BenchStream):
    """serve_bench's stream, which also counts what came (past the first
    MiB kept) and knows when the link closed."""

    def __init__(self) -> None:
        super().__init__()
        self.received = 0
        self.closed = asyncio.Event()

    def data_received(self, data, datatype) -> None:
        self.received += len(data)
        if len(self.data) < 1 << 20:
            self.data += data
        self.arrived.set()

    def connection_lost(self, exc) -> None:
        self.closed.set()
        self.arrived.set()


class Watch:
    """Samples the server's and one table's memory every 0.1 s."""

    def __init__(self, server: int, table: int) -> None:
        self.server, self.table = server, table
        self.server_peak = self.table_peak = self.table_vm = self.table_data = 0
        self.killed = False
        self.task = asyncio.get_running_loop().create_task(self.run())

    async def run(self) -> None:
        while True:
            server, table = status(self.server), status(self.table)
            self.server_peak = max(self.server_peak, server.get("VmRSS", 0))
            self.table_peak = max(self.table_peak, table.get("VmHWM", 0), table.get("VmRSS", 0))
            self.table_vm = max(self.table_vm, table.get("VmPeak", 0))
            self.table_data = max(self.table_data, table.get("VmData", 0))
            if table.get("VmRSS", 0) > SAFETY * MiB:
                self.killed = True
                os.kill(self.table, signal.SIGKILL)
            await asyncio.sleep(0.1)

    def stop(self) -> None:
        self.task.cancel()


async def sit(port: int, key, size=(80, 24)):
    conn = await asyncssh.connect("127.0.0.1", port, username="attacker", known_hosts=None,
                                  client_keys=[key], agent_path=None)
    chan, stream = await conn.create_session(Stream, term_type="xterm-256color", term_size=size, encoding=None)
    return conn, chan, stream


async def new_table(server: int, before: set[int], timeout: float = 30) -> int:
    deadline = time.monotonic() + timeout
    while not (fresh := set(tables_of(server)) - before):
        assert time.monotonic() < deadline, "no table process appeared"
        await asyncio.sleep(0.05)
    return fresh.pop()


async def flood(chan, stream, payload: bytes, seconds: float) -> int:
    """Write ``payload`` over and over for ``seconds``, as fast as the link
    takes it (the client's own buffer kept under 1 MiB)."""
    sent = 0
    end = time.monotonic() + seconds
    while time.monotonic() < end and not stream.closed.is_set():
        if chan.get_write_buffer_size() > 1 << 20:
            await asyncio.sleep(0.005)
            continue
        chan.write(payload)
        sent += len(payload)
        await asyncio.sleep(0)
    return sent


async def attack(kind: str, port: int, server: int, key, seconds: float) -> tuple[str, Watch]:
    before = set(tables_of(server))
    size = (10000, 10000) if kind == "window" else (80, 24)
    conn, chan, stream = await sit(port, key, size)
    table = await new_table(server, before)
    watch = Watch(server, table)
    start = time.monotonic()
    note = ""
    try:
        if kind == "window":
            await asyncio.sleep(2)
            chan.change_terminal_size(65535, 65535)
            await asyncio.wait_for(stream.closed.wait(), seconds)
            note = "the table ended"
        else:
            await stream.until(MENU)
            if kind == "stop":
                chan.write(b"\x03")
                stop_end = time.monotonic() + 3
                while time.monotonic() < stop_end and state(table) not in ("T", "t", "gone", "Z"):
                    chan.write(b"\x1a")
                    await asyncio.sleep(0.002)
                note = f"the table's state after Ctrl+C, Ctrl+Z: {state(table)}; "
                payload = bytes(range(32, 127)) * (CHUNK // 95)
            elif kind == "hung":
                os.kill(table, signal.SIGSTOP)  # what a stopped app was: a table that reads nothing
                note = "the table stopped by this script; "
                payload = bytes(range(32, 127)) * (CHUNK // 95)
            else:
                payload = b"\x1b[B\x1b[A" * (CHUNK // 6)
            sent = await flood(chan, stream, payload, seconds)
            took = time.monotonic() - start
            note += f"{sent / (1 << 20):.0f} MiB sent in {took:.0f} s"
            if stream.closed.is_set():
                note += f", the link closed by the server after {took:.1f} s (status {chan.get_exit_status()})"
    except TimeoutError:
        note = f"the table still there after {seconds:.0f} s, {stream.received / 1024:.0f} KiB received"
    finally:
        await asyncio.sleep(0.3)
        watch.stop()
        conn.abort()
    if watch.killed:
        note += f"; the table killed here past {SAFETY} MiB"
    await asyncio.sleep(2)  # the server lets go of what it held
    return (f"table peak RSS {watch.table_peak / MiB:.0f} MiB (VmPeak {watch.table_vm / MiB:.0f} MiB, "
            f"VmData {watch.table_data / MiB:.0f} MiB), server peak RSS {watch.server_peak / MiB:.0f} MiB "
            f"({note}; server RSS after: {status(server).get('VmRSS', 0) / MiB:.0f} MiB)"), watch


async def main_async(seconds: float, attacks: list[str]) -> None:
    data = tempfile.mkdtemp(prefix="kortbord-attacks-")
    process = await asyncio.create_subprocess_exec(sys.executable, __file__, "server", data,
                                                   stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE)
    port = int(await present(process.stdout).readline())
    key = asyncssh.generate_private_key("ssh-ed25519")
    failed = []
    try:
        conn, _chan, stream = await sit(port, key)  # one ordinary table first: the server's baseline
        await stream.until(MENU)
        conn.close()
        await asyncio.sleep(2)
        start = status(process.pid)["VmRSS"]
        print(f"server RSS after one ordinary table: {start / MiB:.0f} MiB")
        for kind in attacks:
            line, watch = await attack(kind, port, process.pid, key, seconds)
            grew = (watch.server_peak - start) / MiB
            ok = grew <= 20 and watch.table_peak < 200 * MiB and not watch.killed
            print(f"[{kind}] {line}; server grew {grew:.0f} MiB at its peak: {'within' if ok else 'OVER'} the bounds",
                  flush=True)
            if not ok:
                failed.append(kind)
    finally:
        present(process.stdin).close()
        await process.wait()
    print("all within bounds" if not failed else f"over the bounds: {', '.join(failed)}")


def main() -> None:
    if sys.argv[1:2] == ["server"]:
        serve_here(sys.argv[2])
        return
    parser = Parser(__doc__)
    parser.add_argument("--seconds", type=float, default=30)
    parser.add_argument("--attacks", default="stop,hung,flood,window")
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    asyncio.run(main_async(args.seconds, args.attacks.split(",")))


if __name__ == "__main__":
    main()

"""``kortbord serve`` on 1, 2 and 3 nodes behind HAProxy: keystroke-to-screen
latency with N simulated players, and how many players a node takes at a
p99 of 150 ms.

    .venv/bin/python tests/benchmarks/many_hosts.py [--nodes 1,2,3] [--players 6,12,18] [--seconds 20]

Each node is a real ``kortbord serve`` process (one shared ``--host-key``,
``--proxy-from 127.0.0.1``), HAProxy (tests/hosts/haproxy.py) balances
them round robin with ``send-proxy-v2``.  Players arrive as a Poisson
process (``--arrival`` seconds apart on average), each logs in through
HAProxy and sits at a Hearts table (the passing screen, where ← and →
redraw the hand: serve_bench.py's ``Stream`` and measure), then presses
a key at a human pace: gaps drawn from an exponential law of mean
``--gap`` seconds.  Latencies are counted once every player is seated,
for ``--seconds``: the load of N people at once, not of their logins.
For each number of nodes the player counts are tried in turn until the
p99 passes 150 ms; "players per node" is the most that kept it, divided
by the nodes.  Every node shares this machine's cores: the figure shows
the cost of the balancer and of more processes, not the gain of more
hosts (the README's "Many hosts" says how that grows).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import re
import signal
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import asyncssh  # noqa: E402

from tests.benchmarks.serve_bench import cpu_seconds, pct, sit, tables_of  # noqa: E402
from tests.benchmarks.usage import Parser  # noqa: E402
from tests.hosts.haproxy import HAProxy, binary  # noqa: E402
from tests.narrow import present  # noqa: E402

TARGET = 0.150  # p99 keystroke to screen
KEYS = (b"\x1b[C", b"\x1b[D")
SERVING = re.compile(r"127\.0\.0\.1:(\d+)")


class Node:
    """One ``kortbord serve`` process."""

    def __init__(self, process: asyncio.subprocess.Process, port: int) -> None:
        self.process = process
        self.port = port

    @classmethod
    async def start(cls, data: Path, host_key: Path, players: int) -> Node:
        kortbord = Path(sys.executable).parent / "kortbord"
        limit = str(max(players, 16))
        process = await asyncio.create_subprocess_exec(
            str(kortbord), "serve", "--port", "0", "--data", str(data), "--host-key", str(host_key),
            "--proxy-from", "127.0.0.1", "--max-connections", limit, "--max-logging-in", limit, "--per-address", limit,
            "--login-grace", "120", "--idle-timeout", "0",
            stdout=asyncio.subprocess.PIPE, env={**os.environ, "LANGUAGE": "en", "LANG": "C.UTF-8", "KORTBORD_HOME": str(data)})
        while True:
            line = (await asyncio.wait_for(present(process.stdout).readline(), 60)).decode()
            if not line:
                raise RuntimeError("kortbord serve ended before it served")
            if line.startswith("Serving") and (found := SERVING.search(line)):
                return cls(process, int(found.group(1)))

    async def stop(self) -> None:
        if self.process.returncode is None:
            self.process.send_signal(signal.SIGTERM)
            await asyncio.wait_for(self.process.wait(), 60)


def host_key(directory: Path) -> Path:
    """One key for every node, made once (as ssh-keygen would), mode 0600."""
    path = directory / "host_ed25519_key"
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "wb") as out:
        out.write(asyncssh.generate_private_key("ssh-ed25519").export_private_key())
    return path


async def run(nodes: int, players: int, args: argparse.Namespace, rng: random.Random) -> dict:
    directory = Path(tempfile.mkdtemp(prefix="kortbord-many-hosts-"))
    key_file = host_key(directory)
    started = [await Node.start(directory / f"node{n}", key_file, players) for n in range(1, nodes + 1)]
    proxy = await HAProxy.start([node.port for node in started])
    keys = [asyncssh.generate_private_key("ssh-ed25519") for _ in range(players)]
    seated = 0
    all_seated = asyncio.Event()
    stop = asyncio.Event()
    latencies: list[float] = []
    failures = 0
    host_keys: set[str] = set()

    async def player(key, delay: float) -> None:
        nonlocal seated, failures
        await asyncio.sleep(delay)
        try:
            conn, chan, stream, _took = await sit(proxy.port, key)
        except (OSError, asyncssh.Error, TimeoutError):
            failures += 1
            seated += 1
            if seated == players:
                all_seated.set()
            return
        host_keys.add(present(conn.get_server_host_key()).get_fingerprint())
        try:
            chan.write(b"\r")  # Hearts
            await asyncio.sleep(1.0)
            chan.write(b"\r")  # a new game
            await stream.until(b"choose 3 cards")
            seated += 1
            if seated == players:
                all_seated.set()
            await all_seated.wait()
            turn = 0
            while not stop.is_set():
                await asyncio.sleep(rng.expovariate(1 / args.gap))
                if stop.is_set():
                    break
                start = time.perf_counter()
                chan.write(KEYS[turn % 2])
                turn += 1
                try:
                    await stream.next_output()
                    latencies.append(time.perf_counter() - start)
                except TimeoutError:
                    latencies.append(10.0)
        finally:
            conn.close()

    arrivals, at = [], 0.0
    for _ in range(players):
        at += rng.expovariate(1 / args.arrival)
        arrivals.append(at)
    tasks = [asyncio.create_task(player(key, delay)) for key, delay in zip(keys, arrivals)]
    try:
        await asyncio.wait_for(all_seated.wait(), arrivals[-1] + 120)
        pids = [node.process.pid for node in started]
        tables = [tables_of(pid) for pid in pids]
        cpu_before = [cpu_seconds([pid, *own]) for pid, own in zip(pids, tables)]
        proxy_before = cpu_seconds([proxy.process.pid])
        wall = time.perf_counter()
        await asyncio.sleep(args.seconds)
        stop.set()
        wall = time.perf_counter() - wall
        cpu = [(cpu_seconds([pid, *own]) - before) / wall for pid, own, before in zip(pids, tables, cpu_before)]
        proxy_cpu = cpu_seconds([proxy.process.pid]) - proxy_before
        await asyncio.gather(*tasks, return_exceptions=True)
    finally:
        for task in tasks:
            task.cancel()
        proxy.stop()
        for node in started:
            await node.stop()
    return {"latencies": latencies, "tables": [len(own) for own in tables], "cpu": cpu, "failures": failures,
            "host_keys": len(host_keys), "proxy_ms_per_key": proxy_cpu * 1000 / max(1, len(latencies)),
            "node_ms_per_key": sum(cpu) * wall * 1000 / max(1, len(latencies))}


async def main_async(args: argparse.Namespace) -> None:
    rng = random.Random(args.seed)
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores; a key every {args.gap:.1f} s on average "
          f"per player, arrivals {args.arrival:.2f} s apart on average, {args.seconds:.0f} s measured")
    for nodes in args.nodes:
        best = 0
        for players in args.players:
            result = await run(nodes, players, args, rng)
            values = result["latencies"]
            p50, p99 = pct(values, 0.5), pct(values, 0.99)
            ok = p99 <= TARGET and not result["failures"]
            print(f"[{nodes} node{'s' if nodes > 1 else ''}] {players} players (tables per node {result['tables']}): "
                  f"keystroke to screen p50 {p50 * 1000:.0f} ms, p99 {p99 * 1000:.0f} ms ({len(values)} keys); "
                  f"CPU in cores per node {', '.join(f'{c:.2f}' for c in result['cpu'])}, "
                  f"CPU per key: nodes {result['node_ms_per_key']:.1f} ms, HAProxy {result['proxy_ms_per_key']:.2f} ms; "
                  f"{result['failures']} could not sit; host keys seen {result['host_keys']}", flush=True)
            if not ok:
                break
            best = players
        print(f"[{nodes} node{'s' if nodes > 1 else ''}] players at p99 <= {TARGET * 1000:.0f} ms: {best} "
              f"({best / nodes:.1f} per node){'' if best < args.players[-1] else ' (or more: the largest tried)'}", flush=True)


def main() -> None:
    parser = Parser(__doc__)
    parser.add_argument("--nodes", default="1,2,3", type=lambda text: [int(n) for n in text.split(",")])
    parser.add_argument("--players", default="6,12,18", type=lambda text: [int(n) for n in text.split(",")])
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--gap", type=float, default=1.0, help="mean seconds between a player's keys")
    parser.add_argument("--arrival", type=float, default=0.3, help="mean seconds between arrivals")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    if binary() is None:
        sys.exit("many_hosts needs HAProxy (Debian: apt-get install haproxy)")
    asyncio.run(main_async(args))


if __name__ == "__main__":
    main()

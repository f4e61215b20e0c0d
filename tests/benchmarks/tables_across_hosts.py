"""What a relay through Redis adds to a shared table's round trip: a
person at a Hearts table on host A asks A's hub something (an action it
refuses: the engine's check and the answer, the smallest round trip a
move makes) from an app on A itself, and from an app on host B, whose
messages go through Redis to A and back (tui/hosts/broker.py, relay.py).

    .venv/bin/python tests/benchmarks/tables_across_hosts.py [N]

Starts a throwaway PostgreSQL and redis-server on loopback (tests/hosts),
and two hub servers in this process (so both hubs share this one loop
and core: the figure is the relay's work, not a network's).  Figures in
milliseconds, from the app's write to the answer's line read.
"""

from __future__ import annotations

import asyncio
import json
import secrets
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from rules.tables import Person  # noqa: E402
from tests.benchmarks.usage import Parser  # noqa: E402
from tests.hosts.helpers import fenced  # noqa: E402
from tests.hosts.postgres import Postgres  # noqa: E402
from tests.hosts.redis_server import RedisServer  # noqa: E402
from tests.tui.serve.test_hub_server import open_link, read  # noqa: E402
from tui.serve.hub_server import HubServer  # noqa: E402


async def round_trips(reader, writer, n: int) -> list[float]:
    times = []
    for _ in range(n):
        start = time.perf_counter()
        writer.write(b'{"type":"act","action":"play nothing"}\n')
        await read(reader, "refused")
        times.append((time.perf_counter() - start) * 1000)
    return times


def show(label: str, times: list[float]) -> None:
    times = sorted(times)
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
    print(f"{label:<34} p50 {statistics.median(times):6.2f} ms   p99 {p99:6.2f} ms   ({len(times)} round trips)")


async def main(n: int, database: str, broker: str) -> None:
    root = Path(tempfile.mkdtemp(prefix="kortbord-bench-"))
    key = secrets.token_bytes(32)  # the cluster's: every envelope sealed, as in serving
    one = await HubServer(root / "a", **fenced(database), broker=broker, cluster_key=key).start()
    two = await HubServer(root / "b", **fenced(database), broker=broker, cluster_key=key).start()
    try:
        anna_r, anna_w = await open_link(one.issue(Person("SHA256:anna", "anna")))
        bo_r, bo_w = await open_link(two.issue(Person("SHA256:bo", "bo")))
        anna_w.write(json.dumps({"type": "create", "game": "hearts", "people": [2], "seed": 1}).encode() + b"\n")
        table = (await read(anna_r, "seated"))["table"]
        while not any(t["id"] == table for t in (await read(bo_r, "tables"))["tables"]):
            pass
        bo_w.write(json.dumps({"type": "join", "table": table}).encode() + b"\n")
        await read(bo_r, "state")
        await read(anna_r, "state")
        await round_trips(anna_r, anna_w, 20)  # warm up both
        await round_trips(bo_r, bo_w, 20)
        show("app on A, table on A", await round_trips(anna_r, anna_w, n))
        show("app on B, table on A (Redis)", await round_trips(bo_r, bo_w, n))
        anna_w.close()
        bo_w.close()
    finally:
        await two.close()
        await one.close()


if __name__ == "__main__":
    parser = Parser(__doc__)
    parser.add_argument("count", type=int, nargs="?", default=500, help="round trips each way (default 500)")
    count = parser.parse_args().count
    postgres, redis = Postgres().start(), RedisServer().start()
    try:
        asyncio.run(main(count, postgres.new_database(f"bench_{secrets.token_hex(4)}"), redis.url))
    finally:
        redis.stop()
        postgres.stop()

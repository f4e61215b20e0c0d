"""How long a table waits for another node after its node freezes or
dies, and how many saved moves are lost (issue 39): the fault run of
tests/hosts/test_fenced_faults.py (two real ``kortbord serve`` nodes
behind HAProxy, PostgreSQL, Redis, Anna and Bo at a Hearts table by
keys) with the nodes' real lease, a freeze (SIGSTOP until the other
node carried the table on, then SIGCONT) and then a kill (SIGKILL).
Prints the seconds from the signal to the other node's ``carried-on``
line, and the moves lost (every write of the row is checked).

    nice -n 19 python tests/benchmarks/takeover.py [--lease 12] [--runs 1]
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import asyncssh  # noqa: E402

from tests.benchmarks.usage import Parser  # noqa: E402
from tests.hosts import test_fenced_faults as faults  # noqa: E402
from tests.hosts.haproxy import HAProxy  # noqa: E402
from tests.hosts.postgres import Postgres  # noqa: E402
from tui.hosts.ownership import LEASE  # noqa: E402


async def main(lease: float, runs: int) -> None:
    faults.LEASE = lease
    postgres = Postgres().start()
    proxies: list[HAProxy] = []

    async def haproxy(backends: list[int], send: str = "send-proxy-v2") -> HAProxy:
        proxies.append(await HAProxy.start(backends, send, False))
        return proxies[-1]

    try:
        for run in range(runs):
            keys = [asyncssh.generate_private_key("ssh-ed25519") for _ in range(3)]
            with tempfile.TemporaryDirectory(prefix="kortbord-takeover-") as root:
                table = await faults.run_faults(postgres, haproxy, keys, Path(root), [faults.freeze, faults.kill])
            print(f"run {run + 1}, lease {lease:g} s: {' / '.join(table.figures)}", flush=True)
            for proxy in proxies:
                proxy.stop()
            proxies.clear()
    finally:
        for proxy in proxies:
            proxy.stop()
        postgres.stop()


if __name__ == "__main__":
    parser = Parser(__doc__)
    parser.add_argument("--lease", type=float, default=LEASE)
    parser.add_argument("--runs", type=int, default=1)
    args = parser.parse_args()
    asyncio.run(main(args.lease, args.runs))

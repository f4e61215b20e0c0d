"""What sealing costs a node (tui/hosts/sealed.py): one envelope sealed,
and one opened (with its replay check), at a few sizes, in microseconds.

    .venv/bin/python tests/benchmarks/sealing.py [N]

A relayed move is two envelopes (the move to the table's node, its answer
back): two seals and two opens.  tests/benchmarks/tables_across_hosts.py
measures the whole round trip through Redis.
"""

from __future__ import annotations

import secrets
import sys
import time
from pathlib import Path

from tui.hosts.sealed import Seal

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the project root, for tests.*

from tests.benchmarks.usage import Parser  # noqa: E402


def main(count: int) -> None:
    key = secrets.token_bytes(32)
    sender, receiver = Seal(key, "a-1"), Seal(key, "b-1")
    for size in (200, 2_000, 20_000):
        body = {"kind": "told", "link": "1", "message": {"type": "state", "view": "x" * size}}
        start = time.perf_counter()
        texts = [sender.seal("kortbord:host:b-1", body) for _ in range(count)]
        sealed = time.perf_counter() - start
        start = time.perf_counter()
        for text in texts:
            receiver.open("kortbord:host:b-1", text)
        opened = time.perf_counter() - start
        print(f"{size:>6} bytes: seal {sealed / count * 1e6:6.1f} us, open {opened / count * 1e6:6.1f} us"
              f"  ({count} envelopes, {len(texts[0])} bytes sealed)")


if __name__ == "__main__":
    parser = Parser(__doc__)
    parser.add_argument("count", type=int, nargs="?", default=5000, help="envelopes a size (default 5000)")
    main(parser.parse_args().count)

"""The server's work per keystroke at a shared table: one ``act`` at a
four-person Hearts table, from ``Client.receive`` until the update for
every seat is made (its view, legal actions and events encoded by
rules.tables.wire for that seat) and handed to the links, as JSON.

    .venv/bin/python tests/benchmarks/tables_act.py [games]

Default: 3 seeded games to the end, each person acting by an easy bot on
its own decoded view (the bots' thinking is not timed).  Prints the number
of acts, the median, 99th percentile and largest time per act (ms), and the
mean and largest message in bytes.  Part of issue 18's budget
(keystroke-to-screen p99 <= 150 ms: this is the server's share of it).
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import time
from functools import partial

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))

import rules  # noqa: E402
from rules.clock import ManualClock  # noqa: E402
from rules.tables import Person  # noqa: E402
from rules.tables.wire import decode  # noqa: E402
from tests.benchmarks.usage import Parser  # noqa: E402
from tui.tables import Hub  # noqa: E402


def keep(inbox: list[dict], sizes: list[int], message: dict) -> None:
    """A person's link: the message kept, its size on the wire counted."""
    inbox.append(message)
    sizes.append(len(json.dumps(message)))


def one_game(seed: int, times: list[float], sizes: list[int]) -> None:
    clock = ManualClock()
    hub = Hub(clock)
    inboxes: dict[str, list[dict]] = {}
    clients = {}
    for key in ("a", "b", "c", "d"):
        inbox: list[dict] = []
        inboxes[key] = inbox
        clients[key] = hub.connect(Person(key, key), "en", partial(keep, inbox, sizes))
    clients["a"].receive({"type": "create", "game": "hearts", "people": [1, 2, 3], "seed": seed})
    for key in "bcd":
        clients[key].receive({"type": "join", "table": "t1"})
    table = hub.tables["t1"]
    bots = {key: rules.new_bot("hearts", "easy", seed=f"{seed}/{key}") for key in clients}
    acted = dict.fromkeys(clients)
    while not table.game.is_over:
        for key, client in clients.items():
            latest = next(m for m in reversed(inboxes[key]) if m["type"] in ("state", "update"))
            legal = decode(latest["legal"])
            if legal and latest["moves"] != acted[key]:
                acted[key] = latest["moves"]
                action = str(bots[key].choose(decode(latest["view"]), legal))
                start = time.perf_counter()
                client.receive({"type": "act", "action": action})
                times.append(time.perf_counter() - start)


def main() -> None:
    parser = Parser(__doc__)
    parser.add_argument("games", type=int, nargs="?", default=3, help="games (default 3)")
    games = parser.parse_args().games
    times: list[float] = []
    sizes: list[int] = []
    for seed in range(games):
        one_game(seed, times, sizes)
    times.sort()
    print(f"{len(times)} acts in {games} games: median {times[len(times) // 2] * 1000:.1f} ms, "
          f"p99 {times[int(len(times) * 0.99)] * 1000:.1f} ms, max {times[-1] * 1000:.1f} ms; "
          f"{len(sizes)} messages, mean {statistics.mean(sizes):.0f} B, max {max(sizes)} B")


if __name__ == "__main__":
    main()

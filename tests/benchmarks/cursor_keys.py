"""CPU per cursor key at each table, in process (issue 27: ≤ 5 ms a key).

Each table is opened as a player opens it (seeded, the computer at the
instant pace), left to settle, then ← and → are sent alternately through
the driver's queue (as a terminal sends them, not through the pilot, whose
own waiting walks every widget after each key) with 50 ms between them, so
each key is drawn before the next.  The figure is the process's CPU time
over those keys, less what the idle table took in as long (its timers):
the key's own work, Textual's share included.

    .venv/bin/python tests/benchmarks/cursor_keys.py [keys] [--profile GAME]

The keys: Hearts moves the hand's cursor while passing, the harvest game
the board's cursor, the clover picker the meadow's, and Speed (paused, its
clock stopped) slaps a pile, which is refused with a line.  A served table
adds the encoding of what changed on the screen and the pty; serve_bench.py
measures that with SSH clients.
"""

from __future__ import annotations

import asyncio
import cProfile
import os
import pstats
import sys
import tempfile
import time
from pathlib import Path

from textual import events

from tui.app import KortbordApp
from tui.textual_private import send_to_terminal

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the project root, for tests.*

from tests.benchmarks.usage import Parser  # noqa: E402

GAMES = {"hearts": 7, "harvest": 3, "clover": 12, "speed": 1}
GAP = 0.05


async def measure(game: str, seed: int, keys: int, profile: bool) -> tuple[float, float]:
    app = KortbordApp(seed=seed, start=game, pace="instant", level="medium")
    app.animation_level = "none"
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(10):
            await pilot.pause()
        if game == "speed":
            await pilot.press("p")
        await asyncio.sleep(0.5)
        idle_start = time.process_time()
        await asyncio.sleep(keys * GAP)
        idle = time.process_time() - idle_start
        profiler = cProfile.Profile() if profile else None
        start = time.process_time()
        if profiler:
            profiler.enable()
        for i in range(keys):
            key = events.Key("right" if i % 2 == 0 else "left", None)
            key.set_sender(app)
            send_to_terminal(app, key)
            await asyncio.sleep(GAP)
        if profiler:
            profiler.disable()
            pstats.Stats(profiler).sort_stats("cumulative").print_stats(40)
        spent = time.process_time() - start
    return 1000 * (spent - idle) / keys, 1000 * idle / keys


def main() -> None:
    parser = Parser(__doc__)
    parser.add_argument("keys", type=int, nargs="?", default=200, help="cursor keys a table (default 200)")
    parser.add_argument("--profile", choices=list(GAMES), help="only this game's table, profiled")
    args = parser.parse_args()
    keys, profile = args.keys, args.profile
    os.environ["KORTBORD_HOME"] = tempfile.mkdtemp(prefix="kortbord-keys-")  # never the player's data
    print(f"CPU per cursor key in process, {keys} keys a table, 80x24 (target <= 5 ms)")
    for game, seed in GAMES.items():
        if profile and game != profile:
            continue
        per_key, idle = asyncio.run(measure(game, seed, keys, profile == game))
        print(f"  {game:8s} {per_key:6.2f} ms a key   (the idle table: {idle:.2f} ms in the same time)")


if __name__ == "__main__":
    main()

"""How long the Speed table takes to show who won once the player asks
(enter on the last round's summary, "enter: see the final table"): the seconds it
waits on the table's clock, and the wall time the app spends until the
game-over screen is mounted, with the functions that take it.

    .venv/bin/python tests/benchmarks/speed_game_over.py [--seed 7] [--profile 12]

Plays a seeded game against the easy AI by keys on a ManualClock (as
tests/tui/screens/speed/test_table.py does) to its last summary, then
presses enter and advances the table's clock only to the timers that are
due (a wait on it is reported as clock seconds: on a real table they are
real seconds).  The app keeps its files in a fresh temporary data
directory, never the player's.  A playtest saw 'game over' in the centre
for about 2 s before the dialog came.
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

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import pytest  # noqa: E402

from rules.clock import ManualClock  # noqa: E402
from tests.benchmarks.usage import Parser  # noqa: E402
from tests.tui.screens.speed.test_table import key_for  # noqa: E402
from tui.app import KortbordApp  # noqa: E402
from tui.screens.game_over import GameOverScreen  # noqa: E402
from tui.screens.speed.round_over import SpeedRoundOver  # noqa: E402
from tui.screens.speed.screen import SpeedScreen  # noqa: E402


async def measure(seed: int, profile_lines: int) -> None:
    clock = ManualClock()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(SpeedScreen, "make_clock", staticmethod(lambda: clock))
        app = KortbordApp(seed=seed, start="speed", level="easy")
        app.animation_level = "none"
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            screen = next(s for s in app.screen_stack if isinstance(s, SpeedScreen))
            for _ in range(20000):  # to the last round's summary
                await pilot.pause()
                summary = app.screen
                if isinstance(summary, SpeedRoundOver):
                    if summary.game_over:
                        break
                    await pilot.press("enter")
                    continue
                key = key_for(screen)
                if key is None:
                    due = clock.next_due()
                    clock.advance(0.25 if due is None else max(0.0, due - clock.now()))
                else:
                    await pilot.press(key)
                    clock.advance(0.05)
            else:
                raise SystemExit("the game did not reach its end")
            profiler = cProfile.Profile()
            waited = 0.0
            start = time.perf_counter()
            profiler.enable()
            await pilot.press("enter")
            for _ in range(1000):
                await pilot.pause()
                if isinstance(app.screen, GameOverScreen) and app.screen.is_mounted:
                    break
                due = clock.next_due()
                if due is not None:
                    waited += max(0.0, due - clock.now())
                    clock.advance(max(0.0, due - clock.now()))
            else:
                raise SystemExit("no game-over screen")
            profiler.disable()
            wall = time.perf_counter() - start
    print(f"seed {seed}: enter on the last summary -> game-over screen mounted")
    print(f"  waited on the table's clock: {waited:.2f} s")
    print(f"  wall time in the app (pilot pauses included): {wall * 1000:.0f} ms")
    if profile_lines:
        pstats.Stats(profiler).sort_stats("cumulative").print_stats(profile_lines)


def main() -> None:
    parser = Parser(__doc__)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--profile", type=int, default=0, help="lines of the profile to print (0: none)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as home:
        os.environ["KORTBORD_HOME"] = home
        asyncio.run(measure(args.seed, args.profile))


if __name__ == "__main__":
    main()

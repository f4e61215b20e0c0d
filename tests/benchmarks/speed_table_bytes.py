"""What the Speed table sends to the terminal: bytes per move and per
countdown tick at 80×24 (a slow SSH link pays for every byte).

    .venv/bin/python tests/benchmarks/speed_table_bytes.py [--seed 7] [--steps 5000]

Plays a seeded game against the easy AI by keys on a ManualClock (as the
pilot test tests/tui/screens/speed/test_table.py does) and counts what the app
writes to its (headless) driver after each key and after each clock step,
split by what happened.  Time passes only when the benchmark advances the
clock, so every wait (the game-over screen too) is a clock step; the app
keeps its files in a fresh temporary data directory, never the player's (an
unfinished save there would open the resume screen first).
"""

from __future__ import annotations

import asyncio
import os
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import pytest  # noqa: E402
from textual.drivers.headless_driver import HeadlessDriver  # noqa: E402

from rules.clock import ManualClock  # noqa: E402
from rules.speed.actions import Play  # noqa: E402
from rules.speed.match import Countdown  # noqa: E402
from tests.benchmarks.usage import Parser  # noqa: E402
from tui.app import KortbordApp  # noqa: E402
from tui.screens.game_over import GameOverScreen  # noqa: E402
from tui.screens.speed.round_over import SpeedRoundOver  # noqa: E402
from tui.screens.speed.screen import LEFT_KEYS, RIGHT_KEYS, SpeedScreen  # noqa: E402

WRITTEN = [0]
_write = HeadlessDriver.write


def counting_write(self, data: str) -> None:
    WRITTEN[0] += len(data.encode("utf-8"))
    _write(self, data)


async def measure(seed: int, steps: int) -> None:
    clock = ManualClock()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(HeadlessDriver, "write", counting_write)
        # Let the app render its updates as for a terminal (the headless driver
        # normally skips them); they are counted, not shown.
        patch.setattr(HeadlessDriver, "is_headless", property(lambda self: False))
        patch.setattr(SpeedScreen, "make_clock", staticmethod(lambda: clock))
        await play(clock, seed, steps)


async def play(clock: ManualClock, seed: int, steps: int) -> None:
    app = KortbordApp(seed=seed, start="speed", level="easy")
    app.animation_level = "none"
    moves: list[int] = []
    ticks: list[int] = []
    others: list[int] = []
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = next(s for s in app.screen_stack if isinstance(s, SpeedScreen))
        ticks_seen = [0]
        screen.session.subscribe(lambda u: ticks_seen.__setitem__(
            0, ticks_seen[0] + sum(isinstance(e, Countdown) for e in u.events)))
        finished = False
        for _ in range(steps):
            await pilot.pause()
            if isinstance(app.screen, GameOverScreen):
                finished = True
                break
            if isinstance(app.screen, SpeedRoundOver):
                await pilot.press("enter")
                continue
            if screen.session.game.is_over:
                # the game-over screen comes after a moment on the table's clock
                due = clock.next_due()
                clock.advance(0.1 if due is None else max(0.0, due - clock.now()))
                continue
            view = screen.view
            plays = [a for a in screen.session.legal_actions(0) if isinstance(a, Play)]
            before = WRITTEN[0]
            if view.may_slap:
                left, right = view.centers
                await pilot.press("space" if view.one_pile else ("left" if left.size <= right.size else "right"))
            elif plays:
                key = (LEFT_KEYS if plays[0].center == "L" else RIGHT_KEYS)[plays[0].pile - 1]
                await pilot.press(key)
                await pilot.pause()
                moves.append(WRITTEN[0] - before)
                clock.advance(0.05)
                continue
            else:
                due = clock.next_due()
                seen = ticks_seen[0]
                clock.advance(0.25 if due is None else max(0.0, due - clock.now()))
                await pilot.pause()
                (ticks if ticks_seen[0] > seen else others).append(WRITTEN[0] - before)
    for name, sizes in (("your move (key to redrawn table)", moves), ("countdown tick", ticks),
                        ("computer move / turn / deal", others)):
        if sizes:
            print(f"{name:36} n={len(sizes):4}  median {statistics.median(sizes):6.0f} B  "
                  f"max {max(sizes):6} B")
    print(f"whole game: {WRITTEN[0]} bytes" if finished else f"stopped after {steps} steps: {WRITTEN[0]} bytes")


def main() -> None:
    parser = Parser(__doc__)
    parser.add_argument("--seed", type=int, default=7, help="the deal (default 7)")
    parser.add_argument("--steps", type=int, default=5000, help="stop after this many keys and waits (default 5000)")
    args = parser.parse_args()
    os.environ["KORTBORD_HOME"] = tempfile.mkdtemp(prefix="kortbord-speed-bytes-")
    asyncio.run(measure(args.seed, args.steps))


if __name__ == "__main__":
    main()

"""The client's share of keystroke-to-screen at a shared table: from the
key that plays a card at the Hearts screen (a RemoteDriver over a
LoopbackLink to an in-process Hub, three computer players) until the
screen has handled the server's update for that card (decoded, published,
narrated and redrawn).  No socket and no SSH: tables_act.py and the
serve benchmarks measure those shares.

    .venv/bin/python tests/benchmarks/shared_table_keys.py [hands]

Default: 3 hands of the seeded game (39 plays).  Prints the number of
plays and the median, 99th percentile and largest time (ms).  The app
keeps its files in a fresh temporary data directory, never the player's.
"""

from __future__ import annotations

import asyncio
import os
import statistics
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))

import pytest  # noqa: E402

from rules.clock import AsyncioClock  # noqa: E402
from tests.benchmarks.usage import Parser  # noqa: E402
from tests.narrow import narrow  # noqa: E402
from tests.tui.helpers import make_app  # noqa: E402
from tests.tui.remote.test_table_screen import alone_at_hearts, until  # noqa: E402
from tui.screens.game_base import GameScreen  # noqa: E402
from tui.screens.hearts.scores import HeartsScores  # noqa: E402
from tui.tables import Hub  # noqa: E402


async def measure(hands: int) -> list[float]:
    app = make_app()
    samples: list[float] = []
    handled: list[float] = []
    original = GameScreen.on_game_screen_session_updated

    def timed(screen, message):
        original(screen, message)
        if message.update.seat == 0:
            handled.append(time.perf_counter())

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(GameScreen, "on_game_screen_session_updated", timed)  # Textual finds handlers on the class
        async with app.run_test(size=(80, 24)) as pilot:
            hub = Hub(AsyncioClock(speed=30))  # the computers' 0.6 s pace is not what is measured
            _anna, screen = await alone_at_hearts(pilot, hub)
            while len(samples) < 13 * hands:
                await pilot.pause(0.01)
                if app.screen is not screen:
                    narrow(app.screen, HeartsScores).action_close()  # the score table
                elif "trick" in screen.holds:
                    await pilot.press("space")
                elif screen.choosing_pass():
                    await pilot.press("1", "2", "3", "enter")
                    await until(pilot, lambda: screen.view.has_passed)
                elif screen.view.phase == "playing" and screen.view.turn == 0 and not screen.holds:
                    seen, start = len(handled), time.perf_counter()
                    await pilot.press("space")
                    await until(pilot, lambda seen=seen: len(handled) > seen, seconds=5)
                    samples.append((handled[seen] - start) * 1000)
    return samples


def main() -> None:
    parser = Parser(__doc__)
    parser.add_argument("hands", type=int, nargs="?", default=3, help="hands of the seeded game (default 3)")
    hands = parser.parse_args().hands
    os.environ["KORTBORD_HOME"] = tempfile.mkdtemp(prefix="kortbord-shared-keys-")
    samples = sorted(asyncio.run(measure(hands)))
    p99 = samples[int(0.99 * (len(samples) - 1))]
    print(f"{len(samples)} plays: median {statistics.median(samples):.1f} ms, p99 {p99:.1f} ms, "
          f"max {samples[-1]:.1f} ms")


if __name__ == "__main__":
    main()

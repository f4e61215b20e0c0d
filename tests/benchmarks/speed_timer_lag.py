"""How late do the Speed AI's reaction timers fire on the real asyncio clock?

An expert AI (seat 0) plays matches against a scripted opponent at its
fastest (the first fitting card after a fixed, machine-quick delay) on
``AsyncioClock(speed=1)``; several matches run at once in the loop only to
collect enough timers for a 99th percentile (``--parallel 1`` is the app's
case).  Every timer the driver sets records how late it
fired against its planned time; we report the expert's timers.  The second
run adds a task in the same loop that simulates screen redraws (busy CPU
work of ``--redraw-ms`` at ``--fps``).

    .venv/bin/python tests/benchmarks/speed_timer_lag.py [--seconds 30] [--parallel 16]
"""

from __future__ import annotations

import asyncio
import statistics
import sys
import time
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path

from rules.clock import AsyncioClock
from rules.driver import Update
from rules.session import Seat
from rules.speed.bots import ExpertBot, SpeedBot
from rules.speed.game import SpeedGame
from rules.speed.match import Match

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the project root, for tests.*

from tests.benchmarks.usage import Parser  # noqa: E402


class Scripted(SpeedBot):
    """The first legal action after a fixed delay: no judgement, no jitter."""

    level = "scripted"
    delay = 0.15

    def reaction_time(self, view, action):
        return self.delay

    def look_again_time(self):
        return self.delay

    def choose(self, view, legal):
        return legal[0]


async def redraws(fps: float, busy_ms: float, match_box: list) -> None:
    """A stand-in for Textual redraws: build both views and format them,
    over and over for ``busy_ms``, ``fps`` times a second."""
    period = 1.0 / fps
    while True:
        start = time.perf_counter()
        while (time.perf_counter() - start) * 1000 < busy_ms:
            match = match_box[0]
            for seat in (0, 1):
                view = match.view(seat)
                "".join(str(p.top) for p in view.table + view.opponent_table)
        await asyncio.sleep(max(0.0, period - (time.perf_counter() - start)))


def set_when_over(match: Match, done: asyncio.Event, update: Update) -> None:
    if match.game.is_over:
        done.set()


@dataclass
class Tally:
    """What the workers measured: the expert's timer lags, matches and moves played."""

    lags: list[float] = field(default_factory=list)
    matches: int = 0
    moves: int = 0


async def play_matches(worker: int, deadline: float, box: list, out: Tally) -> None:
    seed = worker * 1000
    while time.perf_counter() < deadline:
        clock = AsyncioClock(speed=1.0)
        match = Match(SpeedGame(seed), [Seat("Expert", ExpertBot()), Seat("Script", Scripted())], clock,
                      tick=0.3, round_pause=0.3)
        if worker == 0:
            box[0] = match
        done = asyncio.Event()
        match.subscribe(partial(set_when_over, match, done))
        match.start()
        try:
            await asyncio.wait_for(done.wait(), timeout=max(0.01, deadline - time.perf_counter()))
        except TimeoutError:
            pass
        match.stop()
        out.lags += [lag for key, lag in match.timer_lags if key == "bot0"]
        out.moves += sum(1 for seat, text in match.log if seat == 0 and text not in ("turn", "deal"))
        out.matches += 1
        seed += 1


async def run(seconds: float, parallel: int, redraw: tuple[float, float] | None,
              opponent_delay: float) -> tuple[list[float], int, int]:
    Scripted.delay = opponent_delay
    out = Tally()
    box: list = [Match(SpeedGame(0), [Seat("a"), Seat("b")], AsyncioClock())]
    task = asyncio.create_task(redraws(*redraw, box)) if redraw else None
    deadline = time.perf_counter() + seconds
    await asyncio.gather(*(play_matches(w, deadline, box, out) for w in range(parallel)))
    if task is not None:
        task.cancel()
    return out.lags, out.matches, out.moves


def report(title: str, lags: list[float], matches: int, moves: int) -> None:
    ms = sorted(lag * 1000 for lag in lags)
    if not ms:
        print(f"{title}: no timers fired")
        return
    p99 = ms[min(len(ms) - 1, int(0.99 * len(ms)))]
    print(f"{title}: {len(ms)} expert timers ({moves} cards/slaps) in {matches} matches; "
          f"lag median {statistics.median(ms):.2f} ms, p90 {ms[int(0.9 * len(ms))]:.2f} ms, "
          f"p99 {p99:.2f} ms, max {ms[-1]:.2f} ms")


def main() -> None:
    parser = Parser(__doc__)
    parser.add_argument("--seconds", type=float, default=30.0, help="per scenario")
    parser.add_argument("--fps", type=float, default=30.0)
    parser.add_argument("--redraw-ms", type=float, default=8.0, help="busy time per redraw")
    parser.add_argument("--opponent-delay", type=float, default=0.15)
    parser.add_argument("--parallel", type=int, default=16,
                        help="matches at once in the loop (more timers to measure; one is the app's case)")
    args = parser.parse_args()
    print(f"expert AI vs scripted opponent ({args.opponent_delay:g} s a card), "
          f"{args.parallel} match(es) at once, {args.seconds:g} s per scenario")
    report("idle loop", *asyncio.run(run(args.seconds, args.parallel, None, args.opponent_delay)))
    title = f"with redraws ({args.redraw_ms:g} ms busy at {args.fps:g} fps)"
    report(title, *asyncio.run(run(args.seconds, args.parallel, (args.fps, args.redraw_ms), args.opponent_delay)))


if __name__ == "__main__":
    main()

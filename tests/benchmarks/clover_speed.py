"""Clover-picker speed: random games per second and bot decision times.

    .venv/bin/python tests/benchmarks/clover_speed.py [games] [--levels easy,medium,hard]

Random games use uniformly random legal actions (engine only).  Decision
times are measured over whole games of each level against medium, for the
decisions where the bot had a choice (a lone ``done`` costs nothing), over
max(20, games / 20) games a level (``--levels``: some levels only; the
expert thinks its default budget a decision, so its 20 games take minutes).
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))

from rules.clover.bots import LEVELS  # noqa: E402
from rules.clover.game import CloverGame  # noqa: E402
from tests.benchmarks.usage import Parser  # noqa: E402


def random_games(games: int) -> None:
    actions = turns = 0
    start = time.perf_counter()
    for seed in range(games):
        game, rng = CloverGame(seed), random.Random(seed)
        while not game.is_over:
            legal = game.legal_actions(game.current)
            game.apply(game.current, legal[rng.randrange(len(legal))])
            actions += 1
        turns += game.turn_number
    wall = time.perf_counter() - start
    print(f"random games: {games / wall:,.0f} games/s, {actions / wall:,.0f} actions/s, "
          f"average {turns / games:.1f} turns")


def decision_times(level: str, games: int) -> None:
    times = []
    for seed in range(games):
        game = CloverGame(seed, first=seed % 2)
        bots = [LEVELS[level](0), LEVELS["medium"](0)]
        moves = 0
        while not game.is_over:
            seat = game.current
            bots[seat].reseed(f"{seed}/{seat}/{moves}")
            view, legal = game.view(seat), game.legal_actions(seat)
            start = time.perf_counter()
            action = bots[seat].choose(view, legal)
            if seat == 0 and len(legal) > 1:
                times.append(time.perf_counter() - start)
            game.apply(seat, action)
            moves += 1
    times.sort()
    print(f"{level:6} decisions: {len(times)} with a choice; mean {1000 * statistics.mean(times):.2f} ms, "
          f"median {1000 * times[len(times) // 2]:.2f} ms, 99th pct {1000 * times[int(len(times) * 0.99)]:.2f} ms, "
          f"max {1000 * times[-1]:.2f} ms")


def main() -> None:
    parser = Parser(__doc__)
    parser.add_argument("games", type=int, nargs="?", default=2000, help="random games (default 2000)")
    parser.add_argument("--levels", default=",".join(LEVELS), help="the levels timed, comma-separated (default: all)")
    args = parser.parse_args()
    levels = args.levels.split(",")
    if unknown := sorted(set(levels) - set(LEVELS)):
        parser.error(f"no such level: {', '.join(unknown)} (the levels: {', '.join(LEVELS)})")
    random_games(args.games)
    for level in levels:
        decision_times(level, max(20, args.games // 20))


if __name__ == "__main__":
    main()

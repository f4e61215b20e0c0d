"""Clover-picker levels against the greedy baseline of issue 19.

    .venv/bin/python tests/benchmarks/clover_baseline.py [games] [level ...] [--baseline=greedy+reds]

Default: 1,000 seeded games for each of medium and hard against
``rules.clover.greedy.GreedyBot`` (``--baseline=greedy+reds``: the reading
that also buys red cards), the first player alternating (seed 0: the
level moves first), over a pool of 2 processes.  Prints each level's wins,
losses and draws, its share of the points (a draw counts half) with a 95 %
Wilson interval, and the CPU time of the level's decisions that had a
choice (median and 99th percentile, in ms).  Targets (issue 19): medium 60 %,
hard 75 %.  Bots are reseeded before every decision the way the Session does it.
"""

from __future__ import annotations

import math
import multiprocessing
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))

from rules.clover.bots import LEVELS  # noqa: E402
from rules.clover.game import CloverGame  # noqa: E402
from rules.clover.greedy import BASELINES  # noqa: E402

TARGETS = {"medium": 0.60, "hard": 0.75}


def play(args: tuple[int, str, str]) -> tuple[int | None, list[float]]:
    """One game: the level in seat 0, which moves first on even seeds.
    Returns (winner: 0 = level, 1 = greedy, None = draw; the level's
    decision CPU times in seconds, for decisions with more than one choice)."""
    seed, level, baseline = args
    game = CloverGame(seed, first=seed % 2)
    bots = [LEVELS[level](0), BASELINES[baseline](0)]
    moves, times = 0, []
    while not game.is_over:
        seat = game.current
        bots[seat].reseed(f"{seed}/{seat}/{moves}")
        view, legal = game.view(seat), game.legal_actions(seat)
        start = time.process_time()
        action = bots[seat].choose(view, legal)
        if seat == 0 and len(legal) > 1:
            times.append(time.process_time() - start)
        game.apply(seat, action)
        moves += 1
    return game.winner, times


def wilson(share: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a share observed over ``n`` games."""
    centre = (share + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(share * (1 - share) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def match(level: str, games: int, pool, baseline: str = "greedy") -> None:
    start = time.perf_counter()
    results = pool.map(play, [(seed, level, baseline) for seed in range(games)], chunksize=4)
    wall = time.perf_counter() - start
    wins = sum(1 for w, _ in results if w == 0)
    losses = sum(1 for w, _ in results if w == 1)
    draws = games - wins - losses
    share = (wins + draws / 2) / games
    low, high = wilson(share, games)
    times = sorted(t for _, ts in results for t in ts)
    p50, p99 = times[len(times) // 2], times[min(len(times) - 1, int(len(times) * 0.99))]
    target = TARGETS.get(level)
    verdict = "" if target is None else (" meets" if share >= target else " below") + f" the {target:.0%} target"
    print(f"{level} vs {baseline}: {wins} wins, {losses} losses, {draws} draws of {games}: "
          f"{100 * share:.1f}% (95% CI {100 * low:.1f}-{100 * high:.1f}%){verdict}; "
          f"decisions {len(times)}, CPU p50 {1000 * p50:.2f} ms, p99 {1000 * p99:.2f} ms; {wall:.0f} s wall")


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--baseline=")]
    baseline = next((a.split("=", 1)[1] for a in sys.argv[1:] if a.startswith("--baseline=")), "greedy")
    games = int(args[0]) if args else 1000
    levels = args[1:] or ["medium", "hard"]
    with multiprocessing.Pool(2) as pool:
        for level in levels:
            match(level, games, pool, baseline)


if __name__ == "__main__":
    main()

"""Clover-picker bot tournaments: hard against easy and against medium.

    .venv/bin/python tests/benchmarks/clover_tournament.py [games] [a:b ...]

Default: 1,000 seeded games for each of hard:easy and hard:medium, the first
player alternating, over 2 processes.  Prints each side's wins, draws, the
average game length in turns and the time per game.  Bots are reseeded before
every decision the way the Session does it.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))

from rules.clover.bots import LEVELS  # noqa: E402
from rules.clover.game import CloverGame  # noqa: E402
from tests.benchmarks.usage import usage, whole  # noqa: E402


def play(args: tuple[int, str, str]) -> tuple[int | None, int, float]:
    """One game; seat 0 plays level ``a`` and moves first on even seeds.
    Returns (winner as 0 = a / 1 = b / None, turns, CPU seconds)."""
    seed, a, b = args
    first = seed % 2
    game = CloverGame(seed, first=first)
    bots = [LEVELS[a](0), LEVELS[b](0)]
    moves = 0
    start = time.process_time()
    while not game.is_over:
        seat = game.current
        bots[seat].reseed(f"{seed}/{seat}/{moves}")
        action = bots[seat].choose(game.view(seat), game.legal_actions(seat))
        game.apply(seat, action)
        moves += 1
    return game.winner, game.turn_number, time.process_time() - start


def match(a: str, b: str, games: int, pool) -> None:
    start = time.perf_counter()
    results = pool.map(play, [(seed, a, b) for seed in range(games)], chunksize=8)
    wall = time.perf_counter() - start
    wins_a = sum(1 for w, _, _ in results if w == 0)
    wins_b = sum(1 for w, _, _ in results if w == 1)
    draws = games - wins_a - wins_b
    turns = sum(t for _, t, _ in results) / games
    cpu = sum(s for _, _, s in results) / games
    print(f"{a} vs {b}: {a} wins {wins_a}/{games} ({100 * wins_a / games:.1f}%), "
          f"{b} wins {wins_b}, draws {draws}; average {turns:.1f} turns; "
          f"{1000 * cpu:.1f} ms CPU per game, {wall:.1f} s wall")


def main() -> None:
    usage(__doc__)
    games = whole(sys.argv[1], "games") if len(sys.argv) > 1 else 1000
    pairs = [p.split(":") for p in sys.argv[2:]] or [["hard", "easy"], ["hard", "medium"]]
    with multiprocessing.Pool(2) as pool:
        for a, b in pairs:
            match(a, b, games, pool)


if __name__ == "__main__":
    main()

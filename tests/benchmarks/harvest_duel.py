"""One bot match of the harvest game, for quick iterations.

    .venv/bin/python tests/benchmarks/harvest_duel.py GAMES A B [jokers] [start]

Seeded games ``start..start+GAMES-1``, first player and seats alternating as
in harvest_tournament.py; prints A's win rate, draws, turns a game and the
time per game.
"""

from __future__ import annotations

import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the project root, for tests.*

from tests.benchmarks.harvest_tournament import play  # noqa: E402
from tests.benchmarks.usage import usage, whole  # noqa: E402


def main() -> None:
    usage(__doc__, least=3)
    games = whole(sys.argv[1], "games")
    a, b = sys.argv[2], sys.argv[3]
    jokers = whole(sys.argv[4], "jokers") if len(sys.argv) > 4 else 0
    start = whole(sys.argv[5], "start") if len(sys.argv) > 5 else 0
    options = {"jokers": jokers} if jokers else {}
    jobs = [(seed, (a, b) if seed % 4 < 2 else (b, a), options) for seed in range(start, start + games)]
    t = time.perf_counter()
    with Pool(2) as pool:
        out = pool.map(play, jobs, chunksize=4)
    wins = sum(1 for (_, levels, _), (w, _) in zip(jobs, out) if w and levels[w[0]] == a)
    draws = sum(1 for _, (w, _) in zip(jobs, out) if not w)
    turns = sum(n for _, n in out) / games
    print(f"jokers={jokers} {a} vs {b}: {wins}/{games} ({100 * wins / games:.1f}%), draws {draws}, "
          f"{turns:.1f} turns, {time.perf_counter() - t:.0f} s", flush=True)


if __name__ == "__main__":
    main()

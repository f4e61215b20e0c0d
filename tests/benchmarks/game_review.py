"""How long the review of a whole Skördespelet or Klöverplockarspelet game
takes (rules/harvest/review.py, rules/clover/review.py), and how often it
speaks after a game the hard player played.

Seeded games, South played by ``--south`` (default hard), North by the
medium player; South's game is reviewed.  Printed per game and as median,
90th percentile and maximum, by wall clock and by CPU time of this process
(the machine is shared: the CPU figure is the review's own cost), with the
decisions searched and those found costly.

    .venv/bin/python tests/benchmarks/game_review.py [harvest|clover] [games] [--south hard]
"""

from __future__ import annotations

import importlib
import statistics
import sys
import time
from pathlib import Path

import rules

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the project root, for tests.*

from tests.benchmarks.usage import Parser  # noqa: E402

SOUTH = 0


def played_game(name: str, seed: int, south: str) -> tuple[list[tuple[int, str]], tuple[int, ...]]:
    game = rules.new_game(name, seed=seed)
    bots = [rules.new_bot(name, south if s == SOUTH else "medium", f"{seed}/{s}") for s in range(2)]
    log: list[tuple[int, str]] = []
    while not game.is_over:
        (seat,) = game.to_act()
        action = bots[seat].choose(game.view(seat), game.legal_actions(seat))
        game.apply(seat, action)
        log.append((seat, str(action)))
    assert game.result is not None  # the loop ran to the game's end
    return log, game.result.scores


def p90(values: list[float]) -> float:
    return statistics.quantiles(values, n=10)[-1] if len(values) > 1 else values[0]


def main() -> None:
    parser = Parser(__doc__)
    parser.add_argument("game", choices=("harvest", "clover"))
    parser.add_argument("games", type=int, nargs="?", default=10)
    parser.add_argument("--south", default="hard")
    args = parser.parse_args()
    module = importlib.import_module(f"rules.{args.game}.review")
    walls, cpus, spoke = [], [], 0
    print(f"{args.game} review: South ({args.south}) against medium, {args.games} seeded games")
    for seed in range(1, args.games + 1):
        log, scores = played_game(args.game, seed, args.south)
        wall, cpu = time.perf_counter(), time.process_time()
        result = module.review_game(seed, {}, log, SOUTH)
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
        spoke += not result.quiet
        costs = ", ".join(f"{100 * d.cost:.0f} %" for d in result.decisions) or "quiet"
        print(f"  seed {seed:3}: {scores[0]:2}-{scores[1]:2}, {len(log):3} actions, {result.evaluated:3} decisions "
              f"searched, {result.forced:3} forced; {walls[-1]:5.2f} s wall, {cpus[-1]:5.2f} s CPU; {costs}")
    print(f"wall: median {statistics.median(walls):.2f} s, p90 {p90(walls):.2f} s, max {max(walls):.2f} s")
    print(f"CPU:  median {statistics.median(cpus):.2f} s, p90 {p90(cpus):.2f} s, max {max(cpus):.2f} s")
    print(f"games with a decision shown: {spoke} of {args.games}")


if __name__ == "__main__":
    main()

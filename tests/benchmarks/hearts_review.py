"""How long the review of a Hearts hand takes (rules/hearts/review.py), and
how quiet it is after a hand the hard player played.

Timing: the first hand of ``hands`` seeded games, every seat played by the
medium player; South's hand is reviewed.  Printed per hand and as median and
90th percentile, by wall clock and by CPU time of this process (the machine
is shared: the CPU figure is the review's own cost), with the decisions
searched and the ones found costly.  The target is under 2 s a hand.

Quiet: with ``--hard N``, N more hands with South played by the hard player,
and how many of its decisions the review reports (it should be none or
nearly: the review judges as the hard player does).

    .venv/bin/python tests/benchmarks/hearts_review.py [hands] [--players 4] [--hard N]
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

import rules
from rules.hearts.actions import Pass
from rules.hearts.game import HeartsGame
from rules.hearts.review import THRESHOLD, Z, moments, review_hand
from rules.hearts.review_judge import DEALS, Judgement, judge, judge_pass

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the project root, for tests.*

from tests.benchmarks.usage import Parser  # noqa: E402

SOUTH = 0


def played_hand(seed: int, players: int, south: str) -> list[tuple[int, str]]:
    game = rules.new_game("hearts", seed=seed, players=players)
    assert isinstance(game, HeartsGame)
    bots = [rules.new_bot("hearts", south if s == SOUTH else "medium", f"{seed}/{s}") for s in range(players)]
    log: list[tuple[int, str]] = []
    while game.hand_number == 1:
        seat = min(game.to_act())
        action = bots[seat].choose(game.view(seat), game.legal_actions(seat))
        game.apply(seat, action)
        log.append((seat, str(action)))
    return log


def p90(values: list[float]) -> float:
    return statistics.quantiles(values, n=10)[-1] if len(values) > 1 else values[0]


def timed(hands: int, players: int) -> None:
    walls, cpus, searched, shown = [], [], [], 0
    print(f"hearts review: South's first hand of {hands} seeded {players}-player games "
          f"(medium players), {DEALS} deals to pick the best and {DEALS} more for the figures")
    for seed in range(1, hands + 1):
        log = played_hand(seed, players, "medium")
        wall, cpu = time.perf_counter(), time.process_time()
        result = review_hand(seed, {"players": players}, log, SOUTH)
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
        searched.append(result.evaluated)
        shown += len(result.decisions)
        costs = " ".join(f"{d.cost:.1f}" for d in result.decisions) or "quiet"
        print(f"  seed {seed:3}: wall {walls[-1]:.2f} s  cpu {cpus[-1]:.2f} s  "
              f"searched {result.evaluated:2}  forced {result.forced:2}  shown: {costs}")
    print(f"  wall clock: median {statistics.median(walls):.2f} s   p90 {p90(walls):.2f} s   max {max(walls):.2f} s"
          "   (target < 2 s)")
    print(f"  cpu:        median {statistics.median(cpus):.2f} s   p90 {p90(cpus):.2f} s   max {max(cpus):.2f} s")
    print(f"  decisions searched a hand: mean {statistics.mean(searched):.1f}, "
          f"{statistics.mean(cpus) / max(statistics.mean(searched), 1) * 1000:.0f} ms cpu each;"
          f" decisions shown: {shown}")


def quiet(hands: int, players: int) -> None:
    """Every searched decision of South's hard player in ``hands`` hands,
    counted under the review's rule and under the plain one (cost >= 1 and
    ``Z`` standard errors) that it replaced."""
    reported, plain = [], []
    searched = 0
    for seed in range(100, 100 + hands):
        log = played_hand(seed, players, "hard")
        hand, found = moments(HeartsGame(seed=seed, players=players), log, SOUTH, None)
        rng = random.Random(f"review:{seed}:{hand}:{SOUTH}")
        for m in found:
            judged: Judgement | None
            if isinstance(m.chosen, Pass):
                judged = judge_pass(m.view, m.chosen, rng)
            else:
                judged = judge(m.view, m.legal, m.chosen, rng)
            if judged is None:
                continue
            figures = (seed, str(judged.chosen), str(judged.best), round(judged.cost, 2), round(judged.error, 2))
            searched += 1
            if judged.cost >= THRESHOLD and judged.cost >= Z * judged.error:
                plain.append(figures)
                if judged.cost - judged.error >= THRESHOLD:
                    reported.append(figures)
    print(f"hearts review after {hands} hands South's hard player played (seeds 100-{99 + hands}), "
          f"{searched} decisions searched:")
    print(f"  decisions reported: {len(reported)} {reported if reported else ''}")
    print(f"  under the plain rule (cost >= {THRESHOLD} and {Z} standard errors): {len(plain)} {plain if plain else ''}")


def main() -> None:
    parser = Parser(__doc__)
    parser.add_argument("hands", type=int, nargs="?", default=20)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--hard", type=int, default=0)
    args = parser.parse_args()
    timed(args.hands, args.players)
    if args.hard:
        quiet(args.hard, args.players)


if __name__ == "__main__":
    main()

"""Clover-picker levels against the greedy baseline of issue 19.

    .venv/bin/python tests/benchmarks/clover_baseline.py [games] [level ...] [--baseline=greedy+reds] [--cpu=S|--rounds=N]
        [--workers=N]

Default: 1,000 seeded games for each of medium and hard against
``rules.clover.greedy.GreedyBot`` (``--baseline=greedy+reds``: the reading
that also buys red cards), the first player alternating (seed 0: the
level moves first), over a pool of 2 processes (``--workers=1``: in this
process, one core, for a machine shared with others).  Prints each level's wins,
losses and draws, its share of the points (a draw counts half) with a 95 %
Wilson interval, and the CPU time of the level's decisions that had a
choice (median, 90th and 99th percentile, in ms).  Targets (issues 19 and
43): medium 60 %, hard 75 %, expert 80 %.  The level ``seer`` is the
expert seeing the true world (tests/benchmarks/clover_seer.py): a bound,
not a level (``seer-talon``, ``seer-hand``: seeing half of it).  The expert's budget: ``--cpu=S``
(default 0.5) S seconds of the process's own CPU a decision, what S
seconds of wall time give on an idle core (on this shared machine a wall
time budget would measure the others' load); ``--rounds=N`` N sampled
worlds a decision (deterministic).  Bots are reseeded before every
decision the way the Session does it.
"""

from __future__ import annotations

import math
import multiprocessing
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))

import rules  # noqa: E402
from rules.clover.game import CloverGame  # noqa: E402
from rules.clover.greedy import BASELINES  # noqa: E402
from tests.benchmarks.clover_seer import SEES, SeerBot  # noqa: E402
from tests.benchmarks.usage import budget_of, usage, whole  # noqa: E402

TARGETS = {"medium": 0.60, "hard": 0.75, "expert": 0.80}


def play(args: tuple[int, str, str, str]) -> tuple[int | None, list[float]]:
    """One game: the level in seat 0, which moves first on even seeds.
    Returns (winner: 0 = level, 1 = greedy, None = draw; the level's
    decision CPU times in seconds, for decisions with more than one choice)."""
    seed, level, baseline, spec = args
    game = CloverGame(seed, first=seed % 2)
    player = (SeerBot(game, 0, budget_of(spec), sees=SEES[level]) if level in SEES
              else rules.new_bot("clover", level, 0, budget_of(spec)))
    bots = [player, BASELINES[baseline](0)]
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


def match(level: str, games: int, pool, baseline: str = "greedy", spec: str = "--cpu=0.5") -> None:
    """Play and report; ``pool`` None plays the games in this process."""
    start = time.perf_counter()
    results = []
    jobs = [(seed, level, baseline, spec) for seed in range(games)]
    for result in (map(play, jobs) if pool is None else pool.imap(play, jobs, chunksize=2)):
        results.append(result)
        if len(results) % 50 == 0 and len(results) < games:  # a running figure, for a run stopped early
            report(level, results, baseline, spec, time.perf_counter() - start, running=True)
    report(level, results, baseline, spec, time.perf_counter() - start)


def report(level: str, results: list, baseline: str, spec: str, wall: float, running: bool = False) -> None:
    games = len(results)
    wins = sum(1 for w, _ in results if w == 0)
    losses = sum(1 for w, _ in results if w == 1)
    draws = games - wins - losses
    share = (wins + draws / 2) / games
    low, high = wilson(share, games)
    times = sorted(t for _, ts in results for t in ts)
    p50, p90 = times[len(times) // 2], times[min(len(times) - 1, int(len(times) * 0.9))]
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
    target = TARGETS.get(level)
    verdict = "" if target is None else (" meets" if share >= target else " below") + f" the {target:.0%} target"
    budget = f" ({spec})" if level == "expert" or level in SEES else ""
    begun = [w for i, (w, _) in enumerate(results) if i % 2 == 0]  # seed i: the level begins on even seeds
    other = [w for i, (w, _) in enumerate(results) if i % 2 == 1]
    split = f"; by who begins: {level} {100 * _share(begun):.1f}% of {len(begun)}, greedy {100 * _share(other):.1f}% of {len(other)}"
    print(f"{'(running) ' if running else ''}{level}{budget} vs {baseline}: {wins} wins, {losses} losses, {draws} draws of {games}: "
          f"{100 * share:.1f}% (95% CI {100 * low:.1f}-{100 * high:.1f}%){verdict}; "
          f"decisions {len(times)}, CPU p50 {1000 * p50:.2f} ms, p90 {1000 * p90:.2f} ms, p99 {1000 * p99:.2f} ms; "
          f"{wall:.0f} s wall{split}", flush=True)


def _share(winners: list) -> float:
    """The level's share of these games (a draw counts half); 0 for none."""
    return (winners.count(0) + winners.count(None) / 2) / len(winners) if winners else 0.0


def main() -> None:
    usage(__doc__, "--baseline", "--cpu", "--rounds", "--workers")
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    baseline = next((a.split("=", 1)[1] for a in sys.argv[1:] if a.startswith("--baseline=")), "greedy")
    spec = next((a for a in sys.argv[1:] if a.startswith(("--cpu=", "--rounds="))), "--cpu=0.5")
    budget_of(spec)  # a bad number refused here, not in each worker
    games = whole(args[0], "games") if args else 1000
    levels = args[1:] or ["medium", "hard"]
    workers = whole(next((a.split("=", 1)[1] for a in sys.argv[1:] if a.startswith("--workers=")), "2"), "--workers")
    if workers == 1:
        for level in levels:
            match(level, games, None, baseline, spec)
        return
    with multiprocessing.Pool(workers) as pool:
        for level in levels:
            match(level, games, pool, baseline, spec)


if __name__ == "__main__":
    main()

"""One Hearts level against another on duplicate deals: the same hand
played with the level in each seat in turn, against the same hand with
the other level everywhere.

    .venv/bin/python tests/benchmarks/hearts_duplicate.py [deals] [level] [against] [--rounds=N|--cpu=S] [--first=K] [--workers=2] [--out=FILE]
    .venv/bin/python tests/benchmarks/hearts_duplicate.py --pool FILE... | --paired A B

Default: 100 deals (400 seat-hands), expert against hard.  Deal ``d`` is
the first hand of ``HeartsGame(d)`` (a pass to the left, then 13 tricks).
For each deal, one hand with ``against`` in every seat, and four hands
with ``level`` in seat s and ``against`` in the others; a seat-hand's
figure is the points ``level`` took in seat s less the points ``against``
took there (lower is better: a moon shot counts 26 for every other seat).
Prints the mean over the seat-hands with its 95 % interval (normal, the
seat-hands of one deal counted apart; the interval is a little narrow for
that), the moon shots by seat kind in each table, and the level's decision
times (median, p90; wall time and CPU) with what its budget gave it.

The expert's budget: ``--rounds=N`` a fixed number of sampled deals a
decision (deterministic by seed); ``--cpu=S`` S seconds of the process's
own CPU time a decision, what S seconds of wall time give on an idle core
(on this shared machine, a wall-time budget gives the benchmark fewer
deals than a player's table would get); default ``--cpu=0.5``.  Bots are
reseeded before every decision as the Session does it; ``--workers``
processes (default two).  ``--out=FILE``: each seat-hand as a JSON line
(deal, seat, figure, shooter, all-``against`` shooter), written as each
deal ends, so a run cut short still has its figures and two runs on the
same deals can be compared seat-hand by seat-hand; ``--pool FILE...``
prints the figures of such files together; ``--paired A B`` the first
level less the second on the seat-hands both files hold (two levels
against the same ``against``: the baseline hands cancel).
"""

from __future__ import annotations

import json
import math
import multiprocessing
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))

import rules  # noqa: E402
from rules.hearts import bots as hearts_bots  # noqa: E402
from rules.hearts.game import HandScored, HeartsGame  # noqa: E402
from rules.thinking import Budget  # noqa: E402
from tests.benchmarks.usage import budget_of, existing, one_of, usage, whole  # noqa: E402


def one_hand(deal: int, levels: list[str], budget: Budget | None, timed: int | None):
    """The first hand of deal ``deal`` with ``levels`` by seat: (points by
    seat, the shooter or None, the timed seat's (wall, cpu) per decision)."""
    game = HeartsGame(deal, players=4)
    bots = [rules.new_bot("hearts", level, 0, budget) for level in levels]
    moves, times = 0, []
    while True:
        seat = min(game.to_act())
        legal = game.legal_actions(seat)
        bots[seat].reseed(f"{deal}/{seat}/{moves}")
        view = game.view(seat)
        wall, cpu = time.perf_counter(), time.thread_time()
        action = bots[seat].choose(view, legal)
        if seat == timed and len(legal) > 1:
            times.append((time.perf_counter() - wall, time.thread_time() - cpu))
        moves += 1
        for event in game.apply(seat, action):
            if type(event) is HandScored:
                return list(event.points), event.shooter, times


def deal_figures(args):
    deal, level, against, spec = args
    budget = budget_of(spec)
    base, base_shooter, _ = one_hand(deal, [against] * 4, budget, None)
    out = []
    for seat in range(4):
        levels = [against] * 4
        levels[seat] = level
        points, shooter, times = one_hand(deal, levels, budget, seat)
        out.append((points[seat] - base[seat], shooter, seat, base_shooter, times))
    return out


def pooled(paths: list[str]) -> None:
    """The figures of ``--out`` files together (runs over other deals, or
    runs cut short): the mean and its interval by seat-hand and, wider and
    honest about the four seat-hands of a deal sharing its cards, by deal."""
    rows = [json.loads(line) for path in paths for line in open(path)]
    diffs = [r[2] for r in rows]
    n = len(diffs)
    mean = statistics.fmean(diffs)
    half = 1.96 * statistics.stdev(diffs) / math.sqrt(n)
    by_deal: dict[int, list[float]] = {}
    for deal, _, diff, _, _ in rows:
        by_deal.setdefault(deal, []).append(diff)
    deal_means = [statistics.fmean(v) for v in by_deal.values()]
    half_deal = 1.96 * statistics.stdev(deal_means) / math.sqrt(len(deal_means))
    shots_level = sum(1 for _, seat, _, shooter, _ in rows if shooter == seat)
    shots_beside = sum(1 for _, seat, _, shooter, _ in rows if shooter is not None and shooter != seat)
    base = {deal: b for deal, _, _, _, b in rows}
    print(f"{n} seat-hands over {len(by_deal)} deals: {mean:+.2f} points a hand (95% CI {mean - half:+.2f} to "
          f"{mean + half:+.2f}; by deal {mean - half_deal:+.2f} to {mean + half_deal:+.2f}; lower is better)")
    print(f"moon shots: by the level {shots_level} of {n} hands; by a seat beside it {shots_beside} of {n}; "
          f"in the hands without it {sum(1 for b in base.values() if b is not None)} of {len(base)}")


def paired(first: str, second: str) -> None:
    """``first``'s figure less ``second``'s, seat-hand by seat-hand."""
    rows = [{(r[0], r[1]): r[2] for r in map(json.loads, open(path))} for path in (first, second)]
    both = sorted(rows[0].keys() & rows[1].keys())
    diffs = [rows[0][k] - rows[1][k] for k in both]
    if len(diffs) < 2:
        print(f"hearts_duplicate.py: {len(diffs)} seat-hands in both files, too few to compare", file=sys.stderr)
        raise SystemExit(2)
    mean = statistics.fmean(diffs)
    half = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs))
    print(f"{len(diffs)} seat-hands in both: the first less the second {mean:+.2f} points a hand "
          f"(95% CI {mean - half:+.2f} to {mean + half:+.2f}); they differ in {sum(1 for d in diffs if d)}")


def main() -> None:
    usage(__doc__, "--rounds", "--cpu", "--first", "--workers", "--out", "--pool", "--paired")
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    flags = [a for a in sys.argv[1:] if a.startswith("--")]
    if "--pool" in flags:
        pooled([existing(path, "--pool") for path in args])
        return
    if "--paired" in flags:
        if len(args) != 2:
            print("hearts_duplicate.py: --paired takes two files", file=sys.stderr)
            raise SystemExit(2)
        paired(*(existing(path, "--paired") for path in args))
        return
    deals = whole(args[0], "deals") if args else 100
    levels = list(hearts_bots.LEVELS)  # the variants of hearts_variants.py too, once it has added them
    level = one_of(args[1], levels, "the level") if len(args) > 1 else "expert"
    against = one_of(args[2], levels, "the level against") if len(args) > 2 else "hard"
    spec = next((f for f in flags if f.startswith(("--rounds=", "--cpu="))), "--cpu=0.5")
    budget_of(spec)  # a bad number refused here, not in each worker
    first = whole(next((f.split("=")[1] for f in flags if f.startswith("--first=")), "0"), "--first")
    workers = whole(next((f.split("=")[1] for f in flags if f.startswith("--workers=")), "2"), "--workers")
    out = next((f.split("=", 1)[1] for f in flags if f.startswith("--out=")), None)
    start = time.perf_counter()
    results = []
    with multiprocessing.Pool(workers) as pool:
        work = [(d, level, against, spec) for d in range(first, first + deals)]
        for done, rs in enumerate(pool.imap(deal_figures, work), 1):
            results += rs
            if out:
                with open(out, "a") as f:
                    for diff, shooter, seat, base_shooter, _ in rs:
                        f.write(json.dumps([first + done - 1, seat, diff, shooter, base_shooter]) + "\n")
            if done % 10 == 0 and done < deals:  # a running figure, for a run cut short
                so_far = [d for d, *_ in results]
                print(f"  {done} deals: {statistics.fmean(so_far):+.2f} points a hand "
                      f"(± {1.96 * statistics.stdev(so_far) / math.sqrt(len(so_far)):.2f})", flush=True)
    diffs = [d for d, *_ in results]
    n = len(diffs)
    mean = statistics.fmean(diffs)
    half = 1.96 * statistics.stdev(diffs) / math.sqrt(n)
    shots_level = sum(1 for _, shooter, seat, _, _ in results if shooter == seat)
    shots_against_level = sum(1 for _, shooter, seat, _, _ in results if shooter is not None and shooter != seat)
    base_shots = len({(i // 4) for i, (_, _, _, b, _) in enumerate(results) if b is not None})
    times = [t for *_, ts in results for t in ts]
    walls = sorted(w for w, _ in times)
    cpus = sorted(c for _, c in times)

    def pct(xs, q):
        return xs[min(len(xs) - 1, int(q * len(xs)))]

    print(f"{level} against {against} ({spec}), deals {first}-{first + deals - 1}: {n} seat-hands, "
          f"{mean:+.2f} points a hand (95% CI {mean - half:+.2f} to {mean + half:+.2f}; lower is better)")
    print(f"moon shots: by {level} {shots_level} of {n} hands; by an {against} seat beside {level} "
          f"{shots_against_level} of {n}; in the all-{against} hands {base_shots} of {deals}")
    print(f"{level} decisions with a choice: {len(times)}, wall p50 {1000 * pct(walls, .5):.0f} ms, "
          f"p90 {1000 * pct(walls, .9):.0f} ms; CPU p50 {1000 * pct(cpus, .5):.0f} ms, p90 {1000 * pct(cpus, .9):.0f} ms; "
          f"{time.perf_counter() - start:.0f} s wall")


if __name__ == "__main__":
    main()

"""Hearts bots: decision times per level, and the hard player's points per
hand against three medium and three easy players.

    .venv/bin/python tests/benchmarks/hearts_bots.py timing [hands]
    .venv/bin/python tests/benchmarks/hearts_bots.py tournament [hands] [opponent ...]
    .venv/bin/python tests/benchmarks/hearts_bots.py            # both, 500 hands each

Tournament games are seeded (seed = game number); the hard player sits in
seat ``game % 4``; games are played whole and counted until at least
``hands`` hands are done.  Two worker processes (the machine has 2 cores,
shared with others: timings are taken in the main process alone, by wall
clock and by this thread's CPU time).
Bots are reseeded before each decision as the Session does.
"""

from __future__ import annotations

import multiprocessing
import statistics
import sys
import time
from pathlib import Path

import rules
from rules.hearts.game import HandScored, HeartsGame

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the project root, for tests.*

from tests.benchmarks.usage import usage, whole  # noqa: E402


def play_game(seed: int, levels: list[str], timings: dict | None = None):
    """One whole game; returns (hands, points per seat as scored)."""
    game = HeartsGame(seed, players=len(levels))
    bots = [rules.new_bot("hearts", level, 0) for level in levels]
    hands = 0
    points = [0] * len(levels)
    moves = 0
    while not game.is_over:
        seat = min(game.to_act())
        legal = game.legal_actions(seat)
        bot = bots[seat]
        bot.reseed(f"{seed}/{seat}/{moves}")
        view = game.view(seat)
        start = time.perf_counter()
        cpu = time.thread_time()
        action = bot.choose(view, legal)
        spent = time.perf_counter() - start
        if timings is not None:
            kind = "pass" if view.phase == "passing" else ("forced" if len(legal) == 1 else "play")
            timings.setdefault(levels[seat], {}).setdefault(kind, []).append(spent)
            timings[levels[seat]].setdefault("cpu", []).append(time.thread_time() - cpu)
        moves += 1
        for event in game.apply(seat, action):
            if type(event) is HandScored:
                hands += 1
                points = [p + q for p, q in zip(points, event.points)]
    return hands, points


def pct(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def timing(hands_wanted: int) -> None:
    print(f"decision times (ms), hard + 3 medium and easy + 3 medium, >= {hands_wanted} hands each")
    for table in (["hard", "medium", "medium", "medium"], ["easy", "medium", "medium", "medium"]):
        timings: dict = {}
        hands = 0
        seed = 0
        while hands < hands_wanted:
            h, _ = play_game(10_000 + seed, table[seed % 4:] + table[:seed % 4], timings)
            hands += h
            seed += 1
        for level in sorted(timings, key=["easy", "medium", "hard"].index):
            if level == "medium" and table[0] == "easy":
                continue
            kinds = dict(timings[level])
            cpu = kinds.pop("cpu")
            every = [t for ts in kinds.values() for t in ts]
            print(f"  {level:6}  all decisions n={len(every):5}  median {1000 * statistics.median(every):7.2f}"
                  f"  p95 {1000 * pct(every, 0.95):7.2f}  max {1000 * max(every):7.2f}"
                  f"   (CPU time: median {1000 * statistics.median(cpu):.2f}, p95 {1000 * pct(cpu, 0.95):.2f},"
                  f" max {1000 * max(cpu):.2f})")
            plays = kinds.get("play", [])
            if plays:
                print(f"  {level:6}  card choices with >1 legal n={len(plays):5}  median "
                      f"{1000 * statistics.median(plays):7.2f}  p95 {1000 * pct(plays, 0.95):7.2f}")


def _tournament_game(args):
    seed, opponent = args
    levels = [opponent] * 4
    hard_seat = seed % 4
    levels[hard_seat] = "hard"
    hands, points = play_game(seed, levels)
    others = sum(points) - points[hard_seat]
    return hands, points[hard_seat], others


def tournament(hands_wanted: int, opponent: str) -> None:
    hands = hard = others = games = 0
    start = time.perf_counter()
    with multiprocessing.Pool(2) as pool:
        for h, mine, rest in pool.imap(_tournament_game, ((seed, opponent) for seed in range(10_000)), chunksize=1):
            hands += h
            hard += mine
            others += rest
            games += 1
            if hands >= hands_wanted:
                pool.terminate()
                break
    per_hard = hard / hands
    per_other = others / (3 * hands)
    print(f"hard vs 3 {opponent}: {games} games, {hands} hands, {time.perf_counter() - start:.0f} s")
    print(f"  points per hand: hard {per_hard:.2f}, each {opponent} {per_other:.2f}"
          f"  -> hard takes {100 * (1 - per_hard / per_other):.1f}% fewer (target >= 25% vs medium)")


def main() -> None:
    usage(__doc__)
    what = sys.argv[1] if len(sys.argv) > 1 else "all"
    hands = whole(sys.argv[2], "hands") if len(sys.argv) > 2 else 500
    if what in ("timing", "all"):
        timing(min(hands, 100) if what == "all" else hands)
    if what in ("tournament", "all"):
        for opponent in sys.argv[3:] or ["medium", "easy"]:
            tournament(hands, opponent)


if __name__ == "__main__":
    main()

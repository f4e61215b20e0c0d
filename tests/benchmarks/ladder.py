"""The ladder: every AI level against every other, in each game, as one table.

    .venv/bin/python tests/benchmarks/ladder.py [games] [game ...] [--cpu=S|--rounds=N] [--write=PATH]
        [--levels=hard,expert] [--seconds=S]

For each pair of levels (lower, higher) it plays ``games`` seeded games
(Hearts: hands) and gives the higher level's figure with its 95 % interval:

* Klöverplockarspelet, Skördespelet, Speed: the higher level's share of the
  games (a draw counts half; Wilson interval), the seats alternating by
  seed.
* Hearts: one higher-level seat at a table of three lower ones, the seat
  rotating by deal; the first hand of ``HeartsGame(deal)``; the figure is
  the higher level's points that hand less the average of the other three
  (negative is better; normal interval).

and for each level its decision times in the games it played (decisions
with a choice): CPU median and 90th percentile, what an idle core gives,
and the wall 90th percentile on this shared machine.  Speed plays in
virtual time on the ManualClock: its levels are reaction times, shown
instead.  The expert's budget: ``--cpu=S`` (default 0.5) is S seconds of
the process's own CPU a decision (what S seconds of wall time give on an
idle core: on this shared machine a wall-time budget would measure the
other engineers' load), ``--rounds=N`` a fixed number of rounds.  Two
worker processes, seeds from 0, bots reseeded before every decision as the
Session does.  ``--write=PATH`` also writes the tables as Markdown.
``--levels``: only the pairings among these levels (the expensive
expert pairings can run apart, with more games).  ``--seconds=S``: a
pairing stops taking games after S seconds of wall time and reports the
games it has (the row says how many), so a run sized for a deadline
ends on time.
"""

from __future__ import annotations

import itertools
import math
import multiprocessing
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))

import rules  # noqa: E402
from tests.benchmarks.usage import budget_of, real, usage, whole  # noqa: E402

GAMES = ("hearts", "clover", "harvest", "speed")
SPEED_REACTION = {"easy": "1.5-2.5 s", "medium": "0.9-1.3 s", "hard": "0.55-0.8 s", "expert": "0.32-0.48 s"}


def wilson(share: float, n: int, z: float = 1.96) -> tuple[float, float]:
    centre = (share + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(share * (1 - share) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def play_turns(game, bots, seed, timed: dict[int, list[tuple[float, float]]], before=None):
    """Play ``game`` out, every bot reseeded per decision; the (wall, CPU)
    time of each decision with a choice, by seat, into ``timed``; the events.
    ``before(seat)`` runs ahead of each decision, outside its time."""
    moves = 0
    while not game.is_over:
        seat = min(game.to_act())
        legal = game.legal_actions(seat)
        bots[seat].reseed(f"{seed}/{seat}/{moves}")
        view = game.view(seat)
        if before is not None:
            before(seat)
        start, cpu = time.perf_counter(), time.thread_time()
        action = bots[seat].choose(view, legal)
        if len(legal) > 1:
            timed.setdefault(seat, []).append((time.perf_counter() - start, time.thread_time() - cpu))
        moves += 1
        yield from game.apply(seat, action)


def two_player(args) -> tuple[float, dict[str, list], None]:
    """One game: (the higher level's share: 1, 0 or 0.5; decision times by level; None)."""
    name, seed, low, high, spec = args
    budget = budget_of(spec)
    seat_high = seed % 2
    levels = [low, low]
    levels[seat_high] = high
    if name == "speed":
        from tests.benchmarks.speed_tournament import play
        winner = play(seed, *levels)[0]
        return 0.5 if winner is None else float(winner == high), {}, None
    # who moves first alternates every other seed, apart from the seats
    game = rules.new_game(name, seed=seed, first=(seed // 2) % 2)
    bots = [rules.new_bot(name, level, 0, budget) for level in levels]
    timed: dict[int, list[tuple[float, float]]] = {}  # (wall, CPU) seconds of each decision, by seat
    for _ in play_turns(game, bots, seed, timed):
        pass
    assert game.result is not None  # played to its end
    winners = game.result.winners
    share = 0.5 if len(winners) != 1 else float(winners[0] == seat_high)
    return share, {levels[s]: ts for s, ts in timed.items()}, None


def hearts_hand(args) -> tuple[float, dict[str, list], str | None]:
    """One hand: the higher level's points less the others' average, and
    who shot the moon ("higher", "lower" or None)."""
    _name, deal, low, high, spec = args
    from rules.hearts.game import HandScored, HeartsGame
    budget = budget_of(spec)
    seat = deal % 4
    levels = [low] * 4
    levels[seat] = high
    game = HeartsGame(deal, players=4)
    bots = [rules.new_bot("hearts", level, 0, budget) for level in levels]
    timed: dict[int, list[tuple[float, float]]] = {}  # (wall, CPU) seconds of each decision, by seat
    for event in play_turns(game, bots, deal, timed):
        if type(event) is HandScored:
            others = [p for s, p in enumerate(event.points) if s != seat]
            times: dict[str, list] = {}
            for s, ts in timed.items():
                times.setdefault(levels[s], []).extend(ts)
            shot = None if event.shooter is None else ("higher" if event.shooter == seat else "lower")
            return event.points[seat] - statistics.fmean(others), times, shot
    raise AssertionError("a hand always ends")


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def pairing(work, name: str, games: int, low: str, high: str, spec: str, seconds: float | None) -> list:
    """The pairing's games in seed order, as many as finish within
    ``seconds`` of wall time (all of them: None)."""
    start, results = time.perf_counter(), []
    with multiprocessing.Pool(2) as pool:  # a pool of its own: games still queued end with it
        for result in pool.imap(work, [(name, seed, low, high, spec) for seed in range(games)], chunksize=1):
            results.append(result)
            if seconds is not None and time.perf_counter() - start > seconds:
                break
    return results


def ladder(name: str, games: int, spec: str, levels: list[str], seconds: float | None) -> list[str]:
    rows = []
    times: dict[str, list] = {level: [] for level in levels}
    work = hearts_hand if name == "hearts" else two_player
    for low, high in itertools.combinations(levels, 2):
        start = time.perf_counter()
        results = pairing(work, name, games, low, high, spec, seconds)
        for _, by_level, _ in results:
            for level, ts in by_level.items():
                times[level].extend(ts)
        figures = [f for f, _, _ in results]
        shots = [shot for _, _, shot in results if shot is not None]
        mean = statistics.fmean(figures)
        if name == "hearts":
            half = 1.96 * statistics.stdev(figures) / math.sqrt(len(figures))
            cell = (f"{mean:+.2f} ({mean - half:+.2f} to {mean + half:+.2f}); moon shots: "
                    f"{shots.count('higher')} by {high}, {shots.count('lower')} by {low}")
        else:
            lo, hi = wilson(mean, len(figures))
            cell = f"{100 * mean:.0f}% ({100 * lo:.0f}-{100 * hi:.0f}%)"
        rows.append(f"| {high} against {low} | {cell} | {len(figures)} | {time.perf_counter() - start:.0f} s |")
        print(rows[-1], flush=True)
    figure = "points a hand, less the others' average" if name == "hearts" else "share of the games"
    out = [f"### {name}", "", f"| pairing | higher level's {figure} (95% interval) | games | wall |",
           "|---|---|---|---|", *rows, "", "| level | decision CPU, median | p90 | wall p90 |", "|---|---|---|---|"]
    for level in levels:
        ts = times[level]
        if name == "speed":
            out.append(f"| {level} | reaction {SPEED_REACTION.get(level, '?')} | | |")
        elif ts:
            cpu = [c for _, c in ts]
            out.append(f"| {level} | {1000 * pct(cpu, 0.5):.1f} ms | {1000 * pct(cpu, 0.9):.1f} ms "
                       f"| {1000 * pct([w for w, _ in ts], 0.9):.1f} ms |")
    return out + [""]


def main() -> None:
    usage(__doc__, "--cpu", "--rounds", "--write", "--levels", "--seconds")
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    flags = [a for a in sys.argv[1:] if a.startswith("--")]
    games = whole(args[0], "games") if args else 40
    names = args[1:] or list(GAMES)
    spec = next((f for f in flags if f.startswith(("--rounds=", "--cpu="))), "--cpu=0.5")
    budget_of(spec)  # a bad number refused here, not in each worker
    write = next((f.split("=", 1)[1] for f in flags if f.startswith("--write=")), None)
    only = next((f.split("=", 1)[1].split(",") for f in flags if f.startswith("--levels=")), None)
    seconds = next((real(f.split("=", 1)[1], "--seconds") for f in flags if f.startswith("--seconds=")), None)
    lines = [f"Ladder: {games} games (Hearts: hands) a pairing, expert budget {spec}", ""]
    for name in names:
        levels = [level for level in rules.bot_levels(name) if only is None or level in only]
        block = ladder(name, games, spec, levels, seconds)
        print("\n".join(block), flush=True)
        lines += block
    if write:
        with open(write, "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()

"""Speed of the harvest engine and its bots.

    .venv/bin/python tests/benchmarks/harvest_speed.py [games] [--bots] [--levels easy,medium,hard]

(``--bots``: the decision times only.  The decision times are taken over
max(30, games / 5) games, each between two neighbouring levels of those
chosen (default: every level the game has, the expert too, thinking for its
default budget).)

Prints random games per second (with and without the invariant checks the
tests run), actions per second, and each bot level's decision time
(mean, median, 99th percentile and worst; wall clock, and the process's CPU
time, which a crowded machine does not inflate) over seeded
bot-versus-bot games.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the project root, for tests.*

import rules
from rules.harvest.game import HarvestGame
from tests.benchmarks.usage import Parser  # noqa: E402
from tests.rules.harvest.helpers import brisk_choice, random_game


def random_speed(games: int) -> None:
    for jokers in (0, 4):
        options = {"jokers": jokers} if jokers else {}
        t = time.perf_counter()
        actions = 0
        for seed in range(games):
            game = HarvestGame(seed, jokers=jokers)
            rng = random.Random(seed)
            while not game.is_over:
                (seat,) = game.to_act()
                game.apply(seat, brisk_choice(rng, game.legal_actions(seat)))
                actions += 1
        dt = time.perf_counter() - t
        t = time.perf_counter()
        for seed in range(games):
            random_game(seed, check=True, **options)
        dt_checked = time.perf_counter() - t
        print(f"random games {options or 'default'}: {games / dt:.0f} games/s, "
              f"{actions / dt:.0f} actions/s; with invariant checks {games / dt_checked:.0f} games/s")


def bot_times(games: int, levels: list[str]) -> None:
    times: dict[str, list[float]] = {level: [] for level in levels}
    cpu: dict[str, list[float]] = {level: [] for level in levels}
    for seed in range(games):
        pair = (levels[seed % len(levels)], levels[(seed + 1) % len(levels)])
        game = HarvestGame(seed, jokers=2 if seed % 2 else 0)
        bots = [rules.new_bot("harvest", lv) for lv in pair]
        moves = 0
        while not game.is_over:
            (seat,) = game.to_act()
            view, legal = game.view(seat), game.legal_actions(seat)
            bots[seat].reseed(f"{seed}/{seat}/{moves}")
            t, c = time.perf_counter(), time.process_time()
            action = bots[seat].choose(view, legal)
            times[pair[seat]].append(time.perf_counter() - t)
            cpu[pair[seat]].append(time.process_time() - c)
            game.apply(seat, action)
            moves += 1
    for level in times:
        for clock, ts in (("wall", times[level]), ("cpu", cpu[level])):
            if not ts:
                print(f"{level:6} bot ({clock}): no decisions in {games} games")
                continue
            ts.sort()
            print(f"{level:6} bot ({clock}): {len(ts)} decisions, mean {1000 * sum(ts) / len(ts):.2f} ms, "
                  f"p50 {1000 * ts[len(ts) // 2]:.2f} ms, p99 {1000 * ts[int(0.99 * (len(ts) - 1))]:.2f} ms, "
                  f"worst {1000 * ts[-1]:.1f} ms")


def main() -> None:
    parser = Parser(__doc__)
    parser.add_argument("games", type=int, nargs="?", default=300, help="random games (default 300)")
    parser.add_argument("--bots", action="store_true", help="the decision times only")
    parser.add_argument("--levels", default=",".join(rules.bot_levels("harvest")),
                        help="the levels timed, comma-separated (default: all)")
    args = parser.parse_args()
    levels = args.levels.split(",")
    unknown = sorted(set(levels) - set(rules.bot_levels("harvest")))
    if unknown:
        parser.error(f"no such level: {', '.join(unknown)} (the levels: {', '.join(rules.bot_levels('harvest'))})")
    if not args.bots:
        random_speed(args.games)
    bot_times(max(30, args.games // 5), levels)


if __name__ == "__main__":
    main()

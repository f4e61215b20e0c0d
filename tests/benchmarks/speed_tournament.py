"""Speed AI levels against each other, in virtual time on the ManualClock:
win rates, match length (virtual minutes, rounds) and cards played per
second of play.  The last pairing shows what judgement is worth at equal
speed.

    .venv/bin/python tests/benchmarks/speed_tournament.py [--matches 100]
"""

from __future__ import annotations

import itertools
import statistics
import sys
import time
from pathlib import Path

from rules.clock import ManualClock
from rules.session import Seat
from rules.speed.bots import LEVELS, HardBot
from rules.speed.game import SpeedGame
from rules.speed.match import Match

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the project root, for tests.*

from tests.benchmarks.usage import Parser  # noqa: E402


class BlindHard(HardBot):
    """Hard's speed without its judgement: any fitting card, any pile slapped."""

    level = "blind hard"
    randomness = 1.0
    misjudge = 0.5


PLAYERS = {**LEVELS, "blind hard": BlindHard}


def play(seed: int, first: str, second: str) -> tuple[str | None, float, int, int]:
    clock = ManualClock()
    match = Match(SpeedGame(seed), [Seat(first, PLAYERS[first](seed)), Seat(second, PLAYERS[second](seed))], clock)
    end = [0.0]
    match.subscribe(lambda update: end.__setitem__(0, clock.now()))
    match.start()
    clock.advance(1e6)
    result = match.game.result
    assert result is not None  # the clock ran on until the game was over
    winner = match.seats[result.winners[0]].name if result.winners else None
    plays = sum(1 for _, text in match.log if text.startswith("play"))
    return winner, end[0], match.game.round, plays


def main() -> None:
    parser = Parser(__doc__)
    parser.add_argument("--matches", type=int, default=100, help="per pairing (seats alternate)")
    args = parser.parse_args()
    started = time.perf_counter()
    for a, b in [*itertools.combinations(LEVELS, 2), ("hard", "blind hard")]:
        wins = {a: 0, b: 0, None: 0}
        lengths, rounds, plays = [], [], []
        for seed in range(args.matches):
            winner, length, n_rounds, n_plays = play(seed, *((a, b) if seed % 2 == 0 else (b, a)))
            wins[winner] += 1
            lengths.append(length)
            rounds.append(n_rounds)
            plays.append(n_plays / length)
        print(f"{a:>6} vs {b:<10}: {wins[a]:3d}-{wins[b]:3d} (draws {wins[None]}), "
              f"median {statistics.median(lengths) / 60:.1f} virtual min, {statistics.median(rounds):g} rounds, "
              f"{statistics.mean(plays):.2f} cards/s")
    print(f"{time.perf_counter() - started:.1f} s of CPU time")


if __name__ == "__main__":
    main()

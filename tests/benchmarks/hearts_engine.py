"""Random full 4-player Hearts hands per second through the public API.

Every step: ``to_act()``, ``legal_actions(seat)``, a random choice, ``apply``
(events included).  Passing uses the same API (the lazy PassChoices).  The
machine is shared, so the run is repeated and the best and median rounds are
printed, by wall clock and per CPU second of this process.

    .venv/bin/python tests/benchmarks/hearts_engine.py [hands_per_round] [rounds]
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from rules import new_game
from rules.hearts.game import HandScored


def one_round(target_hands: int, seed: int) -> tuple[float, float]:
    rng = random.Random(seed)
    hands = 0
    game_seed = seed * 100_000
    start = time.perf_counter()
    cpu = time.process_time()
    while hands < target_hands:
        game = new_game("hearts", seed=game_seed, players=4)
        game_seed += 1
        while not game.is_over:
            for seat in game.to_act():
                legal = game.legal_actions(seat)
                for event in game.apply(seat, legal[rng.randrange(len(legal))]):
                    if type(event) is HandScored:
                        hands += 1
                break
    return hands / (time.perf_counter() - start), hands / (time.process_time() - cpu)


def main() -> None:
    per_round = int(sys.argv[1]) if len(sys.argv) > 1 else 3000
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 7
    results = [one_round(per_round, r + 1) for r in range(rounds)]
    rates = [wall for wall, _ in results]
    cpu_rates = [cpu for _, cpu in results]
    print(f"hearts engine: random full 4-player hands per second, {rounds} rounds of {per_round} hands")
    print("  wall-clock rounds:", " ".join(f"{r:,.0f}" for r in rates))
    print(f"  wall clock: best {max(rates):,.0f}   median {statistics.median(rates):,.0f}   (target >= 3,000)")
    print(f"  per CPU second of this process (less sensitive to a shared machine): "
          f"median {statistics.median(cpu_rates):,.0f}")


if __name__ == "__main__":
    main()

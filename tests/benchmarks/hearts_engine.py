"""Random full 4-player Hearts hands per second through the public API, and
the same beside OpenSpiel's C++ Hearts (pyspiel) when it is importable.

Every step: ``to_act()``, ``legal_actions(seat)``, a random choice, ``apply``
(events included).  Passing uses the same API (the lazy PassChoices).
OpenSpiel plays one hand per game: its chance nodes (pass direction, the
deal) are sampled uniformly, every other step is a random legal action, as
here.  The machine is shared, so rounds alternate between the two engines
and the ratio is of the medians, by wall clock and per CPU second of this
process.  pyspiel is never a dependency of the project; measure with a
throwaway venv::

    python3 -m venv /tmp/pyspiel && /tmp/pyspiel/bin/pip install open-spiel
    PYTHONPATH=. /tmp/pyspiel/bin/python tests/benchmarks/hearts_engine.py [hands_per_round] [rounds]
    .venv/bin/python tests/benchmarks/hearts_engine.py      # ours alone
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

from rules import new_game
from rules.hearts.game import HandScored

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the project root, for tests.*

from tests.benchmarks.usage import Parser  # noqa: E402

try:
    import pyspiel
except ImportError:
    pyspiel = None


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


def openspiel_round(target_hands: int, seed: int) -> tuple[float, float]:
    rng = random.Random(seed)
    game = pyspiel.load_game("hearts")
    start = time.perf_counter()
    cpu = time.process_time()
    for _ in range(target_hands):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
            else:
                legal = state.legal_actions()
                state.apply_action(legal[rng.randrange(len(legal))])
    return target_hands / (time.perf_counter() - start), target_hands / (time.process_time() - cpu)


def show(name: str, results: list[tuple[float, float]]) -> tuple[float, float]:
    rates = [wall for wall, _ in results]
    cpu_rates = [cpu for _, cpu in results]
    print(f"{name}: random full 4-player hands per second")
    print("  wall-clock rounds:", " ".join(f"{r:,.0f}" for r in rates))
    print(f"  wall clock: best {max(rates):,.0f}   median {statistics.median(rates):,.0f}")
    print(f"  per CPU second of this process (less sensitive to a shared machine): "
          f"median {statistics.median(cpu_rates):,.0f}")
    return statistics.median(rates), statistics.median(cpu_rates)


def main() -> None:
    parser = Parser(__doc__)
    parser.add_argument("per_round", type=int, nargs="?", default=3000, help="hands a round (default 3000)")
    parser.add_argument("rounds", type=int, nargs="?", default=7, help="rounds (default 7)")
    args = parser.parse_args()
    per_round, rounds = args.per_round, args.rounds
    ours, theirs = [], []
    for r in range(rounds):
        ours.append(one_round(per_round, r + 1))
        if pyspiel is not None:
            theirs.append(openspiel_round(per_round, r + 1))
    print(f"{rounds} rounds of {per_round} hands, alternating")
    wall, cpu = show("kortbord hearts engine", ours)
    if pyspiel is None:
        print("(pyspiel is not importable here: no OpenSpiel comparison; see the docstring)")
        return
    their_wall, their_cpu = show("OpenSpiel hearts (pyspiel, C++)", theirs)
    print(f"P1 = ours / OpenSpiel's: wall clock {wall / their_wall:.2f}, per CPU second {cpu / their_cpu:.2f}"
          "   (target >= 1.0)")


if __name__ == "__main__":
    main()

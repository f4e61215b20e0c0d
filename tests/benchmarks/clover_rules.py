"""Klöverplockarspelet's rules of thumb against the greedy picker, whole
games in the rollouts' simulator: what a buying rule is worth on its own,
in seconds, before it is tried as the hard player's rule (whose 1,000
games against greedy take a quarter of an hour here).

    .venv/bin/python tests/benchmarks/clover_rules.py [games] [--first=SEED]

Each rule plays ``games`` deals (default 8,000) from seed ``--first``
(default 100,000: away from the seeds clover_baseline.py plays) against
``sim.GREEDY``, the greedy picker as the rollouts play it (ties among
black cards of one value go by meadow order, not by rank as
``rules.clover.greedy`` breaks them); the deal and the first player are
``CloverGame(seed, first=seed % 2)``'s, so the rule moves first on even
seeds.  Prints each rule's share of the games (a draw counts half) with
its 95 % Wilson interval.  The rules: medium's (``sim.MEDIUM``) and the
variants issue 43's second session measured (docs/levels.md).
"""

from __future__ import annotations

import os
import random
import sys
import time
from collections.abc import Callable

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))

from rules.clover.game import CloverGame  # noqa: E402
from rules.clover.sim import CL, CODES, GREEDY, MEDIUM, RD, SP, WORTH, Style, V, World  # noqa: E402
from rules.clover.values import MAX_TURNS  # noqa: E402
from tests.benchmarks.clover_baseline import wilson  # noqa: E402
from tests.benchmarks.usage import usage, whole  # noqa: E402


def _worth(change: Callable[[int], float | None]) -> tuple[float, ...]:
    """Medium's worth with ``change(card)`` where it says a number."""
    return tuple(w if (c := change(code)) is None else c for code, w in zip(CODES, WORTH))


RULES: dict[str, Style] = {
    "medium": MEDIUM,
    "a red 8 when nothing black is worth it": Style(_worth(lambda c: 0.6 if RD[c] and V[c] == 8 else None), False),
    "that, and a spade worth 2 before the ace of spades": Style(_worth(
        lambda c: 0.6 if RD[c] and V[c] == 8 else 1.5 if SP[c] and V[c] == 2 else None), False),
    "a red 6, 7 or 8 when nothing black is worth it": Style(_worth(
        lambda c: 0.5 + V[c] / 80 if RD[c] and V[c] >= 6 else None), False),
    "clubs worth 2 too, after every other club and spade": Style(_worth(
        lambda c: 0.8 if CL[c] and V[c] == 2 else None), False),
    "every extra card of the spade chain played": Style(WORTH, every_card=True),
    "the greedy picker itself": GREEDY,
}


def deal(seed: int) -> tuple[list[list[int]], list[int], list[int], int]:
    """The hands, meadow, talon and first player of ``CloverGame(seed)``,
    the first five cards (played by the constructor) back in the hand."""
    game = CloverGame(seed, first=seed % 2)
    hands = [[c.code for c in hand] for hand in game.hands]
    hands[game.current] += [c.code for c in reversed(game.bouquet)]
    meadow = [-1 if c is None else c.code for c in game.meadow]
    return hands, meadow, [c.code for c in game.talon], game.current


def winner(seed: int, rule: Style) -> int | None:
    """Seat 0 plays ``rule``, seat 1 the greedy picker: the winner, None a draw."""
    hands, meadow, talon, seat = deal(seed)
    world = World(hands, [0, 0], meadow, talon, random.Random(seed), (rule, GREEDY))
    for _turn in range(MAX_TURNS):
        if world.turn(seat):
            return seat
        seat = 1 - seat
    return None


def main() -> None:
    usage(__doc__, "--first")
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    first = whole(next((a.split("=", 1)[1] for a in sys.argv[1:] if a.startswith("--first=")), "100000"), "--first")
    games = whole(args[0], "games") if args else 8000
    for name, rule in RULES.items():
        start = time.perf_counter()
        won = [winner(seed, rule) for seed in range(first, first + games)]
        share = (won.count(0) + won.count(None) / 2) / games
        low, high = wilson(share, games)
        print(f"{name}: {100 * share:.1f}% (95% CI {100 * low:.1f}-{100 * high:.1f}%) of {games} games; "
              f"{time.perf_counter() - start:.1f} s", flush=True)


if __name__ == "__main__":
    main()

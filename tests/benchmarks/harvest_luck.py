"""How much of a harvest game the deal decides: each seeded deal is played
twice with the bots' seats swapped (same first seat, same draw order).

    .venv/bin/python tests/benchmarks/harvest_luck.py [deals] [opponent]

"hard wins both" / "opponent wins both" are the deals where play decided;
"seat decides" are the deals won by whoever sat in the lucky seat, whatever
the level.  The ceiling this puts on any win rate is the report's context
for the tournament figures.
"""

from __future__ import annotations

import sys
from collections import Counter
from multiprocessing import Pool
from pathlib import Path

import rules
from rules.harvest.game import HarvestGame

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the project root, for tests.*

from tests.benchmarks.usage import usage, whole  # noqa: E402


def hard_wins(args) -> bool:
    seed, hard_seat, opponent, options = args
    levels = [opponent, opponent]
    levels[hard_seat] = "hard"
    game = HarvestGame(seed, first=0, **options)
    bots = [rules.new_bot("harvest", lv) for lv in levels]
    moves = 0
    while not game.is_over:
        (seat,) = game.to_act()
        bots[seat].reseed(f"{seed}/{seat}/{moves}")
        game.apply(seat, bots[seat].choose(game.view(seat), game.legal_actions(seat)))
        moves += 1
    assert game.result is not None  # played to its end
    return game.result.winners == (hard_seat,)


def main() -> None:
    usage(__doc__)
    deals = whole(sys.argv[1], "deals") if len(sys.argv) > 1 else 300
    opponent = sys.argv[2] if len(sys.argv) > 2 else "medium"
    for options in ({}, {"jokers": 4}):
        with Pool(2) as pool:
            a = pool.map(hard_wins, [(s, 0, opponent, options) for s in range(deals)], chunksize=8)
            b = pool.map(hard_wins, [(s, 1, opponent, options) for s in range(deals)], chunksize=8)
        c = Counter(zip(a, b))
        both, neither = c[(True, True)], c[(False, False)]
        seat = deals - both - neither
        print(f"{str(options or 'default'):14} hard vs {opponent}, {deals} deals played both ways: "
              f"hard wins both {both}, {opponent} wins both (or draws) {neither}, "
              f"seat decides {seat} ({100 * seat / deals:.0f}%)")


if __name__ == "__main__":
    main()

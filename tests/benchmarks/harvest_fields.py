"""How much the diamonds decide a harvest game: win rate by the field
difference at turn 10.

    .venv/bin/python tests/benchmarks/harvest_fields.py [games] [a] [b] [jokers]

Seeded games, seats and first player alternating as in harvest_tournament.py;
the difference is a's fields minus b's when turn 10 begins (or at the end of
a shorter game), clipped to ±3.
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

AT_TURN = 10


def play(args):
    seed, levels, options, a = args
    game = HarvestGame(seed, first=seed % 2, **options)
    bots = [rules.new_bot("harvest", levels[s]) for s in (0, 1)]
    moves = 0
    snap = None
    while not game.is_over:
        (seat,) = game.to_act()
        if snap is None and game.turn >= AT_TURN:
            snap = [len(f) for f in game.fields]
        bots[seat].reseed(f"{seed}/{seat}/{moves}")
        game.apply(seat, bots[seat].choose(game.view(seat), game.legal_actions(seat)))
        moves += 1
    if snap is None:
        snap = [len(f) for f in game.fields]
    me = levels.index(a)
    diff = max(-3, min(3, snap[me] - snap[1 - me]))
    assert game.result is not None  # played to its end
    return diff, game.result.winners == (me,)


def main() -> None:
    usage(__doc__)
    games = whole(sys.argv[1], "games") if len(sys.argv) > 1 else 600
    a = sys.argv[2] if len(sys.argv) > 2 else "hard"
    b = sys.argv[3] if len(sys.argv) > 3 else "medium"
    jokers = whole(sys.argv[4], "jokers") if len(sys.argv) > 4 else 0
    options = {"jokers": jokers} if jokers else {}
    jobs = [(seed, (a, b) if seed % 4 < 2 else (b, a), options, a) for seed in range(games)]
    with Pool(2) as pool:
        counts = Counter(pool.map(play, jobs, chunksize=8))
    print(f"{a} vs {b}, {games} games, {str(options or 'default')}:")
    for d in range(-3, 4):
        n = counts[(d, True)] + counts[(d, False)]
        if n:
            print(f"  {a} fields {d:+d} at turn {AT_TURN}: {n:4} games, {a} wins "
                  f"{100 * counts[(d, True)] / n:.0f}%")


if __name__ == "__main__":
    main()

"""Seeded random playouts, checking the invariants after every action."""

import random

import pytest

from rules.clover.actions import Done, More, Stop
from rules.clover.events import MeadowPassed
from rules.clover.game import CloverGame
from tests.sizes import sizes

from .invariants import check_state, check_step, snapshot

# Every rare corner asserted below is reached by seed 1.
GAMES = sizes(400, 2000)


def policy(kind: str, rng: random.Random, legal):
    if kind == "random":
        return legal[rng.randrange(len(legal))]
    if kind == "pass":  # never picks: the meadow goes under the talon every turn
        return legal[-1]
    picks = [a for a in legal if not isinstance(a, Done)]  # "hoard": picks while it can
    return picks[rng.randrange(len(picks))] if picks else legal[-1]


@pytest.mark.parametrize("games", GAMES)
def test_random_playouts_keep_every_invariant(games):
    kinds = ("random", "random", "hoard", "pass")
    ended, empty_slots, passes, chains, wins = 0, 0, 0, 0, 0
    stops = mores = again = 0
    for seed in range(games):
        kind = kinds[seed % len(kinds)]
        rng = random.Random(seed)
        game = CloverGame(seed, first=None if seed % 3 else seed % 2)
        check_state(game)
        while not game.is_over:
            seat = game.current
            assert game.to_act() == frozenset({seat}) and game.legal_actions(1 - seat) == []
            legal = game.legal_actions(seat)
            action = policy(kind, rng, legal)
            before = snapshot(game)
            events = game.apply(seat, action)
            check_state(game)
            check_step(before, game, seat, action, events)
            empty_slots += None in game.meadow
            passes += isinstance(action, Done) and not before.picked
            chains += game.chained > 0
            stops += isinstance(action, Stop)
            mores += isinstance(action, More)
            again += any(isinstance(e, MeadowPassed) and e.again for e in events)
            assert game.turn_number <= 500
        ended += 1
        wins += game.winner is not None
    assert ended == games
    # The playouts reach the rare corners too.
    assert empty_slots and passes and chains and wins > games // 2
    assert stops and mores and again

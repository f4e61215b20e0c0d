"""Seeded random playouts with the invariants checked after every action."""

import pytest

from tests.sizes import sizes

from .helpers import random_game

VARIANTS = [{}, {"beginner": True}, {"jokers": 2}, {"jokers": 4}]


@pytest.mark.parametrize("games", sizes(200, 1000))
@pytest.mark.parametrize("options", VARIANTS, ids=["default", "beginner", "jokers2", "jokers4"])
def test_random_playouts_keep_the_invariants_and_end(options, games):
    outcomes = {"won": 0, "drawn": 0}
    for seed in range(games):
        game = random_game(seed, **options)  # asserts the invariants after every action
        assert game.is_over and game.result is not None
        if game.result.is_draw:
            outcomes["drawn"] += 1
            assert game.turn == 500
        else:
            outcomes["won"] += 1
            (w,) = game.result.winners
            assert game.totals[w] >= 20 and game.totals[1 - w] < 20
    assert outcomes["won"] > 0.9 * games

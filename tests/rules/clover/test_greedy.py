"""The greedy baseline of issue 19, and medium's and hard's edge over it."""

import pytest

import rules
from rules.clover import bots
from rules.clover.actions import DONE, MORE, Pick
from rules.clover.game import CloverGame
from rules.clover.greedy import BASELINES, GreedyBot, GreedyRedsBot
from rules.clover.position import position

from .invariants import check_state
from .meadow import pick


def duel(first_bot, second_bot, seed: int, check: bool = False) -> CloverGame:
    """One seeded game, seat 0 moving first on even seeds; bots reseeded
    before every decision as the Session does it."""
    game = CloverGame(seed, first=seed % 2)
    players = [first_bot, second_bot]
    moves = 0
    while not game.is_over:
        seat = game.current
        players[seat].reseed(f"{seed}/{seat}/{moves}")
        legal = game.legal_actions(seat)
        action = players[seat].choose(game.view(seat), legal)
        assert action in legal, (seed, moves, action, legal)
        game.apply(seat, action)
        if check:
            check_state(game)
        moves += 1
    return game


@pytest.mark.parametrize("cls", [GreedyBot, GreedyRedsBot])
def test_the_baselines_play_only_legal_moves_to_the_end(cls):
    for seed in range(6):
        game = duel(cls(0), bots.MediumBot(0), seed, check=True)
        assert game.is_over and game.winner in (0, 1)


def test_the_baselines_are_not_levels_the_menu_offers():
    assert set(rules.bot_levels("clover")).isdisjoint(BASELINES)
    assert all(cls not in bots.LEVELS.values() for cls in BASELINES.values())


def test_greedy_buys_the_highest_club_or_spade_and_never_a_red():
    # Budget 13: the 8♥ is worth more than anything black, but greedy wants
    # the 7♠ first (the highest black card), then the 6♣ on what is left.
    game = position("3D 3H 4D AH 2D", "5C", "8H 6C 7S AD 2C", talon="9H 9D 10H")
    assert game.budget == 13
    bot = GreedyBot(0)
    taken = []
    while game.current == 0:
        action = bot.choose(game.view(0), game.legal_actions(0))
        if isinstance(action, Pick):
            taken.append(action.card.label)
        game.apply(0, action)
    assert taken == ["7♠", "6♣"]


def test_greedy_reds_takes_a_red_once_no_black_card_is_affordable():
    game = position("3D 3H 4D AH 2D", "5C", "8H 9H 9C AD 10D", talon="5H")
    assert GreedyBot(0).choose(game.view(0), game.legal_actions(0)) == pick(game, 2)
    assert GreedyRedsBot(0).choose(game.view(0), game.legal_actions(0)) == pick(game, 2)
    game.apply(0, pick(game, 2))
    # The 9♣ taken (refilled by the 5♥), only red cards are left.
    view, legal = game.view(0), game.legal_actions(0)
    assert [c.label if c else "" for c in view.meadow] == ["8♥", "9♥", "5♥", "A♦", "10♦"] and view.budget_left == 11
    assert GreedyBot(0).choose(view, legal) == DONE
    assert GreedyRedsBot(0).choose(view, legal) == pick(game, 0)


def test_greedy_always_plays_on_in_the_spade_chain():
    game = position("AD 9D 10D JD 6C 3S 7C 8C 2H KD", "2S 3H 4H 5D 9C", "10H JH QC KH JS", seen=True)
    assert game.phase == "chain"
    assert GreedyBot(0).choose(game.view(0), game.legal_actions(0)) == MORE


def test_medium_buys_a_spade_rather_than_a_high_red_or_a_low_club():
    # The old medium bought the 8♥ (buying power), then the K♣ (2 points):
    # every such card lengthens the hand's cycle, and greedy won 62 % of games.
    game = position("3D 3H 4D AH 2D", "5C", "8H KC 3S AD 2C")
    assert bots.MediumBot(0).choose(game.view(0), game.legal_actions(0)) == pick(game, 2)
    low = position("3D 3H 4D AH 2D", "5C", "8H KC 9H AD 2C")
    assert bots.MediumBot(0).choose(low.view(0), low.legal_actions(0)) == DONE


def test_medium_wins_most_seeded_games_against_greedy():
    """Issue 19's target is 60 % over 1,000 games (tests/benchmarks/
    clover_baseline.py); here 100 seeded games, which the old medium lost
    63-37."""
    wins = sum(duel(bots.MediumBot(0), GreedyBot(0), seed).winner == 0 for seed in range(100))
    assert wins >= 60, wins

"""Bots only ever choose legal actions, and see nothing but the view."""

import inspect

import pytest

import rules
from rules.hearts import bots
from rules.hearts.game import HeartsGame, HeartsView


def play_game(levels, seed, players, max_actions=None):
    g = HeartsGame(seed, players=players)
    seats = [rules.new_bot("hearts", lv, seed) for lv in levels]
    n = 0
    while not g.is_over and (max_actions is None or n < max_actions):
        for seat in sorted(g.to_act()):
            legal = g.legal_actions(seat)
            seats[seat].reseed(f"{seed}/{seat}/{n}")
            action = seats[seat].choose(g.view(seat), legal)
            assert action in legal, f"{levels[seat]} chose {action}"
            g.apply(seat, action)
            n += 1
            break
    return g


@pytest.mark.parametrize("players", [3, 4, 5])
def test_easy_and_medium_play_whole_games_legally(players):
    for seed in range(3):
        levels = (["easy", "medium"] * 3)[:players]
        g = play_game(levels, seed, players)
        assert g.is_over


def test_levels_are_registered_easiest_first():
    assert rules.bot_levels("hearts") == ["easy", "medium", "hard"]


def test_bots_are_deterministic_given_their_seed():
    for level in ("easy", "medium"):
        a = play_game([level] * 4, 3, 4).to_json()
        b = play_game([level] * 4, 3, 4).to_json()
        assert a == b


def test_medium_passes_the_queen_and_high_hearts():
    from rules.cards import parse_cards
    from rules.hearts.bots import MediumBot
    g = HeartsGame(0)
    hand = parse_cards("2C 5C 9C 3D 7D 2S 4S QS AH KH 3H 6H 8H")
    from rules.hearts.masks import mask_of
    g.hands[0] = mask_of(hand)
    chosen = MediumBot(0).choose(g.view(0), g.legal_actions(0))
    assert {str(c) for c in chosen.cards} == {"QS", "AH", "KH"}
    g.hands[0] = mask_of(parse_cards("2C 5C 9C 10C JD 2S 4S 6S 7H 5H 3H 6H 8H"))
    chosen = MediumBot(0).choose(g.view(0), g.legal_actions(0))
    assert "JD" in {str(c) for c in chosen.cards}  # voids diamonds


def test_medium_ducks_and_dumps_the_queen():
    from tests.rules.hearts.helpers import play, position
    from rules.hearts.bots import MediumBot

    g = position(["KS 2D", "QS 3S 5D", "6D 7D", "8D 9D"], tricks_done=1, leader=0)
    play(g, "KS")
    assert str(MediumBot(0).choose(g.view(1), g.legal_actions(1))) == "play QS"
    g = position(["9C 2D", "10C 8C 5D", "6D 7D", "8D 9D"], tricks_done=1, leader=0)
    play(g, "9C")
    assert str(MediumBot(0).choose(g.view(1), g.legal_actions(1))) == "play 8C"

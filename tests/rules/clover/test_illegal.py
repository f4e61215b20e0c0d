"""Refusals: a sentence with the real numbers, and the state exactly as it was."""

import json

import pytest

from rules.cards import parse_card
from rules.clover.actions import DONE, MORE, STOP, Done, More, Pick, Stop
from rules.clover.game import CloverGame
from rules.clover.position import ALL, position
from rules.core import Action, IllegalAction

from .meadow import pick

C = parse_card


def refused(game, seat, action, match):
    before = json.dumps(game.to_json(), sort_keys=True)
    with pytest.raises(IllegalAction, match=match):
        game.apply(seat, action)
    assert json.dumps(game.to_json(), sort_keys=True) == before


def budget_three():
    # Played 2S AC 3H 2C 7C… the spade draws QS, which draws 4S, which draws 5C: reds 3.
    return position("5C 4S QS 7C 2C 3H AC 2S", "2D 5D", "4H 8C 2H AD KS", chain=ALL)


def test_picking_over_budget_names_the_cost_and_what_is_left():
    game = budget_three()
    assert game.budget == 3
    refused(game, 0, Pick(C("4H")), "4♥ costs 4; you have 3 left")
    game.apply(0, Pick(C("2H")))
    refused(game, 0, Pick(C("KS")), "K♠ costs 2; you have 1 left")
    refused(game, 0, Pick(C("8C")), "8♣ costs 8; you have 1 left")


def test_picking_with_no_red_cards_played_says_why():
    game = position("2S KC 9S 8C 7C", "2D", "4H 10H 2H AD KS")
    refused(game, 0, Pick(C("AD")), r"A♦ costs 1; you have 0 left \(no red cards played")


def test_picking_a_card_not_in_the_meadow_or_an_empty_slot():
    game = position("2D 3H 4D 2H 5H", "2C", "9H 7D - AD KS", "", rest_in_talon=False)
    refused(game, 0, Pick(C("8C")), "8♣ is not in the meadow")
    refused(game, 0, Pick(C("5H")), "5♥ is not in the meadow")  # in the bouquet
    with pytest.raises(IllegalAction, match="slot 3 is empty"):
        game.parse_action(0, "pick 3")
    with pytest.raises(IllegalAction, match="slots 1 to 5, not 6"):
        game.parse_action(0, "pick 6")
    assert game.parse_action(0, "pick 4") == Pick(C("AD"))


def test_the_chain_refuses_what_the_spades_do_not_allow_and_changes_nothing():
    game = position("5C 4S QS 7C 2C 3H AC 2S", "2D 5D", "4H 8C 2H AD KS")
    assert game.phase == "chain" and game.legal_actions(0) == [MORE, STOP]
    refused(game, 0, DONE, "First the spade chain: your spades allow 1 more card; play the next one or stop")
    refused(game, 0, Pick(C("2H")), "First the spade chain")
    refused(game, 1, MORE, "not your turn")
    refused(game, 1, STOP, "not your turn")
    game.apply(0, MORE)  # the QS: a spade, one more allowed again
    game.apply(0, MORE)  # the 4S: again
    game.apply(0, MORE)  # the 5C: the last card of the hand
    assert game.phase == "pick" and game.hands[0] == [] and game.budget == 3
    refused(game, 0, MORE, "Your hand is empty: there is no card to add")
    refused(game, 0, STOP, "Your hand is empty")
    assert MORE not in game.legal_actions(0) and STOP not in game.legal_actions(0)


def test_no_more_cards_than_the_spades_allow():
    # One spade among the five, the hand still holds three: one extra card only.
    game = position("9D 8D 6C AH 2C 3H AC 2S 4D", "2D 5D", "4H 8C 2H AD KS")
    game.apply(0, MORE)
    assert game.phase == "pick" and game.hands[0] == [C("9D"), C("8D"), C("6C")]
    refused(game, 0, MORE, "Your 1 spade allowed 1 more; all 1 played: no more cards")
    assert game.parse_action(0, "more") == More() and game.parse_action(0, " Stop ") == Stop()


def test_picking_after_finishing_and_acting_out_of_turn():
    game = budget_three()
    refused(game, 1, Pick(C("2H")), "not your turn")
    refused(game, 1, DONE, "not your turn")
    refused(game, 7, DONE, "no seat 7")
    game.apply(0, DONE)
    assert game.current == 1
    refused(game, 0, pick(game, 0), "not your turn")
    refused(game, 0, DONE, "not your turn")


def test_after_the_game_is_over_nothing_is_accepted():
    game = position("2H 8C 7C 2S 3D", "2D", "4H 10H 9H AD KS", scores=(25, 0))
    assert game.is_over
    refused(game, 0, DONE, "over")
    refused(game, 1, DONE, "over")


def test_unknown_actions_and_text():
    game = budget_three()

    class Shout(Action):
        def __str__(self):
            return "shout"

    refused(game, 0, Shout(), "not a clover-picker move")
    for text in ("jump", "pick", "pick ZZ", "pick 2H 3H", ""):
        with pytest.raises(IllegalAction):
            game.parse_action(0, text)


def test_the_notation_reads_back():
    game = CloverGame(5)
    seat = game.current
    for action in game.legal_actions(seat):
        assert game.parse_action(seat, str(action)) == action
    assert str(Pick(C("10H"))) == "pick 10H" and str(DONE) == "done"
    assert str(MORE) == "more" and str(STOP) == "stop"
    chain = position("5C 4S QS 7C 2C 3H AC 2S", "2D 5D", "4H 8C 2H AD KS")
    for action in chain.legal_actions(0):
        assert chain.parse_action(0, str(action)) == action
    assert game.parse_action(seat, " DONE ") == Done()
    assert game.parse_action(seat, "pick 1") == pick(game, 0)

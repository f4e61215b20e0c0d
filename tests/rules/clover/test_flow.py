"""A turn step by step, on positions built by hand (rules/clover/position.py:
hands are written left to right, the rightmost card plays first)."""

from collections import Counter

import pytest

import rules
from rules.cards import parse_card, parse_cards
from rules.clover.actions import DONE, Pick
from rules.clover.events import (
    BouquetShuffledIn, BudgetCounted, CardsPlayed, ChainCardPlayed, ClubsScored, GameDrawn,
    GameWon, MeadowPassed, Picked, Refilled, TurnStarted,
)
from rules.clover.game import CloverGame
from rules.clover.position import position
from rules.clover.values import RED_ACES, RED_TWOS, VALUE

C = parse_card
NAMES = ("North", "South")
MEADOW = "10H JD QC KD JS"


def test_setup_deals_a_red_ace_and_four_red_twos_each_and_a_meadow_of_five():
    seen_first = set()
    for seed in range(40):
        game = CloverGame(seed)
        starter = game.current
        assert game.hands[starter] == [] and len(game.hands[1 - starter]) == 5
        for hand in (game.hands[1 - starter], game.bouquet):
            assert len(hand) == 5
            assert sum(c in RED_ACES for c in hand) == 1
            assert sum(c in RED_TWOS for c in hand) == 4
        # The first turn has been played already: the starter's hand is on the table.
        assert game.budget == 9 and game.spades == 0 and game.scores == [0, 0]
        assert len(game.meadow) == 5 and None not in game.meadow
        assert len(game.talon) == 37
        seen_first.add(game.current)
        assert game.opening_events == game.turn_events()
        assert isinstance(game.opening_events[0], TurnStarted) and game.opening_events[0].seat == game.current
        assert rules.load_game(game.to_json()).opening_events == []
    assert seen_first == {0, 1}  # first=None draws the starter from the game's rng
    assert CloverGame(7, first=1).current == 1 and CloverGame(7, first=0).current == 0
    with pytest.raises(ValueError):
        CloverGame(7, first=2)


def test_two_spades_play_two_more_and_a_chained_spade_one_more():
    # Play order: 3D 8C 7S 6C 5S | 2C 3S | 9H — AH stays.
    game = position("AH 9H 3S 2C 5S 6C 7S 8C 3D", "2H 2D", MEADOW)
    assert game.bouquet == parse_cards("3D 8C 7S 6C 5S 2C 3S 9H")
    assert game.chained == 3 and game.spades == 3
    assert game.hands[0] == [C("AH")]
    events = game.turn_events()
    assert events[0] == TurnStarted(0, 1)
    assert events[1] == CardsPlayed(0, tuple(parse_cards("3D 8C 7S 6C 5S")))
    assert events[2:5] == [ChainCardPlayed(0, C("2C"), 2, 1), ChainCardPlayed(0, C("3S"), 2, 2),
                           ChainCardPlayed(0, C("9H"), 3, 3)]
    # 3 spades: the 4 highest clubs count, there are only 3: 8 + 6 + 2.
    assert events[5] == ClubsScored(0, 3, tuple(parse_cards("8C 6C 2C")), (8, 6, 2), 16, 16)
    assert events[6] == BudgetCounted(0, (C("3D"), C("9H")), 5)
    view = game.view(1)
    assert view.bouquet == tuple(parse_cards("3D 8C 7S 6C 5S 2C 3S 9H")) and view.chained == 3
    assert view.scored_clubs == tuple(parse_cards("8C 6C 2C")) and view.scored_points == 16
    for event in events:
        assert event.describe(NAMES)


def test_the_s_plus_one_highest_clubs_score_and_nine_and_up_are_worth_two():
    # One spade: two clubs count.  3♣ (3) and a 2-valued K♣/9♣; not the A♣, not 9 for the 9♣.
    game = position("KC 9C 3C AC 2S 4D", "2D", MEADOW)
    assert game.bouquet == parse_cards("4D 2S AC 3C 9C KC")  # the spade drew the K♣
    assert game.view(0).scored_clubs == tuple(parse_cards("3C KC"))
    assert game.scores == [5, 0]
    assert VALUE[C("9C").code] == 2 and VALUE[C("8C").code] == 8 and VALUE[C("AC").code] == 1
    # No spade: only the single highest club.
    game = position("6D 8C 7C 2D AC", "2H", MEADOW)
    assert game.scores == [8, 0] and game.budget == 8


def test_budget_counts_only_red_cards_played_from_the_hand():
    # Played: 5H 4C 3D 2S (chains one more) 6C, then QH: reds 5 + 3 + 2 = 10.
    game = position("QH 6C 2S 3D 4C 5H", "2D", "8H 7D 8C AD KS", "5C 6D", rest_in_talon=False)
    assert game.budget == 10 and game.budget_left == 10
    game.apply(0, Pick(C("8H")))
    assert game.budget_left == 2 and game.budget == 10  # a picked red adds nothing
    game.apply(0, Pick(C("AD")))
    assert game.budget_left == 1
    assert game.legal_actions(0) == [DONE]  # nothing left that costs 1 or less
    # Clubs and spades played give no budget.
    game = position("2S KC 9S 8C 7C", "2D", MEADOW)
    assert game.budget == 0 and game.legal_actions(0) == [DONE]


def test_a_refill_can_be_picked_at_once_and_an_empty_talon_leaves_the_slot_empty():
    game = position("2D 3H 4D 2H 5H", "2C", "9H 7D 8C AD KS", "AS 3C", rest_in_talon=False)
    assert game.budget == 16
    events = game.apply(0, Pick(C("KS")))
    assert events == [Picked(0, 4, C("KS"), 2, 14), Refilled(4, C("AS"))]
    assert game.meadow[4] == C("AS")
    assert Pick(C("AS")) in game.legal_actions(0)
    game.apply(0, Pick(C("AS")))
    assert game.meadow[4] == C("3C")
    game.apply(0, Pick(C("3C")))
    assert game.meadow[4] is None and game.talon == []
    assert game.view(0).meadow[4] is None
    with pytest.raises(rules.IllegalAction, match="slot 5 is empty"):
        game.parse_action(0, "pick 5")
    assert game.picked == parse_cards("KS AS 3C")


def test_no_pick_sends_the_meadow_under_the_talon_and_turns_up_five_new():
    game = position("2D 3H 4D 2H 5H", "AH 2C 3C 4C 5C", MEADOW, "6H 6D 6S 6C 7H 7C")
    old = tuple(game.meadow)
    events = game.apply(0, DONE)
    passed = events[0]
    assert isinstance(passed, MeadowPassed)
    assert passed.returned == old
    assert tuple(game.meadow) == tuple(parse_cards("6H 6D 6S 6C 7H")) == passed.turned_up
    assert game.talon[:5] == list(old)[::-1]  # index 0 is the bottom: slot 5 lowest
    assert game.view(1).talon_seen[-5:] == old  # both players know what lies under
    assert game.talon[-1] == C("7C")
    assert passed.describe(NAMES).startswith("North picks nothing")


def test_the_bouquet_comes_in_at_the_left_and_cards_leave_from_the_right():
    game = position("AD 2C 3C 6S 2D 3H 4D 2H 5H", "AH 2S 3S 4S 5S", "4C 10H JD KD KS", seed=3)
    rest = list(game.hands[0])
    assert rest == parse_cards("AD 2C 3C 6S")  # the 5 rightmost were played
    game.apply(0, Pick(C("4C")))
    laid = game.bouquet + game.picked
    events = game.apply(0, DONE)
    shuffled_in = next(e for e in events if isinstance(e, BouquetShuffledIn))
    assert shuffled_in.cards == tuple(laid) and shuffled_in.hand_size == 10
    hand = game.hands[0]
    assert hand[6:] == rest
    assert Counter(hand[:6]) == Counter(laid)
    assert game.last_bouquets[0] == tuple(laid)
    hand = list(hand)
    game.apply(1, DONE)
    # The 6S draws one more: six cards, the last two from the bouquet's right end.
    assert game.bouquet == parse_cards("6S 3C 2C AD") + [hand[5], hand[4]]
    assert game.hands[0] == hand[:4]


def test_the_view_shows_the_own_row_in_order_and_the_next_bouquet():
    game = position("AD 9H 3S 2C 5S 6C 7S 8C 3D", "4H 2S AC 5D KC 6S 7H 6D", "10H JD QC KD JS", seen=True)
    north, south = game.view(0), game.view(1)
    assert north.hand == (C("AD"),) and south.hand == tuple(parse_cards("4H 2S AC 5D KC 6S 7H 6D"))
    # South's next turn: 6D 7H 6S KC 5D, the 6S draws AC.
    assert south.next_bouquet == tuple(parse_cards("6D 7H 6S KC 5D AC"))
    assert south.play_order[:2] == (C("6D"), C("7H"))
    assert north.opponent_hand_size == 8
    assert north.opponent_groups == (tuple(sorted(game.hands[1], key=lambda c: c.code)),)
    assert south.opponent_groups == (tuple(sorted(game.hands[0], key=lambda c: c.code)),)
    assert north.turn == 0 and north.my_turn and not south.my_turn and south.opponent == 0
    assert north.meadow == tuple(parse_cards("10H JD QC KD JS")) and north.talon_count == 52 - 22


def test_a_hand_of_fewer_than_five_plays_all_of_it():
    game = position("2H 3D AC", "2D", MEADOW)
    assert game.bouquet == parse_cards("AC 3D 2H") and game.hands[0] == []
    assert game.budget == 5 and game.scores == [1, 0]
    assert game.view(0).chained == 0
    game.apply(0, DONE)
    assert len(game.hands[0]) == 3


def test_forty_wins_at_once_before_any_picking():
    game = position("2H 8C 7C 2S 3D", "2D", MEADOW, scores=(25, 30))
    assert game.scores == [40, 30]
    assert game.is_over and game.winner == 0
    assert game.to_act() == frozenset() and game.legal_actions(0) == []
    assert isinstance(game.turn_events()[-1], GameWon)
    result = game.result
    assert result.winners == (0,) and result.scores == (40, 30)
    assert game.view(1).is_over and game.view(1).winner == 0 and game.view(1).phase == "over"
    with pytest.raises(rules.IllegalAction, match="over"):
        game.apply(0, DONE)


def test_the_game_is_drawn_after_turn_500():
    game = position("2H 3D 4D", "2D", MEADOW, turn_number=499)
    events = game.apply(0, DONE)
    assert game.turn_number == 500 and not game.is_over
    events = game.apply(1, DONE)
    assert isinstance(events[-1], GameDrawn) and game.is_over
    assert game.result.is_draw and game.result.winners == ()
    assert game.view(0).is_draw


def test_a_turn_always_waits_for_done_even_with_nothing_to_pick():
    game = position("2S 3C 4S 5C 6S", "2D", MEADOW)
    assert game.budget == 0
    assert game.legal_actions(0) == [DONE] and game.legal_actions(1) == []
    assert game.to_act() == frozenset({0})


def test_the_opponent_sees_the_bouquets_but_never_the_order_in_the_hand():
    game = CloverGame(22, first=0)
    assert game.view(0).opponent_groups == () and game.view(0).opponent_hand_size == 5
    pick = next(a for a in game.legal_actions(0) if isinstance(a, Pick))
    game.apply(0, pick)
    laid = tuple(game.bouquet + game.picked)
    game.apply(0, DONE)
    south = game.view(1)
    assert south.last_bouquets[0] == laid
    assert south.opponent_hand_size == 6
    assert south.opponent_groups == (tuple(sorted(laid, key=lambda c: c.code)),)
    # The view holds nothing that gives North's order away.
    assert all(tuple(game.hands[0]) != value for value in vars(south).values())
    game.apply(1, DONE)  # North plays from the right of that group; the rest stays known
    north_left = game.hands[0]
    assert len(north_left) == 6 - len(game.bouquet) == 1
    assert game.view(1).opponent_groups == (tuple(north_left),)

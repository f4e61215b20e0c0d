"""A turn step by step, on positions built by hand (rules/clover/position.py:
hands are written left to right, the rightmost card plays first)."""

from collections import Counter

import pytest

import rules
from rules.cards import parse_card, parse_cards
from rules.clover.actions import DONE, MORE, STOP, Pick
from rules.clover.events import (
    BouquetShuffledIn,
    BudgetCounted,
    CardsPlayed,
    ChainCardPlayed,
    ChainOffered,
    ChainStopped,
    ClubsScored,
    GameDrawn,
    GameWon,
    MeadowPassed,
    Picked,
    Refilled,
    TurnStarted,
)
from rules.clover.game import CloverGame
from rules.clover.position import ALL, position
from rules.clover.values import RED_ACES, RED_TWOS, VALUE
from rules.voice import neutral

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
        assert game.budget == 9 and game.spades == 0 and game.scores() == (0, 0)
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


def test_two_spades_allow_two_more_and_a_chained_spade_one_more_each_by_choice():
    # Play order: 3D 8C 7S 6C 5S | 2C 3S | 9H — AH stays.
    game = position("AH 9H 3S 2C 5S 6C 7S 8C 3D", "2H 2D", MEADOW)
    assert game.bouquet == parse_cards("3D 8C 7S 6C 5S") and game.phase == "chain"
    assert game.legal_actions(0) == [MORE, STOP] and game.legal_actions(1) == []
    assert game.view(0).chain_left == 2 and game.view(1).chain_left == 2
    assert game.view(0).phase == "chain" and game.scores() == (0, 0) and game.budget == 0
    assert game.opening_events[1:] == [CardsPlayed(0, tuple(parse_cards("3D 8C 7S 6C 5S"))),
                                       ChainOffered(0, 2, 2)]
    assert game.apply(0, MORE) == [ChainCardPlayed(0, C("2C"), 2, 1, 1, 3)]
    assert game.view(0).chain_left == 1
    # The second extra card is a spade: the chain goes on, one more allowed again.
    assert game.apply(0, MORE) == [ChainCardPlayed(0, C("3S"), 2, 2, 1, 2)]
    assert game.phase == "chain" and game.view(0).chain_left == 1 and game.spades == 3
    events = game.apply(0, MORE)  # the 9H: the three spades' three extra cards are out
    assert events[0] == ChainCardPlayed(0, C("9H"), 3, 3, 0, 1)
    assert game.phase == "pick" and game.view(0).chain_left == 0
    assert game.bouquet == parse_cards("3D 8C 7S 6C 5S 2C 3S 9H")
    assert game.chained == 3 and game.spades == 3
    assert game.hands[0] == [C("AH")]
    # 3 spades: the 4 highest clubs count, there are only 3: 8 + 6 + 2.
    assert events[1] == ClubsScored(0, 3, tuple(parse_cards("8C 6C 2C")), (8, 6, 2), 16, 16)
    assert events[2] == BudgetCounted(0, (C("3D"), C("9H")), 5)
    assert game.turn_events() == game.opening_events + [ChainCardPlayed(0, C("2C"), 2, 1, 1, 3),
                                                       ChainCardPlayed(0, C("3S"), 2, 2, 1, 2), *events]
    view = game.view(1)
    assert view.bouquet == tuple(parse_cards("3D 8C 7S 6C 5S 2C 3S 9H")) and view.chained == 3
    assert view.scored_clubs == tuple(parse_cards("8C 6C 2C")) and view.scored_points == 16
    for event in game.turn_events():
        assert event.describe(neutral(NAMES))
    assert ChainOffered(0, 2, 2).describe(neutral(NAMES)) == (
        "2 spades: North may play up to 2 more cards, each the rightmost of the hand, or stop.")
    assert ChainOffered(0, 1, 1).describe(neutral(NAMES)) == (
        "1 spade: North may play 1 more card, the rightmost of the hand, or stop.")
    assert ChainCardPlayed(0, C("3S"), 2, 2, 1, 2).describe(neutral(NAMES)) == "North adds 3♠, another spade (1 more card allowed)."
    assert ChainCardPlayed(0, C("9H"), 3, 3, 0, 1).describe(neutral(NAMES)) == "North adds 9♥: the spades allow no more."
    with pytest.raises(rules.IllegalAction, match="allowed 3 more; all 3 played"):
        game.apply(0, MORE)


def test_a_player_may_stop_the_chain_before_any_extra_card():
    # Play order: 3D 8C 7S 6C 5S, then 2C would be next: stopping keeps it.
    game = position("AH 9H 3S 2C 5S 6C 7S 8C 3D", "2H 2D", MEADOW)
    with pytest.raises(rules.IllegalAction, match="First the spade chain: your spades allow 2 more cards"):
        game.apply(0, DONE)
    with pytest.raises(rules.IllegalAction, match="First the spade chain"):
        game.apply(0, Pick(C("10H")))
    events = game.apply(0, STOP)
    assert events[0] == ChainStopped(0, 0, 2)
    assert events[0].describe(neutral(NAMES)) == ("North stops the spade chain with 2 more cards allowed; "
                                         "the rest stays in the hand.")
    assert game.bouquet == parse_cards("3D 8C 7S 6C 5S") and game.chained == 0
    assert game.hands[0] == parse_cards("AH 9H 3S 2C")  # in order, 2C still the rightmost
    # 2 spades: 3 clubs count, 8 + 6; the budget is the 3♦.
    assert events[1] == ClubsScored(0, 2, tuple(parse_cards("8C 6C")), (8, 6), 14, 14)
    assert events[2] == BudgetCounted(0, (C("3D"),), 3)
    assert game.phase == "pick" and Pick(C("10H")) in game.legal_actions(0)
    assert game.turn_events()[-3:] == events
    with pytest.raises(rules.IllegalAction, match="You stopped the spade chain"):
        game.apply(0, MORE)
    with pytest.raises(rules.IllegalAction, match="stopped"):
        game.apply(0, STOP)


def test_a_player_may_stop_after_one_extra_card():
    game = position("AH 9H 3S 2C 5S 6C 7S 8C 3D", "2H 2D", MEADOW, chain=1)
    assert game.bouquet == parse_cards("3D 8C 7S 6C 5S 2C") and game.chained == 1
    assert game.hands[0] == parse_cards("AH 9H 3S")
    assert game.spades == 2 and game.scores() == (16, 0)  # 8 + 6 + 2


def test_no_extra_card_without_a_spade_or_with_an_empty_hand():
    game = position("AH 6C 2D 3H 4D 2H 5H", "2C", MEADOW)
    assert game.phase == "pick" and MORE not in game.legal_actions(0)
    assert ChainOffered not in {type(e) for e in game.opening_events}
    with pytest.raises(rules.IllegalAction, match="No spade in your bouquet"):
        game.apply(0, MORE)
    game = position("2H 3S 4D 2S 5H", "2C", MEADOW)  # two spades, nothing left to draw
    assert game.phase == "pick" and game.hands[0] == [] and game.legal_actions(0)[-1] == DONE
    with pytest.raises(rules.IllegalAction, match="Your hand is empty"):
        game.apply(0, STOP)
    # The hand runs out in the middle of the chain: it ends by itself.
    game = position("2C 5S 2H 3D 4D 6H", "2D", MEADOW)  # 6H 4D 3D 2H 5S, then 2C
    assert game.phase == "chain"
    events = game.apply(0, MORE)
    assert events[0] == ChainCardPlayed(0, C("2C"), 1, 1, 0, 0)
    game = position("2S 5S 2H 3D 4D 6H", "2D", MEADOW, chain=ALL)  # the 2S has nothing to draw
    assert game.chained == 1 and game.hands[0] == [] and game.phase == "pick"
    assert game.turn_events()[-3] == ChainCardPlayed(0, C("2S"), 1, 1, 1, 0)
    assert game.turn_events()[-3].describe(neutral(NAMES)) == "North adds 2♠, another spade: the hand is empty, the chain ends."


def test_the_s_plus_one_highest_clubs_score_and_nine_and_up_are_worth_two():
    # One spade: two clubs count.  3♣ (3) and a 2-valued K♣/9♣; not the A♣, not 9 for the 9♣.
    game = position("KC 9C 3C AC 2S 4D", "2D", MEADOW, chain=ALL)
    assert game.bouquet == parse_cards("4D 2S AC 3C 9C KC")  # the spade drew the K♣
    assert game.view(0).scored_clubs == tuple(parse_cards("3C KC"))
    assert game.scores() == (5, 0)
    assert VALUE[C("9C").code] == 2 and VALUE[C("8C").code] == 8 and VALUE[C("AC").code] == 1
    # No spade: only the single highest club.
    game = position("6D 8C 7C 2D AC", "2H", MEADOW)
    assert game.scores() == (8, 0) and game.budget == 8


def test_budget_counts_only_red_cards_played_from_the_hand():
    # Played: 5H 4C 3D 2S (chains one more) 6C, then QH: reds 5 + 3 + 2 = 10.
    game = position("QH 6C 2S 3D 4C 5H", "2D", "8H 7D 8C AD KS", "5C 6D", rest_in_talon=False, chain=ALL)
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
    assert passed.describe(neutral(NAMES)).startswith("North picks nothing")


def test_the_bouquet_comes_in_at_the_left_and_cards_leave_from_the_right():
    game = position("AD 2C 3C 6S 2D 3H 4D 2H 5H", "AH 2S 3S 4S 5S", "4C 10H JD KD KS", seed=3, chain=ALL)
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
    assert game.phase == "pick"  # North's four spades: its hand is empty, nothing to add
    game.apply(1, DONE)
    game.apply(0, MORE)
    # The 6S draws one more: six cards, the last two from the bouquet's right end.
    assert game.bouquet == parse_cards("6S 3C 2C AD") + [hand[5], hand[4]]
    assert game.hands[0] == hand[:4]


def test_the_view_shows_the_own_row_in_order_and_the_next_bouquet():
    game = position("AD 9H 3S 2C 5S 6C 7S 8C 3D", "4H 2S AC 5D KC 6S 7H 6D", "10H JD QC KD JS", seen=True,
                    chain=ALL)
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
    assert game.budget == 5 and game.scores() == (1, 0)
    assert game.view(0).chained == 0
    game.apply(0, DONE)
    assert len(game.hands[0]) == 3


def test_forty_wins_at_once_before_any_picking():
    game = position("2H 8C 7C 2S 3D", "2D", MEADOW, scores=(25, 30))
    assert game.scores() == (40, 30)
    assert game.is_over and game.winner == 0
    assert game.to_act() == frozenset() and game.legal_actions(0) == []
    assert isinstance(game.turn_events()[-1], GameWon)
    result = game.result
    assert result is not None and result.winners == (0,) and result.scores == (40, 30)
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


def test_with_fewer_than_five_other_cards_in_the_talon_the_same_cards_come_up_again():
    # The talon holds 6H (top) and 6D.  The five go under first (slot 1 the
    # highest of them), then five are turned from the top: 6H 6D and three
    # of the five that just went under.
    game = position("2D 3H 4D 2H 5H", "AH 2C", MEADOW, "6H 6D", rest_in_talon=False)
    events = game.apply(0, DONE)
    passed = events[0]
    assert isinstance(passed, MeadowPassed)
    assert game.meadow == parse_cards("6H 6D 10H JD QC")
    assert passed.turned_up == tuple(game.meadow) and passed.returned == tuple(parse_cards(MEADOW))
    assert game.talon == parse_cards("JS KD")  # bottom first: K♦ comes up next
    assert passed.again == tuple(parse_cards("10H JD QC"))
    assert passed.describe(neutral(NAMES)) == (
        "North picks nothing: 10♥ J♦ Q♣ K♦ J♠ go under the talon; up come 6♥ 6♦ 10♥ J♦ Q♣. "
        "The talon held only 2 other cards, so 10♥ J♦ Q♣ come up again.")


def test_with_an_empty_talon_all_five_come_up_again_in_the_same_slots():
    game = position("2D 3H 4D 2H 5H", "AH 2C", MEADOW, "", rest_in_talon=False)
    passed = game.apply(0, DONE)[0]
    assert isinstance(passed, MeadowPassed)
    assert game.meadow == parse_cards(MEADOW) and game.talon == []
    assert passed.again == tuple(parse_cards(MEADOW))
    assert passed.describe(neutral(NAMES)).endswith("The talon held no other card, so 10♥ J♦ Q♣ K♦ J♠ come up again.")
    # With five or more other cards, nothing comes up again and the log says nothing of it.
    game = position("2D 3H 4D 2H 5H", "AH 2C", MEADOW, "6H 6D 6S 6C 7H", rest_in_talon=False)
    passed = game.apply(0, DONE)[0]
    assert isinstance(passed, MeadowPassed)
    assert passed.again == () and "again" not in passed.describe(neutral(NAMES))
    assert game.meadow == parse_cards("6H 6D 6S 6C 7H")

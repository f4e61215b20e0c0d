"""One scenario per rule of hearts.md; each fails if that rule is broken."""

import random

import pytest

from rules.cards import parse_card
from rules.core import IllegalAction
from rules.hearts.game import CardsPassed, GameOver, HandDealt, HandScored, HeartsBroken, HeartsGame, Pass, Play, TrickWon
from rules.i18n import speaking
from rules.voice import neutral

from .helpers import play, play_randomly, position, random_step

C = parse_card


# Deal ---------------------------------------------------------------------

@pytest.mark.parametrize("players,size,removed", [(4, 13, set()), (3, 17, {"2D"}), (5, 10, {"2D", "2S"})])
def test_deal_sizes_and_removed_cards(players, size, removed):
    for seed in range(5):
        g = HeartsGame(seed, players=players)
        hands = [g.view(s).hand for s in range(players)]
        assert all(len(h) == size for h in hands)
        dealt = {str(c) for h in hands for c in h}
        assert len(dealt) == 52 - len(removed)
        assert not dealt & removed
        assert "2C" in dealt
        assert {str(c) for c in g.view(0).removed_cards} == removed


def test_hand_is_sorted_for_display():
    hand = HeartsGame(3).view(0).hand
    order = "CDSH"
    keys = [(order.index(c.suit), 14 if c.rank == 1 else c.rank) for c in hand]
    assert keys == sorted(keys)


# Passing ------------------------------------------------------------------

def directions(players, hands):
    g = HeartsGame(11, players=players)
    (first,) = g.opening_events  # the first deal is an event like every later one
    assert isinstance(first, HandDealt) and first.hand_number == 1
    assert first.pass_direction == g.pass_direction
    seen = [first.pass_direction]
    rng = random.Random(1)
    while len(seen) < hands and not g.is_over:
        _, _, events = random_step(g, rng)
        seen += [e.pass_direction for e in events if isinstance(e, HandDealt)]
    return seen[:hands]


def test_pass_rotation_four_players():
    assert directions(4, 8) == ["left", "right", "across", "none"] * 2


@pytest.mark.parametrize("players", [3, 5])
def test_pass_rotation_three_and_five_players(players):
    assert directions(players, 6) == ["left", "right", "none"] * 2


@pytest.mark.parametrize("players,direction,hand,expected", [
    (4, "left", 1, [1, 2, 3, 0]), (4, "right", 2, [3, 0, 1, 2]), (4, "across", 3, [2, 3, 0, 1]),
    (3, "left", 1, [1, 2, 0]), (3, "right", 2, [2, 0, 1]), (5, "right", 2, [4, 0, 1, 2, 3]),
])
def test_pass_targets_and_exchange(players, direction, hand, expected):
    g = HeartsGame(5, players=players)
    rng = random.Random(2)
    while g.hand_number < hand:
        random_step(g, rng)
    assert g.pass_direction == direction
    assert [g.view(s).pass_target for s in range(players)] == expected
    before = {s: set(g.view(s).hand) for s in range(players)}
    chosen = {}
    for s in range(players):
        chosen[s] = set(g.view(s).hand[:3])
        g.apply(s, Pass(tuple(chosen[s])))
    for s in range(players):
        t = expected[s]
        v = g.view(t)
        assert set(v.received_cards) == chosen[s]
        assert set(v.hand) == before[t] - chosen[t] | chosen[s]
        assert v.pass_source == s


def test_passes_are_chosen_before_anything_is_received():
    g = HeartsGame(7)
    first = g.view(0).hand[:3]
    events = g.apply(0, Pass(first))
    assert not any(isinstance(e, CardsPassed) for e in events)
    v = g.view(0)
    assert v.has_passed and set(v.passed_cards) == set(first) and v.received_cards == ()
    assert len(v.hand) == 10 and g.to_act() == {1, 2, 3}
    assert g.legal_actions(0) == []
    west_before = set(g.view(1).hand)
    for s in (1, 2):
        g.apply(s, Pass(g.view(s).hand[-3:]))
        assert g.view(s).received_cards == ()
    assert set(g.view(1).hand) == west_before - set(g.view(1).passed_cards)  # nothing yet
    events = g.apply(3, Pass(g.view(3).hand[:3]))
    passed = [e for e in events if isinstance(e, CardsPassed)]
    assert passed and passed[0].passes == ((0, 1), (1, 2), (2, 3), (3, 0))
    assert set(g.view(1).received_cards) == set(first) <= set(g.view(1).hand)


def test_no_pass_hand_goes_straight_to_play():
    g = HeartsGame(11, players=3)
    rng = random.Random(4)
    while g.hand_number < 3:
        random_step(g, rng)
    assert g.pass_direction == "none" and g.phase == "playing"
    assert g.turn is not None and g.legal_actions(g.turn)
    assert all(g.view(s).pass_target is None for s in range(3))


# Play ---------------------------------------------------------------------

@pytest.mark.parametrize("players", [3, 4, 5])
def test_two_of_clubs_leads(players):
    g = HeartsGame(3, players=players, )
    rng = random.Random(0)
    while g.phase == "passing":
        random_step(g, rng)
    holder = next(s for s in range(players) if C("2C") in g.view(s).hand)
    assert g.to_act() == {holder} and g.view(holder).leader == holder
    assert [str(a) for a in g.legal_actions(holder)] == ["play 2C"]
    other = next(c for c in g.view(holder).hand if str(c) != "2C")
    with pytest.raises(IllegalAction, match="2♣"):
        g.apply(holder, Play(other))


def test_must_follow_suit():
    g = position(["2C 3C", "5C 9H", "6D 7D", "AS KS"], tricks_done=1, leader=0)
    play(g, "3C")
    assert [str(a) for a in g.legal_actions(1)] == ["play 5C"]
    with pytest.raises(IllegalAction, match="follow suit"):
        g.apply(1, Play(C("9H")))
    play(g, "5C")
    # A player with no club may play anything.
    assert {str(a) for a in g.legal_actions(2)} == {"play 6D", "play 7D"}


def test_first_trick_no_hearts_or_queen_of_spades():
    g = position(["2C 3D", "QS 9H 4D", "5C 6C", "KH AH"], leader=0)
    play(g, "2C")
    assert [str(a) for a in g.legal_actions(1)] == ["play 4D"]
    with pytest.raises(IllegalAction, match="first trick"):
        g.apply(1, Play(C("QS")))
    with pytest.raises(IllegalAction, match="first trick"):
        g.apply(1, Play(C("9H")))
    play(g, "4D", "5C")
    # East holds nothing but hearts: a heart is allowed.
    assert {str(a) for a in g.legal_actions(3)} == {"play KH", "play AH"}
    events = play(g, "AH")
    assert any(isinstance(e, HeartsBroken) for e in events)


def test_first_trick_never_the_queen_even_with_only_hearts_besides():
    """The source, three times: Q♠ at any time except in the first trick.
    Void in clubs with nothing but hearts and Q♠: a heart it must be."""
    g = position(["2C 3D", "QS 9H 2H", "5C 6C", "3C 4C"], leader=0)
    play(g, "2C")
    assert {str(a) for a in g.legal_actions(1)} == {"play 9H", "play 2H"}
    before = g.to_json()
    with pytest.raises(IllegalAction, match="Q♠ may never be played on the first trick"):
        g.apply(1, Play(C("QS")))
    assert g.to_json() == before
    events = play(g, "9H")
    assert any(isinstance(e, HeartsBroken) for e in events)


# The reasons say the rule of hearts.md that refused the card, and no more:
# Q♠ is never allowed on the first trick (whatever else is held); a heart is
# refused only while a card other than hearts and Q♠ is held.
FIRST_TRICK_REASONS = {
    "en": {
        "QS": "Q♠ may never be played on the first trick.",
        "9H": "No hearts on the first trick while you hold a card other than hearts and Q♠.",
        "QS alone": "Q♠ may never be played on the first trick: discard a heart.",
    },
    "sv": {
        "QS": "D♠ får aldrig spelas i första sticket.",
        "9H": "Inga hjärter i första sticket så länge du har annat än hjärter och D♠.",
        "QS alone": "D♠ får aldrig spelas i första sticket: saka ett hjärter.",
    },
}


@pytest.mark.parametrize("language", ["en", "sv"])
def test_first_trick_reasons_say_each_rule_exactly(language):
    reasons = FIRST_TRICK_REASONS[language]
    with speaking(language):
        # Seat 1 is void in clubs and holds Q♠, a heart and a diamond.
        g = position(["2C 3D", "QS 9H 4D", "5C 6C", "KH AH"], leader=0)
        play(g, "2C")
        before = g.to_json()
        for card in ("QS", "9H"):
            with pytest.raises(IllegalAction) as refused:
                g.apply(1, Play(C(card)))
            assert str(refused.value) == reasons[card]
            assert g.to_json() == before
        # Seat 1 holds nothing but hearts and Q♠: a heart goes, Q♠ never.
        g = position(["2C 3D", "QS 9H 2H", "5C 6C", "3C 4C"], leader=0)
        play(g, "2C")
        with pytest.raises(IllegalAction) as refused:
            g.apply(1, Play(C("QS")))
        assert str(refused.value) == reasons["QS alone"]


def test_highest_of_suit_led_wins_aces_high():
    g = position(["10C 2D", "AC 3D", "AD 4D", "KC 5D"], tricks_done=1, leader=0)
    events = play(g, "10C", "AC", "AD", "KC")
    won = [e for e in events if isinstance(e, TrickWon)][0]
    assert won.winner == 1  # the ace of clubs, not the off-suit ace of diamonds
    assert g.turn == 1 and g.view(0).leader == 1
    g2 = position(["10C 2D", "2C 3D", "AD 4D", "KC 5D"], tricks_done=1, leader=0)
    won = [e for e in play(g2, "10C", "2C", "AD", "KC") if isinstance(e, TrickWon)][0]
    assert won.winner == 3


def test_hearts_not_led_until_broken():
    g = position(["2H 3D", "4H 5D", "6H 7D", "8H 9D"], tricks_done=1, leader=0)
    assert [str(a) for a in g.legal_actions(0)] == ["play 3D"]
    with pytest.raises(IllegalAction, match="not broken"):
        g.apply(0, Play(C("2H")))
    # A heart discarded on a trick breaks hearts for the tricks after it.
    g = position(["3D 2H", "4D 5D", "6H 7S", "8D 9D"], tricks_done=1, leader=0)
    play(g, "3D", "4D", "6H", "9D")
    assert g.hearts_broken and g.view(3).hearts_broken
    assert {str(a) for a in g.legal_actions(3)} == {"play 8D"}
    g = position(["2H 3D", "5D 4H", "7D 6H", "9D 8H"], tricks_done=1, leader=0, hearts_broken=True)
    assert {str(a) for a in g.legal_actions(0)} == {"play 2H", "play 3D"}


def test_leader_with_only_hearts_may_lead_them():
    g = position(["2H 3H", "4D 5D", "6D 7D", "8D 9D"], tricks_done=1, leader=0)
    assert {str(a) for a in g.legal_actions(0)} == {"play 2H", "play 3H"}


def test_queen_of_spades_any_time_after_first_trick():
    g = position(["QS 3D", "4D 5D", "6D 7D", "8D 9D"], tricks_done=1, leader=0)
    assert "play QS" in {str(a) for a in g.legal_actions(0)}
    g = position(["2D 3D", "QS 5C", "6D 7D", "8D 9D"], tricks_done=1, leader=0)
    play(g, "2D")
    assert {str(a) for a in g.legal_actions(1)} == {"play QS", "play 5C"}
    events = play(g, "QS", "6D", "8D")
    won = [e for e in events if isinstance(e, TrickWon)][0]
    assert won.winner == 3 and won.points == 13
    assert not g.hearts_broken  # the queen does not break hearts


# Scoring ------------------------------------------------------------------

def test_points_per_heart_and_queen():
    g = position(["AH", "QS", "2H", "3H"], tricks_done=12, leader=0,
                 taken=[0, 0, 7, 3], hearts_broken=True)
    events = play(g, "AH", "QS", "2H", "3H")
    won = [e for e in events if isinstance(e, TrickWon)][0]
    assert won.winner == 0 and won.points == 16
    scored = [e for e in events if isinstance(e, HandScored)][0]
    assert scored.points == (16, 0, 7, 3) and scored.shooter is None
    assert g.scores() == (16, 0, 7, 3) and g.history[-1].totals == (16, 0, 7, 3)


def test_shooting_the_moon():
    g = position(["AH", "2D", "3D", "4D"], tricks_done=12, leader=0, taken=[25, 0, 0, 0],
                 hearts_broken=True, scores=[10, 20, 30, 40])
    events = play(g, "AH", "2D", "3D", "4D")
    scored = [e for e in events if isinstance(e, HandScored)][0]
    assert scored.shooter == 0 and scored.points == (0, 26, 26, 26)
    assert g.scores() == (10, 46, 56, 66)
    assert g.view(2).history[-1].shooter == 0 and g.view(2).history[-1].taken == (26, 0, 0, 0)


def test_next_hand_is_dealt_inside_apply():
    g = position(["AH", "2D", "3D", "4D"], tricks_done=12, leader=0, taken=[5, 8, 0, 12],
                 hearts_broken=True)
    events = play(g, "AH", "2D", "3D", "4D")
    kinds = [type(e).__name__ for e in events]
    assert kinds[-3:] == ["TrickWon", "HandScored", "HandDealt"]
    assert g.hand_number == 2 and g.pass_direction == "right" and g.phase == "passing"
    assert all(len(g.view(s).hand) == 13 for s in range(4))
    assert g.view(0).points_this_hand == (0, 0, 0, 0) and g.view(0).tricks_played == ()


def test_game_ends_at_100_lowest_wins():
    g = position(["AH", "2D", "3D", "4D"], tricks_done=12, leader=0, taken=[5, 8, 0, 12],
                 hearts_broken=True, scores=[80, 95, 60, 70])
    events = play(g, "AH", "2D", "3D", "4D")
    over = [e for e in events if isinstance(e, GameOver)][0]
    assert g.is_over and g.scores() == (86, 103, 60, 82)
    assert over.winners == (2,) and g.result.winners == (2,) and g.result.scores == (86, 103, 60, 82)
    assert not any(isinstance(e, HandDealt) for e in events)
    assert g.to_act() == frozenset() and g.view(0).phase == "over"


def test_game_goes_on_below_100():
    g = position(["AH", "2D", "3D", "4D"], tricks_done=12, leader=0, taken=[5, 8, 0, 12],
                 hearts_broken=True, scores=[80, 91, 60, 70])
    play(g, "AH", "2D", "3D", "4D")
    assert not g.is_over and g.totals[1] == 99


def test_equal_lowest_share_the_win():
    g = position(["AH", "2D", "3D", "4D"], tricks_done=12, leader=0, taken=[5, 8, 0, 12],
                 hearts_broken=True, scores=[80, 95, 60, 48])
    events = play(g, "AH", "2D", "3D", "4D")
    assert g.result.winners == (2, 3) and "share" in g.result.summary
    assert "share" in events[-1].describe(neutral(g.view(0).names))


def test_full_game_history_matches_totals():
    g = play_randomly(HeartsGame(21, players=5))
    totals = [0] * 5
    for record in g.view(0).history:
        totals = [t + p for t, p in zip(totals, record.points)]
        assert record.totals == tuple(totals)
    assert tuple(totals) == g.result.scores and max(totals) >= 100
    assert g.result.history == g.view(0).history
    assert len(g.result.to_json()["history"]) == g.hand_number
    assert max(g.history[-2].totals) < 100


def test_seat_names():
    assert HeartsGame(0, players=3).view(0).names == ("South", "West", "East")
    assert HeartsGame(0).view(0).names == ("South", "West", "North", "East")
    assert HeartsGame(0, players=5).seat_name(3) == "North-East"
    with pytest.raises(ValueError):
        HeartsGame(0, players=6)


def test_pass_choices_enumerate_every_triple():
    g = HeartsGame(0)
    choices = g.legal_actions(0)
    assert len(choices) == 286 and len(set(choices)) == 286
    assert all(a in choices for a in list(choices)[:20])
    hand = g.view(0).hand
    assert Pass((hand[2], hand[0], hand[1])) in choices
    assert Pass(hand[:2]) not in choices and Pass(hand[:4]) not in choices
    assert choices[-1] == list(choices)[-1]

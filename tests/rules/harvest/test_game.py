import json
import random

import pytest

import rules
from rules.cards import parse_card as c
from rules.cards import parse_cards
from rules.core import IllegalAction
from rules.harvest.actions import (
    DONE,
    PASS,
    Graze,
    Grow,
    JokerFence,
    JokerStorm,
    Lift,
    PlayField,
    PlaySpade,
    Sow,
    ToBarn,
)
from rules.harvest.events import (
    CardDrawn,
    DiscardReshuffled,
    GameDrawn,
    GameWon,
    Harvested,
    SeasonStarted,
    StackFenced,
)
from rules.harvest.game import HarvestGame
from rules.harvest.seasons import SEASONS
from rules.harvest.view import HarvestView
from rules.voice import neutral

from .helpers import brisk_choice, check_invariants, position

NAMES = ["Ann", "Bo"]


# Set-up --------------------------------------------------------------------

@pytest.mark.parametrize("options, draw", [({}, 37), ({"beginner": True}, 36),
                                           ({"jokers": 2}, 39), ({"jokers": 4}, 41)])
def test_setup(options, draw):
    for first in (0, 1):
        game = HarvestGame(5, first=first, **options)
        started = game.opening_events[0]
        assert isinstance(started, SeasonStarted) and started.active == first
        assert game.fields[1 - first][0] == c("AD")
        check_invariants(game)
        # the opening seasons ran up to the first decision (weather time always asks)
        draws = sum(isinstance(e, CardDrawn) for e in game.opening_events)
        assert len(game.draw) == draw - draws
    jokers = options.get("jokers", 0)
    assert sum(card.is_joker for card in game.deck) == jokers
    assert (c("AS") in game.deck) is not options.get("beginner", False)


def test_first_player_is_drawn_from_the_seed():
    firsts = {HarvestGame(s).active for s in range(20)}
    assert firsts == {0, 1}
    assert HarvestGame(3).to_json() == HarvestGame(3).to_json()


def test_opening_seasons_run_by_themselves_and_are_reported():
    game = HarvestGame(1, first=0)
    seasons = [e.season for e in game.opening_events if isinstance(e, SeasonStarted)]
    # nothing to graze with: up to weather time, which always asks its seat
    assert seasons == list(SEASONS[:3])
    assert isinstance(game.opening_events[1], Harvested)
    assert game.to_act() == {0} and game.legal_actions(0) == [PASS]


def test_a_copy_plays_on_as_the_original_and_shares_nothing():
    game = HarvestGame(12)
    rng = random.Random(5)
    for _ in range(40):
        (seat,) = game.to_act()
        game.apply(seat, brisk_choice(rng, game.legal_actions(seat)))
    twin = game.copy()
    assert twin.to_json() == game.to_json()
    # the same moves give the same games, reshuffles included
    moves = random.Random(6)
    shuffles = 0
    while not game.is_over:
        (seat,) = game.to_act()
        action = brisk_choice(moves, game.legal_actions(seat))
        assert twin.legal_actions(seat) == game.legal_actions(seat)
        events = game.apply(seat, action)
        assert twin.apply(seat, action) == events
        shuffles += any(isinstance(e, DiscardReshuffled) for e in events)
    assert shuffles and twin.to_json() == game.to_json()
    # and moves on the copy leave the original alone
    early = HarvestGame(11)
    before = early.to_json()
    other = early.copy()
    (seat,) = other.to_act()
    other.apply(seat, brisk_choice(random.Random(1), other.legal_actions(seat)))
    assert early.to_json() == before and other.to_json() != before


def test_options_are_checked():
    with pytest.raises(ValueError):
        HarvestGame(1, jokers=3)
    with pytest.raises(ValueError):
        HarvestGame(1, first=2)


# Scoring ---------------------------------------------------------------------

def test_harvest_scores_with_club_honours_and_wins_at_20_at_once():
    game = position(active=1, step="sowing", harvests=("10H QC 4C", "9C"), scores=(5, 0), first=0)
    events = game.apply(1, DONE)  # seat 1 ends the turn: seat 0 harvests
    (h,) = [e for e in events if isinstance(e, Harvested)]
    assert (h.seat, h.points, h.total) == (0, 17, 22)  # 10 + (2+1) + 4
    assert "Q♣ 3 (2+1)" in h.describe(neutral(NAMES))
    assert isinstance(events[-1], GameWon) and game.is_over
    assert game.result.winners == (0,) and game.result.scores == (22, 0)
    assert game.to_act() == frozenset() and game.legal_actions(0) == []
    with pytest.raises(IllegalAction, match="over"):
        game.apply(0, DONE)


def test_harvest_below_20_goes_on_to_grazing():
    game = position(active=1, step="sowing", harvests=("10H", ""), barns=("5C", ""),
                    scores=(9, 0), first=0)
    game.apply(1, DONE)
    assert game.scores() == (19, 0) and not game.is_over
    assert game.harvests[0] == [c("10H")]  # harvested cards stay


def test_500_turns_without_a_winner_is_a_draw():
    game = position(active=0, step="sowing")
    game.turn = 500
    events = game.apply(0, DONE)
    assert isinstance(events[-1], GameDrawn) and game.is_over
    assert game.result.is_draw and game.result.winners == ()


# Field limit, ♠A, jokers -------------------------------------------------------

def test_sowing_obeys_the_field_limit():
    game = position(active=0, step="sowing", hands=("3C 4H KH 5D", ""), fields=(3, 0))
    assert set(game.legal_actions(0)) == {DONE, Sow(c("3C")), Sow(c("KH"))}
    before = game.to_json()
    with pytest.raises(IllegalAction) as err:
        game.apply(0, Sow(c("4H")))
    assert str(err.value) == (
        "4♥ has value 4 but your field holds 3 diamonds: you may play cards worth at most 3.")
    assert game.to_json() == before
    with pytest.raises(IllegalAction, match="not a heart or a club"):
        game.apply(0, Sow(c("5D")))
    game.apply(0, Sow(c("3C")))
    assert game.barns[0] == [c("3C")]


def test_spades_and_jokers_obey_the_field_limit():
    game = position(active=0, step="weather", hands=("AS 2S JK1", ""), fields=(0, 0),
                    harvests=("", "5H"), jokers=2)
    game.weather_seat = 0
    # nothing is playable with no field at all
    assert game.legal_actions(0) == [PASS]
    game.fields[0] = [c("2D")]
    acts = game.legal_actions(0)
    assert PlaySpade(c("AS"), c("5H")) in acts and JokerStorm(c("JK1"), c("5H")) in acts
    assert not any(isinstance(a, PlaySpade) and a.spade == c("2S") for a in acts)
    game.apply(0, PlaySpade(c("AS"), c("5H")))
    assert game.discard == parse_cards("5H AS")


def test_ace_of_spades_removes_anything():
    game = position(active=0, step="weather", hands=("AS", ""), fields=(1, 0),
                    harvests=("", "10H KH"))
    game.weather_seat = 0
    assert set(game.legal_actions(0)) == {PASS, PlaySpade(c("AS"), c("10H")),
                                          PlaySpade(c("AS"), c("KH"))}


def test_joker_storm_and_fence():
    game = position(active=0, step="weather", hands=("JK1 JK2", ""), fields=(1, 0),
                    stacks=[("QH", "5C 3C")], harvests=("", "9H"), jokers=2)
    game.weather_seat = 0
    events = game.apply(0, JokerFence(c("JK1"), c("QH")))
    (fence,) = [e for e in events if isinstance(e, StackFenced)]
    assert fence.grazers == (c("5C"), c("3C"))
    assert game.stacks == [] and sorted(game.barns[0]) == sorted(parse_cards("5C 3C"))
    assert sorted(game.harvests[1]) == sorted(parse_cards("9H QH"))
    # seat 1 holds nothing, yet it is asked (it can only pass): its hand stays hidden
    assert game.to_act() == {1} and game.legal_actions(1) == [PASS]
    game.apply(1, PASS)
    assert game.to_act() == {0} and game.view(0).weather_passes == 1
    game.apply(0, JokerStorm(c("JK2"), c("9H")))
    assert c("9H") in game.discard and c("JK2") in game.discard


# The draw ---------------------------------------------------------------------

def test_empty_draw_pile_is_replaced_by_the_shuffled_discard_pile():
    game = position(active=0, step="growing", barns=("5C", ""), draw="",
                    discard="")
    # every card not placed went to the draw pile; move them all to the discard pile
    game.discard, game.draw = game.draw, []
    n = len(game.discard)
    events = game.apply(0, DONE)
    (shuffle,) = [e for e in events if isinstance(e, DiscardReshuffled)]
    assert shuffle.count == n
    drawn = [e for e in events if isinstance(e, CardDrawn)]
    assert drawn[0].seat == 0 and drawn[0].draw_left == n - 1
    assert events.index(shuffle) < events.index(drawn[0])
    check_invariants(game)


def test_nothing_to_draw_when_both_piles_are_empty():
    game = position(active=0, step="growing", barns=("5C", ""))
    game.hands[1] = game.draw
    game.draw = []
    events = game.apply(0, DONE)
    assert any(type(e).__name__ == "NothingToDraw" for e in events)
    check_invariants(game)


def test_one_diamond_per_field_time():
    game = position(active=0, step="growing", hands=("5D 6D", ""), barns=("5C", ""),
                    draw="2S")
    game.apply(0, DONE)
    assert game.step == "field" and game.hands[0][-1] == c("2S")
    game.apply(0, PlayField(c("5D")))
    assert game.fields[0] == [c("5D")] and game.step != "field"


# Illegal actions leave the state unchanged --------------------------------------

def _refused(game, seat, action, *fragments):
    before = json.dumps(game.to_json(), sort_keys=True)
    with pytest.raises(IllegalAction) as err:
        game.apply(seat, action)
    for f in fragments:
        assert f in str(err.value)
    assert json.dumps(game.to_json(), sort_keys=True) == before
    return str(err.value)


def test_illegal_actions():
    game = position(active=0, step="grazing", hands=("7S 3S", "2S"), fields=(7, 0),
                    barns=("5C 4C", ""), harvests=("", "JH 6C"))
    _refused(game, 0, Graze(c("JH"), c("9C")), "9♣ is not in your barn")
    _refused(game, 0, Graze(c("9H"), c("5C")), "9♥ is not in your opponent's harvest")
    _refused(game, 1, Graze(c("JH"), c("5C")), "not your turn")
    _refused(game, 0, Lift(c("5C"), c("JH")), "reorder")
    _refused(game, 0, PlaySpade(c("7S"), c("JH")), "cannot play a spade now", "grazing time")
    _refused(game, 0, Sow(c("3S")), "cannot sow now")
    _refused(game, 0, PASS, "weather time")
    game.apply(0, Graze(c("JH"), c("5C")))
    game.apply(0, Graze(c("JH"), c("4C")))
    # the defender reorders; the attacker may not, nor lift onto another stack
    _refused(game, 0, Lift(c("5C"), c("JH")), "not your turn")
    _refused(game, 1, Lift(c("4C"), c("JH")), "already on top")
    _refused(game, 1, Lift(c("4C"), c("6C")), "no grazing stack on 6♣")
    game.apply(1, DONE)
    assert game.to_act() == {0} and game.step == "weather"
    msg = _refused(game, 0, PlaySpade(c("3S"), c("JH")))
    assert msg == "3♠ removes cards worth at most 2; J♥ is a heart honour and counts 3 — too much."
    _refused(game, 0, PlaySpade(c("5S"), c("6C")), "You do not hold 5♠")
    _refused(game, 0, DONE, "say pass")
    game.fields[0] = game.fields[0][:6]
    _refused(game, 0, PlaySpade(c("7S"), c("6C")), "7♠ has value 7", "at most 6")


def test_parse_round_trip_and_unknown_text():
    game = HarvestGame(2)
    for text in ["graze QH 4C", "lift 3C QH", "spade 7S JH", "joker JK1 storm 5C",
                 "joker JK1 fence QH", "grow 5H", "barn 5H", "field 7D", "sow 3C", "pass", "done"]:
        assert str(game.parse_action(0, text)) == text
    assert game.parse_action(0, "grow 10h") == Grow(c("10H"))
    assert game.parse_action(0, "barn 10H") == ToBarn(c("10H"))
    for bad in ["", "dance", "sow", "sow XX", "graze QH", "joker 5C storm 5H", "joker JK1 eat 5C"]:
        with pytest.raises(IllegalAction):
            game.parse_action(0, bad)


# Views ----------------------------------------------------------------------------

def test_view_hides_the_opponent_hand():
    game = position(active=0, step="reorder", hands=("5S", "KH 2C"), barns=("", "3H"),
                    stacks=[("QH", "5C 3C")], harvests=("", "9H"))
    v0, v1 = game.view(0), game.view(1)
    assert isinstance(v0, HarvestView)
    assert v0.hand == (c("5S"),) and v0.opponent_hand_size == 2
    assert v0.to_act == (1,) and v1.decision == "reorder" and "reorder" in v1.prompt
    assert v0.season == "grazing" and v0.seasons == SEASONS
    (st,) = v1.stacks
    assert (st.pasture, st.pasture_owner, st.grazers, st.grazer_owner) == (
        c("QH"), 1, (c("5C"), c("3C")), 0)
    assert c("KH") in v0.unseen() and c("5S") not in v0.unseen() and c("QH") not in v0.unseen()
    assert len(v0.unseen()) == 2 + v0.draw_count
    assert c("KH") not in v0.hand and all(c("KH") not in pile for pile in v0.barns + v0.harvests)


# Saving and replaying -----------------------------------------------------------------

def _play(game, rng, n):
    log = []
    for _ in range(n):
        if game.is_over:
            break
        (seat,) = game.to_act()
        action = brisk_choice(rng, game.legal_actions(seat))
        log.append((seat, str(action)))
        game.apply(seat, action)
    return log


@pytest.mark.parametrize("options", [{}, {"jokers": 4}, {"beginner": True}])
def test_json_round_trip_mid_turn_then_identical_play(options):
    for seed in range(15):
        game = HarvestGame(seed, **options)
        _play(game, random.Random(seed), 40 + seed * 7)
        data = json.loads(json.dumps(game.to_json()))
        copy = rules.load_game(data)
        assert copy.to_json() == game.to_json()
        for seat in (0, 1):
            assert copy.view(seat) == game.view(seat)
        rng_a, rng_b = random.Random(seed + 100), random.Random(seed + 100)
        log_a = _play(game, rng_a, 300)
        log_b = _play(copy, rng_b, 300)
        assert log_a == log_b and copy.to_json() == game.to_json()


def test_replay_reproduces_a_game():
    game = rules.new_game("harvest", seed=11, jokers=2)
    log = _play(game, random.Random(4), 100000)
    assert game.is_over
    again = rules.replay("harvest", 11, game.options, log)
    assert again.to_json() == game.to_json() and again.result == game.result


def test_events_describe_themselves():
    game = HarvestGame(9)
    rng = random.Random(1)
    seen = set()
    while not game.is_over:
        (seat,) = game.to_act()
        for e in game.apply(seat, brisk_choice(rng, game.legal_actions(seat))):
            text = e.describe(neutral(NAMES))
            assert text and type(e).__name__ not in text
            seen.add(type(e).__name__)
    assert {"Harvested", "StackFed", "CardSown", "SeasonStarted"} <= seen


def test_view_does_not_depend_on_hidden_cards():
    game = HarvestGame(12)
    _play(game, random.Random(3), 30)
    seat = next(iter(game.to_act()))
    other = 1 - seat
    before, theirs = game.view(seat), game.view(other)
    assert game.hands[other] and len(game.draw) > 1
    # swap a card of the opponent's hand with one deep in the draw pile
    game.hands[other][0], game.draw[0] = game.draw[0], game.hands[other][0]
    assert game.view(seat) == before
    assert game.view(other).hand != theirs.hand

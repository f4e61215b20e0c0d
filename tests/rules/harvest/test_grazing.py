"""The source's four grazing examples and every honour combination, through
the pure function and through full turns."""

import pytest

from rules.cards import parse_card as c
from rules.cards import parse_cards
from rules.harvest.actions import DONE, PASS, Graze, Lift, PlaySpade
from rules.harvest.events import GrazersKept, StackFed
from rules.harvest.grazing import explain_stack, resolve_stack
from rules.voice import neutral

from .helpers import check_invariants, position


def resolve(pasture, grazers):
    r = resolve_stack(c(pasture) if pasture else None, parse_cards(grazers))
    return r.eaten, " ".join(str(g) for g in r.satiated), " ".join(str(g) for g in r.hungry)


# (pasture, grazers top first, eaten, satiated, back to the barn)
SOURCE_EXAMPLES = [
    ("6H", "4C 3C", True, "4C", "3C"),
    ("4H", "4C", True, "4C", ""),
    ("4H", "QH 2H", True, "QH", "2H"),
    ("2C", "AC", True, "AC", ""),
]


@pytest.mark.parametrize("pasture, grazers, eaten, satiated, home", SOURCE_EXAMPLES)
def test_source_examples_pure(pasture, grazers, eaten, satiated, home):
    assert resolve(pasture, grazers) == (eaten, satiated, home)


def test_source_example_arithmetic_in_words():
    assert explain_stack(c("6H"), parse_cards("4C 3C")) == (
        "4♣ 4 + 3♣ 3 = 7 ≥ 6♥ 6: 6♥ eaten; 4♣ satiated (4 ≤ 6), 3♣ not (7 > 6)")
    assert explain_stack(c("4H"), parse_cards("QH 2H")) == (
        "Q♥ 2 + 2♥ 2 = 4 ≥ 4♥ 4: 4♥ eaten; Q♥ satiated (3 ≤ 4), 2♥ not (5 > 4)")
    assert explain_stack(c("2C"), parse_cards("AC")) == (
        "A♣ 2 (1+1) ≥ 2♣ 2: 2♣ eaten; A♣ satiated (1 ≤ 2)")


@pytest.mark.parametrize("pasture, grazers, eaten, satiated, home", [
    # a club-honour pasture satiates one more: take(Q♣) = 3
    ("QC", "3H", True, "3H", ""),
    ("2C", "3H", True, "", "3H"),          # the same stack on a plain 2♣: 3 > 2
    ("KC", "AH 2H", True, "AH", "2H"),      # ♥A needs stay 2 ≤ 3, then 2 + 2 = 4 > 3
    ("KC", "2H AH", True, "2H", "AH"),      # reordered: 2 ≤ 3, then 4 > 3
    ("KC", "AC 2C", True, "AC 2C", ""),     # 1 + 2 = 3 ≤ 3: both satiated
    # heart-honour pasture is harder to eat: stay(J♥) = 3
    ("JH", "2H", False, "2H", ""),          # 2 < 3 survives, yet 2 ≤ 2 satiated
    ("JH", "AC", False, "AC", ""),          # take(♣A) = 2 < 3 survives; stay 1 ≤ take(J♥) 2
    ("JH", "JC", True, "JC", ""),           # take(J♣) = 3 ≥ 3; stay 2 ≤ 2
    # heart-honour grazers are harder to satiate
    ("3C", "KH", False, "KH", ""),          # take 2 < 3; stay 3 ≤ 3
    ("2C", "KH", True, "", "KH"),           # 2 ≥ 2 eaten; stay 3 > 2 not satiated
    # the top grazer does not fit: nothing below it is satiated
    ("5H", "6C AC 2C", True, "", "6C AC 2C"),
    ("5H", "10C", True, "", "10C"),
    # not eaten and nobody satiated is possible too
    ("9H", "QH", False, "QH", ""),
])
def test_honour_combinations(pasture, grazers, eaten, satiated, home):
    assert resolve(pasture, grazers) == (eaten, satiated, home)


def test_removed_pasture_sends_grazers_home_and_no_grazers_keep_pasture():
    assert resolve(None, "4C 3C") == (False, "", "4C 3C")
    assert resolve("6H", "") == (False, "", "")


def _attack(pasture, grazers_bottom_up, defender_hand="", attacker_hand="", fields=(0, 0)):
    """Seat 0 attacks seat 1's ``pasture`` with barn cards laid bottom first."""
    grazers = parse_cards(grazers_bottom_up)
    game = position(active=0, step="grazing", first=0, hands=(attacker_hand, defender_hand),
                    barns=(grazers_bottom_up, ""), harvests=("", pasture), fields=fields)
    events = []
    for g in grazers:
        events += game.apply(0, Graze(c(pasture), g))
    # the barn is empty after the last grazer: grazing time ends by itself
    assert game.step != "grazing"
    return game, events


def _weather_ends(game):
    """Both seats pass (weather time always asks): feeding follows."""
    events = game.apply(game.weather_seat, PASS)
    return events + game.apply(game.weather_seat, PASS)


@pytest.mark.parametrize("pasture, grazers, eaten, satiated, home", SOURCE_EXAMPLES)
def test_source_examples_through_a_turn(pasture, grazers, eaten, satiated, home):
    # grazers are laid one at a time, each on top: lay them bottom first
    game, events = _attack(pasture, " ".join(reversed(grazers.split())))
    if len(grazers.split()) > 1:
        assert game.to_act() == {1} and game.view(1).decision == "reorder"
        assert [str(g) for g in game.view(1).stacks[0].grazers] == grazers.split()
        events += game.apply(1, DONE)
    events += _weather_ends(game)
    fed = [e for e in events if isinstance(e, StackFed)]
    assert len(fed) == 1
    assert (fed[0].eaten, fed[0].satiated, fed[0].hungry) == (
        eaten, tuple(parse_cards(satiated)), tuple(parse_cards(home)))
    assert game.discard == ([c(pasture)] if eaten else []) + parse_cards(satiated)
    assert game.barns[0] == parse_cards(home)
    assert game.harvests[1] == ([] if eaten else [c(pasture)])
    assert game.stacks == []
    check_invariants(game)


def test_defender_reorders_to_satiate_more():
    game, _ = _attack("6H", "3C 4C")  # top 4C, then 3C
    assert game.legal_actions(1) == [DONE, Lift(c("3C"), c("6H"))]
    game.apply(1, Lift(c("3C"), c("6H")))
    game.apply(1, DONE)
    events = _weather_ends(game)
    (fed,) = [e for e in events if isinstance(e, StackFed)]
    assert fed.satiated == (c("3C"),) and fed.hungry == (c("4C"),) and fed.eaten
    assert "3♣ satiated (3 ≤ 6), 4♣ not (7 > 6)" in fed.describe(neutral(["A", "B"]))


def test_single_grazer_stacks_need_no_reordering():
    game, events = _attack("4H", "4C")
    assert [type(e).__name__ for e in events[1:]] == ["SeasonStarted"]
    assert events[1].season == "weather" and game.to_act() == {0}
    events = _weather_ends(game)
    assert [type(e).__name__ for e in events[:2]] == ["WeatherPassed", "WeatherPassed"]
    assert any(isinstance(e, StackFed) for e in events)


def test_spade_removes_the_pasture_and_its_grazers_go_home():
    game, _ = _attack("6H", "3C 4C", defender_hand="7S", fields=(0, 7))
    game.apply(1, DONE)  # keep the order
    assert game.step == "weather" and game.to_act() == {0}  # seat 0 holds nothing: asked anyway
    game.apply(0, PASS)
    game.apply(1, PlaySpade(c("7S"), c("6H")))
    events = _weather_ends(game)
    assert game.step == "growing" and game.to_act() == {0}
    (fed,) = [e for e in events if isinstance(e, StackFed)]
    assert fed.pasture is None and fed.hungry == (c("4C"), c("3C")) and not fed.satiated
    assert sorted(game.barns[0]) == sorted(parse_cards("4C 3C"))
    assert game.discard == parse_cards("6H 7S")
    check_invariants(game)


def test_all_grazers_removed_the_pasture_goes_home():
    game, _ = _attack("6H", "4C", defender_hand="AS", fields=(0, 1))
    game.apply(0, PASS)
    assert game.to_act() == {1}
    game.apply(1, PlaySpade(c("AS"), c("4C")))
    events = _weather_ends(game)
    (fed,) = [e for e in events if isinstance(e, StackFed)]
    assert fed.pasture == c("6H") and not fed.eaten and fed.grazers == ()
    assert game.harvests[1] == [c("6H")] and game.barns[0] == []
    check_invariants(game)


def test_weather_alternates_from_the_active_player_and_asks_even_a_seat_that_can_only_pass():
    game, _ = _attack("6H", "4C", defender_hand="5S 7S", attacker_hand="6S 9S", fields=(6, 7))
    # the active player acts first; 9♠ is over the field limit, 6♠ reaches 5: only 4♣
    assert game.to_act() == {0} and game.view(0).weather_turn == 0
    assert game.legal_actions(0) == [PASS, PlaySpade(c("6S"), c("4C"))]
    game.apply(0, PASS)
    assert game.view(1).weather_passes == 1
    game.apply(1, PlaySpade(c("5S"), c("4C")))
    # a spade resets the passes; seat 0 has no target left, yet it is asked
    assert game.to_act() == {0} and game.legal_actions(0) == [PASS]
    assert game.view(0).nothing == ("No weather to play: the spades your field allows remove cards "
                                    "worth at most 5; every heart and club in play is worth more.")
    assert game.view(1).nothing == ""  # not seat 1's move: nothing said about its hand
    game.apply(0, PASS)
    assert game.to_act() == {1}
    assert game.legal_actions(1) == [PASS, PlaySpade(c("7S"), c("6H"))]
    game.apply(1, PlaySpade(c("7S"), c("6H")))
    events = _weather_ends(game)
    assert not any(isinstance(e, StackFed) for e in events)  # nothing was left to feed
    assert game.stacks == []
    assert game.discard[:4] == parse_cards("4C 5S 6H 7S")
    assert game.hands[0][:2] == parse_cards("6S 9S")


def test_the_defender_keeping_the_order_is_an_event_and_a_lift_is_not_kept():
    """The defender's done with no grazer lifted is told by the engine
    (GrazersKept, before weather time starts), so a log rebuilt from the
    events on resume says it as the live one did; after a lift it is not
    told, and a save taken between the lift and done remembers the lift."""
    game, _ = _attack("6H", "3C 4C")
    events = game.apply(1, DONE)
    assert [type(e).__name__ for e in events[:2]] == ["GrazersKept", "SeasonStarted"]
    assert events[0].seat == 1 and events[1].season == "weather"
    assert events[0].describe(neutral(["A", "B"])) == "B keeps A's grazers in their order."
    game, _ = _attack("6H", "3C 4C")
    game.apply(1, Lift(c("3C"), c("6H")))
    saved = game.to_json()
    assert saved["lifted"] is True
    again = type(game).from_json(saved)
    for played in (game, again):
        assert not any(isinstance(e, GrazersKept) for e in played.apply(1, DONE))
        assert "lifted" not in played.to_json()  # a save outside a reordering is written as before

"""Saving mid-turn and replaying from the action log."""

import json
import random

import rules
from rules.clover.actions import Pick
from rules.clover.game import CloverGame
from rules.voice import neutral


def play_some(game, rng, actions, log, stop_mid_turn=True):
    """Random actions until ``actions`` are done, stopping just after a pick."""
    n = 0
    while not game.is_over:
        seat = game.current
        legal = game.legal_actions(seat)
        action = legal[rng.randrange(len(legal))]
        game.apply(seat, action)
        log.append((seat, str(action)))
        n += 1
        if n >= actions and (not stop_mid_turn or isinstance(action, Pick)):
            return


def finish(game, rng, log):
    events = []
    while not game.is_over:
        seat = game.current
        legal = game.legal_actions(seat)
        action = legal[rng.randrange(len(legal))]
        events.append([e.describe(neutral(game.names)) for e in game.apply(seat, action)])
        log.append((seat, str(action)))
    return events


def test_json_round_trip_mid_turn_then_identical_play():
    for seed in range(30):
        game = CloverGame(seed, names=["Ada", "Bo"])
        rng = random.Random(seed)
        log: list[tuple[int, str]] = []
        play_some(game, rng, 7, log)
        if game.is_over:
            continue
        assert game.picked, "saved in the middle of a turn"
        data = json.loads(json.dumps(game.to_json()))
        copy = rules.load_game(data)
        assert copy.to_json() == game.to_json()
        assert copy.view(0) == game.view(0) and copy.view(1) == game.view(1)
        state = random.Random(seed + 1000).getstate()
        rng_a, rng_b = random.Random(), random.Random()
        rng_a.setstate(state)
        rng_b.setstate(state)
        assert finish(game, rng_a, []) == finish(copy, rng_b, [])
        assert game.to_json() == copy.to_json()
        assert game.result == copy.result


def test_replay_from_the_action_log_reproduces_the_game():
    for seed in range(30):
        game = rules.new_game("clover", seed=seed, first=seed % 2)
        rng = random.Random(seed)
        log: list[tuple[int, str]] = []
        finish(game, rng, log)
        again = rules.replay("clover", game.seed, game.options, log)
        assert again.to_json() == game.to_json()
        assert again.is_over and again.result == game.result


def test_replay_with_slot_notation_matches_card_notation():
    game = CloverGame(11)
    seat = game.current
    slot_game = CloverGame(11)
    picks = [a for a in game.legal_actions(seat) if isinstance(a, Pick)]
    slot = game.meadow.index(picks[0].card) + 1
    game.apply(seat, picks[0])
    slot_game.apply(seat, slot_game.parse_action(seat, f"pick {slot}"))
    assert game.to_json() == slot_game.to_json()


def test_to_json_holds_the_generator_and_options():
    game = CloverGame(3, first=1)
    data = game.to_json()
    assert data["game"] == "clover" and data["seed"] == 3 and data["options"] == {"first": 1}
    assert "rng" in data
    assert CloverGame(3, **data["options"]).to_json() == data


def test_json_round_trip_in_the_middle_of_the_spade_chain():
    from rules.clover.actions import MORE, STOP

    found = 0
    for seed in range(60):
        game = CloverGame(seed)
        rng = random.Random(seed)
        while not game.is_over and not (game.phase == "chain" and game.chained):
            seat = game.current
            legal = game.legal_actions(seat)
            game.apply(seat, MORE if MORE in legal else legal[rng.randrange(len(legal))])
        if game.is_over:
            continue
        found += 1
        copy = rules.load_game(json.loads(json.dumps(game.to_json())))
        assert isinstance(copy, CloverGame)
        assert copy.to_json() == game.to_json() and copy.view(0) == game.view(0)
        assert copy.turn_events() == game.turn_events() and copy.view(game.current).chain_left > 0
        assert copy.apply(copy.current, STOP) == game.apply(game.current, STOP)
        assert copy.to_json() == game.to_json()
    assert found > 10

"""Save/load mid-hand and seed + action log replay."""

import json
import random

import rules
from rules.hearts.game import HeartsGame
from rules.voice import neutral

from .helpers import random_step


def finish(g, rng):
    log = []
    while not g.is_over:
        seat, action, events = random_step(g, rng)
        log.append((seat, str(action), [e.describe(neutral(g.view(0).names)) for e in events]))
    return log, g.to_json()


def test_round_trip_mid_hand_then_identical_play():
    for players, steps in ((4, 30), (3, 7), (5, 140), (4, 2)):
        g = HeartsGame(77, players=players)
        rng = random.Random(5)
        for _ in range(steps):
            random_step(g, rng)
        data = json.loads(json.dumps(g.to_json()))
        copy = rules.load_game(data)
        assert copy.to_json() == g.to_json()
        for s in range(players):
            assert copy.view(s) == g.view(s)
        state = rng.getstate()
        a = finish(g, rng)
        rng.setstate(state)
        b = finish(copy, rng)
        assert a == b


def test_seed_and_action_log_replay():
    g = HeartsGame(123, players=5)
    rng = random.Random(9)
    log = []
    for _ in range(400):
        if g.is_over:
            break
        seat, action, _ = random_step(g, rng)
        log.append((seat, str(action)))
    again = rules.replay("hearts", 123, {"players": 5}, log)
    assert again.to_json() == g.to_json()

"""The contract every engine keeps (rules/core.py), checked after every
action of seeded random games of all four: the phase is the game's own
enum, is_over agrees with it and with the result, the views say the same,
the scores are by seat and end as the result's, the winners are the best by
the game's own rule (lower_wins), a save round trip keeps it all; and saves
written before the contract changed still load, write back byte for byte
and play on exactly as they did (fixtures/saves.json)."""

from __future__ import annotations

import json
import random
from enum import Enum
from pathlib import Path
from typing import Any

import pytest

import rules
from rules.core import Event, Game, GamePhase

GAMES = ["hearts", "harvest", "clover", "speed"]
# Where scores() is the sum of score_history() (the others keep none).
SUMMED = {"hearts"}
SEEDS = {"hearts": (1, 2), "harvest": (3, 4, 5), "clover": (6, 7, 8), "speed": (9, 10, 11)}
OPTIONS: dict[str, tuple[dict[str, Any], ...]] = {"hearts": ({}, {"players": 3}, {"players": 5})}
LOWER_WINS = {"hearts": True, "harvest": False, "clover": False, "speed": True}
# Phases the engine runs through inside apply, never waiting in them.
NEVER_STILL = {"harvest": {"harvest", "feeding"}}
FIXTURES = json.loads((Path(__file__).parent / "fixtures" / "saves.json").read_text())


def check_contract(game: Game) -> None:
    cls = type(game)
    assert issubclass(cls.Phase, GamePhase) and issubclass(cls.Phase, Enum)
    assert type(game.phase) is cls.Phase
    over = game.phase is cls.Phase["OVER"]
    assert game.is_over is over
    assert (game.result is not None) is over
    assert (not game.to_act()) is over
    scores = game.scores()
    assert type(scores) is tuple and len(scores) == game.num_players
    assert all(type(s) is int for s in scores)
    history = game.score_history()
    assert all(type(h) is tuple and len(h) == game.num_players for h in history)
    if history and cls.name in SUMMED:
        assert tuple(map(sum, zip(*history))) == scores
    to_act = tuple(sorted(game.to_act()))
    for seat in range(game.num_players):
        view = game.view(seat)
        assert view.phase is game.phase
        assert view.is_over is over
        assert view.to_act == to_act
    if over:
        result = game.result
        assert result is not None and result.scores == scores
        if result.winners:
            best = (min if cls.lower_wins else max)(scores)
            assert set(result.winners) == {s for s in range(game.num_players) if scores[s] == best}


def check_round_trip(game: Game) -> None:
    data = game.to_json()
    loaded = rules.load_game(json.loads(json.dumps(data)))
    assert loaded.scores() == game.scores()
    assert loaded.phase is game.phase
    assert loaded.score_history() == game.score_history()
    assert loaded.opening_events == []
    assert loaded.to_json() == data


def random_move(game: Game, rng: random.Random) -> None:
    seats = sorted(s for s in game.to_act() if game.legal_actions(s))
    seat = seats[rng.randrange(len(seats))]
    legal = game.legal_actions(seat)
    game.apply(seat, legal[rng.randrange(len(legal))])


def play_checked(name: str, seed: int, options: dict) -> set:
    """One seeded random game, the contract checked after every action;
    returns the phases it met."""
    game = rules.new_game(name, seed=seed, **options)
    assert game.opening_events and all(isinstance(e, Event) for e in game.opening_events)
    rng = random.Random(seed)
    check_contract(game)
    seen = {game.phase}
    while not game.is_over:
        random_move(game, rng)
        check_contract(game)
        check_round_trip(game)
        seen.add(game.phase)
    if name in SUMMED:
        assert game.score_history(), "a finished game of Hearts has scored hands"
    else:
        assert game.score_history() == []
    return seen


@pytest.mark.parametrize("name", GAMES)
def test_the_contract_holds_after_every_action(name):
    assert rules.game_class(name).lower_wins is LOWER_WINS[name]
    options = OPTIONS.get(name, ({},))
    seen: set = set()
    for i, seed in enumerate(SEEDS[name]):
        seen |= play_checked(name, seed, options[i % len(options)])
    assert seen == set(rules.game_class(name).Phase) - NEVER_STILL.get(name, set()), "every phase was met"


def test_a_game_class_must_say_its_phases_and_who_wins():
    with pytest.raises(TypeError, match="lower_wins"):
        type("NoRule", (Game,), {"Phase": GamePhase("P", {"OVER": "over"})})  # type: ignore[call-arg]  # Enum's functional API, which mypy knows only on Enum itself
    with pytest.raises(TypeError, match="OVER"):
        type("NoEnd", (Game,), {"Phase": GamePhase("P", {"ON": "on"}), "lower_wins": False})  # type: ignore[call-arg]  # as above


@pytest.mark.parametrize("entry", FIXTURES, ids=[f"{e['game']}-{e['seed']}" for e in FIXTURES])
def test_a_save_from_before_the_contract_loads_and_plays_on_as_it_did(entry):
    name, seed, options = entry["game"], entry["seed"], entry["options"]
    game = rules.load_game(entry["state"])
    assert json.dumps(game.to_json()) == json.dumps(entry["state"])  # byte for byte, keys in order
    assert type(game.phase) is type(game).Phase
    saved_phase = entry["state"].get("phase", entry["state"].get("step"))
    assert game.phase == ("over" if game.is_over else saved_phase)
    replayed = rules.replay(name, seed, options, [tuple(m) for m in entry["head"]])
    assert json.dumps(replayed.to_json()) == json.dumps(entry["state"])
    for seat, text in entry["tail"]:
        game.apply(seat, game.parse_action(seat, text))
    assert json.dumps(game.to_json()) == json.dumps(entry["final"])
    check_contract(game)

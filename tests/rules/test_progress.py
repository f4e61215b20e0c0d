"""Game.progress: how far a game is, in the game's own words (the menu's
list of unfinished games shows it; item 17 of issue 13).  Seeded playouts
with the random bot: the line follows the state at every step."""

from __future__ import annotations

import re

import pytest

import rules
from rules.bot import RandomBot
from rules.clover.game import CloverGame
from rules.harvest.game import HarvestGame
from rules.hearts.game import HeartsGame
from rules.speed.game import SpeedGame

NAMES = {"hearts": ["You", "West", "North", "East"], "harvest": ["You", "North"],
         "clover": ["You", "North"], "speed": ["You", "North"]}


def play(game, steps: int, seed: int = 5):
    bot = RandomBot(seed)
    for _ in range(steps):
        if game.is_over or not game.to_act():
            break
        seats = [s for s in sorted(game.to_act()) if game.legal_actions(s)]
        if not seats:
            break
        seat = seats[0]
        game.apply(seat, bot.choose(game.view(seat), game.legal_actions(seat)))
        yield game


def scores_in(line: str) -> list[int]:
    return [int(n) for n in re.findall(r"(?:You|West|North|East) (\d+)", line)]


def test_hearts_says_the_hand_the_trick_and_the_totals():
    game = rules.new_game("hearts", seed=7)
    assert isinstance(game, HeartsGame)
    assert game.progress(NAMES["hearts"]) == "hand 1 · passing · You 0 · West 0 · North 0 · East 0"
    for _ in play(game, 400):
        line = game.progress(NAMES["hearts"])
        assert line.startswith(f"hand {game.hand_number} · ")
        assert scores_in(line) == list(game.scores())
        if game.phase == "playing":
            assert f" · trick {len(game.tricks) + 1} · " in line
    assert game.hand_number > 1 and any(game.scores())


@pytest.mark.parametrize("name, counter, target", [("harvest", "turn", 20), ("clover", "turn_number", 40)])
def test_harvest_and_clover_say_the_turn_and_the_scores(name, counter, target):
    game = rules.new_game(name, seed=3)
    assert isinstance(game, (HarvestGame, CloverGame))
    seen = set()
    for _ in play(game, 600):
        line = game.progress(NAMES[name])
        assert line == f"turn {getattr(game, counter)} · You {game.totals[0]} · North {game.totals[1]} (first to {target})"
        seen.add(line)
    assert len(seen) > 3


def test_speed_says_the_round_and_the_cards_left():
    game = rules.new_game("speed", seed=3)
    assert isinstance(game, SpeedGame)
    for _ in play(game, 300):
        line = game.progress(NAMES["speed"])
        left = game.cards_left()
        assert line == f"round {game.round} · cards left: You {left[0]} · North {left[1]}"

"""Kortbord's rules engine: four card games behind one contract (core.py).

Nothing here imports Textual.  Games are looked up by name and imported on
first use.
"""

from __future__ import annotations

import importlib
from typing import Any

from .bot import Bot, RandomBot
from .core import Action, Event, Game, IllegalAction, Result, fresh_seed
from .thinking import Thinker

__all__ = [
    "Action", "Bot", "Event", "Game", "IllegalAction", "Result",
    "GAMES", "game_class", "new_game", "load_game", "new_bot",
    "bot_levels", "default_level", "DEFAULT_LEVEL", "LEVELS", "replay", "replay_told", "driver_class", "level_of",
]

# name -> (module of the engine, class name)
GAMES: dict[str, tuple[str, str]] = {
    "hearts": ("rules.hearts.game", "HeartsGame"),
    "harvest": ("rules.harvest.game", "HarvestGame"),
    "clover": ("rules.clover.game", "CloverGame"),
    "speed": ("rules.speed.game", "SpeedGame"),
}


# name -> (module, class) of the game's driver (rules.driver.Driver): the
# real-time ones; every other game is driven by the turn-based Session.  A
# fixed table, so a save file can never name what gets imported.
DRIVERS: dict[str, tuple[str, str]] = {
    "speed": ("rules.speed.match", "Match"),
}


def driver_class(name: str) -> type:
    """The class that drives ``name`` at a table (a ``rules.driver.Driver``)."""
    if name not in GAMES:
        raise KeyError(name)
    module_name, class_name = DRIVERS.get(name, ("rules.session", "Session"))
    return getattr(importlib.import_module(module_name), class_name)


def game_class(name: str) -> type[Game]:
    """The engine class for ``name``; ``KeyError`` for an unknown name."""
    module_name, class_name = GAMES[name]
    return getattr(importlib.import_module(module_name), class_name)


def new_game(name: str, seed: int | None = None, **options: Any) -> Game:
    """A new game; with no seed one is drawn and recorded in the game."""
    return game_class(name)(seed=fresh_seed() if seed is None else seed, **options)


def load_game(data: dict) -> Game:
    """A game back from ``Game.to_json()``."""
    return game_class(data["game"]).from_json(data)


# name -> its AI levels, easiest first: the names of each bots module's
# LEVELS, listed here so that the menu and the remembered settings can name
# and check a level without importing every game's players (their search
# code) before the first frame.  tests/rules/test_levels.py holds the two
# lists to each other.
LEVELS: dict[str, tuple[str, ...]] = {
    "hearts": ("easy", "medium", "hard", "expert"),
    "harvest": ("easy", "medium", "hard", "expert"),
    "clover": ("easy", "medium", "hard", "expert"),
    "speed": ("easy", "medium", "hard", "expert"),
}


def _bots_module(name: str):
    return importlib.import_module(f"rules.{name}.bots")


def bot_levels(name: str) -> list[str]:
    """The AI levels of a game, easiest first."""
    return list(LEVELS[name])


# The level every game starts at until the player picks another: the one
# rule for a fresh install (the Play page, a direct start and the remembered
# settings all ask here).  Every game's bots module has it.
DEFAULT_LEVEL = "medium"


def default_level(name: str) -> str:
    """The AI level a new player meets in ``name``."""
    if DEFAULT_LEVEL not in LEVELS[name]:
        raise KeyError(f"{name} has no {DEFAULT_LEVEL} AI level")
    return DEFAULT_LEVEL


def level_of(name: str, bot: Bot) -> str:
    """The level name ``bot`` was made from (``ValueError`` if none)."""
    if type(bot) is RandomBot:
        return "random"
    for level, cls in _bots_module(name).LEVELS.items():
        if type(bot) is cls:
            return level
    raise ValueError(f"a {type(bot).__name__} is no {name} AI level")


def new_bot(name: str, level: str, seed: int | str = 0, budget=None) -> Bot:
    """A computer player; ``budget`` (a ``rules.thinking.Budget``) sets how
    long an expert thinks (the other levels have no time limit to set)."""
    if level == "random":
        return RandomBot(seed)
    cls = _bots_module(name).LEVELS[level]
    if budget is not None and issubclass(cls, Thinker):
        return cls(seed, budget)
    return cls(seed)


def replay(name: str, seed: int, options: dict, actions: list[tuple[int, str]]) -> Game:
    """Rebuild a game from its seed and its action log (seat, notation)."""
    return replay_told(name, seed, options, actions)[0]


def replay_told(name: str, seed: int, options: dict, actions: list[tuple[int, str]],
                keep: int = 64) -> tuple[Game, list[Event]]:
    """``replay``, and the last ``keep`` events it told on the way (the
    opening ones first): what a resumed table's log starts with."""
    game = new_game(name, seed=seed, **options)
    told = list(game.opening_events)
    for seat, text in actions:
        told.extend(game.apply(seat, game.parse_action(seat, text)))
        if len(told) > 2 * keep:
            del told[:-keep]
    return game, told[-keep:]

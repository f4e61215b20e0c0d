"""Kortbord's rules engine: four card games behind one contract (core.py).

Nothing here imports Textual.  Games are looked up by name in their specs
(rules/games.py: each game's package describes itself) and imported on
first use.
"""

from __future__ import annotations

import importlib
from typing import Any

from .bot import Bot, RandomBot
from .core import Action, Event, Game, IllegalAction, Result, fresh_seed
from .games import GAMES, load, spec
from .thinking import Thinker

__all__ = [
    "Action", "Bot", "Event", "Game", "IllegalAction", "Result",
    "GAMES", "game_class", "new_game", "load_game", "new_bot",
    "bot_levels", "default_level", "DEFAULT_LEVEL", "replay", "replay_told", "driver_class", "level_of",
]


def driver_class(name: str) -> type:
    """The class that drives ``name`` at a table (a ``rules.driver.Driver``):
    the real-time ones name theirs, the others are driven by the turn-based
    Session.  Only a registered game's: a save file never names what gets
    imported."""
    return load(spec(name).driver)


def game_class(name: str) -> type[Game]:
    """The engine class for ``name``; ``KeyError`` for an unknown name."""
    return load(spec(name).engine)


def new_game(name: str, seed: int | None = None, **options: Any) -> Game:
    """A new game; with no seed one is drawn and recorded in the game."""
    return game_class(name)(seed=fresh_seed() if seed is None else seed, **options)


def load_game(data: dict) -> Game:
    """A game back from ``Game.to_json()``."""
    return game_class(data["game"]).from_json(data)


def _bots_module(name: str):
    return importlib.import_module(spec(name).bots)


def bot_levels(name: str) -> list[str]:
    """The AI levels of a game, easiest first (named by its spec, so no
    game's players are imported to name or check a level)."""
    return list(spec(name).levels)


# The level every game starts at until the player picks another: the one
# rule for a fresh install (the Play page, a direct start and the remembered
# settings all ask here).  Every game's bots module has it.
DEFAULT_LEVEL = "medium"


def default_level(name: str) -> str:
    """The AI level a new player meets in ``name``."""
    if DEFAULT_LEVEL not in spec(name).levels:
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

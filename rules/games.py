"""Every game, described once, by its own package (OpenSpiel's ``GameType``).

A game's package holds a ``spec.py`` whose ``SPEC`` is a ``GameSpec``: its
engine, the options a new table offers, its AI levels, its driver, its
reviewers and its lesson.  This module finds them by looking for
``rules/*/spec.py`` (every folder on the ``rules`` package's path), so a new
game is a new folder and nothing else; the screen's half of the description
is ``tui/screens/*/spec.py`` (tui/screens/registry.py), kept apart because
rules/ never imports tui/.

The references are "module:attribute" strings, imported on first use: a
spec module imports nothing but this one, so the menu can list the games,
their options and their levels before its first frame without importing a
game's engine or its players' search code.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

__all__ = ["GameSpec", "Option", "Listing", "load", "spec", "specs", "GAMES"]

SESSION = "rules.session:Session"  # the turn-based driver: every game that is not real-time


@dataclass(frozen=True)
class Option:
    """An engine option a new table offers (``rules.new_game``'s keyword):
    the values it may take, the first shown, and the default.  How it is
    worded is the screen's (tui/screens/<game>/spec.py)."""

    key: str
    values: tuple[Any, ...]
    default: Any


@dataclass(frozen=True)
class GameSpec:
    """One game, as every part of the house needs to know it."""

    name: str  # the registry name: a save, a setting, a command line use it
    engine: str  # "module:Class" of its ``rules.core.Game``
    bots: str  # module whose ``LEVELS`` maps each AI level to its Bot class
    levels: tuple[str, ...]  # those levels, easiest first (named here: no search code imported to list them)
    order: int  # its place in every list of the games (the menu's)
    options: tuple[Option, ...] = ()
    driver: str = SESSION  # "module:Class" of its ``rules.driver.Driver``
    review_game: str | None = None  # "module:function" reviewing a whole game (rules/review.py)
    review_part: str | None = None  # "module:function" reviewing one part (Hearts: a hand); None: reviewed whole
    lesson: str | None = None  # "module:ATTRIBUTE" of its ``rules.lessons.Lesson``
    # "module:ATTRIBUTE": which fields of its values hold seats, so that they
    # can travel to a shared table's players (rules/seat_kinds.py); None: they cannot
    wire_seats: str | None = None

    def modules(self) -> tuple[str, ...]:
        """Every module a table of this game may import: what a process
        that forks tables loads beforehand (tui/serve/zygote.py)."""
        refs = (self.engine, self.driver, self.review_game, self.review_part)
        return tuple(dict.fromkeys([*(ref.partition(":")[0] for ref in refs if ref), self.bots]))


def load(ref: str) -> Any:
    """What a "module:attribute" reference names, imported now."""
    module, colon, attribute = ref.partition(":")
    if not colon:
        raise ValueError(f"{ref!r} is no 'module:attribute' reference")
    return getattr(importlib.import_module(module), attribute)


def _package_path() -> tuple[str, ...]:
    # The folders the rules package is read from: the one in the source
    # tree, and any a test adds to ``rules.__path__`` to drop a game in.
    return tuple(sys.modules[__package__].__path__)


@cache
def _found(path: tuple[str, ...]) -> dict[str, GameSpec]:
    found: list[GameSpec] = []
    for folder in path:
        for package in sorted(Path(folder).iterdir()):
            if not (package / "spec.py").is_file():
                continue
            declared = importlib.import_module(f"{__package__}.{package.name}.spec").SPEC
            if not isinstance(declared, GameSpec) or declared.name != package.name:
                raise TypeError(f"{package / 'spec.py'}: SPEC must be the GameSpec named {package.name!r}")
            found.append(declared)
    return {found_spec.name: found_spec for found_spec in sorted(found, key=lambda s: (s.order, s.name))}


def specs() -> dict[str, GameSpec]:
    """Every game, in the order the menu lists them (found once per path)."""
    return _found(_package_path())


def spec(name: str) -> GameSpec:
    """The game called ``name``; ``KeyError`` for a game there is not."""
    return specs()[name]


class Listing(Mapping[Any, Any]):
    """A mapping read from the specs as they are found now, so that it
    never goes stale (``name in GAMES``, ``list(GAMES)``): ``pick`` makes
    the dict from the specs."""

    def __init__(self, pick: Callable[[dict[str, GameSpec]], dict[Any, Any]]) -> None:
        self._pick = pick

    def __getitem__(self, key: Any) -> Any:
        return self._pick(specs())[key]

    def __iter__(self) -> Iterator[Any]:
        return iter(self._pick(specs()))

    def __len__(self) -> int:
        return len(self._pick(specs()))

    def __repr__(self) -> str:
        return f"Listing({', '.join(self)})"


GAMES: Mapping[str, GameSpec] = Listing(dict)  # every game by name, in the menu's order

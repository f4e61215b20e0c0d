"""The games the menu offers, and how each one's table (screen) shows it.

The engine's half of a game's description is its ``GameSpec``
(rules/games.py); the screen's half is ``SPEC``, a ``TableSpec``, in
tui/screens/<game>/spec.py, found the same way (every folder here with a
``spec.py``), so a new table is a new folder.  ``screen`` is "module:Class"
of a ``GameScreen`` subclass, imported when a table opens.  Every game here
is playable: an engine or a screen that fails to import is an error, never
a game shown as "not built yet".
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

import rules
from rules import games

from ..i18n import N_, _
from ..settings import DEFAULT_PACE, PACES, pace_text

if TYPE_CHECKING:
    from rules.driver import Driver

    from ..remote.games import RemoteGame


@dataclass(frozen=True)
class Choice:
    """One option on the Play page.  ``engine`` options go to
    ``rules.new_game``; the others (AI level, pace) are the app's."""

    key: str
    label: str
    values: tuple[Any, ...]
    default: Any
    engine: bool = True
    texts: tuple[str, ...] = ()  # how each value is shown (marked N_); str(value) if empty

    def text(self, value: Any) -> str:
        """The value as the player reads it, in the language spoken now."""
        if self.texts and value in self.values:
            return _(self.texts[self.values.index(value)])
        return _(value) if isinstance(value, str) else str(value)


@dataclass(frozen=True)
class Wording:
    """How the Play page words one of the engine's options (its key, values
    and default are the engine's: ``rules.games.Option``)."""

    key: str
    label: str  # marked N_
    texts: tuple[str, ...] = ()  # how each value is shown (marked N_); str(value) if empty
    # At a shared table, where "you" is the host and "the computer" the
    # other person: how each value is shown there (marked N_); ``texts`` if empty.
    shared_texts: tuple[str, ...] = ()


@dataclass(frozen=True)
class TableSpec:
    name: str  # the engine's registry name
    title: str  # English · original (marked N_: Swedish says the original only)
    blurb: str  # one line for the menu (marked N_)
    screen: str  # "module:Class" of its GameScreen
    wording: tuple[Wording, ...] = field(default=())  # one for each of the engine's options
    level_texts: tuple[tuple[str, str], ...] = ()  # (level, how the Play page shows it)
    # "module:ATTRIBUTE" of its ``ReviewWords`` (tui/screens/review_words.py): where a
    # reviewed decision was, in its own words; a game of turns' if empty
    review_words: str = ""
    # "module:Class" of its ``RemoteGame`` at a shared table, where its screen
    # asks more than the contract (tui/remote/games.py); the plain one if empty
    remote: str = ""


def pace_choice() -> Choice:
    """The AI speed, each value with what it means (from tui.settings.PACES,
    the one definition of the paces)."""
    return Choice("pace", N_("AI speed"), tuple(PACES), DEFAULT_PACE, engine=False,
                  texts=tuple(pace_text(name) for name in PACES))


# What each level of the turn-based games means, in one line (the expert's
# time is rules.thinking.DEFAULT_SECONDS: the Budget a table's bots get).
THINKING_LEVELS = (("easy", N_("easy (a beginner)")), ("medium", N_("medium (rules of thumb)")),
                   ("hard", N_("hard (weighs its moves on sampled deals)")),
                   ("expert", N_("expert (thinks up to half a second a move)")))


def _package_path() -> tuple[str, ...]:
    # The folders this package is read from: a test adds one to drop a table in.
    return tuple(sys.modules[__package__].__path__)


@cache
def _found(path: tuple[str, ...], engines: tuple[str, ...]) -> dict[str, TableSpec]:
    found: dict[str, TableSpec] = {}
    for folder in path:
        for package in sorted(Path(folder).iterdir()):
            if (package / "spec.py").is_file():
                declared = importlib.import_module(f"{__package__}.{package.name}.spec").SPEC
                if not isinstance(declared, TableSpec) or declared.name != package.name:
                    raise TypeError(f"{package / 'spec.py'}: SPEC must be the TableSpec named {package.name!r}")
                found[declared.name] = declared
    unknown = sorted(set(found) - set(engines))
    if unknown:  # a table whose game is not in rules/ (a missing or misnamed rules/<game>/spec.py)
        raise LookupError(f"tables for games the engine does not have: {', '.join(unknown)}")
    return {name: found[name] for name in engines if name in found}  # the engine's order


def tables() -> dict[str, TableSpec]:
    """Every game's table, in the menu's order (the engine's specs'); a
    game the engine has without a table is not offered (a test's game)."""
    return _found(_package_path(), tuple(games.specs()))


TABLES: Mapping[str, TableSpec] = games.Listing(lambda _specs: tables())


# The engine's AI levels as the player reads them (Choice.text translates).
LEVEL_NAMES = (N_("easy"), N_("medium"), N_("hard"), N_("expert"))


def entry(name: str) -> TableSpec:
    return tables()[name]


def screen_class(name: str) -> type:
    """The table's screen class, a ``GameScreen`` subclass (imported on
    first use: the table modules import this registry, and the registry,
    read by every screen, imports no table, not even their base)."""
    return games.load(tables()[name].screen)


def remote_class(name: str) -> type[RemoteGame]:
    """The game a shared table's screen of ``name`` reads (its own class,
    or the plain one)."""
    from ..remote.games import remote_class as plain  # a shared table's: not the menu's first frame

    ref = tables()[name].remote
    return games.load(ref) if ref else plain(name)


def levels(name: str) -> list[str]:
    """The AI levels, easiest first (the engine's)."""
    return rules.bot_levels(name)


def default_level(name: str) -> str:
    """Where a new player starts: the engine's one rule (medium)."""
    return rules.default_level(name)


def choices(name: str) -> list[Choice]:
    """Every option on the Play page: the game's own, the AI level, the pace."""
    level_values = tuple(levels(name))
    table = tables()[name]
    named = dict(table.level_texts)
    texts = tuple(named.get(v, v) for v in level_values) if named else ()
    wording = {words.key: words for words in table.wording}
    offered = [Choice(option.key, wording[option.key].label, option.values, option.default,
                      texts=wording[option.key].texts) for option in games.spec(name).options]
    driver: type[Driver] = rules.driver_class(name)
    return [*offered,
            Choice("level", N_("AI level"), level_values, default_level(name), engine=False, texts=texts),
            *([] if driver.real_time else [pace_choice()])]  # real time: the level is the pace

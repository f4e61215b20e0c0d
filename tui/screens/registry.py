"""The games the menu offers, and where each one's table (screen) lives.

A new table is one entry here: ``screen`` is "module:Class" of a
``GameScreen`` subclass, imported when a table opens.  Every game here is
playable: an engine or a screen that fails to import is an error, never a
game shown as "not built yet".
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import rules

from ..i18n import N_, _
from ..settings import DEFAULT_PACE, PACES, pace_text

if TYPE_CHECKING:
    from .game_base import GameScreen


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
class TableEntry:
    name: str  # the engine's registry name
    title: str  # English · original (marked N_: Swedish says the original only)
    blurb: str  # one line for the menu (marked N_)
    screen: str  # "module:Class" of its GameScreen
    choices: tuple[Choice, ...] = field(default=())
    level_texts: tuple[tuple[str, str], ...] = ()  # (level, how the Play page shows it)


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

TABLES: dict[str, TableEntry] = {
    "hearts": TableEntry(
        "hearts", N_("Hearts · Hjärter"),
        N_("Tricks, 3–5 players: pass three, dodge hearts and Q♠, or shoot the moon."),
        "tui.screens.hearts.screen:HeartsScreen",
        (Choice("players", N_("Players"), (3, 4, 5), 4),),
        level_texts=THINKING_LEVELS,
    ),
    "harvest": TableEntry(
        "harvest", N_("The Harvest Game · Skördespelet"),
        N_("2 players: seven seasons a turn, grazing, weather and fields; first to 20."),
        "tui.screens.harvest.screen:HarvestScreen",
        (Choice("beginner", N_("Beginner (no A♠)"), (False, True), False, texts=(N_("no"), N_("yes"))),
         Choice("jokers", N_("Jokers"), (0, 2, 4), 0)),
        level_texts=THINKING_LEVELS,
    ),
    "clover": TableEntry(
        "clover", N_("The Clover Picker · Klöverplockarspelet"),
        N_("2 players: a queue-shaped hand, bouquets and a meadow; first to 40."),
        "tui.screens.clover.screen:CloverScreen",
        (Choice("first", N_("Who starts"), (None, 0, 1), None,
                texts=(N_("drawn at random"), N_("you"), N_("the computer"))),),
        level_texts=THINKING_LEVELS,
    ),
    "speed": TableEntry(
        "speed", "Speed",
        N_("2 players, real time, no turns: get rid of your cards first."),
        "tui.screens.speed.screen:SpeedScreen",
        level_texts=(("easy", N_("easy (about 2 s a card)")), ("medium", N_("medium (about 1.1 s a card)")),
                     ("hard", N_("hard (about 0.7 s a card)")), ("expert", N_("expert (about 0.4 s a card)"))),
    ),
}


# The engine's AI levels as the player reads them (Choice.text translates).
LEVEL_NAMES = (N_("easy"), N_("medium"), N_("hard"), N_("expert"))


def entry(name: str) -> TableEntry:
    return TABLES[name]


def screen_class(name: str) -> type[GameScreen]:
    """The table's screen class (imported on first use: the table modules
    import this registry)."""
    module_name, _colon, class_name = TABLES[name].screen.partition(":")
    return vars(importlib.import_module(module_name))[class_name]


def levels(name: str) -> list[str]:
    """The AI levels, easiest first (the engine's)."""
    return rules.bot_levels(name)


def default_level(name: str) -> str:
    """Where a new player starts: the engine's one rule (medium)."""
    return rules.default_level(name)


def choices(name: str) -> list[Choice]:
    """Every option on the Play page: the game's own, the AI level, the pace."""
    level_values = tuple(levels(name))
    table = TABLES[name]
    named = dict(table.level_texts)
    texts = tuple(named.get(v, v) for v in level_values) if named else ()
    return [*table.choices,
            Choice("level", N_("AI level"), level_values, default_level(name), engine=False, texts=texts),
            *([] if rules.driver_class(name).real_time else [pace_choice()])]  # real time: the level is the pace

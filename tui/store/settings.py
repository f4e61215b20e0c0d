"""What the player chose last time: AI level and pace per game, ASCII mode,
theme and language, in ``settings.json`` (written atomically, like the saves).

Every value is checked on load; one that is unknown or of the wrong kind
falls back to its default and is reported, so a hand-edited file never stops
the app.  A file that is not JSON at all is moved aside, never deleted.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import rules
from rules.i18n import LANGUAGES

from ..i18n import _
from ..settings import DEFAULT_PACE, PACES
from . import paths
from .atomic import ReadError, read_json, write_json_atomic
from .saves import move_aside

FORMAT = 1
DEFAULT_THEME = "textual-dark"


def levels_of(game: str) -> list[str]:
    """The game's AI levels, easiest first (named by the game's spec: no
    game's players are imported to check a remembered level)."""
    return rules.bot_levels(game)


def default_level(game: str) -> str:
    """The engine's rule (``rules.default_level``)."""
    return rules.default_level(game)


@dataclass
class GameSettings:
    level: str
    pace: str = DEFAULT_PACE

    @property
    def delay(self) -> float:
        """Seconds a bot waits before each move (Session.delay)."""
        return PACES[self.pace][0]


@dataclass
class Settings:
    ascii: bool = False
    theme: str = DEFAULT_THEME
    language: str | None = None  # None: not chosen, the terminal's locale decides
    games: dict[str, GameSettings] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for name in rules.GAMES:
            self.games.setdefault(name, GameSettings(default_level(name)))

    def game(self, name: str) -> GameSettings:
        if name not in self.games:
            self.games[name] = GameSettings(default_level(name))
        return self.games[name]

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "ascii": self.ascii,
            "theme": self.theme,
            **({"language": self.language} if self.language is not None else {}),
            "games": {n: {"level": g.level, "pace": g.pace} for n, g in self.games.items()},
        }


def load_settings(
    path: Path | None = None, themes: Collection[str] | None = None
) -> tuple[Settings, list[str]]:
    """The saved settings (defaults where missing or bad) and a message for
    each thing that had to be ignored.  ``themes``: the names the app knows;
    None accepts any non-empty name."""
    path = Path(path) if path is not None else paths.settings_path()
    settings = Settings()
    problems: list[str] = []
    try:
        data = read_json(path)
    except FileNotFoundError:
        return settings, problems
    except ReadError as exc:
        return settings, [_set_aside(path, str(exc))]
    if not isinstance(data, dict):
        return settings, [_set_aside(path, _("it does not hold settings"))]
    return settings_from(data, path, themes)


def settings_from(data: dict, path: Any, themes: Collection[str] | None = None) -> tuple[Settings, list[str]]:
    """The settings in ``data`` (read from ``path``, which messages name),
    every value checked: the part of loading that every backend shares."""
    settings = Settings()
    problems: list[str] = []

    def bad(what: str, value: Any, used: Any) -> None:
        problems.append(_("{path}: {what} {value} is not valid; using {used}.").format(
            path=path, what=what, value=_show(value), used=_show(used)))

    if data.get("format", FORMAT) != FORMAT:
        bad("format", data.get("format"), FORMAT)
    for key in sorted(data.keys() - {"format", "ascii", "theme", "language", "games"}):
        problems.append(_("{path}: unknown setting {key!r} ignored.").format(path=path, key=key))
    if "ascii" in data:
        if isinstance(data["ascii"], bool):
            settings.ascii = data["ascii"]
        else:
            bad("ascii", data["ascii"], settings.ascii)
    if "theme" in data:
        theme = data["theme"]
        if isinstance(theme, str) and theme.strip() and (themes is None or theme in themes):
            settings.theme = theme
        else:
            bad("theme", theme, settings.theme)
    if "language" in data:
        if data["language"] in LANGUAGES:
            settings.language = data["language"]
        else:
            bad("language", data["language"], "the terminal's")
    games = data.get("games", {})
    if not isinstance(games, dict):
        bad("games", games, "the defaults")
        games = {}
    for name, raw in games.items():
        if name not in rules.GAMES:
            problems.append(_("{path}: unknown game {name!r} ignored.").format(path=path, name=name))
            continue
        current = settings.game(name)
        if not isinstance(raw, dict):
            bad(f"{name}", raw, "the defaults")
            continue
        level = raw.get("level", current.level)
        if isinstance(level, str) and level in levels_of(name):
            current.level = level
        else:
            bad(f"{name} AI level", level, current.level)
        pace = raw.get("pace", current.pace)
        if isinstance(pace, str) and pace in PACES:
            current.pace = pace
        else:
            bad(f"{name} pace", pace, current.pace)
    return settings, problems


def save_settings(settings: Settings, path: Path | None = None) -> None:
    write_json_atomic(Path(path) if path is not None else paths.settings_path(), settings.to_json())


def _set_aside(path: Path, reason: str) -> str:
    try:
        moved = move_aside(path)
    except OSError as exc:
        return _("The settings file {path} is damaged ({reason}) and could not be moved aside ({error}); "
                 "using the defaults.").format(path=path, reason=reason, error=exc.strerror or exc)
    return _("The settings file {path} is damaged ({reason}); it was moved aside to {name} and the defaults "
             "are used.").format(path=path, reason=reason, name=moved.name)


def _show(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."

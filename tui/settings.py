"""What the player chose: game options, AI level, AI pace, and the
command-line switches.  Plain data, handed from the menu to a table."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .i18n import N_, _, decimal

# Seconds before each computer move, and how long a finished trick stays.
PACES: dict[str, tuple[float, float]] = {
    "slow": (1.2, 2.5),
    "normal": (0.6, 1.5),
    "fast": (0.25, 0.8),
    "instant": (0.0, 0.0),
}
DEFAULT_PACE = "normal"
PACE_NAMES = {"slow": N_("slow"), "normal": N_("normal"), "fast": N_("fast"), "instant": N_("instant")}


def pace_meaning(name: str) -> str:
    """What a pace means, from its own figure: "about 1.2 s a move"
    (Swedish "ungefär 1,2 s per drag", with its decimal comma)."""
    delay = PACES[name][0]
    if delay <= 0:
        return _("no wait between moves")
    return _("about {seconds} s a move").format(seconds=decimal(delay, None))


def pace_text(name: str) -> str:
    """How the Play page shows a pace: "slow — about 1.2 s a move"."""
    return _("{pace} — {meaning}").format(pace=_(PACE_NAMES[name]), meaning=pace_meaning(name))


@dataclass
class TableSettings:
    """One game's start: engine options go to ``rules.new_game``."""

    game: str
    options: dict[str, Any] = field(default_factory=dict)
    level: str | None = None  # None: registry.default_level (medium)
    pace: str = DEFAULT_PACE
    seed: int | None = None  # None: a fresh seed (recorded by the game)

    @property
    def bot_delay(self) -> float:
        return PACES.get(self.pace, PACES[DEFAULT_PACE])[0]

    @property
    def trick_hold(self) -> float:
        return PACES.get(self.pace, PACES[DEFAULT_PACE])[1]

    @property
    def instant(self) -> bool:
        return self.bot_delay <= 0

"""What a save holds, as Python values: the record of one game in progress
(``SaveRecord``), its seats, the menu's entry for it, and the one error type
that loading a save may raise."""

from __future__ import annotations

import json
import secrets
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

FORMAT = 1
KIND = "kortbord-save"
HUMAN = "human"


class SaveError(Exception):
    """A save that cannot be resumed.  ``str(exc)`` names the file and says
    what was done with it; ``moved_to`` is where it now lies (None when it
    was left in place)."""

    def __init__(self, message: str, path: Path, moved_to: Path | None = None) -> None:
        super().__init__(message)
        self.path = path
        self.moved_to = moved_to


class SaveUnavailable(SaveError):
    """A sound save of a game this build cannot play (its engine or bots are
    missing, or a newer Kortbord wrote it): reported, but left in place for
    a build that can."""


class SaveOutdated(SaveError):
    """A save made under an earlier version of a game's rules that no longer
    replays the same way: not damaged, but it cannot be continued; it is
    set aside (``moved_to``), never deleted."""


@dataclass(frozen=True)
class SeatInfo:
    name: str
    player: str  # HUMAN, or the bot's level ("easy", "medium", "hard", "random")

    @property
    def is_human(self) -> bool:
        return self.player == HUMAN


@dataclass
class SaveRecord:
    id: str
    game: str
    seed: int
    options: dict[str, Any]
    seats: list[SeatInfo]
    state: dict[str, Any]
    log: list[tuple[int, str]] | None  # None: not replayable (Speed)
    pace: float = 0.6  # Session.delay
    undo_used: bool = False
    hints_used: bool = False  # the person asked for a hint (older saves: False)
    finished: bool = False
    summary: str = ""
    created: str = ""
    updated: str = ""
    elapsed: float = 0.0  # seconds played, over every sitting
    extra: dict[str, Any] = field(default_factory=dict)  # the app's own notes
    driver: dict[str, Any] | None = None  # a real-time driver's state (its timers), without game and log
    rules_version: int = 1  # the engine's Game.rules_version when it was saved

    @property
    def moves(self) -> int:
        """The moves in its log."""
        return len(self.log or ())

    def to_json(self) -> dict[str, Any]:
        # Small, human-facing fields first; the log and the state last.
        return {
            "kind": KIND,
            "format": FORMAT,
            "rules_version": self.rules_version,
            "id": self.id,
            "game": self.game,
            "summary": self.summary,
            "created": self.created,
            "updated": self.updated,
            "finished": self.finished,
            "seed": self.seed,
            "options": self.options,
            "seats": [{"name": s.name, "player": s.player} for s in self.seats],
            "pace": self.pace,
            "elapsed": self.elapsed,
            "undo_used": self.undo_used,
            "hints_used": self.hints_used,
            "extra": self.extra,
            "log": None if self.log is None else [[seat, text] for seat, text in self.log],
            "driver": self.driver,
            "state": self.state,
        }


@dataclass(frozen=True)
class SaveEntry:
    """One resumable game, as the menu lists it."""

    id: str
    game: str
    title: str  # the game's own title, e.g. "Hearts"
    created: datetime
    updated: datetime
    summary: str
    path: Path | str  # where it is kept, as a sentence names it: its file, or "database:<id>" (pg/backend.py)
    finished: bool  # ended, but its statistics may not be recorded yet
    record: SaveRecord
    in_use: bool = False  # open in another running Kortbord (see locks.py)


def now_iso() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def new_save_id(game: str) -> str:
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    return f"{game}-{stamp}-{secrets.token_hex(3)}"


def parse_time(text: str) -> datetime:
    moment = datetime.fromisoformat(text)
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def canonical(value: Any) -> Any:
    """Tuples become lists, as they would after a trip through a file."""
    return json.loads(json.dumps(value))

"""Games in progress, one JSON file each: ``saves/<id>.json``.

A save holds the engine's own state (``game.to_json()``) *and* what rebuilds
it independently: the seed, the options and the action log.  On load the two
must agree (``rules.replay(...)`` gives the saved state exactly), which is how
a truncated, hand-edited or otherwise nonsensical file is told from a good
one.  A bad file is never deleted: it is renamed ``<name>.corrupt-<time>``
and reported with its path, and everything else carries on.

Speed is driven in real time by ``rules.speed.match.Match`` rather than a
Session; its saves also hold the driver's own state (``driver``: pending
timers, decisions), and resuming brings the match back paused.
"""

from __future__ import annotations

import importlib
import json
import re
import secrets
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable, Sequence

import rules
from rules.bot import Bot, RandomBot
from rules.clock import Clock, ManualClock
from rules.core import Game
from rules.session import Seat, Session

from . import paths
from .atomic import ReadError, read_json, remove_stale_temp_files, write_json_atomic

FORMAT = 1
KIND = "kortbord-save"
HUMAN = "human"
_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,150}$")
# Games played through a driver of their own instead of a Session: the
# driver class, with to_json() and from_json(data, seats, clock).  A fixed
# table, so a file can never name what gets imported.
DRIVERS: dict[str, tuple[str, str]] = {"speed": ("rules.speed.match", "Match")}


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
    missing): reported, but left in place for a build that can."""


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
    finished: bool = False
    summary: str = ""
    created: str = ""
    updated: str = ""
    elapsed: float = 0.0  # seconds played, over every sitting
    extra: dict[str, Any] = field(default_factory=dict)  # the app's own notes
    driver: dict[str, Any] | None = None  # a DRIVERS game's driver state, without game and log

    def to_json(self) -> dict[str, Any]:
        # Small, human-facing fields first; the log and the state last.
        return {
            "kind": KIND,
            "format": FORMAT,
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
    path: Path
    finished: bool  # ended, but its statistics may not be recorded yet
    record: SaveRecord


# Time and ids -----------------------------------------------------------

def now_iso() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def new_save_id(game: str) -> str:
    stamp = datetime.now(timezone.utc).strftime("%Y%m%d-%H%M%S")
    return f"{game}-{stamp}-{secrets.token_hex(3)}"


def save_path(save_id: str) -> Path:
    if not isinstance(save_id, str) or not _ID.match(save_id) or ".." in save_id:
        raise ValueError(f"{save_id!r} is not a save id")
    return paths.saves_dir() / f"{save_id}.json"


# Writing ----------------------------------------------------------------

def save_game(record: SaveRecord) -> Path:
    """Write ``record`` atomically (0600); stamps ``updated`` (and
    ``created`` when empty).  Returns the file's path."""
    path = save_path(record.id)
    record.updated = now_iso()
    if not record.created:
        record.created = record.updated
    write_json_atomic(path, record.to_json())
    return path


def delete_save(save_id: str) -> bool:
    """Remove a finished game's save; False when there was none."""
    try:
        save_path(save_id).unlink()
    except FileNotFoundError:
        return False
    return True


def move_aside(path: Path) -> Path:
    """Rename a bad file ``<name>.corrupt-<UTC time>`` (never delete it)."""
    stamp = datetime.now(timezone.utc).strftime("%Y%m%dT%H%M%SZ")
    target = path.with_name(f"{path.name}.corrupt-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.corrupt-{stamp}-{n}")
    path.rename(target)
    return target


# Reading ----------------------------------------------------------------

class _Invalid(Exception):
    """Why a save is not sound, in words."""


class _Unavailable(Exception):
    pass


def load_save(path: Path, move_bad: bool = True) -> SaveRecord:
    """The record in ``path``, fully checked.  Raises SaveError (and only
    that) when it cannot be resumed; a corrupt file is moved aside first
    unless ``move_bad`` is False."""
    path = Path(path)
    try:
        try:
            data = read_json(path)
        except FileNotFoundError:
            raise SaveError(f"The saved game {path} no longer exists.", path) from None
        except ReadError as exc:
            raise _Invalid(str(exc)) from None
        return _check(data, path)
    except _Unavailable as exc:
        raise SaveUnavailable(
            f"The saved game {path} cannot be resumed by this version of Kortbord "
            f"({exc}); it was left where it is.",
            path,
        ) from None
    except _Invalid as exc:
        reason = str(exc)
    except SaveError:
        raise
    except Exception as exc:  # a check of ours that met something unforeseen
        reason = f"unexpected content ({type(exc).__name__})"
    moved_to = None
    if move_bad:
        try:
            moved_to = move_aside(path)
        except OSError as exc:
            raise SaveError(
                f"The saved game {path} is damaged ({reason}) and could not be moved "
                f"aside ({exc.strerror or exc}).",
                path,
            ) from None
        what = f"it was moved aside to {moved_to.name}"
    else:
        what = "it was left where it is"
    raise SaveError(f"The saved game {path} is damaged ({reason}); {what}.", path, moved_to)


def list_saves() -> tuple[list[SaveEntry], list[str]]:
    """Every save, newest first, and a message for each file that could not
    be used (the corrupt ones are moved aside, so they are reported once)."""
    entries: list[SaveEntry] = []
    problems: list[str] = []
    directory = paths.saves_dir()
    remove_stale_temp_files(directory)
    for path in sorted(directory.glob("*.json")):
        if not path.is_file():
            continue
        try:
            record = load_save(path)
        except SaveError as exc:
            problems.append(str(exc))
            continue
        entries.append(_entry(record, path))
    entries.sort(key=lambda e: (e.updated, e.id), reverse=True)
    return entries, problems


def _entry(record: SaveRecord, path: Path) -> SaveEntry:
    cls = rules.game_class(record.game)
    return SaveEntry(
        id=record.id,
        game=record.game,
        title=getattr(cls, "title", record.game),
        created=_parse_time(record.created),
        updated=_parse_time(record.updated),
        summary=record.summary,
        path=path,
        finished=record.finished,
        record=record,
    )


def _parse_time(text: str) -> datetime:
    moment = datetime.fromisoformat(text)
    return moment if moment.tzinfo else moment.replace(tzinfo=timezone.utc)


def _check(data: Any, path: Path) -> SaveRecord:
    if not isinstance(data, dict):
        raise _Invalid("it does not hold a saved game")
    if data.get("kind") != KIND:
        raise _Invalid("it is not a Kortbord save")
    version = data.get("format")
    if type(version) is not int:
        raise _Invalid("its format version is missing")
    if version != FORMAT:
        raise _Invalid(f"format version {version} is unknown to this version of Kortbord")
    game_name = _get(data, "game", str)
    if game_name not in rules.GAMES:
        raise _Invalid(f"there is no game called {game_name!r}")
    seed = _get(data, "seed", int)
    options = _get(data, "options", dict)
    summary = _get(data, "summary", str)
    created = _get(data, "created", str)
    updated = _get(data, "updated", str)
    for key, text in (("created", created), ("updated", updated)):
        try:
            _parse_time(text)
        except ValueError:
            raise _Invalid(f"{key!r} is not a date") from None
    finished = _get(data, "finished", bool)
    undo_used = _get(data, "undo_used", bool)
    pace = _number(data, "pace")
    elapsed = _number(data, "elapsed")
    extra = _get(data, "extra", dict)
    state = _get(data, "state", dict)
    seats = [_seat(i, raw) for i, raw in enumerate(_get(data, "seats", list))]
    raw_log = data.get("log")
    log = None if raw_log is None else [_log_entry(i, raw) for i, raw in enumerate(_get(data, "log", list))]

    if state.get("game") != game_name:
        raise _Invalid("its state is of another game")
    if state.get("seed") != seed or type(state.get("seed")) is not int:
        raise _Invalid("its state has another seed")
    if state.get("options") != options:
        raise _Invalid("its state has other options")
    try:
        cls = rules.game_class(game_name)
    except (ImportError, AttributeError):
        raise _Unavailable(f"the game {game_name!r} is not built in") from None
    try:
        game = cls.from_json(state)
        restored = _canonical(game.to_json())
    except Exception as exc:
        raise _Invalid(f"its game state cannot be restored: {_why(exc)}") from None
    if restored != state:
        raise _Invalid("its game state does not survive a round trip")
    if len(seats) != game.num_players:
        raise _Invalid(f"it has {len(seats)} seats for a {game.num_players}-player game")
    if game.is_over != finished:
        raise _Invalid("'finished' contradicts the game state")
    if log is not None:
        for seat, _ in log:
            if not 0 <= seat < game.num_players:
                raise _Invalid(f"its move list names seat {seat}")
        try:
            replayed = _canonical(rules.replay(game_name, seed, options, log).to_json())
        except Exception as exc:
            raise _Invalid(f"its move list cannot be replayed: {_why(exc)}") from None
        if replayed != state:
            raise _Invalid("its move list does not lead to its game state")
    for seat in seats:
        if not seat.is_human:
            _check_level(game_name, seat.player)
    driver = data.get("driver")
    if game_name in DRIVERS:
        if not isinstance(driver, dict) or log is None:
            raise _Invalid("its match state is missing")
        try:
            _driver_from(game_name, driver, state, log, _seats(game_name, seats), ManualClock())
        except Exception as exc:
            raise _Invalid(f"its match state cannot be restored: {_why(exc)}") from None
    elif driver is not None:
        raise _Invalid("it has a match state this game does not use")
    return SaveRecord(
        id=path.stem, game=game_name, seed=seed, options=options, seats=seats,
        state=state, log=log, pace=pace, undo_used=undo_used, finished=finished,
        summary=summary, created=created, updated=updated, elapsed=elapsed, extra=extra,
        driver=driver,
    )


def _get(data: dict, key: str, kind: type) -> Any:
    if key not in data:
        raise _Invalid(f"{key!r} is missing")
    value = data[key]
    # bool is an int to Python, never to us.
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise _Invalid(f"{key!r} is not {_KIND_WORDS[kind]}")
    return value


_KIND_WORDS = {str: "text", int: "a whole number", bool: "true or false", dict: "an object", list: "a list"}


def _number(data: dict, key: str) -> float:
    value = data.get(key)
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value < 1e9:
        raise _Invalid(f"{key!r} is not a sensible number")
    return float(value)


def _seat(i: int, raw: Any) -> SeatInfo:
    if not isinstance(raw, dict) or not isinstance(raw.get("name"), str) or not isinstance(raw.get("player"), str):
        raise _Invalid(f"seat {i + 1} is not a name and a player")
    return SeatInfo(raw["name"], raw["player"])


def _log_entry(i: int, raw: Any) -> tuple[int, str]:
    if (
        not isinstance(raw, list) or len(raw) != 2 or type(raw[0]) is not int
        or not isinstance(raw[1], str)
    ):
        raise _Invalid(f"move {i + 1} is not a seat and an action")
    return raw[0], raw[1]


def _check_level(game_name: str, level: str) -> None:
    if level == "random":
        return
    try:
        levels = rules.bot_levels(game_name)
    except (ImportError, AttributeError):
        raise _Unavailable(f"the computer players of {game_name!r} are not built in") from None
    except Exception as exc:
        raise _Unavailable(f"the computer players of {game_name!r} cannot be loaded: {_why(exc)}") from None
    if level not in levels:
        raise _Invalid(f"there is no AI level {level!r}")


def _canonical(value: Any) -> Any:
    """Tuples become lists, as they would after a trip through a file."""
    return json.loads(json.dumps(value))


def _why(exc: BaseException) -> str:
    text = str(exc)
    if len(text) > 100:
        text = text[:97] + "..."
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


# Sessions ---------------------------------------------------------------

def bot_level(game_name: str, bot: Bot) -> str:
    """The level name a bot was made from (the key in its game's LEVELS)."""
    if type(bot) is RandomBot:
        return "random"
    try:
        for level, cls in rules._bots_module(game_name).LEVELS.items():
            if type(bot) is cls:
                return level
    except (ImportError, AttributeError):
        pass
    return str(getattr(bot, "level", "?"))


def default_summary(game: Game, names: Sequence[str]) -> str:
    """"You 12 · West 30 · …" when the game shows scores, else the move
    count.  The app may pass its own summary instead."""
    scores = _scores(game)
    if scores is None:
        return ""
    return " · ".join(f"{name} {score}" for name, score in zip(names, scores))


def _scores(game: Game) -> list[int] | None:
    result = game.result if game.is_over else None
    candidates = [result.scores if result is not None else None]
    candidates += [getattr(game, attr, None) for attr in ("scores", "totals", "score")]
    for value in candidates:
        if (
            isinstance(value, (list, tuple)) and len(value) == game.num_players
            and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
        ):
            return list(value)
    return None


def record_from_session(
    session: Session | Any,
    save_id: str | None = None,
    *,
    created: str = "",
    elapsed: float = 0.0,
    summary: str | Callable[[Session], str] | None = None,
    extra: dict[str, Any] | None = None,
) -> SaveRecord:
    """A record of where ``session`` (or a Speed ``Match``) stands now;
    pass the same ``save_id`` and ``created`` on every save of one game."""
    game = session.game
    driver = None
    if game.name in DRIVERS:
        driver = {k: v for k, v in session.to_json().items() if k not in ("game", "log")}
    if callable(summary):
        summary = summary(session)
    elif summary is None:
        summary = default_summary(game, session.names)
        if not summary:
            summary = f"{len(session.log)} moves played"
    return SaveRecord(
        id=save_id or new_save_id(game.name),
        game=game.name,
        seed=game.seed,
        options=_canonical(game.options),
        seats=[
            SeatInfo(seat.name, HUMAN if seat.bot is None else bot_level(game.name, seat.bot))
            for seat in session.seats
        ],
        state=_canonical(game.to_json()),
        log=[(seat, text) for seat, text in session.log],
        pace=float(getattr(session, "delay", 0.0)),
        undo_used=bool(getattr(session, "undo_used", False)),
        finished=game.is_over,
        summary=summary,
        created=created,
        elapsed=float(elapsed),
        extra=dict(extra or {}),
        driver=_canonical(driver),
    )


def session_from_record(record: SaveRecord, clock: Clock, delay: float | None = None) -> Session | Any:
    """A Session at exactly the saved position, bots rebuilt from their
    levels; for Speed its Match, paused.  Call ``start()`` after
    subscribing (Session: lets a bot whose turn it is move; Match: then
    ``resume()`` when the player is ready)."""
    seats = _seats(record.game, record.seats)
    if record.game in DRIVERS:
        return _driver_from(record.game, record.driver or {}, record.state, record.log or [], seats, clock)
    game = rules.load_game(record.state)
    return Session(
        game, seats, clock,
        delay=record.pace if delay is None else delay,
        log=list(record.log or []),
        undo_used=record.undo_used,
    )


def _seats(game_name: str, seats: Sequence[SeatInfo]) -> list[Seat]:
    return [Seat(s.name, None if s.is_human else rules.new_bot(game_name, s.player)) for s in seats]


def _driver_from(game_name: str, driver: dict, state: dict, log: list, seats: list[Seat], clock: Clock) -> Any:
    module, name = DRIVERS[game_name]
    cls = getattr(importlib.import_module(module), name)
    return cls.from_json({**driver, "game": state, "log": [list(m) for m in log]}, seats, clock)

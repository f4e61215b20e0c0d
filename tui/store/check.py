"""Is a save file sound?  Every value is checked for kind and sense, then the
engine must restore the state exactly, and the seed, options and move list
must replay to that same state: a hand-edited file fails here, whatever the
edit.  Failures are ``Invalid`` (a damaged file, to be moved aside) or
``Unavailable`` (a sound file this build cannot play, to be left alone)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import rules
from rules.clock import ManualClock
from rules.core import SAVE_FORMAT
from rules.opening import Saved, open_driver

if TYPE_CHECKING:
    from rules.driver import Driver

from .record import FORMAT, KIND, SaveRecord, SeatInfo, canonical, parse_time
from .sessions import seat_plans


class Invalid(Exception):
    """Why a save is not sound, in words."""


class Unavailable(Exception):
    pass


class Newer(Unavailable):
    """Written by a newer Kortbord (a later save format or later rules):
    sound, as far as anyone here can tell, and left for that version."""


class Outdated(Exception):
    """Saved under rules older than this build's, and it no longer replays:
    not damaged, but it cannot be continued."""


# Where a Speed driver's timers may point, and what its settings may be: a
# countdown of 10**9 steps would freeze the match, a pause of "2" crash it.
_TIMER_KEYS = ("bot0", "bot1", "countdown", "deal")
_DRIVER_SETTINGS = {"countdown": (int, 1, 10), "tick": (float, 0.05, 10.0), "round_pause": (float, 0.0, 60.0)}


def check(data: Any, save_id: str) -> SaveRecord:
    if not isinstance(data, dict):
        raise Invalid("it does not hold a saved game")
    if data.get("kind") != KIND:
        raise Invalid("it is not a Kortbord save")
    version = data.get("format")
    if type(version) is not int:
        raise Invalid("its format version is missing")
    if version > FORMAT:
        raise Newer(f"it is in save format {version}; this one reads format {FORMAT}")
    if version != FORMAT:
        raise Invalid(f"format version {version} is unknown to this version of Kortbord")
    rules_version = data.get("rules_version", 1)  # saves made before it was recorded: 1
    if type(rules_version) is not int or rules_version < 1:
        raise Invalid("'rules_version' is not a version number")
    game_name = _get(data, "game", str)
    if game_name not in rules.GAMES:
        raise Invalid(f"there is no game called {game_name!r}")
    seed = _get(data, "seed", int)
    options = _get(data, "options", dict)
    summary = _get(data, "summary", str)
    created = _get(data, "created", str)
    updated = _get(data, "updated", str)
    for key, text in (("created", created), ("updated", updated)):
        try:
            parse_time(text)
        except ValueError:
            raise Invalid(f"{key!r} is not a date") from None
    finished = _get(data, "finished", bool)
    undo_used = _get(data, "undo_used", bool)
    hints_used = _get(data, "hints_used", bool) if "hints_used" in data else False  # saves before hints: none
    pace = _number(data, "pace")
    elapsed = _number(data, "elapsed")
    extra = _get(data, "extra", dict)
    state = _get(data, "state", dict)
    seats = [_seat(i, raw) for i, raw in enumerate(_get(data, "seats", list))]
    if data.get("log") is None:
        raise Invalid("its move list is missing")
    log = [_log_entry(i, raw) for i, raw in enumerate(_get(data, "log", list))]

    if state.get("game") != game_name:
        raise Invalid("its state is of another game")
    if state.get("seed") != seed or type(state.get("seed")) is not int:
        raise Invalid("its state has another seed")
    if state.get("options") != options:
        raise Invalid("its state has other options")
    cls = rules.game_class(game_name)  # a known game: an ImportError is a broken build, raised
    if rules_version > cls.rules_version:
        raise Newer(f"it was played under {cls.title} rules version {rules_version}; "
                    f"this one knows version {cls.rules_version}")
    state_format = state.get("format")
    if type(state_format) is int and state_format > SAVE_FORMAT:
        raise Newer(f"its game state is in format {state_format}; this one reads format {SAVE_FORMAT}")
    try:
        game = _replayed(cls, game_name, seed, options, state, log, finished)
    except Invalid as exc:
        if rules_version < cls.rules_version:
            raise Outdated(str(exc)) from None
        raise
    _check_seats(game_name, seats, game.num_players)
    driver = data.get("driver")
    driver_class: type[Driver] = rules.driver_class(game_name)
    if driver_class.real_time:  # a real-time driver saves its timers beside the game
        if not isinstance(driver, dict):
            raise Invalid("its match state is missing")
        _check_driver(driver)
        try:
            open_driver(Saved(state, log, driver, undo_used), seat_plans(seats), ManualClock(), delay=pace)
        except ImportError:  # the driver's module: a broken build, not a damaged file
            raise
        except Exception as exc:
            raise Invalid(f"its match state cannot be restored: {_why(exc)}") from None
    elif driver is not None:
        raise Invalid("it has a match state this game does not use")
    return SaveRecord(
        id=save_id, game=game_name, seed=seed, options=options, seats=seats,
        state=state, log=log, pace=pace, undo_used=undo_used, hints_used=hints_used, finished=finished,
        summary=summary, created=created, updated=updated, elapsed=elapsed, extra=extra,
        driver=driver, rules_version=rules_version,
    )


def _replayed(cls, game_name: str, seed: int, options: dict, state: dict, log: list, finished: bool):
    """The game restored from ``state``, after checking that the seed and
    the move list replay to exactly that state."""
    try:
        game = cls.from_json(state)
        restored = canonical(game.to_json())
    except Exception as exc:
        raise Invalid(f"its game state cannot be restored: {_why(exc)}") from None
    if restored != state:
        raise Invalid("its game state does not survive a round trip")
    if game.is_over != finished:
        raise Invalid("'finished' contradicts the game state")
    for seat, _ in log:
        if not 0 <= seat < game.num_players:
            raise Invalid(f"its move list names seat {seat}")
    try:
        replayed = canonical(rules.replay(game_name, seed, options, log).to_json())
    except Exception as exc:
        raise Invalid(f"its move list cannot be replayed: {_why(exc)}") from None
    if replayed != state:
        raise Invalid("its move list does not lead to its game state")
    return game


def _check_seats(game_name: str, seats: list[SeatInfo], num_players: int) -> None:
    """The first seat is the person's, every other a computer player's: a
    person at West would wait forever, a bot at South would play for you."""
    if len(seats) != num_players:
        raise Invalid(f"it has {len(seats)} seats for a {num_players}-player game")
    if not seats[0].is_human:
        raise Invalid(f"seat 1 ({seats[0].name[:24]}) should be yours but is a computer player")
    for i, seat in enumerate(seats[1:], start=2):
        if seat.is_human:
            raise Invalid(f"seat {i} ({seat.name[:24]}) is marked as a person; only seat 1 is")
        _check_level(game_name, seat.player)


def _check_driver(driver: dict) -> None:
    """A Speed match's own state: its settings in range, its timers sound."""
    settings = driver.get("settings")
    if not isinstance(settings, dict) or set(settings) != set(_DRIVER_SETTINGS):
        raise Invalid("its match settings are missing")
    for key, (kind, low, high) in _DRIVER_SETTINGS.items():
        value = settings[key]
        ok_type = type(value) is int if kind is int else type(value) in (int, float)
        if not ok_type or not low <= value <= high:
            raise Invalid(f"its match setting {key!r} is not a sensible value")
    timers = driver.get("timers")
    if not isinstance(timers, list):
        raise Invalid("its match timers are missing")
    for timer in timers:
        if (
            not isinstance(timer, dict) or timer.get("key") not in _TIMER_KEYS
            or type(timer.get("remaining")) not in (int, float) or not 0 <= timer["remaining"] <= 60
            or timer.get("seat") not in (None, 0, 1) or type(timer.get("seat")) is bool
            or not isinstance(timer.get("action"), (str, type(None)))
            or not isinstance(timer.get("seen"), (str, type(None)))
            or type(timer.get("step")) is not int or not 0 <= timer["step"] <= 10
        ):
            raise Invalid("a timer of its match is not sound")
    decisions = driver.get("decisions")
    if not isinstance(decisions, list) or len(decisions) != 2 or any(type(d) is not int or d < 0 for d in decisions):
        raise Invalid("its match decisions are not two counts")


def _get(data: dict, key: str, kind: type) -> Any:
    if key not in data:
        raise Invalid(f"{key!r} is missing")
    value = data[key]
    # bool is an int to Python, never to us.
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise Invalid(f"{key!r} is not {_KIND_WORDS[kind]}")
    return value


_KIND_WORDS = {str: "text", int: "a whole number", bool: "true or false", dict: "an object", list: "a list"}


def _number(data: dict, key: str) -> float:
    value = data.get(key)
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value < 1e9:
        raise Invalid(f"{key!r} is not a sensible number")
    return float(value)


def _seat(i: int, raw: Any) -> SeatInfo:
    if not isinstance(raw, dict) or not isinstance(raw.get("name"), str) or not isinstance(raw.get("player"), str):
        raise Invalid(f"seat {i + 1} is not a name and a player")
    return SeatInfo(raw["name"], raw["player"])


def _log_entry(i: int, raw: Any) -> tuple[int, str]:
    if (
        not isinstance(raw, list) or len(raw) != 2 or type(raw[0]) is not int
        or not isinstance(raw[1], str)
    ):
        raise Invalid(f"move {i + 1} is not a seat and an action")
    return raw[0], raw[1]


def _check_level(game_name: str, level: str) -> None:
    if level == "random":
        return
    if level not in rules.bot_levels(game_name):  # every game has its bots: an ImportError is raised
        raise Invalid(f"there is no AI level {level!r}")


def _why(exc: BaseException) -> str:
    text = str(exc)
    if len(text) > 100:
        text = text[:97] + "..."
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__

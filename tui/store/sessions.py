"""From a running game to a save record and back: the two calls the app
makes (``record_from_session`` on every autosave, ``session_from_record``
to resume).  Bots are rebuilt from their level names; they keep no memory,
so nothing else about them needs saving."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from typing import Any

import rules
from rules.bot import Bot, RandomBot
from rules.clock import Clock
from rules.core import Game
from rules.session import Seat, Session

from .record import HUMAN, SaveRecord, SeatInfo, canonical, new_save_id

# Games played through a driver of their own instead of a Session: the
# driver class, with to_json() and from_json(data, seats, clock).  A fixed
# table, so a file can never name what gets imported.
DRIVERS: dict[str, tuple[str, str]] = {"speed": ("rules.speed.match", "Match")}


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
    """How far the game is, from the game itself ("hand 3 · trick 5 ·
    South 12 · West 30"; ``Game.progress``).  The app may pass its own."""
    return game.progress(names)


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
    return SaveRecord(
        id=save_id or new_save_id(game.name),
        game=game.name,
        seed=game.seed,
        options=canonical(game.options),
        seats=[
            SeatInfo(seat.name, HUMAN if seat.bot is None else bot_level(game.name, seat.bot))
            for seat in session.seats
        ],
        state=canonical(game.to_json()),
        log=[(seat, text) for seat, text in session.log],
        pace=float(getattr(session, "delay", 0.0)),
        undo_used=bool(getattr(session, "undo_used", False)),
        finished=game.is_over,
        summary=summary,
        created=created,
        elapsed=float(elapsed),
        extra=dict(extra or {}),
        driver=canonical(driver),
        rules_version=type(game).rules_version,
    )


def session_from_record(record: SaveRecord, clock: Clock, delay: float | None = None) -> Session | Any:
    """A Session at exactly the saved position, bots rebuilt from their
    levels; for Speed its Match, paused.  Call ``start()`` after
    subscribing (Session: lets a bot whose turn it is move; Match: then
    ``resume()`` when the player is ready)."""
    seats = seats_from(record.game, record.seats)
    if record.game in DRIVERS:
        return driver_from(record.game, record.driver or {}, record.state, record.log or [], seats, clock)
    game = rules.load_game(record.state)
    return Session(
        game, seats, clock,
        delay=record.pace if delay is None else delay,
        log=list(record.log or []),
        undo_used=record.undo_used,
    )


def seats_from(game_name: str, seats: Sequence[SeatInfo]) -> list[Seat]:
    return [Seat(s.name, None if s.is_human else rules.new_bot(game_name, s.player)) for s in seats]


def driver_from(game_name: str, driver: dict, state: dict, log: list, seats: list[Seat], clock: Clock) -> Any:
    module, name = DRIVERS[game_name]
    cls = getattr(importlib.import_module(module), name)
    return cls.from_json({**driver, "game": state, "log": [list(m) for m in log]}, seats, clock)

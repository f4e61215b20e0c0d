"""From a running game to a save record and back: the two calls the app
makes (``record_from_session`` on every autosave, ``session_from_record``
to resume).  Bots are rebuilt from their level names (rules.opening); they
keep no memory, so nothing else about them needs saving."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import rules
from rules.bot import Bot
from rules.clock import Clock
from rules.core import Game
from rules.driver import Driver
from rules.opening import Saved, SeatPlan, open_driver

from .record import HUMAN, SaveRecord, SeatInfo, canonical, new_save_id
from .seat_names import identities


def bot_level(game_name: str, bot: Bot) -> str:
    """The level name a bot was made from (the key in its game's LEVELS)."""
    return rules.level_of(game_name, bot)


def default_summary(game: Game, names: Sequence[str]) -> str:
    """How far the game is, from the game itself ("hand 3 · trick 5 ·
    South 12 · West 30"; ``Game.progress``).  The app may pass its own."""
    return game.progress(names)


def record_from_session(
    session: Driver,
    save_id: str | None = None,
    *,
    created: str = "",
    elapsed: float = 0.0,
    summary: str | Callable[[Driver], str] | None = None,
    extra: dict[str, Any] | None = None,
) -> SaveRecord:
    """A record of where ``session`` (a Session, or Speed's Match) stands
    now; pass the same ``save_id`` and ``created`` on every save of one game."""
    game = session.game
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
        pace=float(session.delay),
        undo_used=bool(session.undo_used),
        hints_used=bool(session.hints_used),
        finished=game.is_over,
        summary=summary,
        created=created,
        elapsed=float(elapsed),
        extra=dict(extra or {}),
        driver=canonical(session.saved_state()),
        rules_version=type(game).rules_version,
    )


def session_from_record(record: SaveRecord, clock: Clock, delay: float | None = None) -> Driver:
    """The game's driver at exactly the saved position, bots rebuilt from
    their levels (Speed's Match comes back paused).  Call ``start()`` after
    subscribing (a Session lets a bot whose turn it is move; a Match then
    waits for ``resume()`` when the player is ready)."""
    driver = open_driver(saved_start(record), seat_plans(record.seats), clock,
                         delay=record.pace if delay is None else delay)
    for seat, name in zip(driver.seats, identities(driver.game, driver.names), strict=True):
        seat.name = name  # an older save's "Väst" is West again
    driver.hints_used = record.hints_used
    return driver


def saved_start(record: SaveRecord) -> Saved:
    """Where ``record``'s driver comes back to."""
    return Saved(record.state, [(seat, text) for seat, text in record.log or []], record.driver, record.undo_used)


def seat_plans(seats: Sequence[SeatInfo]) -> list[SeatPlan]:
    """A save's seats as ``rules.opening`` opens them: a person's, or a computer player's level."""
    return [(s.name, None if s.is_human else s.player) for s in seats]


"""Opening a table's driver: a new game, or a saved position restored
exactly, with a computer player at every seat that has a level.  Written
once for every table: the one-person app's (tui.table, tui.store.sessions),
the check of a save file (tui.store.check) and the shared tables
(rules.tables.shared).  ``seat_bot`` is the one rule for a computer
player's seed."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import rules

from .bot import Bot
from .clock import Clock
from .core import Game
from .driver import Driver, Seat

SeatPlan = tuple[str, str | None]  # (the seat's name, the computer player's level; None: a person)


@dataclass(frozen=True)
class Saved:
    """Where a driver comes back to (``Driver.restore``): the game's state
    (``Game.to_json()``, or its header alone when the log is played again
    from the seed), the log of moves, the driver's own ``saved_state`` and
    whether undo was used."""

    state: dict
    log: Sequence[tuple[int, str]]
    saved: dict | None = None
    undo_used: bool = False


def seat_bot(name: str, level: str, game_seed: int, seat: int) -> Bot:
    """The computer player of ``level`` at ``seat``, seeded by the game and
    the seat (each seat draws its own; the drivers reseed it before every
    decision, so a restored one plays exactly as before)."""
    return rules.new_bot(name, level, seed=f"{game_seed}/{seat}")


def open_driver(start: Game | Saved, seats: Sequence[SeatPlan], clock: Clock, *, delay: float) -> Driver:
    """``start``'s driver (``rules.driver_class``): a new game, or a saved
    position.  ``seats``: (name, level) by seat; a level makes that seat's
    computer player (``seat_bot``), None leaves it to a person."""
    if isinstance(start, Saved):
        name, seed = start.state["game"], start.state["seed"]
    else:
        name, seed = start.name, start.seed
    players = [Seat(seat_name, None if level is None else seat_bot(name, level, seed, seat))
               for seat, (seat_name, level) in enumerate(seats)]
    cls: type[Driver] = rules.driver_class(name)
    if isinstance(start, Saved):
        return cls.restore(start.state, list(start.log), players, clock, saved=start.saved, delay=delay,
                           undo_used=start.undo_used)
    return cls.new(start, players, clock, delay=delay)

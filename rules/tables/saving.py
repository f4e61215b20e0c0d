"""A shared table in the store (rules.tables.store): what is kept when its
people have all left, and the seats it comes back with.

The data: the game (name, options, seed, its ``to_json`` state and the log
of moves, so the driver is restored exactly: ``Driver.restore``), the
driver's own ``saved_state`` (Speed's timers), the level, the host, and by
seat either None (a computer seat) or the person's key and name (their seat
is kept for them when the table is reopened)."""

from __future__ import annotations

import rules
from rules.core import Game
from rules.opening import Saved

from .seats import Kind, Person, TableSeat
from .table import TableState

SAVE_FORMAT = 1


def table_data(table: TableState) -> dict:
    """What the store keeps of ``table`` (a running one, or one reopened and
    left again before it started)."""
    host = {"key": table.host.key, "name": table.host.name}
    if table.driver is None:
        return dict(table.saved_position, id=table.id, host=host)
    driver, game = table.driver, table.game
    return {
        "format": SAVE_FORMAT, "id": table.id, "game": table.name, "level": table.level,
        "options": dict(game.options), "seed": game.seed, "host": host,
        "state": game.to_json(), "log": [list(entry) for entry in driver.log],
        "saved": driver.saved_state(), "undo_used": bool(driver.undo_used),
        "seats": [None if place.person is None else
                  {"key": place.person.key, "name": place.person.name, "hints_used": place.hints_used}
                  for place in table.places],
    }


def check_format(data: dict) -> None:
    if data.get("format") != SAVE_FORMAT:
        raise ValueError(f"unknown table format {data.get('format')!r}")


def saved_start(position: dict) -> Saved:
    """Where a saved table's driver comes back to, from its data (less the
    id and the host: ``SharedTable.saved_position``)."""
    return Saved(position["state"], [(seat, text) for seat, text in position["log"]], position["saved"],
                 bool(position.get("undo_used", False)))


def places_from(data: dict, game: Game, level: str) -> list[TableSeat]:
    """The seats of a saved table: its people's kept for them (open to them
    only), the rest the computer's.  ``ValueError`` for seats or a level
    that do not fit the game."""
    places = []
    for entry in data["seats"]:
        if entry is None:
            places.append(TableSeat(Kind.COMPUTER))
        else:
            places.append(TableSeat(Kind.OPEN, Person(str(entry["key"]), str(entry["name"])),
                                    hints_used=bool(entry.get("hints_used", False))))
    if len(places) != game.num_players or level not in rules.bot_levels(game.name):
        raise ValueError("the seats or the level do not fit the game")
    return places

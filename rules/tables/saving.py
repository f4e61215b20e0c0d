"""A shared table in the store (tui.tables.store): what is kept when its
people have all left, and the seats it comes back with.

The data: the game (name, options, seed, its ``to_json`` state and the log
of moves, so the driver is restored exactly: ``Driver.restore``), the
driver's own ``saved_state`` (Speed's timers), the level, the host, and by
seat either None (a computer seat) or the person's key and name (their seat
is kept for them when the table is reopened), and the table's news of its
seats (rules.tables.news: who dropped, when the computer played for whom,
who came back), each placed after the driver event it followed: so the log
of a reopened table still credits every move to whoever made it, a person
or the computer for them.  Saves from before the news was kept load with
none."""

from __future__ import annotations

import rules
from rules.core import Event, Game
from rules.opening import Saved

from .seats import Kind, Person, TableSeat
from .table import TableState
from .wire import decode, encode

SAVE_FORMAT = 1


def table_data(table: TableState) -> dict:
    """What the store keeps of ``table`` (a running one, or one reopened and
    left again before it started)."""
    host = {"key": table.host.key, "name": table.host.name}
    if table.driver is None:
        if table.saved_position is None:
            raise ValueError(f"table {table.id} has not started: there is nothing of it to keep")
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
        "news": news_data(table),
    }


def news_data(table: TableState) -> list[dict]:
    """The table's news, each with ``after``: how many of the driver's told
    events came after the one it follows (None: it follows none kept).  A
    restored driver replays the same last events from the log, so counting
    from the end finds the same one again (``anchored_news``)."""
    told = table.live.told
    where = {id(event): i for i, event in enumerate(told)}
    kept = []
    for anchor, event in table.news:
        index = where.get(id(anchor)) if anchor is not None else None
        if anchor is not None and index is None:
            continue  # it follows an event no longer kept (or undone): the table tells it no more
        kept.append({"after": None if index is None else len(told) - 1 - index,
                     "anchor": None if index is None else encode(anchor, 0, table.num_players),
                     "event": encode(event, 0, table.num_players)})
    return kept


def anchored_news(position: dict, told: list[Event]) -> list[tuple[Event | None, Event]]:
    """A saved table's news (``news_data``) placed again among ``told``,
    the restored driver's events; an old save has none.  News whose event
    the replay does not tell in the same place again follows none (told
    first), rather than be lost."""
    news = []
    for entry in position.get("news", []):
        after, anchor = entry["after"], None
        if after is not None and 0 <= after < len(told) and told[-1 - after] == decode(entry["anchor"]):
            anchor = told[-1 - after]
        news.append((anchor, decode(entry["event"])))
    return news


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
    only), the rest the computer's.  A guest's goes to the computer, in
    their name: a guest is new at every login and could never take it back,
    so keeping it would only keep the others waiting for nobody (their
    moves so far stay theirs in the log: rules.tables.news).  ``ValueError``
    for seats or a level that do not fit the game."""
    places = []
    for entry in data["seats"]:
        if entry is None:
            places.append(TableSeat(Kind.COMPUTER))
            continue
        person = Person(str(entry["key"]), str(entry["name"]))
        hints_used = bool(entry.get("hints_used", False))
        if person.guest:
            places.append(TableSeat(Kind.COMPUTER, person, left=True, hints_used=hints_used))
        else:
            places.append(TableSeat(Kind.OPEN, person, hints_used=hints_used))
    if len(places) != game.num_players or level not in rules.bot_levels(game.name):
        raise ValueError("the seats or the level do not fit the game")
    return places

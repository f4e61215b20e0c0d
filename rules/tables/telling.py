"""What a shared table tells each person: its messages (``state``,
``update``, the seats, the lobby entry; rules.tables.protocol says their
shapes) made for ONE receiving seat, every seat in them rotated so that the
receiver is seat 0 and every engine value encoded by ``rules.tables.wire`` for
that seat, from only what that seat may know: its view and legal actions,
each event as ``event.seen_by(seat)``, another seat's action only as its
events.  Called inside ``Hub.post``, so every text is in the receiver's
language."""

from __future__ import annotations

from typing import Any

from rules.core import Event
from rules.driver import Update
from rules.tables.wire import encode, rotate_seat

from .seats import Kind, Person
from .table import TableState


def rotated(table: TableState, seat: int | None, viewer: int) -> int | None:
    return None if seat is None else rotate_seat(seat, viewer, table.num_players)


def wire(table: TableState, value: Any, viewer: int) -> Any:
    return encode(value, viewer, table.num_players)


def thinking(table: TableState, viewer: int) -> dict | None:
    """The one seat a turn-based game waits for, and for how long (None:
    several may act, Speed, or the game is over)."""
    seat, since = table.turn
    if seat is None or table.is_over:
        return None
    return {"seat": rotated(table, seat, viewer), "for": round(table.clock.now() - since, 1)}


def seat_entry(table: TableState, seat: int, viewer: int) -> dict:
    place = table.places[seat]
    kind = Kind.COMPUTER if place.kind is Kind.OPEN else place.kind
    left = None if place.away_until is None else round(max(0.0, place.away_until - table.clock.now()), 1)
    return {"name": table.seat_name(seat), "kind": str(kind), "countdown": left, "you": seat == viewer}


def seats(table: TableState, viewer: int) -> list[dict]:
    """Every seat as ``viewer`` is told it, the viewer's own first."""
    n = table.num_players
    return [seat_entry(table, (viewer + i) % n, viewer) for i in range(n)]


def seats_message(table: TableState, viewer: int, news: Event | None = None) -> dict:
    """Who sits where now, and ``news``: why it changed (rules.tables.news), if it did."""
    return {"type": "seats", "table": table.id, "seats": seats(table, viewer),
            "news": wire(table, [] if news is None else [news.seen_by(viewer)], viewer)}


def result(table: TableState, viewer: int) -> Any:
    return wire(table, table.game.result, viewer) if table.game.is_over else None


def state(table: TableState, seat: int) -> dict:
    """The whole picture for ``seat``."""
    driver = table.live
    asker = table.pause_asker
    return {
        "type": "state", "table": table.id, "game": table.name, "title": table.game.display_title(),
        "options": dict(table.game.options), "level": table.level, "real_time": driver.real_time,
        "undo": table.undo_on, "seats": seats(table, seat),
        "view": wire(table, driver.view(seat), seat),
        "legal": wire(table, list(driver.legal_actions(seat)), seat),
        "told": wire(table, [event.seen_by(seat) for event in table.told], seat),
        "moves": len(driver.log), "paused": table.paused, "pause_asked_by": rotated(table, asker, seat),
        "thinking": thinking(table, seat), "result": result(table, seat),
        "hints_used": table.places[seat].hints_used,
    }


def update(table: TableState, change: Update, seat: int) -> dict:
    """One driver update as ``seat`` sees it: the action's notation only for its own."""
    driver = table.live
    return {
        "type": "update", "table": table.id, "seat": rotated(table, change.seat, seat),
        "action": str(change.action) if change.seat == seat and change.action is not None else None,
        "events": wire(table, [event.seen_by(seat) for event in change.events], seat),
        "view": wire(table, driver.view(seat), seat),
        "legal": wire(table, list(driver.legal_actions(seat)), seat),
        "moves": len(driver.log), "thinking": thinking(table, seat), "result": result(table, seat),
        "hints_used": table.places[seat].hints_used, "undo": table.undo_on,
    }


def lobby_entry(table: TableState, person: Person) -> dict:
    """The table in ``person``'s lobby list (real seat order: nothing rotated)."""
    entries = []
    for seat, place in enumerate(table.places):
        kind = place.kind
        if table.saved and place.person is not None and kind is not Kind.COMPUTER:
            kind = Kind.AWAY  # a saved table's people are all away (a guest's seat is the computer's)
        name = None if kind is Kind.OPEN and place.person is None else table.seat_name(seat)
        entries.append({"kind": str(kind), "name": name, "yours": place.is_of(person)})
    return {
        "id": table.id, "game": table.name, "title": table.game.display_title(), "options": dict(table.game.options),
        "level": table.level, "host": table.host.name, "started": table.started or table.reopening,
        "saved": table.saved, "over": table.is_over, "seats": entries,
    }

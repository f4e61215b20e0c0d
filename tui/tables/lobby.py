"""The server's tables as the lobby lists them: their ids ("t1", "t2", …
in the order they were made, never reused while the store holds one), and
who sits where across all of them (a person holds one seat at a time).

The numbers are counted here, unless the store hands them out: several
hosts on one database take them from its sequence (TableStore.next_number),
so two hosts never make the same "t5"."""

from __future__ import annotations

from collections.abc import Callable

from rules.tables.seats import Person
from rules.tables.shared import SharedTable


def _number(table_id: str) -> int:
    return int(table_id[1:]) if table_id[1:].isdigit() else 0


def lobby_order(table_id: str) -> int:
    """Where a table stands in the lobby: by its number, oldest first."""
    return _number(table_id)


class Lobby:
    def __init__(self) -> None:
        self.tables: dict[str, SharedTable] = {}
        self._last = 0

    def new_id(self, given: Callable[[], int | None] | None = None) -> str:
        """The next table's id: ``given()``'s number (the store's), or one
        past every number seen here when it gives None.  A number already
        held here is skipped (tables kept before the store counted)."""
        while given is not None:
            number = given()
            if number is None:
                break
            if f"t{number}" not in self.tables:
                self._last = max(self._last, number)
                return f"t{number}"
        self._last = max([self._last, *(_number(table_id) for table_id in self.tables)]) + 1
        return f"t{self._last}"

    def reserve(self, table_id: str) -> None:
        """Never hand out ``table_id`` (a damaged save still holds it)."""
        self._last = max(self._last, _number(table_id))

    def add(self, table: SharedTable) -> None:
        self.tables[table.id] = table
        self._last = max(self._last, _number(table.id))

    def remove(self, table: SharedTable) -> None:
        self.tables.pop(table.id, None)

    def listing(self, person: Person) -> list[dict]:
        """The lobby ``person`` sees: every table not saved, and the saved
        ones they have a seat at, oldest first."""
        shown = [table for table in self.tables.values() if not table.saved or table.seat_of(person) is not None]
        return [table.lobby_entry(person) for table in sorted(shown, key=lambda table: _number(table.id))]

    def sitting(self, person: Person) -> tuple[SharedTable, int] | None:
        """Where ``person`` holds a seat now (playing or away), if anywhere."""
        for table in self.tables.values():
            seat = table.seat_of(person)
            if seat is not None and not table.saved and table.places[seat].sitting:
                return table, seat
        return None

    def to_take_back(self, person: Person) -> tuple[SharedTable, int] | None:
        """The seat ``person`` takes back just by connecting: away, or played
        by the computer since their link dropped (not after ``leave``), at a
        running table."""
        for table in self.tables.values():
            seat = table.seat_of(person)
            if seat is None or not table.running:
                continue
            if table.places[seat].back_on_connecting:
                return table, seat
        return None

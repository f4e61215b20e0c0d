"""Which fields of the travelling dataclasses hold seats, and how to turn them
for one viewer (rules.tables.wire rotates with this table).

The kinds are rules/seat_kinds.py's.  Each game names the fields of its own
values in its folder (rules/<game>/wire_seats.py, named by its spec's
``wire_seats``); the values every game shares (a result, a hint, a driver's
update) and a shared table's own news are named here.
"""

from __future__ import annotations

from functools import cache

from ..games import Listing, load, specs
from ..seat_kinds import BY_SEAT, NESTED, NOT_SEAT, PAIRS, SEAT, SEATS, TRICK

__all__ = ["BY_SEAT", "NESTED", "NOT_SEAT", "PAIRS", "SEAT", "SEATS", "TRICK", "SEAT_FIELDS"]

_CORE = {
    "rules.core:Result": {"winners": SEATS, "scores": BY_SEAT},
    "rules.bot:Hint": {"action": NESTED, "marks": NOT_SEAT},
    "rules.driver:Update": {"seat": SEAT, "action": NESTED, "events": NESTED},
    "rules.driver:BotFailed": {"seat": SEAT},
}

_TABLES = {
    # a shared table's own news of its seats (rules.tables.news)
    "rules.tables.news:SeatDropped": {"seat": SEAT, "seconds": NOT_SEAT},
    "rules.tables.news:ComputerPlays": {"seat": SEAT},
    "rules.tables.news:SeatBack": {"seat": SEAT},
}


@cache
def _seat_fields(games: tuple[str, ...]) -> dict[tuple[str, str], object]:
    tables = [_CORE, *(load(ref) for ref in (specs()[game].wire_seats for game in games) if ref), _TABLES]
    return {(cls, field): kind for table in tables for cls, fields in table.items() for field, kind in fields.items()}


# (class as "module:Class", field) -> kind: the games' as they are found now
SEAT_FIELDS = Listing(lambda games: _seat_fields(tuple(games)))

"""Tables with people: what a game that runs once, in the server, for
several people's apps decides (issue 18): who sits where, a dropped link's
countdown, the computer taking a seat over and giving it back, the pause
vote, undo, what each person is told and what is kept of the table.
Synchronous and clock-driven, no sockets, no asyncio, no Textual, tested on
a ManualClock as the engine is.  The protocol is described in
``rules.tables.protocol``.

What serves these tables (the hub of connections and the lobby, the store
and its writes) is the app's: tui/tables/.  The news of the seats stays
here at its name: a saved table names its classes ("rules.tables.news:…"),
and the wire decodes only rules' own."""

from .protocol import Refusal
from .seats import Kind, Person
from .shared import SharedTable

__all__ = ["Kind", "Person", "Refusal", "SharedTable"]

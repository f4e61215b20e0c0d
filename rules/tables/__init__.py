"""Tables with people: a game that runs once, in the server, for several
people's apps (issue 18).  Synchronous and clock-driven, no sockets, no
asyncio, no Textual: the server's hub listener wraps ``Hub``; the protocol
is described in ``rules.tables.protocol``."""

from .hub import Client, Hub
from .protocol import Refusal
from .seats import Kind, Person
from .shared import SharedTable
from .store import JsonDirStore, MemoryStore, TableStore

__all__ = ["Client", "Hub", "JsonDirStore", "Kind", "MemoryStore", "Person", "Refusal", "SharedTable",
           "TableStore"]

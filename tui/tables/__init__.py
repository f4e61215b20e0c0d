"""What serves the tables with people (rules/tables decides them): the
``Hub`` of the people's connections and the lobby (hub.py, lobby.py), the
store of the tables whose people have left (store.py) and the order of its
writes (keeping.py).  Synchronous and clock-driven, no sockets: the
server's hub listener (tui/serve/hub_server.py) wraps ``Hub``; the many
hosts (tui/hosts/) give it its ``Peers`` and a fenced store."""

from .hub import Client, Hub
from .store import JsonDirStore, MemoryStore, TableStore

__all__ = ["Client", "Hub", "JsonDirStore", "MemoryStore", "TableStore"]

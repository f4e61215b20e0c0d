"""The contract between ``kortbord serve`` and each table process it
starts: the ``KORTBORD_*`` variables of the table's environment, written
by the server (tui/serve/environment.py, hub_server.py, pty_session.py,
tui/web/desk.py) and read by the table (tui/store/paths.py, backend.py,
pg/plain.py, tui/remote/tables_link.py, browsers.py, tui/serve/child.py), as one type both sides
use.  A field left None is not in the environment.

The variables are read where they are needed (a table process run by
hand, or by a test, sets only some of them), so ``from_env`` takes any
mapping and never fails: a memory cap that is no number is no cap."""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, fields

NAMES = {
    "home": "KORTBORD_HOME",  # the player's data directory (also $HOME)
    "tables": "KORTBORD_TABLES",  # the server's shared-tables socket
    "token": "KORTBORD_TABLES_TOKEN",  # who this table's person is at that socket
    "database": "KORTBORD_DATABASE",  # --database: the player's data in PostgreSQL
    "player": "KORTBORD_PLAYER",  # the player's id there (their key's fingerprint name)
    "serve_log": "KORTBORD_SERVE_LOG",  # the server's log: why the database could not be reached
    "memory": "KORTBORD_TABLE_MEMORY",  # bytes of data the table may hold (RLIMIT_DATA)
    "web": "KORTBORD_WEB",  # --web: the web door's desk socket (tui/web/desk.py), for a player with a key
    "web_token": "KORTBORD_WEB_TOKEN",  # who this table's player is at that socket
    "door": "KORTBORD_DOOR",  # "web": the table is drawn in a browser page (its keys differ: ctrl+q quits a browser)
}


@dataclass(frozen=True)
class TableEnv:
    home: str | None = None
    tables: str | None = None
    token: str | None = None
    database: str | None = None
    player: str | None = None
    serve_log: str | None = None
    memory: int | None = None
    web: str | None = None
    web_token: str | None = None
    door: str | None = None

    def to_env(self) -> dict[str, str]:
        return {NAMES[field.name]: str(getattr(self, field.name)) for field in fields(self)
                if getattr(self, field.name) is not None}

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> TableEnv:
        """The variables of ``environ`` (this process's by default); an empty one is not set."""
        environ = os.environ if environ is None else environ
        values = {name: environ.get(variable) or None for name, variable in NAMES.items() if name != "memory"}
        memory = environ.get(NAMES["memory"]) or ""
        return cls(**values, memory=int(memory) if memory.isdigit() else None)

    def __repr__(self) -> str:
        """The secrets stay out of any traceback or log line that shows one."""
        shown = {field.name: getattr(self, field.name) for field in fields(self)}
        shown.update({name: "…" for name in ("token", "database", "web_token") if shown[name] is not None})
        return "TableEnv(" + ", ".join(f"{name}={value!r}" for name, value in shown.items() if value is not None) + ")"

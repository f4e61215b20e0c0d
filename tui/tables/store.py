"""Where the shared tables whose people have all left are kept, to be
reopened later: a small ``TableStore`` protocol, a dict for tests and a
directory of JSON files for the server.

A table's data is one JSON object (``SharedTable.saved_data``).  The file
store writes each table atomically (tui/base/atomic_file.py: a temporary file
in the same directory, then ``os.replace``, then the directory synced), so a
crash or a power cut mid-write leaves the old file or the new one, never
half of one.  A file that cannot be read back (damaged, not JSON,
not an object) is skipped and reported in ``problems``: one bad file never
stops the server or hides the other tables.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Protocol

from ..base.atomic_file import write_bytes_atomic

TABLE_ID = re.compile(r"t[0-9]{1,9}")  # the only names a table file may have: nothing else is read or written


class NotOwner(Exception):
    """A write refused because another host owns the table now (a store
    shared by several hosts fences every write with the owner's
    generation: tui/hosts/table_store.py): this host must stop running it
    at once and write nothing more for it."""


class TableStore(Protocol):
    problems: list[str]  # what the last ``load_all`` skipped, one sentence a file
    shared: bool  # several hosts use it (PostgreSQL): its outage is told (tui.tables.hub)

    def save(self, table_id: str, data: dict, *, running: bool = False) -> None:
        """``data`` kept for ``table_id``; ``running``: the table still runs
        here (a save after a move), else it waits for its people (they
        left, the server stops).  ``NotOwner`` when another host owns it."""

    def load_all(self) -> dict[str, dict]: ...

    def delete(self, table_id: str) -> None: ...

    def next_number(self) -> int | None:
        """The number of the next table any host makes, when the store is
        shared by several hosts (PostgreSQL's sequence); None: the hub
        counts for itself (tui.tables.lobby)."""


class MemoryStore:
    """Tables kept in a dict (tests; a server with nowhere to write).  The
    data is copied through JSON both ways, as the file store would."""

    shared = False

    def __init__(self) -> None:
        self.tables: dict[str, str] = {}
        self.problems: list[str] = []  # nothing is ever skipped here

    def save(self, table_id: str, data: dict, *, running: bool = False) -> None:
        self.tables[table_id] = json.dumps(data)

    def load_all(self) -> dict[str, dict]:
        return {table_id: json.loads(text) for table_id, text in self.tables.items()}

    def delete(self, table_id: str) -> None:
        self.tables.pop(table_id, None)

    def next_number(self) -> None:
        return None  # one hub: it counts for itself


class JsonDirStore:
    """One ``<table id>.json`` per saved table in ``directory`` (made when
    needed)."""

    shared = False

    def __init__(self, directory: Path | str) -> None:
        self.directory = Path(directory)
        self.problems: list[str] = []  # one sentence per file skipped by load_all, for the server's log

    def _path(self, table_id: str) -> Path:
        if not TABLE_ID.fullmatch(table_id):
            raise ValueError(f"not a table id: {table_id!r}")
        return self.directory / f"{table_id}.json"

    def save(self, table_id: str, data: dict, *, running: bool = False) -> None:
        path = self._path(table_id)
        self.directory.mkdir(parents=True, exist_ok=True)
        write_bytes_atomic(path, json.dumps(data).encode("utf-8"))

    def load_all(self) -> dict[str, dict]:
        self.problems = []
        tables: dict[str, dict] = {}
        if not self.directory.is_dir():
            return tables
        for path in sorted(self.directory.glob("t*.json")):
            table_id = path.stem
            if not TABLE_ID.fullmatch(table_id):
                continue
            try:
                data = json.loads(path.read_text(encoding="utf-8"))
            except (OSError, UnicodeDecodeError, ValueError) as error:
                self.problems.append(f"{path.name}: skipped, it cannot be read ({type(error).__name__}: {error})")
                continue
            if not isinstance(data, dict):
                self.problems.append(f"{path.name}: skipped, it holds no table")
                continue
            tables[table_id] = data
        return tables

    def delete(self, table_id: str) -> None:
        self._path(table_id).unlink(missing_ok=True)

    def next_number(self) -> None:
        return None  # one host's directory: its hub counts for itself

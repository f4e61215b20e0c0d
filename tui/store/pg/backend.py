"""One player's saves and settings in PostgreSQL: the ``Backend`` of
backend.py, for ``kortbord serve --database``.

A save is one row, written in one statement (all of it or none: the old
row stands when a write fails), with a generation that grows at every
write so that a game taken over elsewhere is noticed.  It is read back as
the JSON text a file would hold and checked whole by the same code
(saves.judged).  A bad row is moved to ``kortbord_aside`` (never deleted)
and reported once.  Opening a game takes its advisory lock (pg/locks.py).
"""

from __future__ import annotations

import json
from collections.abc import Collection
from datetime import UTC, datetime
from pathlib import PurePosixPath
from typing import Any

import psycopg

from ...i18n import _
from ..atomic import ReadError, parse_json
from ..record import SaveEntry, SaveRecord, now_iso
from ..saves import SaveError, entry_of, judged
from ..settings import Settings, settings_from
from . import locks, schema
from .plain import PlainLink, StoreUnreachable, plainly
from .stats import PgStats


class PgBackend:
    # A database that is down or refuses: told in a plain sentence (its
    # detail in the server's log: plain.py), never a crash.
    errors = (StoreUnreachable, psycopg.Error)

    def __init__(self, dsn: str, player: str) -> None:
        self.dsn = dsn
        self.player = player
        self.link = PlainLink(dsn, player)
        with plainly(player, dsn):
            schema.ensure(self.link.conn())

    def where(self, save_id: str) -> Any:
        return f"database:{save_id}"

    # Saves -------------------------------------------------------------------

    def list_saves(self) -> tuple[list[SaveEntry], list[str]]:
        rows = self.link.execute(
            "SELECT id FROM kortbord_saves WHERE player = %s ORDER BY id", (self.player,)).fetchall()
        entries: list[SaveEntry] = []
        problems: list[str] = []
        for (save_id,) in rows:
            try:
                record = self.load_save(save_id)
            except SaveError as exc:
                problems.append(str(exc))
                continue
            entries.append(entry_of(record, self.where(save_id), locks.in_use(self.link, self._key(save_id))))
        entries.sort(key=lambda e: (e.updated, e.id), reverse=True)
        return entries, problems

    def load_save(self, save_id: str) -> SaveRecord:
        return judged(lambda: self._read(save_id), save_id, self.where(save_id),
                      lambda tag: self._set_aside(save_id, tag))

    def _read(self, save_id: str) -> Any:
        row = self.link.execute(
            "SELECT data FROM kortbord_saves WHERE player = %s AND id = %s", (self.player, save_id)).fetchone()
        if row is None:
            raise FileNotFoundError(save_id)
        try:
            raw = row[0].encode("utf-8")
        except UnicodeEncodeError:
            raise ReadError("it is not UTF-8 text") from None
        return parse_json(raw)

    def _set_aside(self, save_id: str, tag: str) -> PurePosixPath:
        """Move the row to kortbord_aside as ``<id>.<tag>-<UTC time>``."""
        stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
        name = f"{save_id}.{tag}-{stamp}"
        with self.link.transaction() as conn:
            row = conn.execute("DELETE FROM kortbord_saves WHERE player = %s AND id = %s RETURNING data",
                               (self.player, save_id)).fetchone()
            if row is not None:
                conn.execute("INSERT INTO kortbord_aside (player, name, data) VALUES (%s, %s, %s)",
                             (self.player, name, row[0]))
        return PurePosixPath(name)

    def save_game(self, record: SaveRecord) -> None:
        record.updated = now_iso()
        if not record.created:
            record.created = record.updated
        text = json.dumps(record.to_json(), indent=2, ensure_ascii=False, allow_nan=False) + "\n"
        self.link.execute(
            "INSERT INTO kortbord_saves (player, id, data, generation) VALUES (%s, %s, %s, 1)"
            " ON CONFLICT (player, id) DO UPDATE SET data = EXCLUDED.data,"
            " generation = kortbord_saves.generation + 1",
            (self.player, record.id, text))

    def delete_save(self, save_id: str) -> bool:
        cur = self.link.execute("DELETE FROM kortbord_saves WHERE player = %s AND id = %s",
                                       (self.player, save_id))
        return cur.rowcount > 0

    def version(self, save_id: str) -> object:
        row = self.link.execute(
            "SELECT generation FROM kortbord_saves WHERE player = %s AND id = %s", (self.player, save_id)).fetchone()
        if row is None:
            raise FileNotFoundError(save_id)
        return row[0]

    # Opening a game ---------------------------------------------------------------

    def _key(self, save_id: str) -> int:
        return locks.key(self.player, save_id)

    def acquire(self, save_id: str) -> Any:
        with plainly(self.player, self.dsn):
            return locks.acquire(self.dsn, self._key(save_id), self.link)

    def take_over(self, save_id: str) -> Any:
        with plainly(self.player, self.dsn):
            return locks.take_over(self.dsn, self._key(save_id), self.link)

    def release(self, lock: Any) -> None:
        locks.release(lock)

    # Statistics and settings ------------------------------------------------------

    def open_stats(self) -> PgStats:
        return PgStats(self.link, self.player)

    def load_settings(self, themes: Collection[str] | None = None) -> tuple[Settings, list[str]]:
        row = self.link.execute("SELECT data FROM kortbord_settings WHERE player = %s",
                                       (self.player,)).fetchone()
        if row is None:
            return Settings(), []
        where = self.settings_where()
        try:
            data = parse_json(row[0].encode("utf-8", "replace"))
        except ReadError as exc:
            data, reason = None, str(exc)
        else:
            reason = _("it does not hold settings")
        if not isinstance(data, dict):
            name = self._set_settings_aside(row[0])
            return Settings(), [_("The settings file {path} is damaged ({reason}); it was moved aside to {name} and "
                                  "the defaults are used.").format(path=where, reason=reason, name=name)]
        return settings_from(data, where, themes)

    def _set_settings_aside(self, text: str) -> str:
        name = f"settings.corrupt-{datetime.now(UTC).strftime('%Y%m%dT%H%M%S%fZ')}"
        with self.link.transaction() as conn:
            conn.execute("INSERT INTO kortbord_aside (player, name, data) VALUES (%s, %s, %s)",
                         (self.player, name, text))
            conn.execute("DELETE FROM kortbord_settings WHERE player = %s", (self.player,))
        return name

    def save_settings(self, settings: Settings) -> None:
        text = json.dumps(settings.to_json(), indent=2, ensure_ascii=False) + "\n"
        self.link.execute(
            "INSERT INTO kortbord_settings (player, data) VALUES (%s, %s)"
            " ON CONFLICT (player) DO UPDATE SET data = EXCLUDED.data", (self.player, text))

    def settings_where(self) -> Any:
        return "database:settings"

    def close(self) -> None:
        self.link.close()

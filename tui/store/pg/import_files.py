"""``kortbord serve --database DSN --import-files DIR``: one host's players
(``DIR/players/``) and saved tables with people (``DIR/tables/``) copied
into PostgreSQL, once, when a host that kept files joins the many-hosts
setup.  Nothing the database holds is overwritten (the database wins), so
a second run imports nothing new; each save is checked whole, as on
loading, and one that cannot be resumed stays behind and is named."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import psycopg
from psycopg.types.json import Jsonb

from .. import saves
from ..record import SaveError
from . import schema

PLAYER_NAME = "sha256-"  # a key's data directory (tui/serve/identity.dir_name)
STATS_COLUMNS = ("save_id", "game", "options", "level", "seats", "human_seat", "winners", "scores", "human_won",
                 "duration", "score_history", "undo_used", "hints_used", "seed", "finished_at")
JSON_COLUMNS = {"options", "seats", "winners", "scores", "score_history"}


@dataclass
class Imported:
    players: int = 0
    saves: int = 0
    settings: int = 0
    games: int = 0
    tables: int = 0
    skipped: list[str] = field(default_factory=list)  # what stayed behind, one sentence each


def import_files(dsn: str, data: Path, say: Callable[[str], None] = print) -> Imported:
    done = Imported()
    with psycopg.connect(dsn, autocommit=True) as conn:
        schema.ensure(conn)
        players = data / "players"
        for home in sorted(players.iterdir()) if players.is_dir() else ():
            if home.is_dir() and home.name.startswith(PLAYER_NAME):
                done.players += 1
                with conn.transaction():
                    _player(conn, home, done)
        for path in sorted((data / "tables").glob("*.json")):
            with conn.transaction():
                _table(conn, path, done)
        schema.ensure(conn)  # the tables' numbers start past the imported ones
    for line in done.skipped:
        say(line)
    return done


def _player(conn: psycopg.Connection, home: Path, done: Imported) -> None:
    player = home.name
    for path in sorted((home / "saves").glob("*.json")):
        try:
            record = saves.load_save(path, move_bad=False)
        except SaveError as error:
            done.skipped.append(f"{path}: {error}")
            continue
        cur = conn.execute("INSERT INTO kortbord_saves (player, id, data, generation) VALUES (%s, %s, %s, 1)"
                           " ON CONFLICT (player, id) DO NOTHING", (player, record.id, path.read_text("utf-8")))
        done.saves += cur.rowcount
    settings = home / "settings.json"
    if settings.is_file():
        text = settings.read_text("utf-8")
        try:
            json.loads(text)
        except ValueError:
            done.skipped.append(f"{settings}: not JSON")
        else:
            done.settings += conn.execute("INSERT INTO kortbord_settings (player, data) VALUES (%s, %s)"
                                          " ON CONFLICT (player) DO NOTHING", (player, text)).rowcount
    if (home / "stats.sqlite3").is_file():
        _games(conn, player, home / "stats.sqlite3", done)


def _games(conn: psycopg.Connection, player: str, path: Path, done: Imported) -> None:
    try:
        with sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True) as db:
            db.row_factory = sqlite3.Row
            rows = [dict(row) for row in db.execute("SELECT * FROM games ORDER BY id")]
    except sqlite3.Error as error:
        done.skipped.append(f"{path}: {error}")
        return
    for row in rows:
        values = [Jsonb(json.loads(row[c])) if c in JSON_COLUMNS else row.get(c, 0) for c in STATS_COLUMNS]
        values[STATS_COLUMNS.index("human_won")] = bool(row["human_won"])
        values[STATS_COLUMNS.index("undo_used")] = bool(row["undo_used"])
        values[STATS_COLUMNS.index("hints_used")] = bool(row.get("hints_used", 0))
        # A game recorded without a save id has no key to conflict on: its player, time and game stand for it.
        cur = conn.execute(
            f"INSERT INTO kortbord_games (player, {', '.join(STATS_COLUMNS)})"
            f" SELECT %s, {', '.join(['%s'] * len(STATS_COLUMNS))} WHERE NOT EXISTS (SELECT 1 FROM kortbord_games"
            " WHERE player = %s AND game = %s AND finished_at = %s AND save_id IS NOT DISTINCT FROM %s)"
            " ON CONFLICT (player, save_id) DO NOTHING",
            (player, *values, player, row["game"], row["finished_at"], row["save_id"]))
        done.games += cur.rowcount


def _table(conn: psycopg.Connection, path: Path, done: Imported) -> None:
    text = path.read_text("utf-8")
    try:
        json.loads(text)
    except ValueError:
        done.skipped.append(f"{path}: not JSON")
        return
    done.tables += conn.execute("INSERT INTO kortbord_tables (id, data) VALUES (%s, %s) ON CONFLICT (id) DO NOTHING",
                                (path.stem, text)).rowcount

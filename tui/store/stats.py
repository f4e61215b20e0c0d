"""Every finished game, in SQLite (``stats.sqlite3`` in the data directory),
and the questions the Statistics screen asks of them.

One row per game: which game, its options, the opponents' AI level, the
seats, winners and final scores, whether the person won, how long it took,
its score history and whether undo was used.  A row is keyed by the save id
when there is one, so recording the same game twice (a crash between
recording and deleting the save) counts it once.

A database that SQLite cannot read, or one from a newer Kortbord, is moved
aside (never deleted) and a fresh one started; ``Stats.problems`` says so.
One that another program holds locked is not damaged: SQLite waits for it
(``BUSY_TIMEOUT``), and if it stays locked the file is left alone and a
finished game's save is kept, to be recorded once it is free.  A directory
where nothing can be written gets a plain sentence, and no empty files.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import rules
from rules.core import Game

from . import paths
from .saves import SaveRecord, move_aside

SCHEMA_VERSION = 1

_SCHEMA = """
CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY,
    save_id TEXT UNIQUE,
    game TEXT NOT NULL,
    options TEXT NOT NULL,        -- JSON object
    level TEXT NOT NULL,          -- the opponents' AI level; "mixed" if they differ
    seats TEXT NOT NULL,          -- JSON [{"name", "player"}], player "human" or a level
    human_seat INTEGER,           -- NULL when no person played
    winners TEXT NOT NULL,        -- JSON list of seats; [] for a draw
    scores TEXT NOT NULL,         -- JSON list, final totals by seat
    human_won INTEGER NOT NULL,
    duration REAL NOT NULL,       -- seconds
    score_history TEXT NOT NULL,  -- JSON list of per-hand/round lists by seat
    undo_used INTEGER NOT NULL,
    seed INTEGER,
    hints_used INTEGER NOT NULL DEFAULT 0,  -- added after the first version: see _add_hints_used
    finished_at TEXT NOT NULL     -- ISO 8601, UTC
);
CREATE INDEX IF NOT EXISTS games_by_game ON games (game, level);
CREATE INDEX IF NOT EXISTS games_by_time ON games (finished_at);
"""


@dataclass(frozen=True)
class Tally:
    game: str
    level: str
    played: int
    won: int


@dataclass(frozen=True)
class GameRow:
    id: int
    game: str
    options: dict
    level: str
    seats: list
    human_seat: int | None
    winners: list[int]
    scores: list[int]
    human_won: bool
    duration: float
    score_history: list
    undo_used: bool
    finished_at: str
    hints_used: bool = False

    @property
    def human_score(self) -> int | None:
        if self.human_seat is None or self.human_seat >= len(self.scores):
            return None
        return self.scores[self.human_seat]

    @property
    def margin(self) -> int | None:
        """How far the person is ahead of the best other seat, by the game's
        rule: positive when ahead (below the lowest other score where the
        lowest wins)."""
        if self.human_score is None or len(self.scores) < 2:
            return None
        others = [s for i, s in enumerate(self.scores) if i != self.human_seat]
        if lower_wins(self.game):
            return min(others) - self.human_score
        return self.human_score - max(others)


def lower_wins(game: str) -> bool:
    """The game's own rule (``Game.lower_wins``); False for a game this
    build does not know (a row recorded by another version)."""
    try:
        return bool(rules.game_class(game).lower_wins)
    except (KeyError, ImportError):
        return False


# The person's score in a row, and the best other seat's by the game's rule
# (SQLite calls lower_wins() above: the rule is the engine's, not the SQL's).
_OWN = "json_extract(scores, '$[' || human_seat || ']')"
_MARGIN = (
    "CASE WHEN human_seat IS NULL THEN NULL"
    " WHEN lower_wins(game) THEN (SELECT MIN(j.value) FROM json_each(games.scores) AS j"
    f"  WHERE j.key != games.human_seat) - {_OWN}"
    f" ELSE {_OWN} - (SELECT MAX(j.value) FROM json_each(games.scores) AS j"
    "  WHERE j.key != games.human_seat) END"
)
# A game's best wins: the lowest own score where the lowest wins (Hearts'
# points, Speed's cards left), else the widest margin; the quickest first
# among equals, then the earliest.
_BEST_ORDER = f"CASE WHEN lower_wins(game) THEN {_OWN} ELSE -({_MARGIN}) END ASC, duration ASC, finished_at ASC"


class StatsError(Exception):
    pass


class StatsBusy(StatsError):
    """The database is locked by another program: not damaged, just not
    ours for now.  A finished game's save is kept and recorded later."""


def _busy(exc: BaseException) -> bool:
    text = str(exc).lower()
    return isinstance(exc, sqlite3.OperationalError) and ("locked" in text or "busy" in text)


def _add_hints_used(db: sqlite3.Connection) -> None:
    """A statistics file from before the hint key has no ``hints_used``
    column: it is added (0 for every game recorded before).  The schema
    version stays 1, so an older Kortbord still opens the file: it names
    the columns it writes, and the default fills this one."""
    columns = {row[1] for row in db.execute("PRAGMA table_info(games)")}
    if "hints_used" not in columns:
        db.execute("ALTER TABLE games ADD COLUMN hints_used INTEGER NOT NULL DEFAULT 0")


class Stats:
    BUSY_TIMEOUT = 3.0  # seconds SQLite waits for another program's lock

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else paths.stats_path()
        self.problems: list[str] = []
        self.busy = False  # locked by another program when opened: recorded later
        existed = self.path.exists()
        try:
            self.db = self._open()
        except (sqlite3.DatabaseError, StatsError) as exc:
            if _busy(exc):
                # Locked is not corrupt: keep the file, record later.
                self.busy = True
                self.problems.append(
                    f"The statistics file {self.path} is in use by another program ({exc}); it is "
                    "left as it is, and the games you finish are recorded once it is free."
                )
                self.db = self._memory()
            elif not existed or not self._holds_data():
                # Nothing to set aside: the file cannot be written at all.
                self._remove_empty()
                self.problems.append(
                    f"Statistics cannot be written in {self.path.parent} ({_plain(exc)}); "
                    "the games you finish are not recorded this time."
                )
                self.path = Path(":memory:")
                self.db = self._memory()
            else:
                try:
                    self._set_aside(str(exc))
                    self.db = self._open()
                except (OSError, sqlite3.DatabaseError, StatsError) as again:
                    # Play on without keeping statistics rather than not at all.
                    self.problems.append(
                        f"The statistics file {self.path} cannot be used ({_plain(again)}); "
                        "statistics are not kept this time."
                    )
                    self.path = Path(":memory:")
                    self.db = self._memory()

    def _memory(self) -> sqlite3.Connection:
        """An empty database, so the statistics screen still works."""
        db = _with_rules(sqlite3.connect(":memory:"))
        db.executescript(_SCHEMA)
        return db

    def _holds_data(self) -> bool:
        try:
            return self.path.stat().st_size > 0
        except OSError:
            return False

    def _remove_empty(self) -> None:
        """Files SQLite created and could not fill (a full disk) go again."""
        for path in (self.path, self.path.with_name(self.path.name + "-journal")):
            try:
                if path.stat().st_size == 0:
                    path.unlink()
            except OSError:
                pass

    def _reopen_if_free(self) -> None:
        """Busy at the start: try the real file again (it may be free now)."""
        if not self.busy:
            return
        try:
            db = self._open()
        except (sqlite3.DatabaseError, StatsError) as exc:
            if _busy(exc):
                raise StatsBusy(f"the statistics file {self.path} is still in use by another program") from None
            raise
        self.db.close()
        self.db, self.busy = db, False

    def _open(self) -> sqlite3.Connection:
        db = _with_rules(sqlite3.connect(self.path, timeout=self.BUSY_TIMEOUT))
        try:
            db.execute("PRAGMA foreign_keys = ON")
            row = db.execute("PRAGMA quick_check").fetchone()
            if row is None or row[0] != "ok":
                raise StatsError(f"it failed SQLite's check ({row[0] if row else 'no answer'})")
            with db:
                db.executescript(_SCHEMA)
                _add_hints_used(db)
                versions = [v for (v,) in db.execute("SELECT version FROM schema_version")]
                if not versions:
                    db.execute("INSERT INTO schema_version VALUES (?)", (SCHEMA_VERSION,))
                elif versions != [SCHEMA_VERSION]:
                    raise StatsError(f"its schema version {versions} is unknown to this version of Kortbord")
        except BaseException:
            db.close()
            raise
        if str(self.path) != ":memory:":
            try:
                self.path.chmod(0o600)
            except OSError:
                pass
        return db

    def _set_aside(self, reason: str) -> None:
        moved = move_aside(self.path)
        for suffix in ("-journal", "-wal", "-shm"):
            side = self.path.with_name(self.path.name + suffix)
            if side.exists():
                move_aside(side)
        self.problems.append(
            f"The statistics file {self.path} could not be used ({reason}); it was moved "
            f"aside to {moved.name} and new statistics were started."
        )

    def close(self) -> None:
        self.db.close()

    def __enter__(self) -> Stats:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    # Recording -----------------------------------------------------------

    def record_game(
        self,
        *,
        game: str,
        options: dict,
        level: str,
        seats: Sequence[dict],
        winners: Sequence[int],
        scores: Sequence[int],
        human_won: bool,
        duration: float,
        score_history: Sequence = (),
        undo_used: bool = False,
        hints_used: bool = False,
        human_seat: int | None = None,
        seed: int | None = None,
        finished_at: str | None = None,
        save_id: str | None = None,
    ) -> int | None:
        """Add one finished game; returns its row id, or None when a game
        with this ``save_id`` was recorded already."""
        finished_at = finished_at or datetime.now(UTC).isoformat(timespec="seconds")
        self._reopen_if_free()
        with self.db:
            cur = self.db.execute(
                "INSERT OR IGNORE INTO games (save_id, game, options, level, seats, human_seat,"
                " winners, scores, human_won, duration, score_history, undo_used, seed, finished_at,"
                " hints_used) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    save_id, game, _dump(options), level, _dump(list(seats)), human_seat,
                    _dump(list(winners)), _dump(list(scores)), int(bool(human_won)),
                    float(duration), _dump(list(score_history)), int(bool(undo_used)), seed,
                    finished_at, int(bool(hints_used)),
                ),
            )
        return cur.lastrowid if cur.rowcount else None

    def record_save(self, record: SaveRecord, score_history: Sequence | None = None) -> int | None:
        """Record a finished game from its last save (what Autosave hands to
        ``on_game_over``).  Idempotent per save id."""
        return self.record_game(**row_of_save(record, score_history))

    # Questions -----------------------------------------------------------

    def tallies(self) -> list[Tally]:
        """Games played and won by the person, per game and AI level."""
        rows = self.db.execute(
            "SELECT game, level, COUNT(*), SUM(human_won) FROM games"
            " GROUP BY game, level ORDER BY game, level"
        )
        return [Tally(g, lvl, n, int(w or 0)) for g, lvl, n, w in rows]

    def recent(self, n: int = 10, game: str | None = None) -> list[GameRow]:
        where, args = ("WHERE game = ?", [game]) if game else ("", [])
        return self._rows(f"{where} ORDER BY finished_at DESC, id DESC LIMIT ?", [*args, n])

    def best(self, game: str, n: int = 5) -> list[GameRow]:
        """The person's best wins at ``game``, best first (by its rule)."""
        return self._rows(
            f"WHERE game = ? AND human_won = 1 AND human_seat IS NOT NULL ORDER BY {_BEST_ORDER} LIMIT ?",
            [game, n],
        )

    def hearts_points_per_hand(self, limit: int | None = None) -> list[int]:
        """The person's Hearts points, hand by hand, oldest first, across all
        recorded games (the most recent ``limit`` hands): a sparkline."""
        return points_per_hand(self._rows("WHERE game = 'hearts' AND human_seat IS NOT NULL ORDER BY finished_at, id", []),
                               limit)

    def count(self) -> int:
        return self.db.execute("SELECT COUNT(*) FROM games").fetchone()[0]

    def _rows(self, tail: str, args: list) -> list[GameRow]:
        query = (
            "SELECT id, game, options, level, seats, human_seat, winners, scores, human_won,"
            " duration, score_history, undo_used, finished_at, hints_used"
            f" FROM games {tail}"
        )
        return [
            GameRow(
                id=r[0], game=r[1], options=_load(r[2], {}), level=r[3], seats=_load(r[4], []),
                human_seat=r[5], winners=_load(r[6], []), scores=_load(r[7], []),
                human_won=bool(r[8]), duration=r[9], score_history=_load(r[10], []),
                undo_used=bool(r[11]), finished_at=r[12], hints_used=bool(r[13]),
            )
            for r in self.db.execute(query, args)
        ]


def row_of_save(record: SaveRecord, score_history: Sequence | None = None) -> dict[str, Any]:
    """The statistics row of a finished game, from its last save (for
    ``record_game``, in every backend)."""
    game = rules.load_game(record.state)
    result = game.result
    if result is None:
        raise ValueError(f"the game in save {record.id} is not over")
    humans = [i for i, s in enumerate(record.seats) if s.is_human]
    human = humans[0] if humans else None
    levels = sorted({s.player for s in record.seats if not s.is_human})
    return dict(
        game=record.game,
        options=record.options,
        level=levels[0] if len(levels) == 1 else ("mixed" if levels else "none"),
        seats=[{"name": s.name, "player": s.player} for s in record.seats],
        winners=result.winners,
        scores=result.scores,
        human_won=human is not None and human in result.winners,
        duration=record.elapsed,
        score_history=score_history if score_history is not None else score_history_of(game),
        undo_used=record.undo_used,
        hints_used=record.hints_used,
        human_seat=human,
        seed=record.seed,
        save_id=record.id,
    )


def points_per_hand(rows: Sequence[GameRow], limit: int | None = None) -> list[int]:
    """The person's points hand by hand over ``rows`` (Hearts games, oldest
    first), the last ``limit`` of them."""
    points: list[int] = []
    for row in rows:
        seat = row.human_seat
        if seat is None:
            continue  # no person played it: no points of theirs
        for hand in row.score_history:
            if isinstance(hand, list) and seat < len(hand) and isinstance(hand[seat], int):
                points.append(hand[seat])
    return points[-limit:] if limit else points


def _plain(exc: BaseException) -> str:
    """What went wrong, in the words a person knows."""
    text = str(exc)
    if isinstance(exc, OSError) and exc.strerror:
        return exc.strerror
    if "unable to open" in text or "readonly" in text:
        return "the directory is read-only or missing"
    if "disk" in text and "full" in text:
        return "the disk is full"
    return text


def _with_rules(db: sqlite3.Connection) -> sqlite3.Connection:
    """``db`` with the games' rules callable from SQL."""
    db.create_function("lower_wins", 1, lower_wins, deterministic=True)
    return db


def score_history_of(game: Game) -> list[list[int]]:
    """Points by seat for each hand or round, as the engine records them
    (``Game.score_history``: Hearts' hands; empty for a game that keeps
    none)."""
    return [list(points) for points in game.score_history()]


def _dump(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def _load(text: str, default: Any) -> Any:
    try:
        return json.loads(text)
    except (TypeError, ValueError):
        return default

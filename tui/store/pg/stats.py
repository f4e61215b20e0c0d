"""One player's finished games in PostgreSQL (``kortbord_games``), asked
the same questions as the SQLite statistics (stats.Stats), so the
Statistics screen cannot tell them apart.

A row is keyed by the player and the save id, so recording the same game
twice (a crash between recording and deleting the save) counts it once.
A game's best wins are ordered here in Python by the engine's own rule
(``GameRow.margin``, ``lower_wins``): the rule stays the engine's, and a
player's wins at one game are few.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

from psycopg.types.json import Jsonb

from ..record import SaveRecord
from ..stats import GameRow, Tally, lower_wins, points_per_hand, row_of_save
from .link import Link

_COLUMNS = ("id, game, options, level, seats, human_seat, winners, scores, human_won,"
            " duration, score_history, undo_used, finished_at, hints_used")


class PgStats:
    def __init__(self, link: Link, player: str) -> None:
        self.link = link
        self.player = player
        self.problems: list[str] = []  # a database that cannot be reached raises instead: nothing is set aside
        self.busy = False
        self.path = "database:statistics"

    def close(self) -> None:
        pass  # the link is the backend's

    def __enter__(self) -> PgStats:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    # Recording -----------------------------------------------------------

    def record_game(self, *, game: str, options: dict, level: str, seats: Sequence[dict], winners: Sequence[int],
                    scores: Sequence[int], human_won: bool, duration: float, score_history: Sequence = (),
                    undo_used: bool = False, hints_used: bool = False, human_seat: int | None = None,
                    seed: int | None = None, finished_at: str | None = None, save_id: str | None = None) -> int | None:
        """Add one finished game; its row id, or None when this save id was
        recorded already."""
        finished_at = finished_at or datetime.now(UTC).isoformat(timespec="seconds")
        row = self.link.execute(
            "INSERT INTO kortbord_games (player, save_id, game, options, level, seats, human_seat, winners, scores,"
            " human_won, duration, score_history, undo_used, hints_used, seed, finished_at)"
            " VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)"
            " ON CONFLICT (player, save_id) DO NOTHING RETURNING id",
            (self.player, save_id, game, Jsonb(options), level, Jsonb(list(seats)), human_seat,
             Jsonb(list(winners)), Jsonb(list(scores)), bool(human_won), float(duration),
             Jsonb(list(score_history)), bool(undo_used), bool(hints_used), seed, finished_at)).fetchone()
        return row[0] if row else None

    def record_save(self, record: SaveRecord, score_history: Sequence | None = None) -> int | None:
        return self.record_game(**row_of_save(record, score_history))

    # Questions -----------------------------------------------------------

    def tallies(self) -> list[Tally]:
        rows = self.link.execute(
            "SELECT game, level, COUNT(*), COUNT(*) FILTER (WHERE human_won) FROM kortbord_games"
            " WHERE player = %s GROUP BY game, level ORDER BY game, level", (self.player,))
        return [Tally(g, lvl, n, w) for g, lvl, n, w in rows]

    def recent(self, n: int = 10, game: str | None = None) -> list[GameRow]:
        if game:
            return self._rows("AND game = %s ORDER BY finished_at DESC, id DESC LIMIT %s", [game, n])
        return self._rows("ORDER BY finished_at DESC, id DESC LIMIT %s", [n])

    def best(self, game: str, n: int = 5) -> list[GameRow]:
        """The person's best wins at ``game``, best first (by its rule): the
        lowest own score where the lowest wins, else the widest margin;
        the quickest first among equals, then the earliest."""
        wins = self._rows("AND game = %s AND human_won AND human_seat IS NOT NULL", [game])
        lower = lower_wins(game)

        def rank(row: GameRow) -> tuple:
            own = row.human_score if lower else -(row.margin or 0)
            return (own if own is not None else 0, row.duration, row.finished_at)

        return sorted(wins, key=rank)[:n]

    def hearts_points_per_hand(self, limit: int | None = None) -> list[int]:
        return points_per_hand(self._rows("AND game = 'hearts' AND human_seat IS NOT NULL ORDER BY finished_at, id", []),
                               limit)

    def count(self) -> int:
        row = self.link.execute("SELECT COUNT(*) FROM kortbord_games WHERE player = %s", (self.player,)).fetchone()
        assert row is not None  # COUNT(*) is one row
        return row[0]

    def _rows(self, tail: str, args: list) -> list[GameRow]:
        query = f"SELECT {_COLUMNS} FROM kortbord_games WHERE player = %s {tail}"
        return [
            GameRow(id=r[0], game=r[1], options=r[2], level=r[3], seats=r[4], human_seat=r[5], winners=r[6],
                    scores=r[7], human_won=r[8], duration=r[9], score_history=r[10], undo_used=r[11],
                    finished_at=r[12], hints_used=r[13])
            for r in self.link.execute(query, [self.player, *args])
        ]

"""A shared game in this person's statistics (the app's own store), as
the Autosave records a game at home: one row, seat 0 is this person, the
other people and the computer players by name and kind."""

from __future__ import annotations

from typing import Any

from ..store.record import HUMAN
from .driver import RemoteDriver


def record_shared_game(stats: Any, driver: RemoteDriver, level: str | None, duration: float) -> int | None:
    """Record the finished game of ``driver`` in ``stats`` (a
    ``tui.store.stats.Stats``); None when it was recorded already (the same
    table, seat and last move) or is not over."""
    game = driver.game
    result = game.result
    if result is None:
        return None
    computers = [info for info in driver.seat_info if info.kind == "computer"]
    level = level or "none"
    return stats.record_game(
        game=game.name,
        options=game.options,
        level=level if computers else "none",
        seats=[{"name": info.name, "player": level if info.kind == "computer" else HUMAN}
               for info in driver.seat_info],
        winners=result.winners,
        scores=result.scores,
        human_won=0 in result.winners,
        duration=duration,
        score_history=[list(points) for points in game.score_history()],
        undo_used=driver.undo_used,
        hints_used=driver.hints_used,
        human_seat=0,
        save_id=f"shared-{driver.table_id}-{driver.real_seat}-{len(driver.log)}",
    )

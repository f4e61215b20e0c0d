"""What the Hearts table's screen asks a shared table's game beyond the
common contract, worked out from seat 0's view (tui/remote/games.py says
why); named by the table's spec."""

from __future__ import annotations

from ...remote.games import RemoteGame


class RemoteHearts(RemoteGame):
    name = "hearts"

    def score_history(self) -> list[tuple[int, ...]]:
        return [tuple(record.points) for record in self._view.history]

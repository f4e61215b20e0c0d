"""What the Speed table's screen asks a shared table's game beyond the
common contract, worked out from seat 0's view (tui/remote/games.py says
why); named by the table's spec."""

from __future__ import annotations

from ...remote.games import RemoteGame


class RemoteSpeed(RemoteGame):
    name = "speed"

    def scores(self) -> tuple[int, ...]:
        return tuple(self._result.scores) if self._result is not None else tuple(self._view.cards_left)

    @property
    def finisher(self) -> int | None:
        return self._view.finisher

    @property
    def one_pile(self) -> bool:
        return self._view.one_pile

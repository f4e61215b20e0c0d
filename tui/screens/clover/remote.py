"""What the clover table's screen asks a shared table's game beyond the
common contract, worked out from seat 0's view (tui/remote/games.py says
why); named by the table's spec."""

from __future__ import annotations

from rules.clover.events import TurnStarted
from rules.core import Event

from ...remote.games import RemoteGame


class RemoteClover(RemoteGame):
    name = "clover"

    def turn_events(self) -> list[Event]:
        """The current turn's steps so far: the events told since it started."""
        told = list(self.told)
        starts = [i for i, event in enumerate(told) if isinstance(event, TurnStarted)]
        return told[starts[-1]:] if starts else []

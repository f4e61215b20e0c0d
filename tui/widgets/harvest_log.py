"""The harvest table's event log: the season track already shows each
season as it comes, so the log leaves out the season changes (a turn's
start becomes a heading) and the passes of a player who had no spade."""

from __future__ import annotations

from typing import Iterable, Sequence

from rules.core import Event
from rules.harvest.events import SeasonStarted, WeatherPassed

from .event_log import EventLog


class HarvestLog(EventLog):
    def narrate(self, events: Iterable[Event], names: Sequence[str]) -> None:
        for event in events:
            if isinstance(event, SeasonStarted):
                if event.season == "harvest":
                    self.say(f"— Turn {event.turn}: {names[event.active]} —", "bold")
            elif isinstance(event, WeatherPassed) and event.forced:
                continue
            else:
                super().narrate((event,), names)

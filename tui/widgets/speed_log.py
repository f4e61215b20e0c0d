"""The Speed table's event log: without the countdown and the pauses,
which the table itself shows (the centre and the top bar)."""

from __future__ import annotations

from collections.abc import Iterable

from rules.core import Event
from rules.speed.match import Countdown, Paused, Resumed
from rules.voice import Voice

from .event_log import EventLog

QUIET_EVENTS = (Countdown, Paused, Resumed)


class SpeedLog(EventLog):
    """The event log without the countdown and the pauses: the table shows
    those."""

    def narrate(self, events: Iterable[Event], voice: Voice) -> None:
        super().narrate([e for e in events if not isinstance(e, QUIET_EVENTS)], voice)

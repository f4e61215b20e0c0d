"""The harvest table's event log: the season track already shows each
season as it comes, so the log leaves out the season changes (a turn's
start becomes a heading)."""

from __future__ import annotations

from collections.abc import Iterable

from rich.text import Text

from rules.core import Event
from rules.harvest.events import SeasonStarted
from rules.voice import Voice, at_start

from ..i18n import _
from .card import ascii_mode_of
from .event_log import EventLog
from .harvest_rows import ascii_words, no_color_of


class HarvestLog(EventLog):
    def narrate(self, events: Iterable[Event], voice: Voice) -> None:
        events = list(events)
        voice = at_start(events, voice)
        for event in events:
            if isinstance(event, SeasonStarted):
                if event.season == "harvest":
                    self.say(_("— Turn {n}: {who} —").format(n=event.turn, who=_(voice.subject(event.active))), "bold")
            else:
                super().tell_in((event,), voice)
            voice = event.voice_after(voice)  # as EventLog.narrate: who plays a seat may change

    def _styled(self, sentence: str, style: str) -> Text:
        if ascii_mode_of(self):
            return Text(ascii_words(sentence), style=style)
        if no_color_of(self):  # red would turn near-invisible grey
            return Text(sentence, style=style)
        return super()._styled(sentence, style)

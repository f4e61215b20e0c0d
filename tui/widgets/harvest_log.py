"""The harvest table's event log: the season track already shows each
season as it comes, so the log leaves out the season changes (a turn's
start becomes a heading).  A feeding the table holds to be read is shown
from its first row, and space reads on before it goes on (a playtest at
80x24: three stacks' sums take more rows than the log, and the first
stack's were above its top); whether rows are left below is told the
screen (``Scrolled``), whose prompt says what space does at each press."""

from __future__ import annotations

from collections.abc import Iterable

from rich.text import Text
from textual.message import Message

from rules.core import Event
from rules.harvest.events import SeasonStarted, StackFed
from rules.voice import Voice, at_start

from ..i18n import _
from .card import ascii_mode_of
from .event_log import EventLog
from .harvest_rows import ascii_words, no_color_of


class HarvestLog(EventLog):
    feeding_from: int | None = None  # the row the last feeding's sums begin at

    class Scrolled(Message):
        """The log scrolled: whether rows are left below may have changed."""

    def on_mount(self) -> None:
        self.border_title = _("What happened")

    def watch_scroll_y(self, old_value: float, new_value: float) -> None:
        super().watch_scroll_y(old_value, new_value)
        self.post_message(self.Scrolled())

    def more_below(self) -> bool:
        """Rows below the ones shown."""
        return round(self.scroll_offset.y) < self.max_scroll_y

    def narrate(self, events: Iterable[Event], voice: Voice) -> None:
        events = list(events)
        voice = at_start(events, voice)
        fed = False
        for event in events:
            if isinstance(event, StackFed) and not fed:
                self.feeding_from, fed = len(self.lines), True
            if isinstance(event, SeasonStarted):
                if event.season == "harvest":
                    self.say(_("— Turn {n}: {who} —").format(n=event.turn, who=_(voice.subject(event.active))), "bold")
            else:
                super().tell_in((event,), voice)
            voice = event.voice_after(voice)  # as EventLog.narrate: who plays a seat may change

    def show_feeding(self) -> None:
        """The last feeding from its first row (after the log's own scroll to its end)."""
        start = self.feeding_from
        if start is not None:
            self.call_after_refresh(lambda: self.scroll_to(y=start, animate=False))

    def read_on(self) -> bool:
        """Rows below the ones shown: a page on, and True."""
        if not self.more_below():
            return False
        self.scroll_page_down(animate=False)
        return True

    def _styled(self, sentence: str, style: str) -> Text:
        if ascii_mode_of(self):
            return Text(ascii_words(sentence), style=style)
        if no_color_of(self):  # red would turn near-invisible grey
            return Text(sentence, style=style)
        return super()._styled(sentence, style)

"""The table's event log, as the screen tells it: events in the viewer's
voice ("You play 5♥" / "North plays 5♥"), the first lines when the table
opens (a new game's opening events; a resumed or replayed game's last
events under a dim line, so the player finds their bearings), the marks an
undo takes back, and a line of the table's own (a hint, a lesson's step)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from rules.core import Event
from rules.driver import Driver
from rules.voice import Voice

from ...i18n import _
from ...table import HUMAN
from ...widgets import EventLog
from .replay import Replay


class LoggedTable(Protocol):
    """What the log needs of its table (a protocol: the screen imports this
    module, never the reverse)."""

    names: list[str]
    replay: Replay | None
    resumed: object | None  # the SaveRecord carried on from

    @property
    def session(self) -> Driver: ...
    def text(self, sentence: str) -> str: ...
    def query_one_optional(self, selector: type[EventLog]) -> EventLog | None: ...


class TableLog:
    def __init__(self, screen: LoggedTable) -> None:
        self.screen = screen
        # Said under the first lines: the app's word as the table opens (other
        # games waiting in the menu), where it covers nothing; a toast hid the table.
        self.notes: list[str] = []

    def widget(self) -> EventLog | None:
        """The table's log: the first one found (a query of every widget,
        the rules panel's hundred among them, costs a millisecond a move)."""
        return self.screen.query_one_optional(EventLog)

    def mark(self) -> int | None:
        """Where the log is now: an undo back to here marks what follows as taken back."""
        log = self.widget()
        return None if log is None else log.mark()

    def tell(self, happened: Iterable[Event]) -> None:
        if (log := self.widget()) is not None:
            log.narrate(happened, Voice(self.screen.names, HUMAN))

    def say(self, line: str, style: str = "") -> None:
        if (log := self.widget()) is not None:
            log.say(line, style)

    def opening(self, limit: int) -> None:
        """The first lines: a new game's opening events, or the last
        ``limit`` events of a resumed or replayed game (the driver replayed
        its log to restore it) under a line that says so."""
        screen = self.screen
        told = screen.session.told
        if screen.replay is not None:
            self.say(screen.text(screen.replay.sentence), "dim")
            told = told[-limit:]
        elif screen.resumed is not None:
            self.say(_("— resumed; what happened last —"), "dim")
            told = told[-limit:]
        self.tell(told)
        for note in self.notes:
            self.say(note, "dim")

    def take_back(self, since: int | None) -> None:
        """An undo: the moves since ``since`` stay readable, marked as taken back."""
        if (log := self.widget()) is not None:
            log.take_back(since)

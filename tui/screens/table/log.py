"""The table's event log, as the screen tells it: events in the viewer's
voice ("You play 5♥" / "North plays 5♥"), the first lines when the table
opens (a new game's opening events; a resumed or replayed game's last
events under a dim line, so the player finds their bearings), the marks an
undo takes back, a line of the table's own (a hint, a lesson's step), and
PgUp/PgDn's page up or down."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from textual.screen import Screen

from rules.core import Event
from rules.voice import Voice

from ...i18n import _
from ...table import HUMAN
from ...widgets import EventLog
from .replay import Replay

PAGE_KEYS = ("pageup", "pagedown")


class TableLog:
    def __init__(self, screen: Screen, names: Callable[[], list[str]],
                 answer: Callable[[str], None] = lambda line: None, shows: Callable[[str], bool] = lambda line: False) -> None:
        """``screen``: where its log widget is; ``names``: the seats' names
        as the table shows them now (its role's, in the language spoken);
        ``answer``: the message line, for a page key that cannot scroll;
        ``shows``: whether the message line still shows that answer."""
        self.screen = screen
        self.names = names
        self.answer = answer
        self.shows = shows
        self.answered: str | None = None  # the page key's answer on the message line
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
            log.narrate(happened, Voice(self.names(), HUMAN))

    def say(self, line: str, style: str = "") -> None:
        if (log := self.widget()) is not None:
            log.say(line, style)

    def opening(self, told: Sequence[Event], replay: Replay | None, resumed: bool, limit: int,
                text: Callable[[str], str]) -> None:
        """The first lines: a new game's opening events (``told``, what its
        driver has told so far), or the last ``limit`` events of a resumed
        or replayed game (the driver replayed its log to restore it) under a
        line that says so (a replay's sentence as the table writes it: ``text``)."""
        if replay is not None:
            self.say(text(replay.sentence), "dim")
            told = told[-limit:]
        elif resumed:
            self.say(_("— resumed; what happened last —"), "dim")
            told = told[-limit:]
        self.tell(told)
        for note in self.notes:
            self.say(note, "dim")

    def page(self, pages: int) -> None:
        """PgUp (``pages`` -1) or PgDn (1): the log a page up or down; at
        its first or newest line already, the message line says so (a
        playtest: PgUp did nothing and said nothing)."""
        if (log := self.widget()) is None:
            return
        answered = None
        if pages < 0 and round(log.scroll_offset.y) <= 0:
            answered = _("The log is at its first line already: PgDn scrolls it down.")
        elif pages > 0 and round(log.scroll_offset.y) >= log.max_scroll_y:
            answered = _("The log is at its newest line already: PgUp scrolls it up.")
        if answered is not None:
            self.answered = answered
            self.answer(answered)
        elif pages < 0:
            log.scroll_page_up(animate=False)
            log.reading = True  # new lines leave it where it is read (widgets/event_log.py)
        else:
            log.scroll_page_down(animate=False)

    def key(self, key: str = "") -> None:
        """A key, before it acts: the page key's answer goes, as soon as it is
        no longer true (a playtest: 'at its newest line already' stood while
        PgUp scrolled the log up), unless the line says something else by now.
        A key other than PgUp/PgDn ends the reading back: the lines it brings
        are shown as they come."""
        if key not in PAGE_KEYS and (log := self.widget()) is not None:
            log.reading = False
        answered, self.answered = self.answered, None
        if answered is not None and self.shows(answered):
            self.answer("")

    def take_back(self, since: int | None) -> None:
        """An undo: the moves since ``since`` stay readable, marked as taken back."""
        if (log := self.widget()) is not None:
            log.take_back(since)

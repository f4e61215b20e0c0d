"""A key that means nothing now gets a short answer on the message line,
not silence ("x does nothing now: …"; u where nothing can be undone says
why), and the answer goes as soon as the table changes, so it never stands
beside a move it was not about.  Which keys deserve an answer is keys.py's;
what a game says instead (whose turn it is waiting for) is its screen's
``idle_answer``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from textual import events
from textual.widget import Widget

from ...i18n import _
from ...textual_private import bound
from .keys import deserves_answer

if TYPE_CHECKING:
    from rules.driver import Driver

    from ...table import TableController


class IdleTable(Protocol):
    """What the answers need of their table (a protocol: the table screen
    imports this module, never the reverse)."""

    table: TableController
    focused: Widget | None

    @property
    def session(self) -> Driver: ...
    @property
    def table_up(self) -> bool: ...
    def say(self, sentence: str, style: str = "") -> None: ...
    def idle_answer(self, key: str) -> str: ...


class IdleAnswers:
    def __init__(self, screen: IdleTable) -> None:
        self.screen = screen
        self.shown = False  # the message line shows the answer to a key that meant nothing

    def key(self, event: events.Key) -> None:
        """A key no binding took: answer it, unless it is one every table leaves alone."""
        screen = self.screen
        if not screen.table_up or bound(screen, event.key):
            return
        if deserves_answer(event.key, event.is_printable, screen.focused.id if screen.focused is not None else None):
            screen.say(screen.idle_answer(event.key))
            self.shown = True  # cleared when the table changes

    def clear(self) -> None:
        """The table changed: the answer to a key that meant nothing is stale."""
        shown, self.shown = self.shown, False
        if shown:
            self.screen.say("")

    def answer(self, key: str) -> str:
        """What every table says when ``key`` means nothing now."""
        if key == "u" and not self.screen.session.undoable:
            return self.screen.table.undo()[1]
        return _("{key} does nothing now: the keys of the moment are below (? for the rules).").format(key=key)

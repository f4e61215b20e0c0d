"""The person's moves at every table, and their undo.  A move a lesson does
not teach at its step, or one the engine refuses, changes nothing: the
reason is shown (and the bell rings).  A move made clears the message line,
takes a lesson on to its next step and lets the computer players go on.
An undo (the table controller's, tui/table.py: back to the person's last
real decision) leaves the moves it takes back readable in the log, marked
as taken back, and says what it did or why it could not."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from rules.core import Action

from .log import TableLog
from .teaching import Teaching

if TYPE_CHECKING:
    from ...table import TableController


class MovingTable(Protocol):
    """What the moves need of their table (a protocol: the table screen
    imports this module, never the reverse)."""

    table: TableController
    table_log: TableLog
    lesson: Teaching | None

    def say(self, sentence: str, style: str = "") -> None: ...
    def refuse(self, reason: str) -> None: ...
    def advance(self) -> None: ...


class Moves:
    def __init__(self, screen: MovingTable) -> None:
        self.screen = screen

    def act(self, action: Action | str) -> bool:
        """The person's move; whether it was made."""
        screen = self.screen
        if screen.lesson is not None and not screen.lesson.allows(screen, action):
            return False  # a legal move the lesson does not teach here: its reason is shown
        refusal = screen.table.act(action, mark=screen.table_log.mark())
        if refusal is not None:
            screen.refuse(refusal)
            return False
        screen.say("")
        if screen.lesson is not None:
            screen.lesson.moved(screen)
        screen.advance()
        return True

    def undo(self) -> None:
        screen = self.screen
        done, sentence, since = screen.table.undo()
        if done:
            screen.table_log.take_back(since)  # the undone moves stay readable, marked as taken back
        screen.say(sentence)
        if done:
            screen.advance()

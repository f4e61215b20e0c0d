"""The person's moves at every table, and their undo.  A move a lesson does
not teach at its step, or one the engine refuses, changes nothing: the
reason is shown (and the bell rings).  A move made clears the message line,
takes a lesson on to its next step and lets the computer players go on.
An undo (the table controller's, tui/table.py: back to the person's last
real decision) leaves the moves it takes back readable in the log, marked
as taken back, and says what it did or why it could not."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

from textual.screen import Screen

from rules.cards import Card
from rules.core import Action

from ...table import TableController
from .log import TableLog
from .teaching import Teaching

TableScreen = TypeVar("TableScreen", bound=Screen)


class Moves(Generic[TableScreen]):
    def __init__(self, screen: TableScreen, table: TableController, log: TableLog, lesson: Teaching[TableScreen] | None, *,
                 say: Callable[[str], None], refuse: Callable[[str], None], advance: Callable[[], None]) -> None:
        """``screen``: the table a lesson teaches at; ``table``: the table
        controller, which makes the move or undoes; ``log``: the event log
        (its marks); ``lesson``: the lesson running at the table, if one is;
        ``say`` and ``refuse``: the message line (a refusal rings too);
        ``advance``: the bots go on (the screen's: Speed may deal)."""
        self.screen = screen
        self.table = table
        self.log = log
        self.lesson = lesson
        self.say = say
        self.refuse = refuse
        self.advance = advance

    def act(self, action: Action | str) -> bool:
        """The person's move; whether it was made."""
        lesson = self.lesson
        if lesson is not None and not lesson.allows(self.screen, action):
            return False  # a legal move the lesson does not teach here: its reason is shown
        refusal = self.table.act(action, mark=self.log.mark())
        if refusal is not None:
            self.refuse(refusal)
            return False
        if lesson is not None:
            lesson.moved(self.screen)  # first: the step just taken no longer stands on the message line
        self.say("")
        self.advance()
        return True

    def begins(self, card: Card, begun: Sequence[Action]) -> bool:
        """The person picks ``card`` to begin a move of two picks (one of
        ``begun``): whether it may (a lesson's step may want another card;
        its reason is shown)."""
        return self.lesson is None or self.lesson.allows_start(self.screen, card, begun)

    def undo(self) -> None:
        done, sentence, since = self.table.undo()
        if done:
            self.log.take_back(since)  # the undone moves stay readable, marked as taken back
        self.say(sentence)
        if done:
            self.advance()

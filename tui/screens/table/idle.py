"""A key that means nothing now gets a short answer on the message line,
not silence ("x does nothing now: …"; u where nothing can be undone says
why), and the answer goes as soon as the table changes, so it never stands
beside a move it was not about.  Which keys deserve an answer is keys.py's;
what a game says instead (whose turn it is waiting for) is its screen's
``idle_answer``."""

from __future__ import annotations

from collections.abc import Callable

from textual import events
from textual.screen import Screen

from ...i18n import _
from ...table import TableController
from ...textual_private import bound
from .keys import deserves_answer


class IdleAnswers:
    def __init__(self, screen: Screen, table: TableController, say: Callable[[str], None], *,
                 up: Callable[[], bool], answer: Callable[[str], str]) -> None:
        """``screen``: its keys' bindings and focus; ``table``: the table
        controller (undo says why it cannot); ``say``: the message line;
        ``up``: whether the table's widgets are there for a key (the
        screen's ``table_up``); ``answer``: what the table says of a key that
        means nothing (the screen's ``idle_answer``: a game may say more)."""
        self.screen = screen
        self.table = table
        self.say = say
        self.up = up
        self.answer_of = answer
        self.shown = False  # the message line shows the answer to a key that meant nothing

    def key(self, event: events.Key) -> None:
        """A key no binding took: answer it, unless it is one every table leaves alone."""
        screen = self.screen
        if not self.up() or bound(screen, event.key):
            return
        if deserves_answer(event.key, event.is_printable, screen.focused.id if screen.focused is not None else None):
            self.say(self.answer_of(event.key))
            self.shown = True  # cleared when the table changes

    def clear(self) -> None:
        """The table changed: the answer to a key that meant nothing is stale."""
        shown, self.shown = self.shown, False
        if shown:
            self.say("")

    def answer(self, key: str) -> str:
        """What every table says when ``key`` means nothing now."""
        if key == "u" and not self.table.undo_offered():
            return self.table.undo()[1]  # why not (nothing is taken back where it is not offered)
        return _("{key} does nothing now: the keys of the moment are below (? for the rules).").format(key=key)


def space_goes_on(key: str) -> str:
    """The answer to a key that means nothing where only space goes on (a
    lesson's pause, a clover turn told step by step)."""
    return _("{key} does nothing now: space goes on.").format(key=key)

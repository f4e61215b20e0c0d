"""How a table opens, the same at every table, in one place so the order
is read at once: the driver it plays (a lesson's position, a saved game at
its saved position, a game played again from a decision, or a new one; a
shared table is handed its own, tui/screens/shared/open.py); then, once its
screen is mounted, the holds its pace takes first (pace.py: a summary to
show), saving, the log's first lines, the first sentence (or the lesson's
step), the start of the table (a resumed game may wait for p) and of its
role, the first drawing, the PAUSED badge, the bots let go, and the table's
own last word (``table_opened``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from textual.screen import Screen

from rules.clock import Clock
from rules.core import Game
from rules.driver import Driver

from ...settings import TableSettings
from ...store.seat_names import kept_names
from ...table import TableController, open_driver
from .holding import Holding
from .message import opening_sentence
from .pace import Pace
from .replay import Replay
from .role import TableRole
from .saving import Saving
from .teaching import Teaching

if TYPE_CHECKING:
    from ...store import SaveRecord

TableScreen = TypeVar("TableScreen", bound=Screen)


def table_driver(settings: TableSettings, clock: Clock, resume: SaveRecord | None, replay: Replay | None,
                 lesson: Teaching[Any] | None, seat_names: Callable[[Game], list[str]]) -> Driver:
    """The driver a table plays when it is not handed one (a shared table's is)."""
    if lesson is not None:
        return lesson.driver(clock, lambda game: kept_names(game, seat_names), settings.bot_delay)
    return open_driver(settings, clock, resume, seat_names, replay.log if replay else None)


class Opening(Generic[TableScreen]):
    def __init__(self, screen: TableScreen, table: TableController, holding: Holding, saving: Saving, role: TableRole,
                 pace: Callable[[], Pace], *, lesson: Teaching[TableScreen] | None, replay: Replay | None,
                 resumed: bool, narrate: Callable[[], None], say: Callable[[str], None], redraw: Callable[[], None],
                 advance: Callable[[], None], opened: Callable[[], None]) -> None:
        """``screen``: the table a lesson teaches at; ``table``, ``holding``,
        ``saving`` and ``role``: the table's; ``pace``: its pace policy as it
        is now (Speed sets its own); ``lesson``, ``replay``, ``resumed``: what
        the table plays; and what a game's screen does its own way:
        ``narrate`` (the log's first lines), ``say``, ``redraw``, ``advance``
        and ``opened`` (its ``table_opened``)."""
        self.screen, self.table, self.holding, self.saving, self.role = screen, table, holding, saving, role
        self.pace, self.lesson, self.replay, self.resumed = pace, lesson, replay, resumed
        self.narrate, self.say, self.redraw, self.advance, self.opened = narrate, say, redraw, advance, opened

    def open(self) -> None:
        """The mounted table starts (see the module docstring for the order)."""
        pace = self.pace()
        for reason in pace.opening_holds():
            self.holding.hold(reason)
        self.saving.start()
        self.narrate()
        paused = self.resumed and pace.resume_paused
        if self.lesson is not None:
            self.lesson.begin(self.screen)
        elif (sentence := opening_sentence(self.replay, self.resumed, paused)) is not None:
            self.say(sentence)
        self.table.start(paused=paused)
        self.role.start()
        # Drawn once the table has started: its holds (a resumed Speed match
        # waits for p) and a shared table's driver are as the player finds them
        # (drawn before, the top bar said "PAUSED: close what is open").
        self.redraw()
        self.holding.show()
        self.advance()
        self.opened()

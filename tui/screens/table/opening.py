"""How a table opens, the same at every table, in one place so the order
is read at once: the driver it plays (a lesson's position, a saved game at
its saved position, a game played again from a decision, or a new one);
then, once its screen is mounted, the holds its pace takes first (pace.py:
a summary to show), saving, the log's first lines, the first sentence (or the
lesson's step), the start of the table (a resumed game may wait for p) and
of its role, the first drawing, the PAUSED badge, the bots let go, and the
table's own last word (``table_opened``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from rules.clock import Clock
from rules.core import Game
from rules.driver import Driver

from ...settings import TableSettings
from ...store.seat_names import kept_names
from ...table import open_driver
from .message import opening_sentence
from .replay import Replay
from .teaching import Teaching

if TYPE_CHECKING:
    from ...store import SaveRecord
    from ...table import TableController
    from .holding import Holding
    from .pace import Pace
    from .role import TableRole
    from .saving import Saving


def table_driver(settings: TableSettings, clock: Clock, resume: SaveRecord | None, replay: Replay | None,
                 lesson: Teaching | None, seat_names: Callable[[Game], list[str]]) -> Driver:
    """The driver a table plays when it is not handed one (a shared table's is)."""
    if lesson is not None:
        return lesson.driver(clock, lambda game: kept_names(game, seat_names), settings.bot_delay)
    return open_driver(settings, clock, resume, seat_names, replay.log if replay else None)


class OpeningTable(Protocol):
    """What the opening needs of its table (a protocol: the table screen
    imports this module, never the reverse)."""

    table: TableController
    role: TableRole
    saving: Saving
    holding: Holding
    resumed: SaveRecord | None
    replay: Replay | None
    lesson: Teaching | None
    pace: Pace

    def narrate_opening(self) -> None: ...
    def say(self, sentence: str, style: str = "") -> None: ...
    def redraw(self) -> None: ...
    def advance(self) -> None: ...
    def table_opened(self) -> None: ...


def open_table(screen: OpeningTable) -> None:
    """The mounted table starts (see the module docstring for the order)."""
    for reason in screen.pace.opening_holds():
        screen.holding.hold(reason)
    screen.saving.start()
    screen.narrate_opening()
    paused = screen.resumed is not None and screen.pace.resume_paused
    if screen.lesson is not None:
        screen.lesson.begin(screen)
    elif (sentence := opening_sentence(screen.replay, screen.resumed is not None, paused)) is not None:
        screen.say(sentence)
    screen.table.start(paused=paused)
    screen.role.start()
    # Drawn once the table has started: its holds (a resumed Speed match
    # waits for p) and a shared table's driver are as the player finds them
    # (drawn before, the top bar said "PAUSED: close what is open").
    screen.redraw()
    screen.holding.show()
    screen.advance()
    screen.table_opened()

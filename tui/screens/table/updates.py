"""What every table does with each update of its driver.  The driver hands
it over from inside its own callback (the holds are taken already: the
table controller, tui/table.py); it comes back as a Textual message
(``SessionUpdated``, "messages up"), and is handled in this order: an
update an undo has taken back since it was queued, or one for a table that
has gone, is dropped; the answer to a key that meant nothing goes; a
computer player that failed is reported (its first legal move was played
for it); the log tells what happened, the table reacts (a score table…),
draws, works out its keys again, and shows the game-over screen if it is
due."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from textual.message import Message

from rules.driver import BotFailed, Update

from ...safety import report
from ...table import Stamped
from .idle import IdleAnswers

if TYPE_CHECKING:
    from ...table import TableController


@dataclass
class SessionUpdated(Message, namespace="game_screen"):
    """An update of the table's driver, stamped with its undo generation
    (the screen's handler: ``on_game_screen_session_updated``)."""

    stamped: Stamped

    @property
    def update(self) -> Update:
        return self.stamped.update


class UpdatedTable(Protocol):
    """What the updates need of their table (a protocol: the table screen
    imports this module, never the reverse)."""

    table: TableController
    idle: IdleAnswers
    names: list[str]

    @property
    def gone(self) -> bool: ...
    def post_message(self, message: Message) -> bool: ...
    def narrate_update(self, update: Update) -> None: ...
    def react_to(self, update: Update) -> None: ...
    def redraw(self) -> None: ...
    def refresh_bindings(self) -> None: ...
    def maybe_game_over(self) -> None: ...


class Updates:
    def __init__(self, screen: UpdatedTable) -> None:
        self.screen = screen

    def deliver(self, stamped: Stamped) -> None:
        """Runs inside the driver: the update goes on as a message."""
        self.screen.post_message(SessionUpdated(stamped))

    def arrived(self, message: SessionUpdated) -> None:
        """The message is handled (see the module docstring for the order)."""
        screen = self.screen
        if not screen.table.is_current(message.stamped) or screen.gone:
            return  # an update an undo has taken back since it was queued, or the table has gone
        update = message.update
        screen.idle.clear()
        for event in update.events:
            if isinstance(event, BotFailed):
                report(screen, RuntimeError(f"{screen.names[event.seat]}'s computer player: {event.error}"))
        screen.narrate_update(update)
        screen.react_to(update)
        screen.redraw()
        screen.refresh_bindings()
        screen.maybe_game_over()

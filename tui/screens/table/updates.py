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

from collections.abc import Callable
from dataclasses import dataclass

from textual.message import Message
from textual.screen import Screen

from rules.driver import BotFailed, Update

from ...safety import report
from ...table import Stamped, TableController
from .idle import IdleAnswers


@dataclass
class SessionUpdated(Message, namespace="game_screen"):
    """An update of the table's driver, stamped with its undo generation
    (the screen's handler: ``on_game_screen_session_updated``)."""

    stamped: Stamped

    @property
    def update(self) -> Update:
        return self.stamped.update


def poster(screen: Screen) -> Callable[[Stamped], None]:
    """What the table controller hands each update to, inside the driver's
    callback: it goes on to ``screen`` as a message."""

    def deliver(stamped: Stamped) -> None:
        screen.post_message(SessionUpdated(stamped))

    return deliver


class Updates:
    def __init__(self, screen: Screen, table: TableController, idle: IdleAnswers, names: Callable[[], list[str]], *,
                 gone: Callable[[], bool], narrate: Callable[[Update], None], react: Callable[[Update], None],
                 redraw: Callable[[], None], game_over: Callable[[], None]) -> None:
        """``screen``: where a failure is reported and the keys are worked
        out again; ``table``: the table controller, which stamped the update;
        ``idle``: the answer to a key that meant nothing; ``names``: the seats'
        names as shown (who failed); ``gone``: the table has gone; and what a
        game's screen does its own way: ``narrate`` (the log tells the update,
        or keeps some back till seen), ``react`` (a score table…), ``redraw``,
        and ``game_over`` (the game-over screen if it is due)."""
        self.screen = screen
        self.table = table
        self.idle = idle
        self.names = names
        self.gone = gone
        self.narrate = narrate
        self.react = react
        self.redraw = redraw
        self.game_over = game_over

    def arrived(self, message: SessionUpdated) -> None:
        """The message is handled (see the module docstring for the order)."""
        if not self.table.is_current(message.stamped) or self.gone():
            return  # an update an undo has taken back since it was queued, or the table has gone
        update = message.update
        self.idle.clear()
        for event in update.events:
            if isinstance(event, BotFailed):
                report(self.screen, RuntimeError(f"{self.names()[event.seat]}'s computer player: {event.error}"))
        self.narrate(update)
        self.react(update)
        self.redraw()
        self.screen.refresh_bindings()
        self.game_over()

"""The clover table's narration: a turn's automatic part (the bouquet, the
spade chain, the clubs, the budget) told one step at a time by the
``Narrator`` at the chosen pace (``Steps``, on the table's clock), the
computer players held until it has been shown, space showing the rest at
once (the screen's skip; any other key is answered as one that means
nothing), the log read back with PgUp/PgDn while the turn waits, and what
an undo takes back.  The screen (screen.py) owns one and
draws from what its narrator has shown so far."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Protocol, runtime_checkable

from rules.clover.events import ChainCardPlayed, ChainStopped, MeadowPassed, TurnStarted
from rules.core import Event
from rules.driver import Driver
from rules.session import Update
from rules.voice import Voice

from ...safety import report
from ...settings import TableSettings
from ...table import HUMAN
from ...widgets import EventLog
from ..table.holding import Holding
from ..table.idle import IdleAnswers
from ..table.timers import Timers
from .narrator import Moment, Narrator
from .steps import Steps

NARRATE = "narrate"  # the hold while a turn is told
WAIT_HOLDS = {"rules", "user", "away"}  # the narration waits for these too
NARRATED = (TurnStarted, MeadowPassed, ChainCardPlayed, ChainStopped)


@runtime_checkable
class TurnTold(Protocol):
    """What the narration asks of a clover game beyond the contract: the
    current turn's events (CloverGame's, or a shared table's RemoteClover)."""

    def turn_events(self) -> list[Event]: ...


class NarratedTable(Protocol):
    """What the narration needs of its table (a protocol: the screen
    imports this module, never the reverse)."""

    settings: TableSettings
    timers: Timers  # the table's, on its clock
    holding: Holding  # takes and drops the narration's hold
    idle: IdleAnswers  # the answer to a key that meant nothing while the turn was told

    @property
    def names(self) -> list[str]: ...
    @property
    def holds(self) -> set[str]: ...
    @property
    def view(self) -> Any: ...
    @property
    def session(self) -> Driver: ...
    def query_one(self, selector: type[EventLog]) -> EventLog: ...
    def say(self, sentence: str, style: str = "") -> None: ...
    def redraw(self) -> None: ...
    def refresh_bindings(self) -> None: ...
    def maybe_game_over(self) -> None: ...


class Narration:
    def __init__(self, screen: NarratedTable) -> None:
        self.screen = screen
        self.narrator = Narrator(screen.names, HUMAN)
        self.in_flight: list[Update] = []  # published by the driver, their messages not arrived yet
        self.reading = False  # PgUp/PgDn during the turn told: it waits while the log is read back
        self.steps = Steps(
            self.narrator, schedule=lambda delay: screen.timers.later(delay, self.next_step),
            tell=self.tell_step, drawn=self.drawn, finished=self.finished, delay=self.step_delay,
            instant=lambda: screen.settings.instant, waiting=self.waiting)

    @property
    def busy(self) -> bool:
        """Events are still to be shown: queued, or published and not arrived yet."""
        return self.narrator.busy or bool(self.in_flight)

    def waiting(self) -> bool:
        """Something holds the table (the rules panel, a pause, a dialog), or
        the person reads the log back: the next step waits until it is at its
        newest line again (PgDn), or space shows the rest."""
        if self.reading:
            log = self.screen.query_one(EventLog)
            self.reading = round(log.scroll_offset.y) < log.max_scroll_y
        return bool(self.screen.holds & WAIT_HOLDS) or self.reading

    def scrolled(self) -> None:
        """PgUp or PgDn: while a turn is told, it waits for the log to be read
        back (a playtest: they showed the rest at once, the log unscrolled)."""
        self.reading = self.busy

    def published(self, update: Update) -> None:
        """The driver has just published ``update`` (the game has moved);
        its message comes later (``arrived``).  Until then the view is ahead
        of what the table shows, and the moment drawn is worked back over it."""
        self.in_flight.append(update)

    def moment(self, view: Any) -> Moment:
        """The hands and scores the table shows now (narrator.py)."""
        return self.narrator.moment(view, [e for update in self.in_flight for e in update.events])

    def opening(self) -> None:
        """A new game's first turn, told step by step."""
        screen = self.screen
        game = screen.session.game
        if not isinstance(game, TurnTold):
            raise TypeError(f"{type(game).__name__} tells no turn: not a clover game")
        self.narrator.push(game.turn_events())
        if not screen.settings.instant:
            screen.holding.hold(NARRATE)
        self.steps.run()  # the hold keeps the driver waiting until the first turn has been shown

    def holds_after(self, update: Update) -> Iterable[str]:
        """The pace: the computer players wait while a turn is told (never at the instant pace)."""
        if not self.screen.settings.instant and any(isinstance(e, NARRATED) for e in update.events):
            yield NARRATE

    def arrived(self, update: Update) -> None:
        """An update's events join what is still to be told."""
        for i, flying in enumerate(self.in_flight):
            if flying is update:
                del self.in_flight[: i + 1]  # messages arrive in the order published
                break
        if update.undone:  # what was still to be shown was taken back (the log says so once)
            self.narrator.queue.clear()
            self.narrator.taken = set()
            self.narrator.fresh = Narrator.fresh_after(self.screen.session.told, self.screen.names, HUMAN)
            self.steps.stop()
        self.narrator.push(update.events)
        if not self.steps.due:
            self.steps.run()

    def tell_step(self, event: Event) -> None:
        screen = self.screen
        screen.query_one(EventLog).narrate([event], Voice(screen.names, HUMAN))
        if isinstance(event, TurnStarted) and event.seat == HUMAN:
            screen.say("")  # an answer from the other turn is stale now

    def drawn(self) -> None:
        self.screen.redraw()
        self.screen.refresh_bindings()

    def finished(self) -> None:
        self.reading = False
        self.screen.idle.clear()  # "… space goes on" is not true once all is shown
        self.screen.holding.release(NARRATE)
        self.screen.maybe_game_over()

    def step_delay(self) -> float:
        return self.screen.settings.bot_delay * (0.5 if self.narrator.turn_seat == HUMAN else 1.0)

    def next_step(self) -> None:
        """A step's time has come (its timer on the table's clock)."""
        try:
            self.steps.next()
        except Exception as error:  # noqa: BLE001 - reported on the table, as its handlers do
            report(self.screen, error)

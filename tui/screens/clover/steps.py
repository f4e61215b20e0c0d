"""The pace of a narrated clover turn: the Narrator's pending events shown
one at a time, a pace step after each bouquet card and count, waiting while
something holds the table (the rules panel, a pause, a dialog); space
shows the rest at once.

No Textual: the screen hands it a timer on the table's clock (``schedule``) and says what showing
an event means, so the order of showing, drawing and finishing is tested
with a timer made by hand.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.core import Event

from .narrator import Narrator

RETRY = 0.2  # seconds between looks while something holds the table


class Steps:
    def __init__(self, narrator: Narrator, *, schedule: Callable[[float], Any],
                 tell: Callable[[Event], None], drawn: Callable[[], None],
                 finished: Callable[[], None], delay: Callable[[], float],
                 instant: Callable[[], bool], waiting: Callable[[], bool]) -> None:
        """``schedule(seconds)`` starts a timer (with ``cancel()``) that calls
        ``next`` back; ``tell(event)`` shows one event; ``drawn()`` redraws;
        ``finished()`` runs once all is shown (the bots may go on);
        ``delay()`` is the pace step now (it may depend on whose turn is
        shown), ``instant()`` says the pace has no steps, ``waiting()`` that
        something holds the table.  All are asked when needed: the pace may
        change during a game."""
        self.narrator = narrator
        self.schedule = schedule
        self.tell = tell
        self.drawn = drawn
        self.finished = finished
        self.delay = delay
        self.instant = instant
        self.waiting = waiting
        self.timer: Any = None

    @property
    def due(self) -> bool:
        """A step's timer runs: new events join the queue it works through."""
        return self.timer is not None

    def run(self, all_at_once: bool = False) -> None:
        """Show pending events up to the next pace step (all of them when
        ``all_at_once`` or the pace is instant)."""
        self.timer = None
        narrator = self.narrator
        while narrator.busy:
            event = narrator.step()
            self.tell(event)
            if narrator.busy and narrator.pauses_after(event) and not (all_at_once or self.instant()):
                self.timer = self.schedule(self.delay())
                self.drawn()
                return
        self.drawn()
        self.finished()

    def next(self) -> None:
        """The step's time has come: go on, unless something holds the table."""
        if self.waiting():
            self.timer = self.schedule(RETRY)
            return
        self.run()

    def skip(self) -> None:
        """Show the rest at once."""
        self.stop()
        self.run(all_at_once=True)

    def stop(self) -> None:
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None

"""The clover table's narration: a turn's automatic part (the bouquet, the
spade chain, the clubs, the budget) told one step at a time by the
``Narrator`` at the chosen pace (``Steps``), the bots held until it has
been shown, a key showing the rest at once, and what an undo takes back.
The table (clover.py) draws and takes the player's moves; this base keeps
what the narration has shown so far, which the table draws from."""

from __future__ import annotations

from collections.abc import Iterable

from textual import events

from rules.clover.events import ChainCardPlayed, ChainStopped, MeadowPassed, TurnStarted
from rules.core import Event
from rules.session import Update
from rules.voice import Voice

from ...i18n import _
from ...safety import guarded
from ...widgets import EventLog, RulesPanel
from ..game_base import HUMAN, GameScreen
from .narrator import Narrator
from .steps import Steps

WAIT_HOLDS = {"rules", "user", "away"}  # the narration waits for these too
ALWAYS_KEYS = {"question_mark", "f1", "p", "q", "ctrl+q", "ctrl+c", "tab", "shift+tab"}


class CloverNarration(GameScreen):
    def __init__(self, settings, **kwargs) -> None:
        super().__init__(settings, **kwargs)
        self.narrator = Narrator(self.names, HUMAN)
        self.steps = Steps(
            self.narrator, schedule=lambda delay: self.later(delay, self._next_step),
            tell=self.tell_step, drawn=self.steps_drawn, finished=self.steps_finished,
            delay=self.step_delay, instant=lambda: self.settings.instant,
            waiting=lambda: bool(self.holds & WAIT_HOLDS))

    def narrate_opening(self, limit: int = 12) -> None:
        """A new game's first turn is told step by step by the Narrator (a
        resumed one's last events first, as at every table)."""
        if self.resumed is not None:
            super().narrate_opening(limit)
        view = self.view
        scores = list(view.scores)
        if view.turn is not None:
            scores[view.turn] -= view.scored_points  # the first turn is narrated below
        self.narrator.scores = scores
        self.narrator.push(self.session.game.turn_events())
        if not self.settings.instant:
            self.hold("narrate")
        self.steps.run()  # the hold keeps the driver waiting until the first turn has been shown

    # Whose decision it is, as far as the player has seen -------------------------

    @property
    def narrating(self) -> bool:
        return self.narrator.busy

    def my_turn(self) -> bool:
        """The person is to decide (the chain or the picks), all shown."""
        view = self.view
        return view.turn == HUMAN and not view.is_over and not self.narrating

    def my_pick(self) -> bool:
        return self.my_turn() and self.view.phase == "pick"

    def my_chain(self) -> bool:
        return self.my_turn() and self.view.phase == "chain"

    # The session's updates ---------------------------------------------------------

    def hold_after(self, update: Update) -> Iterable[str]:
        narrated = (TurnStarted, MeadowPassed, ChainCardPlayed, ChainStopped)
        if not self.settings.instant and any(isinstance(e, narrated) for e in update.events):
            yield "narrate"

    @guarded
    def on_game_screen_session_updated(self, message: GameScreen.SessionUpdated) -> None:
        message.prevent_default()  # the base would narrate all at once
        if self._idle_shown:  # the base clears a stale answer
            self._idle_shown = False
            self.say("")
        if message.update.undone:  # what was still to be shown was taken back (the log says so once)
            self.narrator.queue.clear()
            self.narrator.taken = set()
            self.narrator.fresh = Narrator.fresh_after(self.session.told, self.names, HUMAN)
            self.steps.stop()
        self.narrator.push(message.update.events)
        if not self.steps.due:
            self.steps.run()

    def tell_step(self, event: Event) -> None:
        self.query_one(EventLog).narrate([event], Voice(self.names, HUMAN))
        if isinstance(event, TurnStarted) and event.seat == HUMAN:
            self.say("")  # an answer from the other turn is stale now

    def steps_drawn(self) -> None:
        self.redraw()
        self.refresh_bindings()

    def steps_finished(self) -> None:
        self.release("narrate")
        self.maybe_game_over()

    def step_delay(self) -> float:
        return self.settings.bot_delay * (0.5 if self.narrator.turn_seat == HUMAN else 1.0)

    @guarded
    def _next_step(self) -> None:
        self.steps.next()

    def maybe_game_over(self) -> None:
        """Not before the winning bouquet has been shown."""
        if not self.narrating:
            super().maybe_game_over()

    # Keys ------------------------------------------------------------------------

    def on_key(self, event: events.Key) -> None:
        # GameScreen.on_key (the answer to a key that means nothing) runs
        # after this one unless the default is prevented.
        if not self.table_up:
            return
        rules_open = self.query_one(RulesPanel).is_open
        if self.narrating and event.key not in ALWAYS_KEYS and not rules_open:
            event.stop()  # no binding acts on it
            event.prevent_default()  # and no "does nothing" answer
            self.steps.skip()
            self.say(_("Shown at once: your turn.") if self.my_pick() else _("Shown at once."))


"""The Textual shell every table shares, over the table controller
(tui/table.py, which decides holds, pacing, undo and the game-over moment).

A ``GameScreen`` opens the game's driver from ``TableSettings`` (or a save),
turns its updates into Textual messages (``SessionUpdated``), keeps the
PAUSED badge, and owns the parts in tui/screens/table/: the event log in
the viewer's voice (log.py, which also marks what an undo took back), the
message line (message.py), the person's hint (hints.py: worked out in a
worker thread, its cards marked by the table's ``redraw`` from
``self.table.hint_marks``), its timers (timers.py) and its role (role.py),
which hands leaving and the game-over screen to exits.py.

A subclass provides:
  ``compose_table()``  its widgets (the base adds the rules panel and Footer);
  ``redraw()``         draw everything from ``self.view`` (called after every
                       update and on start);
  ``hold_after(update)`` optional: hold reasons to take at once, inside the
                       session's callback, before any bot moves again;
  ``react_to(update)``   optional: react to events (a score table...);
  ``narrate_update(update)`` optional: what of an update the log tells now;
and calls ``self.act(action)`` for the person's moves.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from textual import events
from textual.app import ComposeResult
from textual.message import Message
from textual.screen import Screen
from textual.widget import Widget

from rules.cards import to_ascii
from rules.clock import AsyncioClock, Clock, Timer
from rules.core import Action, Event, Game, Result
from rules.driver import BotFailed, Driver, Update
from rules.review import Review

from ..i18n import N_, _
from ..safety import GuardedClock, guarded, report
from ..settings import TableSettings
from ..table import HUMAN, Stamped, Table, open_driver
from ..widgets import EventLog, RulesPanel
from ..widgets.footer import Footer
from ..widgets.pause_badge import PauseBadge, show_paused
from .table.hints import HintReady, Hints
from .table.keys import COMMON_BINDINGS, common_offer, deserves_answer
from .table.log import TableLog
from .table.message import MessageLine, opening_sentence
from .table.replay import Replay
from .table.role import LocalRole, TableRole
from .table.teaching import Teaching
from .table.timers import Timers

if TYPE_CHECKING:
    from ..store import Autosave, SaveRecord

__all__ = ["HUMAN", "GameScreen"]


class GameScreen(Screen):
    DEFAULT_CSS = "GameScreen { layers: default overlay badge; }"  # the badge: tui/widgets/pause_badge.py
    COMMON_BINDINGS = COMMON_BINDINGS  # every table's keys (table/keys.py)
    BINDINGS = []

    @dataclass
    class SessionUpdated(Message):
        stamped: Stamped

        @property
        def update(self) -> Update:
            return self.stamped.update

    def __init__(self, settings: TableSettings, resume: SaveRecord | None = None, *,
                 driver: Driver | None = None, replay: Replay | None = None,
                 lesson: Teaching | None = None,
                 role: Callable[[GameScreen], TableRole] = LocalRole, **kwargs) -> None:
        """``resume``: a ``tui.store.SaveRecord`` to carry on from (the
        driver comes back at exactly the saved position); ``driver``: play
        this driver instead of opening one (a shared table's
        ``tui.remote.RemoteDriver``: tui/remote/open.py); ``replay``: a
        game played again from one of its decisions, for practice (never
        saved or counted: the game it came from is kept as it was); ``lesson``: a
        lesson's step at this table (tui/lessons: never saved either);
        ``role``: who else sits at the table, made for this screen (play at
        home; a shared table's is tui/remote/presence.py's ``Presence``)."""
        super().__init__(**kwargs)
        self.settings = settings
        self.resumed = resume
        self.replay = replay
        self.lesson = lesson
        self.asking_leave = False  # the leave question is up (table/exits.py)
        self._recomposing = False
        self.timers = Timers(lambda: self.session.clock, lambda: self.gone or not self.app.is_running)  # later()
        self.hints = Hints(self)  # i: worked out in a worker thread (table/hints.py)
        self.messages = MessageLine(self)  # the answer to the last key (table/message.py)
        self.table_log = TableLog(self)  # the event log in the viewer's voice (table/log.py)
        self.autosave: Autosave | None = None  # attached on mount
        if driver is None:
            clock = GuardedClock(self.make_clock(), lambda error: report(self, error))
            driver = (lesson.driver(clock, self.seat_names, settings.bot_delay) if lesson is not None
                      else open_driver(settings, clock, resume, self.seat_names, replay.log if replay else None))
        self.role: TableRole = role(self)  # asks nothing of the table until it starts
        self.table = Table(driver, self._deliver, holds_for=self.hold_after, user_pause=self.role.user_pause,
                           alone=self.role.alone, pass_delay=settings.bot_delay, passing=self.passing_for_person)

    @property
    def session(self) -> Driver:
        """The game's driver (a Session, or Speed's Match)."""
        return self.table.driver

    @property
    def game(self) -> Game:
        """The game being played: always the driver's (undo REPLACES it)."""
        return self.table.driver.game

    @property
    def holds(self) -> set[str]:
        return self.table.holds

    # For subclasses -------------------------------------------------------

    def make_clock(self) -> Clock:
        """The bots' clock: the event loop's; tests put a ManualClock here."""
        return AsyncioClock()

    def seat_names(self, game: Game) -> list[str]:
        return [game.seat_name(s) for s in range(game.num_players)]

    def compose_table(self) -> ComposeResult:
        raise NotImplementedError  # every table draws its own game

    def redraw(self) -> None:
        """Draw everything from ``self.view``."""

    def hold_after(self, update: Update) -> Iterable[str]:
        return ()

    def react_to(self, update: Update) -> None:
        """React to an update's events (after the log narrated them)."""

    def opening_holds(self) -> Iterable[str]:
        """Holds to take before the table starts (a summary to show first)."""
        return ()

    def table_opened(self) -> None:
        """The table has started and is drawn."""

    def passing_for_person(self, action: Action) -> Any:
        """The table is about to pass a decision of the person's with
        nothing in it (``Table.forced``); a table may tell it.  Returns the
        mark an undo of it hands back (the log's place now)."""
        return self.log_mark()

    def offers(self, action: str, parameters: tuple) -> bool | None:
        """Whether a key's action works now (the Footer shows it)."""
        return True

    @property
    def gone(self) -> bool:
        """Popped (or replaced) already: its widgets may be removed while
        its own messages are still handled, so it draws and acts no more."""
        return self not in self.app.screen_stack

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        if not self.table_up or not common_offer(self, action):
            return False
        return not self.gone and self.offers(action, parameters)

    def closer(self) -> Callable[[], None] | None:
        """What esc closes now: the rules panel (a table may add its own)."""
        return self.action_toggle_rules if self.query_one(RulesPanel).is_open else None

    @property
    def table_up(self) -> bool:
        """Whether the table's widgets are there for a key to act on: not
        before the screen is mounted, nor while a change of language
        composes it again (a fast typist's keys come meanwhile)."""
        return self.is_mounted and not self._recomposing

    async def recompose(self) -> None:
        self._recomposing = True
        try:
            await super().recompose()
        finally:
            self._recomposing = False

    # Helpers ----------------------------------------------------------------

    @property
    def ascii_mode(self) -> bool:
        return self.app.ascii_mode

    @property
    def view(self) -> Any:
        return self.session.view(HUMAN)

    @property
    def names(self) -> list[str]:
        """The seats' names as the table shows them, in the language spoken
        (the game and its save keep the engine's; a shared table says who
        is the computer)."""
        return self.role.names()

    def text(self, sentence: str) -> str:
        """Suit symbols as letters in ASCII mode."""
        return to_ascii(sentence) if self.ascii_mode else sentence

    def message_line(self) -> Widget | None:
        return self.messages.widget()

    def say(self, sentence: str, style: str = "") -> None:
        """The message line (a short answer to the last key)."""
        self.messages.show(self.text(sentence), style == "error")

    def refuse(self, reason: str) -> None:
        self.say(reason, "error")
        self.app.bell()

    def act(self, action: Action | str) -> bool:
        """The person's move; the engine's refusal is shown, nothing changes."""
        if self.lesson is not None and not self.lesson.allows(self, action):
            return False  # a legal move the lesson does not teach here: its reason is shown
        refusal = self.table.act(action, mark=self.log_mark())
        if refusal is not None:
            self.refuse(refusal)
            return False
        self.say("")
        if self.lesson is not None:
            self.lesson.moved(self)
        self.advance()
        return True

    # Composition ------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield from self.compose_table()
        yield PauseBadge(id="pause-badge")
        yield RulesPanel(self.settings.game, self.ascii_mode, id="rules-panel")
        yield Footer()

    @guarded
    def on_mount(self) -> None:
        # Textual runs every class's on_mount, a subclass's first: a table
        # says what it needs through opening_holds() and table_opened().
        if self.gone:
            return
        for reason in self.opening_holds():
            self.hold(reason)
        self.start_autosave()
        self.narrate_opening()
        paused = self.resumed is not None and self.resume_paused
        if self.lesson is not None:
            self.lesson.begin(self)
        elif (sentence := opening_sentence(self.replay, self.resumed is not None, paused)) is not None:
            self.say(sentence)
        self.table.start(paused=paused)
        self.role.start()
        # Drawn once the table has started: its holds (a resumed Speed match
        # waits for p) and a shared table's driver are as the player finds them
        # (drawn before, the top bar said "PAUSED: close what is open").
        self.redraw()
        self.show_pause()
        self.advance()
        self.table_opened()

    def narrate_opening(self, limit: int = 12) -> None:
        """The log's first lines (table/log.py)."""
        self.table_log.opening(limit)

    def later(self, seconds: float, callback: Callable[[], None]) -> Timer:
        """``callback`` after ``seconds`` on the table's clock (table/timers.py)."""
        return self.timers.later(seconds, callback)

    def on_unmount(self) -> None:
        self.timers.cancel_all()
        self.role.stop()
        self.table.stop()
        self.stop_autosave()

    # Saving -------------------------------------------------------------------

    resume_paused = False  # a resumed game waits for a key (Speed: the clock)

    def start_autosave(self) -> None:
        """Saved after every action, where the role saves (tui/screens/table/role.py)."""
        self.autosave = self.role.autosave()

    def stop_autosave(self) -> None:
        autosave, self.autosave = self.autosave, None
        if autosave is not None:
            try:
                autosave.save_now()
            finally:
                autosave.detach()

    # The driver's updates --------------------------------------------------

    def _deliver(self, stamped: Stamped) -> None:
        # Runs inside the driver (the holds are taken already).
        self.post_message(self.SessionUpdated(stamped))

    @guarded
    def on_game_screen_session_updated(self, message: GameScreen.SessionUpdated) -> None:
        if not self.table.is_current(message.stamped) or self.gone:
            return  # an update an undo has taken back since it was queued, or the table has gone
        update = message.update
        self.clear_idle_answer()
        for event in update.events:
            if isinstance(event, BotFailed):
                report(self, RuntimeError(f"{self.names[event.seat]}'s computer player: {event.error}"))
        self.narrate_update(update)
        self.react_to(update)
        self.redraw()
        self.refresh_bindings()
        self.maybe_game_over()

    def event_log(self) -> EventLog | None:
        return self.table_log.widget()

    def log_mark(self) -> int | None:
        return self.table_log.mark()

    def narrate_update(self, update: Update) -> None:
        """Tell an update's events in the log (a table may keep some back
        until the player has seen what comes before them)."""
        self.tell(update.events)

    def tell(self, happened: Iterable[Event]) -> None:
        self.table_log.tell(happened)

    # Holding the bots -------------------------------------------------------

    def hold(self, reason: str) -> None:
        self.table.hold(reason)
        self.show_pause()

    def release(self, reason: str) -> None:
        if self.table.release(reason):
            self.show_pause()
            self.advance()

    def show_pause(self) -> None:
        """The top bar says PAUSED while the player holds the computer
        players (p), at every table, whatever the table's own status says."""
        show_paused(self, self.table.paused_by_user)

    def advance(self) -> None:
        """Let the bots go on, unless something holds them (and the table
        passes the person's decisions with nothing in them)."""
        self.table.advance()

    def on_screen_suspend(self) -> None:
        self.hold("away")

    @guarded
    def on_screen_resume(self) -> None:
        self.release("away")

    # Keys -------------------------------------------------------------------

    def on_key(self, event: events.Key) -> None:
        """A key that means nothing now gets a short answer, not silence."""
        if event.key in self.active_bindings or not self.table_up:
            return
        if deserves_answer(event.key, event.is_printable, self.focused.id if self.focused is not None else None):
            self.say(self.idle_answer(event.key))
            self.messages.idle_shown = True  # cleared when the table changes

    def clear_idle_answer(self) -> None:
        """The table changed: the answer to a key that meant nothing is stale."""
        if self.messages.stale():
            self.say("")

    def idle_answer(self, key: str) -> str:
        """What to say when ``key`` means nothing now (tables may say more)."""
        if key == "u" and not self.session.undoable:
            return self.table.undo()[1]
        return _("{key} does nothing now: the keys of the moment are below (? for the rules).").format(key=key)

    @guarded
    def action_toggle_rules(self) -> None:
        panel = self.query_one(RulesPanel)
        if panel.toggle():
            self.hold("rules")
        else:
            self.set_focus(None)
            self.release("rules")

    @guarded
    def action_close_rules(self) -> None:
        if (close := self.closer()) is not None:
            close()

    @guarded
    def action_toggle_pause(self) -> None:
        paused = self.table.toggle_pause()
        self.show_pause()
        self.say(self.role.pause_said(paused, _("Paused: the computer players wait. p goes on.") if paused
                                      else _("The computer players go on.")))

    @guarded
    def action_leave(self) -> None:
        self.role.ask_to_leave()

    @guarded
    def action_leave_lesson(self) -> None:
        self.lesson.leave(self)  # at once: the lesson keeps its step

    # Undo ---------------------------------------------------------------------

    @guarded
    def action_undo(self) -> None:
        done, sentence, since = self.table.undo()
        if done:
            self.table_log.take_back(since)  # the undone moves stay readable, marked as taken back
        self.say(sentence)
        if done:
            self.advance()

    # The hint -----------------------------------------------------------------

    @guarded
    def action_hint(self) -> None:
        self.hints.ask()

    @guarded
    def on_hint_ready(self, message: HintReady) -> None:
        self.hints.arrived(message.hint, message.position, message.error)

    def no_hint_answer(self) -> str:
        """What the hint key says when the person has nothing to decide."""
        return self.hints.none_answer(self.game.is_over)

    # The end ----------------------------------------------------------------

    game_over_delay = 0.0  # seconds for the last move to be seen before the game-over screen

    def maybe_game_over(self) -> None:
        """Show the game-over screen once the game is over and nothing the
        player must see first (a score table) is still up."""
        if not self.table.game_over_due():
            return
        if self.game_over_delay > 0:
            self.later(self.game_over_delay, self.show_game_over)
        else:
            self.show_game_over()

    total_title = N_("Total")  # the game-over table's last column (Speed: "Cards left")

    def part_reviews(self) -> dict[int, Review]:
        """The reviews of the game's parts made so far (Hearts: its hands),
        which the game's review at its end reuses (tui/screens/review.py)."""
        return {}

    def game_over_result(self) -> Result | None:
        """The result the game-over screen shows (tables may rename seats)."""
        return self.game.result

    def show_game_over(self) -> None:
        self.role.game_over()

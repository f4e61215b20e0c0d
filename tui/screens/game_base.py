"""The Textual shell every table shares, over the table controller
(tui/table.py, which decides holds, pacing, undo and the game-over moment).

A ``GameScreen`` makes the parts every table has (tui/screens/table/),
giving each what it works with, and keeps what Textual calls by name, each
handing on to a part.  A game's screen subclasses it: it provides
``compose_table()`` (its widgets) and ``redraw()`` (all drawn from
``self.view``), overrides what it needs of "What a table provides" below
(``hold_after``: holds taken inside the driver's callback; ``react_to``:
a score table...), and calls ``self.act(action)`` for the person's moves."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from textual import events
from textual.app import ComposeResult
from textual.screen import Screen

from rules.cards import to_ascii
from rules.clock import AsyncioClock, Clock
from rules.core import Action, Game
from rules.driver import Driver, Update

from ..house_app import house_app
from ..safety import GuardedClock, guarded, report
from ..settings import TableSettings
from ..table import HUMAN, TableController
from ..widgets import RulesPanel
from ..widgets.footer import Footer
from ..widgets.pause_badge import PauseBadge
from .table import ending, exits, hints, holding, idle, keys, moves, opening, pace, saving, timers, updates
from .table.home import LocalRole
from .table.log import TableLog
from .table.message import MessageLine
from .table.replay import Replay
from .table.role import TableRole
from .table.teaching import Teaching

if TYPE_CHECKING:
    from ..store import SaveRecord

__all__ = ["HUMAN", "GameScreen"]


class GameScreen(Screen):
    DEFAULT_CSS = "GameScreen { layers: default overlay badge; }"  # the badge: tui/widgets/pause_badge.py
    COMMON_BINDINGS = keys.COMMON_BINDINGS  # every table's keys
    BINDINGS = []

    def __init__(self, settings: TableSettings, resume: SaveRecord | None = None, *,
                 driver: Driver | None = None, replay: Replay | None = None, lesson: Teaching[GameScreen] | None = None,
                 role: Callable[[GameScreen], TableRole] = LocalRole, **kwargs) -> None:
        """``resume``: a ``tui.store.SaveRecord`` to carry on from, at its saved position; ``driver``:
        play this one (a shared table's ``RemoteDriver``: tui/screens/shared/open.py); ``replay``: a game
        played again from one of its decisions, for practice; ``lesson``: a lesson's step at this table
        (neither is saved or counted); ``role``: who else sits at the table, made for this screen (play at
        home; tui/screens/shared/presence.py's ``Presence``)."""
        super().__init__(**kwargs)
        self.settings, self.resumed, self.replay, self.lesson = settings, resume, replay, lesson
        self.asking_leave, self._recomposing = False, False  # the leave question is up (table/exits.py); recompose
        # Its parts (tui/screens/table/): what a game's screen may do its own way is given as a lambda, looked up at each call.
        self.pace: pace.Pace = pace.TablePace()  # what waits when (Speed has its own)
        self.timers = timers.Timers(lambda: self.session.clock, lambda: self.gone or not self.app.is_running)
        self.messages = MessageLine(self, lambda: lesson.standing(self) if lesson is not None else "")  # the last key's answer
        if driver is None:
            clock = GuardedClock(self.make_clock(), lambda error: report(self, error))
            driver = opening.table_driver(settings, clock, resume, replay, lesson, self.seat_names)
        self.role: TableRole = role(self)  # asks nothing of the table until it starts
        self.saving = saving.Saving(self.role.autosave)  # after every move, where the role saves
        self.table = TableController(driver, updates.poster(self), holds_for=self.hold_after, user_pause=self.role.user_pause,
                           alone=self.role.alone, pass_delay=settings.bot_delay, passing=self.passing_for_person)
        say, advance, redraw = (lambda line: self.say(line)), (lambda: self.advance()), (lambda: self.redraw())
        names, gone, now_pace = (lambda: self.names), (lambda: self.gone), (lambda: self.pace)
        self.table_log = TableLog(self, names, say, self.messages.shows)  # the event log in the viewer's voice
        self.idle = idle.IdleAnswers(self, self.table, say, up=lambda: self.table_up, answer=lambda k: self.idle_answer(k))
        self.holding = holding.Holding(self, self.table, self.role, say, advance)  # rules panel, p, PAUSED badge
        self.ending = ending.GameEnd(self.table, self.timers, now_pace, self.role.game_over)
        self.moves = moves.Moves(self, self.table, self.table_log, lesson, say=say,
                                 refuse=lambda reason: self.refuse(reason), advance=advance)
        self.hints = hints.Hints(self, self.table, self.messages, self.table_log, say=say, redraw=redraw,
                                 text=lambda line: self.text(line), none_answer=lambda: self.no_hint_answer(), gone=gone)
        self.opening = opening.Opening(self, self.table, self.holding, self.saving, self.role, now_pace, lesson=lesson,
                                       replay=replay, resumed=resume is not None, say=say, redraw=redraw, advance=advance,
                                       narrate=lambda: self.narrate_opening(), opened=lambda: self.table_opened())
        self.updates = updates.Updates(self, self.table, self.idle, names, gone=gone, redraw=redraw,
                                       narrate=lambda update: self.narrate_update(update),
                                       react=lambda update: self.react_to(update), game_over=lambda: self.maybe_game_over())

    # What a table provides (its game's screen overrides what it needs) ----

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

    def narrate_opening(self, limit: int = 12) -> None:
        """The log's first lines (table/log.py)."""
        self.table_log.opening(self.session.told, self.replay, self.resumed is not None, limit, self.text)

    def narrate_update(self, update: Update) -> None:
        """Tell an update's events in the log (a table may keep some back till seen)."""
        self.table_log.tell(update.events)

    def table_opened(self) -> None:
        """The table has started and is drawn."""

    def passing_for_person(self, action: Action) -> Any:
        """A decision of the person's with nothing in it is about to pass (``TableController.forced``);
        a table may tell it.  Returns the mark an undo of it hands back (the log's place)."""
        return self.table_log.mark()

    def offers(self, action: str, parameters: tuple) -> bool | None:
        """Whether a key's action works now (the Footer shows it)."""
        return True

    def closer(self) -> Callable[[], None] | None:
        """What esc closes now: the rules panel (a table may add its own)."""
        return self.holding.rules_closer(self.action_toggle_rules)

    def idle_answer(self, key: str) -> str:
        """What to say when ``key`` means nothing now (tables may say more)."""
        return self.idle.answer(key)

    def no_hint_answer(self) -> str:
        """What the hint key says when the person has nothing to decide."""
        return self.hints.none_answer(self.game.is_over)

    def text(self, sentence: str) -> str:
        """Suit symbols as letters in ASCII mode."""
        return to_ascii(sentence) if self.ascii_mode else sentence

    def say(self, sentence: str, style: str = "") -> None:
        """The message line (a short answer to the last key)."""
        self.messages.show(self.text(sentence), style == "error")

    def advance(self) -> None:
        """Let the bots go on, unless something holds them (the table passes the person's empty decisions)."""
        self.table.advance()

    def maybe_game_over(self) -> None:
        """The game-over screen, when it is due (table/ending.py)."""
        self.ending.maybe()

    # What its parts and its game ask of it ---------------------------------

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

    @property
    def narrating(self) -> bool:
        """Still telling what happened (a clover turn step by step, a harvest feeding until a key): a lesson tells its step after."""
        return False

    @property
    def gone(self) -> bool:
        """Popped or replaced: its widgets may be gone while its messages come, so it draws and acts no more."""
        return self not in self.app.screen_stack

    @property
    def table_up(self) -> bool:
        """Whether the table's widgets are there for a key to act on: not before the
        screen is mounted, nor while a new language composes it (keys come meanwhile)."""
        return self.is_mounted and not self._recomposing

    @property
    def ascii_mode(self) -> bool:
        return house_app(self).ascii_mode

    @property
    def view(self) -> Any:
        return self.session.view(HUMAN)

    @property
    def names(self) -> list[str]:
        """The seats' names as shown, in the language spoken (a shared table says who is the computer)."""
        return self.role.names()

    def refuse(self, reason: str) -> None:
        self.say(reason, "error")
        self.app.bell()

    def act(self, action: Action | str) -> bool:
        """The person's move; the engine's refusal is shown, nothing changes (table/moves.py)."""
        return self.moves.act(action)

    # What Textual calls by name: each hands on to a part -------------------

    def compose(self) -> ComposeResult:
        yield from self.compose_table()
        yield PauseBadge(id="pause-badge")
        yield RulesPanel(self.settings.game, self.ascii_mode, id="rules-panel")
        yield Footer()

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        up = self.table_up and not self.gone
        return (keys.offered(action, up=up, undoable=self.table.undo_offered(), at_lesson=self.lesson is not None,
                             closer=self.closer)
                and self.offers(action, parameters))  # table/keys.py, then the game's

    async def recompose(self) -> None:
        self._recomposing = True
        try:
            await super().recompose()
        finally:
            self._recomposing = False

    @guarded
    def on_mount(self) -> None:
        # Textual runs every class's on_mount, a subclass's first: a table
        # says what it needs through its pace and table_opened().
        if not self.gone:
            self.opening.open()  # in the order table/opening.py tells

    def on_unmount(self) -> None:
        self.timers.cancel_all()
        self.role.stop()
        self.table.stop()
        self.saving.stop()

    @guarded
    def on_game_screen_session_updated(self, message: updates.SessionUpdated) -> None:
        self.updates.arrived(message)  # in the order table/updates.py tells

    def on_screen_suspend(self) -> None:
        self.holding.hold("away")

    @guarded
    def on_screen_resume(self) -> None:
        self.holding.release("away")

    def on_key(self, event: events.Key) -> None:
        """The log's answer at either end goes (table/log.py); a key that means nothing gets a short answer (table/idle.py)."""
        self.table_log.key(event.key)
        self.idle.key(event)

    @guarded
    def action_toggle_rules(self) -> None:
        self.holding.toggle_rules()

    @guarded
    def action_close_rules(self) -> None:
        if (close := self.closer()) is not None:
            close()

    @guarded
    def action_toggle_pause(self) -> None:
        self.holding.toggle_pause()

    @guarded
    def action_leave(self) -> None:
        self.role.ask_to_leave()

    @guarded
    def action_leave_lesson(self) -> None:
        """q or esc asks first, as q at a game does; the lesson keeps its step."""
        if (lesson := self.lesson) is not None:  # offered only at a lesson (table/keys.py)
            exits.ask_first(self, lesson.leaving_question(), lambda: lesson.leave(self))

    @guarded
    def action_scroll_log(self, pages: int) -> None:
        self.table_log.page(pages)  # PgUp/PgDn; at either end the message line says so (table/log.py)

    @guarded
    def action_undo(self) -> None:
        self.moves.undo()  # table/moves.py

    @guarded
    def action_hint(self) -> None:
        self.hints.ask()

    @guarded
    def on_hint_ready(self, message: hints.HintReady) -> None:
        self.hints.arrived(message.hint, message.position, message.error)

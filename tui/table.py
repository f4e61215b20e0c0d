"""The table controller: what every table does between its driver and its
screen, without Textual, so it is tested on a ManualClock with no pilot.

It holds the computer players while something must be seen (a finished
trick, a score table, the rules panel, another screen on top, the player's
own pause), lets them go on when the last hold is released, takes the
person's moves (an engine refusal comes back as the sentence to show),
undoes, says when the game-over screen is due, and stamps every update with
the undo generation it belongs to, so that an update queued before an undo
is known stale when it is finally handled.

It passes for the person a decision with nothing in it (the engine's
``forced_pass``: a season where all they can do is pass or say done), after
the pace's wait on the driver's clock, as the person's own move, so undo and
a replay see the same move list; any hold stops that flow (the player's p
first of all).  Undo goes back to the person's last real decision, past
such passes, never to one that would pass again at once; and no hint is
asked where there is nothing to decide.

It also keeps the person's hint (the hard player's move for them, asked of
the driver): the question is taken at a position (the undo generation and
the moves made), may be worked out elsewhere (a worker thread: the search
takes up to a second), and is kept only if the game is still at that
position when it arrives; it is shown until the next move.

The screen (``tui.screens.game_base.GameScreen``) is the Textual shell:
``deliver`` hands it each stamped update from inside the driver's callback,
and it draws, narrates and forwards keys.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import rules
from rules import opening
from rules.clock import Clock, Timer
from rules.core import Action, Game, IllegalAction
from rules.driver import Driver, HintQuestion, Update
from rules.hint import Hint
from rules.opening import Saved

from .i18n import _
from .settings import TableSettings
from .store.seat_names import kept_names
from .store.sessions import session_from_record

if TYPE_CHECKING:
    from .store import SaveRecord

HUMAN = 0  # the person's seat at every table
USER = "user"  # the hold the player takes with p
SCORES = "scores"  # a score table is up: the game-over screen waits for it
PASSING = "pass for the person"  # the timer of a pass taken for the person (never a hold)


def open_driver(settings: TableSettings, clock: Clock, resume: SaveRecord | None,
                seat_names: Callable[[Game], list[str]], replay: Sequence[tuple[int, str]] | None = None) -> Driver:
    """The driver of a new game (seat 0 the person, the others computer
    players at the chosen level), or of a saved one, at its saved position.
    ``replay``: the new game's first actions, played again from its seed (a
    reviewed hand played again from a decision: settings.seed is the game's)."""
    if resume is not None:
        driver = session_from_record(resume, clock, delay=settings.bot_delay)
        for seat in driver.seats:  # names from a file are shown as plain text
            seat.name = seat.name.replace("[", "(").replace("]", ")")[:24]
        return driver
    game = rules.new_game(settings.game, seed=settings.seed, **settings.options)
    level = settings.level or rules.default_level(settings.game)
    names = kept_names(game, seat_names)  # "West", shown as the language spoken then says it
    seats = [(names[0], None)] + [(names[s], level) for s in range(1, game.num_players)]
    start: Game | Saved = game
    if replay:
        start = Saved({"game": settings.game, "seed": game.seed, "options": dict(settings.options)}, list(replay))
    return opening.open_driver(start, seats, clock, delay=settings.bot_delay)


@dataclass(frozen=True)
class Stamped:
    """An update and the undo generation it was published in."""

    update: Update
    generation: int


class TableController:
    def __init__(self, driver: Driver, deliver: Callable[[Stamped], None], *,
                 holds_for: Callable[[Update], Iterable[str]] = lambda update: (),
                 user_pause: Callable[[bool], None] | None = None, alone: bool = True,
                 pass_delay: float = 0.0,
                 passing: Callable[[Action], Any] = lambda action: None) -> None:
        """``holds_for(update)``: the holds to take at once, inside the
        driver's callback, before any computer player moves again.
        ``user_pause(on)``: told when the player's own pause (USER) is taken
        or dropped (a shared table asks its server).  ``alone``: no other
        person sits here (else the server judges undo).  ``pass_delay``: the
        seconds a decision with nothing in it is shown before the table
        passes it (0: at once); ``passing(action)`` is told just before,
        and returns the mark an undo of that move hands back."""
        self.driver = driver
        self.deliver = deliver
        self.holds_for = holds_for
        self.user_pause = user_pause
        self.alone = alone
        self.pass_delay = pass_delay
        self.passing = passing
        self._passing_now = False  # passes are being taken at once (instant pace): no second loop
        self._passed_at: tuple[int, int] | None = None  # the position of the last pass sent
        self.holds: set[str] = set()
        self.generation = 0
        self._marks: list[Any] = []  # what an undo of each of the person's moves takes back
        self._undo_asked: tuple[tuple[int, int], bool] | None = None  # a position, and whether undo works there
        self._timers: dict[str, Timer] = {}
        self._over_announced = False
        self._hint: tuple[Hint, tuple[int, int]] | None = None  # the hint shown, and its position
        self._unsubscribe = driver.subscribe(self._published)

    # The driver's updates ---------------------------------------------------

    def _published(self, update: Update) -> None:
        for reason in self.holds_for(update):
            self.hold(reason)
        if update.undone:
            self.generation += 1
        self.deliver(Stamped(update, self.generation))
        self._arm_pass()  # inside the driver's callback: never a move now, a timer at most

    def is_current(self, stamped: Stamped) -> bool:
        """False for an update that an undo has taken back since."""
        return stamped.generation == self.generation

    @property
    def game(self) -> Any:
        return self.driver.game  # always the driver's: undo replaces it

    @property
    def view(self) -> Any:
        return self.driver.view(HUMAN)

    @property
    def is_over(self) -> bool:
        return self.driver.game.is_over

    # Starting and stopping -------------------------------------------------------

    def start(self, paused: bool = False) -> None:
        """Let the driver go (``paused``: the player's own pause first, as a
        resumed Speed match waits for a key)."""
        if paused:
            self.hold(USER)
        self.driver.start()
        self.advance()

    def stop(self) -> None:
        for timer in self._timers.values():
            timer.cancel()
        self._timers.clear()
        self._unsubscribe()
        self.driver.stop()

    # Holding the computer players -----------------------------------------------

    def hold(self, reason: str) -> None:
        if reason == USER and reason not in self.holds and self.user_pause is not None:
            self.user_pause(True)
        self.holds.add(reason)
        self._cancel_timer(PASSING)  # taken again, after the whole wait, once nothing holds
        self.driver.pause()

    def hold_for(self, reason: str, seconds: float, then: Callable[[], None] | None = None) -> None:
        """Hold, and release by itself after ``seconds`` on the driver's
        clock (a finished trick stays that long), then call ``then``; 0 or
        less: no hold.  A release before the time cancels both."""
        self._cancel_timer(reason)
        if seconds <= 0:
            self.release(reason)
            return
        self.hold(reason)
        self._timers[reason] = self.driver.clock.call_later(seconds, self._timed_out, reason, then)

    def _timed_out(self, reason: str, then: Callable[[], None] | None) -> None:
        self._timers.pop(reason, None)
        self.release(reason)
        if then is not None:
            then()

    def _cancel_timer(self, reason: str) -> None:
        timer = self._timers.pop(reason, None)
        if timer is not None:
            timer.cancel()

    def release(self, reason: str) -> bool:
        """Drop a hold; the computer players go on when none is left.
        False when ``reason`` was not held."""
        self._cancel_timer(reason)
        if reason not in self.holds:
            return False
        self.holds.discard(reason)
        if reason == USER and self.user_pause is not None:
            self.user_pause(False)
        self.advance()
        return True

    def held(self, reason: str) -> bool:
        return reason in self.holds

    @property
    def paused_by_user(self) -> bool:
        return USER in self.holds

    def toggle_pause(self) -> bool:
        """The player's p: True when it now holds the computer players."""
        if self.paused_by_user:
            self.release(USER)
            return False
        self.hold(USER)
        return True

    def advance(self) -> None:
        """Let the computer players go on, unless something holds them; a
        decision of the person's with nothing in it is passed (at once at
        the instant pace, else after the pace's wait)."""
        if self.holds or self.is_over:
            return
        self.driver.resume()
        self._arm_pass(now=True)

    # Decisions with nothing in them ------------------------------------------

    def forced(self) -> Action | None:
        """The person's pass or done when it is all they can do now (the
        engine's ``forced_pass``), else None."""
        if self.is_over:
            return None
        return self.driver.game.forced_pass(HUMAN)

    @property
    def passing_soon(self) -> bool:
        """A pass is on its way for the person (the table waits the pace's time)."""
        return PASSING in self._timers

    def _arm_pass(self, now: bool = False) -> None:
        """Pass the person's empty decision: after the pace's wait on the
        clock, or (``now``, outside the driver's callbacks, at the instant
        pace) at once, one after the other while they come."""
        self._cancel_timer(PASSING)
        if self._passing_now or self.holds or self.forced() is None:
            return
        if not (now and self.pass_delay <= 0):
            self._timers[PASSING] = self.driver.clock.call_later(
                max(0.0, self.pass_delay), self._pass_due, self.position)
            return
        self._passing_now = True
        try:
            while not self.holds and self._pass_once():
                pass
        finally:
            self._passing_now = False

    def _pass_due(self, position: tuple[int, int]) -> None:
        self._timers.pop(PASSING, None)
        if position == self.position and not self.holds:
            self._pass_once()

    def _pass_once(self) -> bool:
        """Pass the person's empty decision now, as their own move: False
        when there is none, or when this position was passed already (a
        shared table's server has not answered yet)."""
        action = self.forced()
        if action is None or self._passed_at == self.position:
            return False
        self._passed_at = self.position
        return self.act(action, mark=self.passing(action)) is None

    # The person's moves -------------------------------------------------------

    def act(self, action: Action | str, mark: Any = None) -> str | None:
        """The person's move: None when it is made, else the engine's
        refusal (nothing changed).  ``mark``: what an undo of this move
        hands back (the log's place before it)."""
        try:
            self.driver.act(HUMAN, action)
        except IllegalAction as refusal:
            return str(refusal)
        self._marks.append(mark)
        self.advance()
        return None

    def undo(self) -> tuple[bool, str, Any]:
        """Take back the person's last move and the replies to it: (done,
        the sentence to show, the mark that move was made with)."""
        driver = self.driver
        if not driver.undoable:
            if not self.alone:
                return False, _("There is no undo at a table with more than one person: everyone must agree "
                                "what happened."), None
            return False, driver.no_undo(), None
        if self.is_over:
            return False, _("The game is over: there is nothing to undo."), None
        if not driver.can_undo():
            return False, _("Nothing to undo: you have not made a move yet."), None
        try:
            if not self.alone:  # the server judges, one move at a time
                driver.undo()
                mark = self._marks.pop() if self._marks else None
            else:
                decisions = self.decisions()
                if not decisions:
                    return False, _("Nothing to undo: you have not made a move yet."), None
                mark = None
                # Back to the person's last real decision (a pass the table made
                # for them goes with it); each undo replaces driver.game and publishes.
                while len(driver.log) > decisions[-1] and driver.undo():
                    mark = self._marks.pop() if self._marks else None  # the earliest one taken back stays
        except IllegalAction as refusal:  # past a card turned up: nothing changed
            return False, str(refusal), None
        self.advance()
        return True, _("Undone: your last move and the replies to it are taken back."), mark

    def undo_offered(self) -> bool:
        """Whether u is offered now (the Footer): the driver undoes, and
        the engine would not refuse it (a clover card turned up from the
        talon since: a playtest saw "u Undo" offered after a meadow pick,
        then refused).  The engine is asked once a position."""
        driver = self.driver
        if not driver.undoable:
            return False
        position = (id(driver.game), len(driver.log))
        if self._undo_asked is None or self._undo_asked[0] != position:
            self._undo_asked = (position, self._undo_works())
        return self._undo_asked[1]

    def _undo_works(self) -> bool:
        """What ``undo`` would do now, asked without doing it (a playtest saw
        'u Undo' offered on a first turn, and at the harvest after passes
        the table made, then 'Nothing to undo'; and at North's turn at the
        clover table, where the undo back to the person's last decision
        passes a card turned up)."""
        driver = self.driver
        if self.is_over or not driver.can_undo():
            return False
        if not self.alone:  # the server judges, one move at a time
            return driver.undo_refusal() is None
        decisions = self.decisions()
        return bool(decisions) and driver.undo_refusal(decisions[-1]) is None

    def decisions(self) -> list[int]:
        """Where in the driver's log the person decided something: their
        moves less the passes of decisions with nothing in them (whoever
        pressed them), found by replaying the log from the seed."""
        driver = self.driver
        game = rules.new_game(driver.game.name, seed=driver.game.seed, **driver.game.options)
        out = []
        for at, (seat, text) in enumerate(driver.log):
            if seat == HUMAN and game.forced_pass(HUMAN) is None:
                out.append(at)
            game.apply(seat, game.parse_action(seat, text))
        return out

    # Hints ------------------------------------------------------------------

    @property
    def position(self) -> tuple[int, int]:
        """Where the game stands (the undo generation, the moves made): a
        hint belongs to one position."""
        return (self.generation, len(self.driver.log))

    def ask_hint(self) -> tuple[HintQuestion | None, tuple[int, int]]:
        """The question for the person's hint, taken at the position now
        (returned with it), or None when they have nothing to decide; the
        hint shown before goes."""
        self._hint = None
        if self.is_over or self.forced() is not None:  # nothing to decide: it passes by itself
            return None, self.position
        return self.driver.hint_question(HUMAN), self.position

    def hint_arrived(self, hint: Hint, position: tuple[int, int]) -> bool:
        """Show ``hint`` until the next move; False (dropped) when the game
        has moved on since it was asked."""
        if position != self.position or self.is_over:
            return False
        self._hint = (hint, position)
        return True

    @property
    def hint(self) -> Hint | None:
        """The hint on the table, until the next move (or undo)."""
        if self._hint is not None and self._hint[1] != self.position:
            self._hint = None
        return None if self._hint is None else self._hint[0]

    @property
    def hint_marks(self) -> tuple:
        """The cards the table marks for the hint (none without one)."""
        hint = self.hint
        return () if hint is None else tuple(hint.marks)

    # The end --------------------------------------------------------------

    def game_over_due(self) -> bool:
        """True once, when the game is over and no score table is still up."""
        if not self.is_over or self._over_announced or SCORES in self.holds:
            return False
        self._over_announced = True
        return True

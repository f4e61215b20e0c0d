"""A lesson played at the game's own table (rules/lessons): the same screen,
widgets and keys as a real game, with the step's sentence in the log and
what to do on the message line.

The table screen asks ``allows`` before it sends the person's move (a legal
move the step does not teach is refused with the step's reason, and
nothing changes; a move the engine refuses goes on to the engine, which
says why) and tells ``moved`` after it was made.  Each step reached is
remembered (tui/store/lessons.py), so leaving (q or esc, asked first) and coming back
goes on at that step; leaving goes back where the lesson was opened from:
the game's page in the menu, or the menu when ``kortbord learn`` opened
it, as leaving a game that ``kortbord GAME`` started does.  A step that
begins a new position, or a jump played on, opens the table again on it
(once space is pressed: interlude.py shows the move's result);
after the last step the game the lesson ends with is offered, at a table
that sits on the menu however the lesson was opened (its leave question
says "go back to the menu", as every game's does).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

import rules
import rules.lessons
from rules.cards import Card
from rules.clock import Clock
from rules.core import Action, Game, IllegalAction
from rules.driver import Driver
from rules.lessons.seats import lesson_session
from rules.lessons.steps import PERSON, Lesson
from rules.session import Update

from ..house_app import house_app
from ..i18n import _
from ..safety import report
from ..screens.table.teaching import SEEN
from ..store.lessons import remember_step, step_of
from .done import LessonDone
from .interlude import LessonInterlude

if TYPE_CHECKING:
    from textual.app import App
    from textual.screen import Screen

    from ..screens.game_base import GameScreen
    from ..settings import TableSettings


NARRATION_LOOK = 0.05  # seconds between looks at a table still telling a turn


def at_table(screen: Screen) -> GameScreen:
    """The screen a lesson is asked about (the table's Teaching protocol
    names a Screen): always a game's table."""
    from ..screens.game_base import GameScreen

    if not isinstance(screen, GameScreen):
        raise TypeError(f"a lesson runs at a game's table, not at {type(screen).__name__}")
    return screen


class LessonRun:
    def __init__(self, lesson: Lesson, index: int = 0, keep: bool = True) -> None:
        self.lesson = lesson
        self.index = index
        self.keep = keep  # remember the steps reached (False: --no-save)
        self._due = False  # a step's sentence waits for the person's next decision
        self._resumed = index > 0  # said once, before the first step told
        self._between = False  # the step's move made, the next step's game not opened yet (interlude.py)
        self._seen_after = 0  # the others' moves still to be seen before it opens

    @property
    def count(self) -> int:
        return len(self.lesson.steps)

    def driver(self, clock: Clock, seat_names: Callable[[Game], list[str]], delay: float) -> Driver:
        return lesson_session(self.lesson, lambda: self.index, seat_names, clock, delay=delay)

    # The table's two questions ---------------------------------------------------

    def allows(self, screen: Screen, action: Action | str) -> bool:
        table = at_table(screen)
        return self._refused(table, self.lesson.refusal(self.index, table.game, action))

    def allows_start(self, screen: Screen, card: Card, begun: Sequence[Action]) -> bool:
        table = at_table(screen)
        return self._refused(table, self.lesson.start_refusal(self.index, table.game, card, begun))

    def points_at(self, screen: Screen, picked: Card | None) -> Card | None:
        """The step's next card (a playtest: step 8 asked for Q♣ from the barn with the cursor on A♣);
        None where the step takes any move of a kind ("pass any three cards"): it names no card."""
        game = at_table(screen).game
        if self.index >= self.count or PERSON not in game.to_act():
            return None
        step = self.lesson.steps[self.index]
        if not step.accepts:  # as its hint marks none (Lesson.hint)
            return None
        try:
            cards = self.lesson.marks(game.view(PERSON), step.answer(game))
        except (IllegalAction, StopIteration):  # not the step's moment yet (a reply to come first)
            return None
        return next((card for card in cards if card != picked), None)

    def _refused(self, screen: GameScreen, refusal: str | None) -> bool:
        """True when there is no ``refusal``; else it is shown, and False."""
        if refusal is None:
            return True
        log = screen.table_log.widget()
        if log is None:
            screen.refuse(refusal)
            return False
        log.say(screen.text(refusal))  # whole there; the message line says where, the step's line below it
        screen.refuse(_("Not in this step: the log says why."))  # (a one-row line grows a row: message.py)
        return False

    def moved(self, screen: Screen) -> None:
        """The step's move was made: on to the next step."""
        screen = at_table(screen)
        self.index += 1
        self.remember(screen)
        if self.index >= self.count:
            self.finish(screen)
        elif self.lesson.jumps(self.index):  # another game, or turns later: the move's result is seen first
            self._due = True  # the step is told at its own table
            self._seen_after = max(0, self.lesson.steps[self.index - 1].seen_after - self._since_move(screen))
            self._between = True  # (a playtest: at a jump, K♥ just harvested was never seen)
            if not self._seen_after:
                self._interlude(screen)
        else:
            self._due = True  # told once the replies are made and told, and the person is to decide
            self._after(screen)  # the replies may all be made already (no pace): told after the log's

    @staticmethod
    def _since_move(screen: GameScreen) -> int:
        """The others' moves made since the person's last (at the instant pace they come before ``moved``)."""
        log = screen.session.log
        return next((n for n, (seat, _action) in enumerate(reversed(log)) if seat == PERSON), len(log))

    def _interlude(self, screen: GameScreen) -> None:
        """The table held as the move left it, its message line saying that
        another game opens at space (interlude.py)."""
        screen.table.hold(SEEN)  # before the bots' next move: the table stays as it is
        screen.say("")  # the standing line: the interlude's, in place of "follows as soon as …"

        def answer(go_on: bool | None) -> None:
            self._between = False
            if go_on:
                self.open_next(screen)
            else:
                self.leave(screen)

        screen.app.push_screen(LessonInterlude(self.leaving_question(), self.lesson.game, screen.say, screen.table_log), answer)

    def open_next(self, screen: GameScreen) -> None:
        """The table opened afresh at the step's position (a jump played on, another game)."""
        if not screen.gone:
            screen.app.switch_screen(type(screen)(screen.settings, lesson=self))

    # What the player reads --------------------------------------------------------

    def begin(self, screen: Screen) -> None:
        """The table is up: say the step, and say each next one once the
        person is to decide again, after the log has told what came before."""
        screen = at_table(screen)
        self._due = True
        screen.session.subscribe(lambda update: self._after(screen, update))
        if self._ready(screen.game):
            self._tell_when_told(screen)

    def _ready(self, game: Game) -> bool:
        """The person has a real decision and the computer players have
        made theirs (at a real-time table they make none)."""
        if game.is_over or PERSON not in game.to_act() or game.forced_pass(PERSON) is not None:
            return False
        if not (game.to_act() - {PERSON}):
            return True
        driver: type[Driver] = rules.driver_class(self.lesson.game)
        return driver.real_time

    def _after(self, screen: GameScreen, update: Update | None = None) -> None:
        """Inside the driver, right after an update: the game is as that
        update left it (the updates after it are not made yet), and the
        table tells the update before the sentence (its message is queued
        first).  Before another game opens, the others' moves to be seen
        first are counted here, and the table held at the last of them."""
        if self._between:
            if self._seen_after and update is not None and update.seat != PERSON:
                self._seen_after -= 1
                if not self._seen_after:
                    screen.table.hold(SEEN)  # at once, inside the driver: no move after this one
                    screen.call_later(self._interlude, screen)
            return
        if self._due and self._ready(screen.game):
            screen.call_later(self._tell_when_told, screen)

    def _tell_when_told(self, screen: GameScreen) -> None:
        """The step's sentence, as the last thing in the log: a table still
        telling a turn card by card (clover) is looked at again shortly, on
        its own clock."""
        if not self._due or screen.gone:
            return
        if screen.narrating:
            screen.timers.later(NARRATION_LOOK, lambda: self._tell_when_told(screen))
            return
        self._due = False
        self.tell(screen)

    def tell(self, screen: GameScreen) -> None:
        """The step's sentence in the log, what to do on the message line."""
        if (log := screen.table_log.widget()) is not None:
            if self._resumed:  # a playtest: a lesson opened at step 17, with no word of why
                log.say(screen.text(_("You left this lesson at step {n} of {count}: it goes on there "
                                      "(with --no-save it starts from the first step).").format(
                    n=self.index + 1, count=self.count)))
            log.say(screen.text(f"{self._heading()}: {self.lesson.sentence(self.index, screen.game)}"), "bold")
        self._resumed = False
        screen.say(self.standing(screen))

    def standing(self, screen: Screen) -> str:
        """What the step wants, on the message line whenever no answer stands
        there, once its sentence is told; between a move and the next step's
        sentence, that the next follows (a playtest: through North's moves and
        a feeding held to be read, no "Lesson n/25" line said what came next)."""
        if self.index >= self.count:
            return ""
        if self._between:  # another game next: the others' moves seen first (the table's news), then held
            if self._seen_after:
                return ""
            if self.lesson.steps[self.index].position is None:  # a jump played on in this game
                return _("Above: what your move did. {lesson} is some turns later: space goes on.").format(
                    lesson=self._heading())
            return _("Above: what your move did. {lesson} opens another game: space goes on.").format(
                lesson=self._heading())
        if self._due:
            return _("Lesson {n}/{count} follows as soon as you have a move to make.").format(
                n=self.index + 1, count=self.count)
        return f"{self._heading()}: {self.lesson.steps[self.index].wanted()} (" + _("the log says why") + ")"

    def _heading(self) -> str:
        return _("Lesson {n}/{count}").format(n=self.index + 1, count=self.count)

    def remember(self, screen: GameScreen) -> None:
        if not self.keep:
            return
        try:
            remember_step(self.lesson.game, self.index)
        except OSError as error:
            house_app(screen).notify(_("Your place in the lesson cannot be kept: {why}.").format(
                why=error.strerror or error), severity="warning", key="lesson-progress")

    def leaving_question(self) -> str:
        if self.keep:
            return _("Leave the lesson? Next time it goes on at this step.")
        return _("Leave the lesson? With --no-save it starts again from the first step next time.")

    def leave(self, screen: Screen) -> None:
        """q or esc, asked first (the table asks): back to where the lesson was
        opened from; the step is kept."""
        self.back(screen.app)

    def back(self, app: App) -> None:
        app.pop_screen()

    def finish(self, screen: GameScreen) -> None:
        app, house = screen.app, house_app(screen)
        settings = replace(screen.settings, options=dict(self.lesson.first_game), seed=house.seed)

        def answer(play: bool | None) -> None:
            try:
                if play:
                    self.play_the_game(app, settings)
                else:
                    self.back(app)
            except Exception as error:  # noqa: BLE001 - reported, never a traceback
                report(app.screen, error)

        app.push_screen(LessonDone(self.lesson.ending(), self.lesson.game), answer)

    def play_the_game(self, app: App, settings: TableSettings) -> None:
        """The game the lesson ends with, in place of the lesson and of the
        game's page it was opened from, if it was: so the table sits on the
        menu, as a game started from its page does (the page gives way to
        it), and q's "go back to the menu" is where it goes."""
        from ..screens.menu import MenuScreen

        stack = app.screen_stack
        menu = next((at for at, screen in enumerate(stack) if isinstance(screen, MenuScreen)), None)
        for _screen in range(0 if menu is None else len(stack) - menu - 2):
            app.pop_screen()  # the game's page: the table takes its place below
        house_app(app).start_table(settings, replace=True)


def open_lesson(app: App, game: str, replace_screen: bool = False) -> None:
    """The lesson of ``game`` at its table, at the step the player reached."""
    from ..screens import registry

    lesson = rules.lessons.lesson(game)
    house = house_app(app)
    keep = house.store is not None
    run = LessonRun(lesson, step_of(game, len(lesson.steps)) if keep else 0, keep)
    screen = registry.screen_class(game)(house.default_settings(game), lesson=run)
    if replace_screen:
        app.switch_screen(screen)
    else:
        app.push_screen(screen)

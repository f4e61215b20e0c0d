"""A lesson at a table: the other seats play the lesson's replies, there
is no undo (a lesson's position is built, not dealt from a seed: the seed
and the move list do not replay it, and a lesson waits for the right move
anyway), and the hint is the step's own (``Lesson.hint``), not the hard
player's."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import rules
from rules.bot import Bot
from rules.clock import Clock
from rules.core import Action, Game
from rules.driver import Driver, HintQuestion, Seat
from rules.session import Session

from .steps import PERSON, Lesson, no_undo


class Replies(Bot):
    """The lesson's ``reply`` as a computer player: a function of its view."""

    level = "lesson"

    def __init__(self, lesson: Lesson) -> None:
        super().__init__(0)
        self.lesson = lesson

    def choose(self, view: Any, legal_actions: Sequence[Action]) -> Action:
        return self.lesson.reply(view, list(legal_actions))


class LessonSession(Session):
    undoable = False

    def no_undo(self) -> str:
        return no_undo()

    def __init__(self, game: Game, seats: Sequence[Seat], clock: Clock, *, delay: float, lesson: Lesson,
                 step: Callable[[], int]) -> None:
        super().__init__(game, seats, clock, delay=delay)
        self.lesson = lesson
        self.step = step  # the step the lesson is at now (it moves on as the person moves)

    def hint_question(self, seat: int) -> HintQuestion | None:
        return self.lesson.hint_question(self.step(), self.game, seat)


def lesson_session(lesson: Lesson, step: Callable[[], int], seat_names: Callable[[Game], Sequence[str]],
                   clock: Clock, *, delay: float) -> Driver:
    """The table's driver at the lesson's step now (``step()``): its game as
    the step finds it; a real-time game's (Speed) is a ``LessonMatch``
    (realtime.py), every other game's a ``LessonSession``."""
    game = lesson.game_at(step())
    names = seat_names(game)
    seats = [Seat(names[s], None if s == PERSON else Replies(lesson)) for s in range(game.num_players)]
    driver: type[Driver] = rules.driver_class(lesson.game)
    if driver.real_time:
        from .realtime import LessonMatch  # a real-time game's driver: imported only for its lesson

        return LessonMatch(game, seats, clock, lesson=lesson, step=step)
    return LessonSession(game, seats, clock, delay=delay, lesson=lesson, step=step)

"""A lesson of a real-time game (Speed) at its table: the game's own
real-time driver, with two differences.  The opponent makes no move of its
own (``plans``): Speed has no turns, so a computer player on its timers
would race the person while they read the step; in the lesson it moves
only where a step's position has it move (built through the engine, and
told in that step's sentence).  And the hint is the step's own
(``Lesson.hint``), as at every lesson's table.

Being blocked still runs as in a game (the countdown, then both turn a
card), but a lesson's steps teach it on a position built past it: no step
waits on a countdown."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rules.clock import Clock
from rules.core import Game
from rules.driver import HintQuestion, Seat
from rules.speed.game import SpeedGame
from rules.speed.match import Match

from .steps import Lesson, no_undo


class LessonMatch(Match):
    def no_undo(self) -> str:
        return no_undo()

    def __init__(self, game: Game, seats: Sequence[Seat], clock: Clock, *, lesson: Lesson,
                 step: Callable[[], int]) -> None:
        if not isinstance(game, SpeedGame):  # the lesson's game: the seats' driver asks for no game in particular
            raise TypeError(f"a lesson's Match drives Speed, not {type(game).__name__}")
        super().__init__(game, seats, clock)
        self.lesson = lesson
        self.step = step  # the step the lesson is at now (it moves on as the person moves)

    def plans(self, seat: int) -> bool:
        return False  # the opponent moves only in the lesson's positions

    def hint_question(self, seat: int) -> HintQuestion | None:
        return self.lesson.hint_question(self.step(), self.game, seat)

"""A lesson at a table: the other seats play the lesson's replies, and
there is no undo (a lesson's position is built, not dealt from a seed: the
seed and the move list do not replay it, and a lesson waits for the right
move anyway)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from rules.bot import Bot
from rules.clock import Clock
from rules.core import Action, Game
from rules.driver import Seat
from rules.session import Session

from .steps import PERSON, Lesson


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


def lesson_session(lesson: Lesson, index: int, seat_names: Callable[[Game], Sequence[str]], clock: Clock, *,
                   delay: float) -> LessonSession:
    """The table's driver at step ``index``: its game as the step finds it."""
    game = lesson.game_at(index)
    names = seat_names(game)
    seats = [Seat(names[s], None if s == PERSON else Replies(lesson)) for s in range(game.num_players)]
    return LessonSession(game, seats, clock, delay=delay)

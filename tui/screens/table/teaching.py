"""What a table asks of a lesson running at it (tui/lessons/run.py's
``LessonRun`` is the one): said here, so the table never imports the
lessons that are built on it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol, TypeVar

from textual.screen import Screen

from rules.cards import Card
from rules.clock import Clock
from rules.core import Action, Game
from rules.driver import Driver

# The hold a lesson takes while its step's move is seen, before another game opens at the next step
# (tui/lessons/interlude.py): the computer players wait for the person's key, and a table may say so.
SEEN = "seen"

# The table a lesson teaches at: the lesson names its own (tui/lessons/run.py: GameScreen).
TableScreen = TypeVar("TableScreen", bound=Screen, contravariant=True)


class Teaching(Protocol[TableScreen]):
    def driver(self, clock: Clock, seat_names: Callable[[Game], list[str]], delay: float) -> Driver:
        """The lesson's position, with its computer seats, instead of a new game."""

    def allows(self, screen: TableScreen, action: Action | str) -> bool:
        """Whether the step takes ``action``; if not, the step's reason is shown."""

    def allows_start(self, screen: TableScreen, card: Card, begun: Sequence[Action]) -> bool:
        """Whether the step lets ``card`` begin a move of two picks (one of
        ``begun``); if not, the step's reason is shown."""

    def points_at(self, screen: TableScreen, picked: Card | None) -> Card | None:
        """The card the step's move goes on with (the first of its cards
        not ``picked`` already), where the table's cursor starts; None: the
        step names no card (say done)."""

    def moved(self, screen: TableScreen) -> None:
        """The step's move was made: on to the next step."""

    def begin(self, screen: TableScreen) -> None:
        """The table is up: the step's sentence."""

    def standing(self, screen: TableScreen) -> str:
        """What the message line says when no answer stands on it: the step
        told and what it wants ("" before its sentence is in the log)."""

    def leaving_question(self) -> str:
        """What q or esc asks before the lesson is left."""

    def leave(self, screen: TableScreen) -> None:
        """q or esc, once the person said yes: back where the lesson was opened from, the step remembered."""

"""Lessons: each game taught by playing, at its own table (rules/lessons/steps.py
says what a lesson is).  A game names its lesson in its spec
(rules/<game>/spec.py), imported on first use, like the game itself."""

from __future__ import annotations

from ..games import Listing, load
from .steps import Lesson, Step

__all__ = ["LESSONS", "Lesson", "Step", "lesson"]

# game -> "module:LESSON" of its lesson, for the games that have one
LESSONS = Listing(lambda games: {name: spec.lesson for name, spec in games.items() if spec.lesson is not None})


def lesson(game: str) -> Lesson:
    """The lesson of ``game``; ``KeyError`` for a game without one."""
    return load(LESSONS[game])

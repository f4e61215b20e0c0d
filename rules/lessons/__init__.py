"""Lessons: each game taught by playing, at its own table (rules/lessons/steps.py
says what a lesson is).  Looked up by the game's name and imported on first
use, like the games themselves."""

from __future__ import annotations

import importlib

from .steps import Lesson, Step

__all__ = ["LESSONS", "Lesson", "Step", "lesson"]

# game -> module holding its LESSON
LESSONS: dict[str, str] = {
    "harvest": "rules.lessons.harvest",
    "clover": "rules.lessons.clover",
    "hearts": "rules.lessons.hearts",
    "speed": "rules.lessons.speed",
}


def lesson(game: str) -> Lesson:
    """The lesson of ``game``; ``KeyError`` for a game without one."""
    return importlib.import_module(LESSONS[game]).LESSON

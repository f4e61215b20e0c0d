"""Lessons at the table (tui/lessons/run.py); the engine side is rules/lessons."""

from .run import LessonRun, open_lesson

__all__ = ["LessonRun", "open_lesson"]

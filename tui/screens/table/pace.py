"""A table's pace policy where it has none of its own: nothing held before
the table starts, a resumed game goes on at once (the turn-based games wait
for the person anyway), and the game-over screen comes as soon as it is
due.  Speed has its own (tui/screens/speed/pace.py's ``SpeedPace``: a round's
summary shown again, a resumed match waiting for p, a moment to see the
last card); a screen owns one as ``pace`` and the opening (opening.py) and
the end (ending.py) ask it."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol


class Pace(Protocol):
    @property
    def game_over_delay(self) -> float:
        """Seconds for the last move to be seen before the game-over screen."""

    @property
    def resume_paused(self) -> bool:
        """A resumed game waits for a key (p)."""

    def opening_holds(self) -> Iterable[str]:
        """Holds to take before the table starts (a summary to show first)."""


class TablePace:
    """The pace of a table with none of its own (see the module docstring)."""

    game_over_delay = 0.0
    resume_paused = False

    def opening_holds(self) -> Iterable[str]:
        return ()

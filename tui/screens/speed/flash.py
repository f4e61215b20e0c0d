"""How long an answer stands on the Speed table's message line.  Play goes
on while it is read, so an error stands a moment (FLASH_SECONDS on the
table's clock), and a refused play only while the centre piles it was judged
on are still shown: the engine words it against the piles of that moment
("9♦ fits neither A♣ nor 4♥"), and once North covers one of them the
sentence would name a card the table no longer shows (a playtest).  No
Textual: the screen says and clears through the callable it gives."""

from __future__ import annotations

from collections.abc import Callable

from rules.cards import Card
from rules.clock import Timer
from rules.speed.view import SpeedView

from ..table.timers import Timers

FLASH_SECONDS = 2.0

Tops = tuple[Card | None, ...]


def centre_tops(view: SpeedView) -> Tops:
    """The centre piles' top cards as the view has them (None: not in play)."""
    return tuple(None if pile is None else pile.top for pile in view.centers)


class Flash:
    def __init__(self, timers: Timers, clear: Callable[[], None]) -> None:
        """``timers``: the table's, on its clock; ``clear``: empties the message line."""
        self.timers = timers
        self.clear = clear
        self._timer: Timer | None = None
        self._judged_on: Tops | None = None  # the piles a standing refusal names

    def said(self, sentence: str, error: bool) -> None:
        """A new answer is on the line: an error goes after a moment; any
        refusal before it goes with it."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        self._judged_on = None
        if sentence and error:
            self._timer = self.timers.later(FLASH_SECONDS, self._over)

    def refused(self, tops: Tops) -> None:
        """The answer just said is the engine's refusal, judged on ``tops``."""
        self._judged_on = tops

    def drawn(self, tops: Tops) -> None:
        """The table now shows ``tops``: a refusal judged on other piles goes."""
        if self._judged_on is not None and tops != self._judged_on:
            self._over()

    def _over(self) -> None:
        self._timer = None
        self._judged_on = None
        self.clear()

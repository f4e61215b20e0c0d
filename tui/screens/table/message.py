"""The table's message line: a short answer to the last key (an error's in
red), found once and kept while it is on this screen (a query walks every
widget, the rules panel's hundred among them: 3 ms of each cursor key at
the harvest table), or a notice at a table without one.  Whether it shows
the answer to a key that meant nothing is idle.py's."""

from __future__ import annotations

import textwrap
from collections.abc import Callable

from textual.screen import Screen

from ...i18n import _
from ...widgets.quiet import Line
from .replay import Replay


def opening_sentence(replay: Replay | None, resumed: bool, paused: bool) -> str | None:
    """What the line says as the table opens (a lesson says its step instead)."""
    if replay is not None:
        return replay.sentence
    if resumed and paused:
        return _("Resumed where you left off, paused: p goes on.")
    if resumed:
        return _("Resumed where you left off.")
    return None


class MessageLine:
    def __init__(self, screen: Screen, standing: Callable[[], str] = lambda: "") -> None:
        """``standing``: what the line says when no answer stands on it (a
        lesson's step, "Lesson 13/25: graze 4♥ with Q♥"), kept on a row of
        its own below a one-row answer where the line has two rows (a
        playtest: the step's line went blank at a pick, and "Pick again."
        alone stood in its place)."""
        self.screen = screen
        self.standing = standing
        self._line: Line | None = None

    def widget(self) -> Line | None:
        line = self._line
        if line is None or not line.is_attached or line.screen is not self.screen:
            line = self._line = self.screen.query_one_optional("#message", Line)
        return line

    def show(self, text: str, error: bool) -> None:
        line = self.widget()
        if line is not None:
            line.update(text if error else self._with_standing(text, line))  # a refusal says the step itself
            line.set_class(error, "-error")
            return
        self.screen.notify(text)

    def shows(self, text: str) -> bool:
        """Whether the line shows ``text`` as its answer now (the standing line below it or not)."""
        line = self.widget()
        return line is not None and str(line.render()) in (text, self._with_standing(text, line))

    def _with_standing(self, text: str, line: Line) -> str:
        standing = self.standing()
        if not text or not standing:
            return text or standing
        width = max(1, line.size.width - 2)  # #message: padding 0 1
        rows = [len(textwrap.wrap(part, width)) for part in (text, standing)]
        return f"{text}\n{standing}" if text != standing and rows == [1, 1] and line.size.height >= 2 else text

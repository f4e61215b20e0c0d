"""The table's message line: a short answer to the last key (an error's in
red), found once and kept while it is on this screen (a query walks every
widget, the rules panel's hundred among them: 3 ms of each cursor key at
the harvest table), or a notice at a table without one.  Whether it shows
the answer to a key that meant nothing is idle.py's."""

from __future__ import annotations

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
    def __init__(self, screen: Screen) -> None:
        self.screen = screen
        self._line: Line | None = None

    def widget(self) -> Line | None:
        line = self._line
        if line is None or not line.is_attached or line.screen is not self.screen:
            line = self._line = self.screen.query_one_optional("#message", Line)
        return line

    def show(self, text: str, error: bool) -> None:
        line = self.widget()
        if line is not None:
            line.update(text)
            line.set_class(error, "-error")
            return
        self.screen.notify(text)

"""The table's message line: a short answer to the last key (an error's in
red), found once and kept while it is on this screen (a query walks every
widget, the rules panel's hundred among them: 3 ms of each cursor key at
the harvest table), or a notice at a table without one.  Whether it shows
the answer to a key that meant nothing is idle.py's."""

from __future__ import annotations

import textwrap
from collections.abc import Callable

from rich.style import Style
from rich.text import Text
from textual.screen import Screen

from ...i18n import _
from ...widgets.card import plain_colours
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


def error_style() -> Style:
    """An answer's rows above the standing line, styled as #message.-error (app.tcss) styles a line alone."""
    return Style(bold=True) if plain_colours() else Style(color="bright_red", bold=True)


class MessageLine:
    def __init__(self, screen: Screen, standing: Callable[[], str] = lambda: "") -> None:
        """``standing``: what the line says when no answer stands on it (a
        lesson's step, "Lesson 13/25: graze 4♥ with Q♥"), kept on a row of
        its own below the answer (a playtest: the step's line went blank at
        a pick, and "Pick again." alone stood in its place); the line grows a
        row for it while the answer stands, a refusal's too: a third below a
        two-row answer at the harvest table (a playtest: a two-row refusal
        pushed the step's line off until the next move), a second at the
        tables whose line has one (a playtest: Hearts' refusal replaced
        "Lesson 4/7: play 3♦")."""
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
        if line is None:
            self.screen.notify(text)
            return
        rows = self._rows_with_standing(text, line)
        grown = rows > self._base_rows(line)  # app.tcss: a row more, for the step's line below the answer
        line.set_class(grown and rows == 3, "-tall")
        line.set_class(grown and rows == 2, "-two")
        if rows:
            line.update(Text.assemble((text, error_style() if error else ""), "\n", self.standing()))
            line.set_class(False, "-error")  # the answer's rows are red, the step's line is not
            return
        line.update(text or self.standing())
        line.set_class(error, "-error")

    def shows(self, text: str) -> bool:
        """Whether the line shows ``text`` as its answer now (the standing line below it or not)."""
        line = self.widget()
        return line is not None and str(line.render()) in (text, f"{text}\n{self.standing()}")

    @staticmethod
    def _base_rows(line: Line) -> int:
        return line.size.height - (1 if line.has_class("-tall") or line.has_class("-two") else 0)

    def _rows_with_standing(self, text: str, line: Line) -> int:
        """The rows an answer and the standing line below it take (2 or 3), or
        0 where they are not both shown: no answer or no standing line, the
        answer is the standing line, or the two would take more than one
        row beyond the line's own (a one-row line shows a one-row answer
        over the step's, as Hearts' does at a lesson; else the answer alone)."""
        standing = self.standing()
        if not text or not standing or text == standing:
            return 0
        width = max(1, line.size.width)  # its content's: the padding left out
        rows = sum(len(textwrap.wrap(part, width)) or 1 for part in (*text.split("\n"), standing))
        return rows if rows <= min(3, self._base_rows(line) + 1) else 0

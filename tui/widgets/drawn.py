"""Widgets that draw a Canvas, drawn by lines (Textual's Line API).

A widget whose ``render`` returns one Rich Text has Textual turn it into
Content and strips, for the whole widget, at every repaint: most of what a
cursor key cost (issue 27).  Here the widget draws its Canvas once per
state it shows and hands Textual the rows as strips; a repaint with the
same state reuses them.  The cells and styles are those of the Text the
Canvas makes: the snapshot tests hold the two ways to the same screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.segment import Segment
from rich.text import Text
from textual.strip import Strip
from textual.widget import Widget

from rules.i18n import language

from .canvas import Canvas
from .card import ascii_mode_of, plain_colours

if TYPE_CHECKING:
    WidgetMixin = Widget  # the mixin's methods read the Widget it is mixed into (size, styles, app)
else:
    WidgetMixin = object


class CanvasLines(WidgetMixin):
    """Mixed into a Widget before it: ``draw()`` makes the Canvas of what
    the widget shows, ``drawn_state()`` says what that depends on (besides
    the size, the styles, the ASCII and colour modes and the language),
    compared with ``==``."""

    _drawn: tuple[object, list[Strip]] | None = None  # (the state drawn, its rows)

    def draw(self) -> Canvas:  # pragma: no cover - every user draws
        raise NotImplementedError

    def drawn_state(self) -> object:  # pragma: no cover - every user says
        raise NotImplementedError

    def render(self) -> Text:
        """The same drawing as one Text (for a test that reads it whole)."""
        return self.draw().to_text()

    def render_line(self, y: int) -> Strip:
        key = (self.drawn_state(), self.size, self.visual_style, ascii_mode_of(self), plain_colours(), language())
        if self._drawn is None or self._drawn[0] != key:
            canvas = self.draw()
            base = self.visual_style.rich_style
            width = self.size.width
            strips = [Strip([Segment(text, base + style if style is not None else base)
                             for text, style in canvas.runs(row)], width) for row in range(canvas.height)]
            self._drawn = (key, strips)
        strips = self._drawn[1]
        return strips[y] if 0 <= y < len(strips) else Strip.blank(self.size.width, self.visual_style.rich_style)

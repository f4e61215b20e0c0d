"""NO_COLOR (no-color.org): no colour at all, only bold, dim, reverse and
underline.

Textual's own answer greys every colour by its brightness (its Monochrome
filter), which still sends 256-colour greys (``38;5;253``, ``48;5;233``); its
NoColor filter resets colours but keeps italic, blink and strike.  This
filter resets every colour to the terminal's own and keeps only the four
styles; app.tcss marks by one of them what colour used to show (the menu's
highlighted row, a focused button) under ``:nocolor``.
"""

from __future__ import annotations

from functools import lru_cache

from rich.segment import Segment
from rich.style import Style
from textual.color import Color
from textual.filter import LineFilter

KEPT = ("bold", "dim", "reverse", "underline")


@lru_cache(1024)
def plain_style(style: Style) -> Style:
    """``style`` with no colour, and no style but the four kept ones."""
    return Style(**{name: getattr(style, name) for name in KEPT}, link=style.link)


class PlainStyles(LineFilter):
    """Every segment in the terminal's colours, bold/dim/reverse/underline only."""

    def apply(self, segments: list[Segment], background: Color) -> list[Segment]:
        return [
            Segment(text, None if style is None else plain_style(style), control)
            for text, style, control in segments
        ]

"""Scrollbars for terminals without block glyphs.

Textual draws a scrollbar thumb's ends with eighth-block characters
(▁▂▃…), which an ASCII terminal shows as garbage.  In ASCII mode the thumb
is drawn whole cells in reverse video instead: coarser, but plain spaces.
"""

from __future__ import annotations

from textual.scrollbar import ScrollBar, ScrollBarRender


class AsciiScrollBarRender(ScrollBarRender):
    VERTICAL_BARS = [" "] * 8
    HORIZONTAL_BARS = [" "] * 8


def use_ascii_scrollbars(on: bool) -> None:
    """Every scrollbar in the app draws with this renderer from its next
    refresh on (Textual reads the class attribute at each render)."""
    ScrollBar.renderer = AsciiScrollBarRender if on else ScrollBarRender

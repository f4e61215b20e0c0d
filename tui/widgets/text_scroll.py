"""A scroller of long text (a game's rules) whose focus restyles itself only.

When a widget gains or loses focus Textual applies the CSS again to it and
to every widget inside it (a style may follow an ancestor's focus).  The
rules are about a hundred Markdown widgets (80 to 115 a game), none
styled by the scroller's focus, and restyling them at the focus given on
opening and taken on closing was a third of what showing the rules cost
(561 ms of CPU a page, 380 without).  Here the focus restyles the scroller (and its scrollbars)
alone; tests/tui/widgets/test_text_scroll.py checks that a full restyle
then changes nothing."""

from __future__ import annotations

from textual.containers import VerticalScroll


class TextScroll(VerticalScroll):
    def watch_has_focus(self, _has_focus: bool) -> None:
        if self.is_attached:
            self.app.stylesheet.update_nodes([self], animate=True)

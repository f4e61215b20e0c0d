"""Textual's Footer in the player's language.

Textual shows ``Binding.description`` as it is, and a class's BINDINGS are
built once, at import, in English (each description marked with ``N_``):
so the Footer translates every key's description each time it composes,
which is also what makes a change of language show at once.

Swedish words are longer: while the keys would run past the right edge
they are shown compact (less space between them) rather than cut off.

Textual's Footer remounts all its keys whenever its screen refreshes the
bindings, which the tables do after every move: a layout of the whole
screen each time, the largest part of drawing a move at a shared table of
four.  This one recomposes only when what it would show has changed.
"""

from __future__ import annotations

from rich.cells import cell_len
from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Footer as TextualFooter
from textual.widgets._footer import FooterKey

from rules.i18n import language

from ..i18n import _


class Footer(TextualFooter):
    """The keys of the moment, described in the language now spoken."""

    _squeezed = False  # compact because the keys did not fit
    _shown: object = None  # what the keys were composed from (shown_of), at which width

    def bindings_changed(self, screen: Screen) -> None:
        shown = self.size.width, shown_of(screen)  # the width: compact or not is decided again
        if shown == self._shown and self.children:
            return
        self._shown = shown
        super().bindings_changed(screen)

    def compose(self) -> ComposeResult:
        need = 0  # the keys' width, drawn as Textual draws them when not compact
        for widget in super().compose():  # lazily: Textual's own compose context stays around it
            if isinstance(widget, FooterKey):
                if widget.description:
                    widget.description = _(widget.description)
                    need += cell_len(widget.key_display) + cell_len(widget.description) + 3
                else:
                    need += cell_len(widget.key_display) + 1
                if isinstance(widget.tooltip, str) and widget.tooltip:
                    widget.tooltip = _(widget.tooltip)
            yield widget
        # Set before the keys mount (they bind to it then); a Footer made
        # compact by its screen (the harvest table) stays so.
        squeeze = need > (self.size.width or self.app.size.width)
        if squeeze and not self.compact:
            self.compact, self._squeezed = True, True
        elif not squeeze and self._squeezed:
            self.compact, self._squeezed = False, False


def shown_of(screen: Screen) -> tuple:
    """What the Footer's keys are made from: the screen's shown bindings of
    the moment (each with its node, whether it is enabled and its tooltip),
    the language, and whether the app has the focus (without it Textual
    leaves the keys as they are)."""
    keys = tuple((key, active) for key, active in screen.active_bindings.items() if active.binding.show)
    return screen.app.app_focus, language(), keys

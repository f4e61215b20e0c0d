"""Textual's Footer in the player's language.

Textual shows ``Binding.description`` as it is, and a class's BINDINGS are
built once, at import, in English (each description marked with ``N_``):
so the Footer translates every key's description each time it composes,
which is also what makes a change of language show at once.

Swedish words are longer: while the keys would run past the right edge
they are shown compact (less space between them) rather than cut off.
"""

from __future__ import annotations

from rich.cells import cell_len
from textual.app import ComposeResult
from textual.widgets import Footer as TextualFooter
from textual.widgets._footer import FooterKey

from ..i18n import _


class Footer(TextualFooter):
    """The keys of the moment, described in the language now spoken."""

    _squeezed = False  # compact because the keys did not fit

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

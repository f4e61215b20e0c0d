"""Textual's Footer in the player's language.

Textual shows ``Binding.description`` as it is, and a class's BINDINGS are
built once, at import, in English (each description marked with ``N_``):
so the Footer translates every key's description each time it composes,
which is also what makes a change of language show at once.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.widgets import Footer as TextualFooter
from textual.widgets._footer import FooterKey

from ..i18n import _


class Footer(TextualFooter):
    """The keys of the moment, described in the language now spoken."""

    def compose(self) -> ComposeResult:
        for widget in super().compose():  # lazily: Textual's own compose context stays around it
            if isinstance(widget, FooterKey):
                if widget.description:
                    widget.description = _(widget.description)
                if isinstance(widget.tooltip, str) and widget.tooltip:
                    widget.tooltip = _(widget.tooltip)
            yield widget

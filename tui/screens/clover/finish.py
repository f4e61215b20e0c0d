"""d with nothing picked at the clover table: finish anyway, or go back
and pick."""

from __future__ import annotations

from textual.binding import Binding

from ...i18n import N_
from ..confirm import ConfirmScreen


class FinishOrPick(ConfirmScreen, inherit_bindings=False):
    """d with nothing picked: finish anyway, or go back and pick (the
    buttons and the Footer both say which)."""

    BINDINGS = [
        Binding("y", "answer(True)", N_("Finish")),
        Binding("j", "ja", N_("Finish")),  # Swedish: j, as Swedish prompts say (ConfirmScreen)
        Binding("n,escape", "answer(False)", N_("Pick a card")),
    ]

"""The end of a lesson: what was learnt, and the first game it leads to
(enter plays it, q goes back)."""

from __future__ import annotations

from textual.binding import Binding

from ..i18n import N_, _
from ..screens.confirm import ConfirmScreen


class LessonDone(ConfirmScreen):
    BINDINGS = [
        Binding("enter,y", "answer(True)", N_("Play it"), priority=True),  # before the focused button
        Binding("q,escape,n", "answer(False)", N_("Back"), key_display="q"),  # as its button says
    ]

    def __init__(self, last: str) -> None:
        super().__init__(_("Lesson over.") + " " + last)

    def on_mount(self) -> None:
        for button in self.query("#yes"):  # enter plays: the focus says so too
            button.focus()

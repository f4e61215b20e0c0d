"""The end of a lesson: what was learnt, and the first game it leads to
(enter plays it, q goes back); ? opens the game's rules, where the rules
it names as not played are to be read."""

from __future__ import annotations

from textual.binding import Binding

from ..i18n import N_, _
from ..screens.confirm import ConfirmScreen
from ..screens.rules_page import RulesPage


class LessonDone(ConfirmScreen):
    BINDINGS = [
        Binding("enter,y", "answer(True)", N_("Play it"), priority=True),  # before the focused button
        Binding("q,escape,n", "answer(False)", N_("Back"), key_display="q"),  # as its button says
        Binding("question_mark,f1", "rules", N_("Rules"), key_display="?"),
    ]

    def __init__(self, last: str, game: str) -> None:
        super().__init__(_("Lesson over.") + " " + last)
        self.game = game

    def action_rules(self) -> None:
        """The rules the last screen points to, over it; esc or q comes back to it."""
        self.app.push_screen(RulesPage(self.game))

    def on_mount(self) -> None:
        for button in self.query("#yes"):  # enter plays: the focus says so too
            button.focus()

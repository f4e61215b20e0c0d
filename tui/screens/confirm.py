"""A yes/no question over the current screen (y / n, or the buttons)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from ..i18n import N_, _
from ..widgets.footer import Footer


class ConfirmScreen(ModalScreen[bool]):
    BINDINGS = [
        Binding("y", "answer(True)", N_("Yes")),
        Binding("n,escape", "answer(False)", N_("No")),
    ]

    def __init__(self, question: str, yes: str | None = None, no: str | None = None) -> None:
        super().__init__()
        self.question = question
        self.yes = _("Yes (y)") if yes is None else yes
        self.no = _("No (n)") if no is None else no

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(self.question, classes="question")
            with Horizontal(classes="buttons"):
                yield Button(self.yes, id="yes", variant="error")
                yield Button(self.no, id="no", variant="primary")
        yield Footer()

    def on_mount(self) -> None:
        for button in self.query("#no"):  # gone if answered before it was up
            button.focus()

    def action_answer(self, yes: bool) -> None:
        if self.app.screen is not self:
            return  # dismissed already (two keys in one go)
        self.dismiss(yes)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if self.app.screen is not self:
            return  # dismissed already (two keys in one go)
        self.dismiss(event.button.id == "yes")

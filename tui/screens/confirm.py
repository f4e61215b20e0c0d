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
    """The buttons are named from the bindings (the word and its key), so
    the Footer and the buttons say the same thing; a question with its own
    words for yes and no is a subclass with its own BINDINGS."""

    BINDINGS = [
        Binding("y", "answer(True)", N_("Yes")),
        Binding("n,escape", "answer(False)", N_("No")),
    ]

    def __init__(self, question: str) -> None:
        super().__init__()
        self.question = question

    def answer_label(self, yes: bool) -> str:
        """The button of an answer: its binding's word, then its key."""
        binding = next(b for b in type(self).BINDINGS if b.action == f"answer({yes})")
        return _("{answer} ({key})").format(answer=_(binding.description), key=binding.key.split(",")[0])

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(self.question, classes="question")
            with Horizontal(classes="buttons"):
                yield Button(self.answer_label(True), id="yes", variant="error")
                yield Button(self.answer_label(False), id="no", variant="primary")
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

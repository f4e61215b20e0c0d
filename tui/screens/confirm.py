"""A yes/no question over the current screen (y / n, or the buttons)."""

from __future__ import annotations

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from rules import i18n

from ..i18n import N_, _
from ..widgets.footer import Footer


class ConfirmScreen(ModalScreen[bool]):
    """The buttons are named from the bindings (the word and its key), so
    the Footer and the buttons say the same thing; a question with its own
    words for yes and no is a subclass with its own BINDINGS.  In Swedish
    a yes answered by y is answered by j, as Swedish prompts say ("Ja",
    "Avsluta (j)"); y still answers, unshown.  A subclass whose yes key is
    shown as another key (enter) takes j unshown too.  A key that means
    nothing here is answered with the two that do, under the buttons, as
    every table and the score table answer one (a playtest: x was ignored
    without a word)."""

    DEFAULT_CSS = """
    ConfirmScreen #key-answer { width: 1fr; text-align: center; display: none; margin: 1 0 0 0; }
    """

    BINDINGS = [
        Binding("y", "answer(True)", N_("Yes")),
        Binding("j", "ja", N_("Yes")),
        Binding("n,escape", "answer(False)", N_("No")),
    ]

    def __init__(self, question: str) -> None:
        super().__init__()
        self.question = question

    def _yes_keys(self) -> list[str]:
        yes = next(b for b in type(self).BINDINGS if isinstance(b, Binding) and b.action == "answer(True)")
        return yes.key.split(",")

    def swedish_yes(self) -> bool:
        """Swedish is spoken and y answers yes: then j does."""
        return i18n.language() == "sv" and "y" in self._yes_keys()

    def says_ja(self) -> bool:
        """Whether j is shown for yes (Swedish, and y the key shown for it)."""
        return self.swedish_yes() and self._yes_keys()[0] == "y"

    def answer_label(self, yes: bool) -> str:
        """The button of an answer: its binding's word, then its key."""
        binding = next(b for b in type(self).BINDINGS if isinstance(b, Binding) and b.action == f"answer({yes})")
        key = "j" if yes and self.says_ja() else binding.key.split(",")[0]
        return _("{answer} ({key})").format(answer=_(binding.description), key=key)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The Footer shows the yes key of the language spoken: j or y."""
        if action == "ja":
            return self.says_ja()
        if action == "answer" and parameters == (True,) and self.says_ja():
            return False
        return True

    def on_key(self, event: events.Key) -> None:
        if (event.key == "y" and self.says_ja()) or (event.key == "j" and self.swedish_yes()):
            event.stop()  # the English key, unshown; j, shown or (where enter is shown) not
            self.action_answer(True)
        elif event.is_printable and event.key not in ("space", "enter", *self._bound_keys()):
            event.stop()  # the question stays: its line says the keys that answer it
            line = self.query_one("#key-answer", Static)
            line.update(_("{key} does nothing here: {yes} or {no}.").format(
                key=event.character or event.key, yes=self.answer_label(True), no=self.answer_label(False)))
            line.display = True

    def _bound_keys(self) -> set[str]:
        return {key for b in type(self).BINDINGS if isinstance(b, Binding) for key in b.key.split(",")}

    def action_ja(self) -> None:
        self.action_answer(True)

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(self.question, classes="question")
            with Horizontal(classes="buttons"):
                yield Button(self.answer_label(True), id="yes", variant="error")
                yield Button(self.answer_label(False), id="no", variant="primary")
            yield Static(id="key-answer")
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

"""Between a lesson's step and the next one when that one opens another
game: the table stays as the step's move left it until a key, so that
what the move did is seen before the table gives way (a playtest: the
harvest lesson's ace of spades blew J♥ away, and the second game opened at
once; only its sentence said so).  As a feeding held to be read: space or
enter goes on, and so does any other key but the rules and the way out; q
or esc asks before the lesson is left (the next step is kept)."""

from __future__ import annotations

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import ModalScreen
from textual.widgets import Static

from ..i18n import N_
from ..screens.confirm import ConfirmScreen
from ..screens.rules_page import RulesPage
from ..widgets.footer import Footer

GO_ON, LEAVE = True, False


class LessonInterlude(ModalScreen[bool]):
    """Over the table's last rows (its message line and Footer): the table
    above stays in sight, held while this screen is up (the table holds its
    computer players while another screen covers it)."""

    DEFAULT_CSS = """
    LessonInterlude { background: transparent; }
    LessonInterlude #interlude-line {
        dock: bottom; width: 1fr; height: 2; padding: 0 1; offset-y: -1;
        background: $surface; color: $accent; text-style: bold;
    }
    """

    BINDINGS = [
        Binding("space,enter", "go_on", N_("Go on"), key_display=N_("space")),
        Binding("question_mark,f1", "rules", N_("Rules"), key_display="?"),
        Binding("q,escape", "leave", N_("Leave lesson"), key_display="q"),
    ]

    def __init__(self, said: str, leaving_question: str, game: str) -> None:
        """``said``: the line over the table; ``leaving_question``: what q
        asks; ``game``: whose rules ? opens."""
        super().__init__()
        self.said = said
        self.leaving_question = leaving_question
        self.game = game

    def compose(self) -> ComposeResult:
        yield Static(self.said, id="interlude-line")
        yield Footer()

    def action_go_on(self) -> None:
        if self.app.screen is self:  # not twice for two keys in one go
            self.dismiss(GO_ON)

    def action_rules(self) -> None:
        self.app.push_screen(RulesPage(self.game))

    def action_leave(self) -> None:
        def answer(yes: bool | None) -> None:
            if yes and self.app.screen is self:
                self.dismiss(LEAVE)

        self.app.push_screen(ConfirmScreen(self.leaving_question), answer)

    def on_key(self, event: events.Key) -> None:
        """Any other key goes on, as at a feeding held to be read."""
        if event.key not in ("space", "enter", "question_mark", "f1", "q", "escape", "ctrl+c", "ctrl+q", "tab",
                             "shift+tab"):
            event.stop()
            self.action_go_on()

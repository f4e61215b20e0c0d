"""Between a lesson's step and the next one when that one opens another
game: the table stays as the step's move left it until space, so that
what the move did is seen before the table gives way (a playtest: the
harvest lesson's ace of spades blew J♥ away, and the second game opened at
once; only its sentence said so).  The table's own message line says so
(the lesson's standing line), so nothing covers the table's cards: this
screen is its Footer alone (a playtest: a two-row line over the Hearts
hand's bottom border and numbers).  Space or enter goes on; q or esc asks
before the lesson is left (the next step is kept); ? opens the rules;
PgUp/PgDn scroll the table's log under it, the pause being for reading
(a playtest: they did nothing there); a key that means nothing is answered on the table's line and leaves the
table as it is, as at a feeding held to be read."""

from __future__ import annotations

from collections.abc import Callable

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import ModalScreen

from ..i18n import N_
from ..screens.confirm import ConfirmScreen
from ..screens.rules_page import RulesPage
from ..screens.table.idle import space_goes_on
from ..screens.table.keys import deserves_answer
from ..screens.table.log import TableLog
from ..widgets.footer import Footer

GO_ON, LEAVE = True, False


class LessonInterlude(ModalScreen[bool]):
    """Over the table's Footer only: the table above, its message line
    with it, stays in sight, held while this screen is up (the table holds
    its computer players while another screen covers it)."""

    DEFAULT_CSS = """
    LessonInterlude { background: transparent; }
    """

    BINDINGS = [
        Binding("space,enter", "go_on", N_("Go on"), key_display=N_("space")),
        Binding("question_mark,f1", "rules", N_("Rules"), key_display="?"),
        Binding("q,escape", "leave", N_("Leave lesson"), key_display="q"),
        Binding("pageup", "scroll_log(-1)", N_("Scroll the log"), show=False),
        Binding("pagedown", "scroll_log(1)", N_("Scroll the log"), show=False),
    ]

    def __init__(self, leaving_question: str, game: str, answer: Callable[[str], None], log: TableLog) -> None:
        """``leaving_question``: what q asks; ``game``: whose rules ? opens;
        ``answer``: the table's message line, for a key that means nothing;
        ``log``: the table's log, which the page keys scroll."""
        super().__init__()
        self.leaving_question = leaving_question
        self.game = game
        self.answer = answer
        self.table_log = log

    def compose(self) -> ComposeResult:
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

    def action_scroll_log(self, pages: int) -> None:
        self.table_log.page(pages)  # at either end the table's line says so (table/log.py)

    def on_key(self, event: events.Key) -> None:
        """A key no binding takes: answered, the table left as it is (a
        playtest: any key went on, where the line said space does).  Every
        key first takes away the log's answer at either end, as at the table."""
        self.table_log.key(event.key)
        if event.key in ("pageup", "pagedown") or event.key in ("space", "enter", "question_mark", "f1", "q", "escape"):
            return
        if deserves_answer(event.key, event.is_printable, None):
            event.stop()
            self.answer(space_goes_on(event.key))

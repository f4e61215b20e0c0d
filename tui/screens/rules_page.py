"""Read a game's rules from the menu, without starting a game."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Markdown, Static

from ..house_app import house_app
from ..i18n import N_, _
from ..widgets import help_text
from ..widgets.footer import Footer
from ..widgets.text_scroll import TextScroll
from . import registry


class RulesPage(Screen):
    # The key table: the keys as wide as they are, the words take the rest
    # (as in the rules panel, tui/widgets/rules_panel.py).
    DEFAULT_CSS = "RulesPage MarkdownTableContent { grid-columns: auto 1fr; }"
    BINDINGS = [
        Binding("escape,q", "app.pop_screen", N_("Back")),
        Binding("j", "scroll('down')", N_("Scroll"), show=False),
        Binding("k", "scroll('up')", N_("Scroll"), show=False),
    ]

    def __init__(self, game: str) -> None:
        super().__init__()
        self.game = game

    def compose(self) -> ComposeResult:
        title = _(registry.entry(self.game).title)
        yield Static(_(" Rules — {game}").format(game=title), classes="topbar")
        ascii_mode = house_app(self).ascii_mode
        with TextScroll(id="rules-page"):
            yield Markdown(help_text(self.game, ascii_mode))
        yield Footer()

    def on_mount(self) -> None:
        # query, not query_one: a page shown and dismissed in the same
        # moment has no text left to focus.
        for scroller in self.query("#rules-page"):
            scroller.focus()

    def action_scroll(self, where: str) -> None:
        for scroller in self.query("#rules-page").results(TextScroll):
            scroller.scroll_relative(y=1 if where == "down" else -1, animate=False)

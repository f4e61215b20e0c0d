"""The rules side panel: tui/help/<game>.md rendered, scrollable.

The same text serves the panel at the table (toggled with ? and F1) and the
menu's "Rules" page.  Reconstructions are marked in the Markdown itself
(a quoted "Reconstruction" note), so the marking cannot be lost on the way.
"""

from __future__ import annotations

from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.widgets import Markdown, Static

from rules.cards import to_ascii

HELP_DIR = Path(__file__).resolve().parent.parent / "help"


def help_text(game: str, ascii_mode: bool = False) -> str:
    """The Markdown help of a game (a short note if the file is missing)."""
    try:
        text = (HELP_DIR / f"{game}.md").read_text(encoding="utf-8")
    except OSError:
        text = f"# {game}\n\nNo rules text has been written for this game yet.\n"
    return to_ascii(text) if ascii_mode else text


class RulesPanel(VerticalScroll):
    """Scrolls with the arrows, PgUp/PgDn, Home/End when it has focus."""

    DEFAULT_CSS = """
    RulesPanel {
        dock: right;
        width: 48;
        height: 1fr;
        layer: overlay;
        background: $panel;
        border-left: vkey $accent;
        padding: 0 1;
        display: none;
    }
    RulesPanel.-open { display: block; }
    RulesPanel Markdown { margin: 0; padding: 0; }
    RulesPanel .panel-title { background: $accent; color: $text; text-style: bold; padding: 0 1; }
    """

    BINDINGS = [
        Binding("j", "scroll_down", "Scroll", show=False),
        Binding("k", "scroll_up", "Scroll", show=False),
    ]

    def __init__(self, game: str, ascii_mode: bool = False, **kwargs) -> None:
        super().__init__(**kwargs)
        self.game = game
        self.ascii_mode = ascii_mode
        self.border_title = "Rules  (? closes)"

    def compose(self) -> ComposeResult:
        yield Static("Rules · ? or F1 closes · PgUp PgDn scroll", classes="panel-title")
        yield Markdown(help_text(self.game, self.ascii_mode))

    @property
    def is_open(self) -> bool:
        return self.has_class("-open")

    def toggle(self) -> bool:
        """Open or close; returns whether it is open now."""
        self.toggle_class("-open")
        if self.is_open:
            self.focus()
        return self.is_open

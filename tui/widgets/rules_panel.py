"""The rules side panel: a game's rules text (tui/help/) rendered, scrollable.

The same text serves the panel at the table (toggled with ? and F1) and the
menu's "Rules" page.  Reconstructions are marked in the Markdown itself
(a quoted "Reconstruction" note, "Rekonstruktion" in Swedish), so the
marking cannot be lost on the way.

The text is in the language being spoken: English in tui/help/<game>.md,
another language in tui/help/<language>/<game>.md (a whole text per
language rather than a catalog of sentences, because a rules text is
written, not assembled).  A missing translation falls back to the English
text: the player still gets the rules.
"""

from __future__ import annotations

from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Markdown, Static

from rules import i18n
from rules.cards import to_ascii

from ..i18n import _
from .text_scroll import TextScroll

HELP_DIR = Path(__file__).resolve().parent.parent / "help"

def help_file(game: str, language: str | None = None) -> Path:
    """Where the rules of ``game`` are written in ``language`` (default: the
    language being spoken)."""
    language = language or i18n.language()
    if language == i18n.SOURCE_LANGUAGE:
        return HELP_DIR / f"{game}.md"
    return HELP_DIR / language / f"{game}.md"


def help_text(game: str, ascii_mode: bool = False) -> str:
    """The Markdown help of a game in the language being spoken (English if it
    has no translation; a short note if there is no text at all)."""
    text = None
    for path in dict.fromkeys((help_file(game), help_file(game, i18n.SOURCE_LANGUAGE))):
        try:
            text = path.read_text(encoding="utf-8")
            break
        except OSError:
            continue
    if text is None:
        text = _("# {game}\n\nNo rules text has been written for this game yet.\n").format(game=game)
    return to_ascii(text) if ascii_mode else text


class RulesPanel(TextScroll):
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
    /* the key table: the keys as wide as they are, the words take the rest */
    RulesPanel MarkdownTableContent { grid-columns: auto 1fr; }
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
        self.border_title = _("Rules  (? closes)")

    def compose(self) -> ComposeResult:
        yield Static(_("Rules · ? or F1 closes · PgUp PgDn scroll"), classes="panel-title")
        if self.is_open:
            yield self.text()

    def text(self) -> Markdown:
        return Markdown(help_text(self.game, self.ascii_mode))

    @property
    def is_open(self) -> bool:
        return self.display  # made open (the class ``-open``) or opened since

    def toggle(self) -> bool:
        """Open or close; returns whether it is open now.

        A panel made closed mounts its text the first time it opens, and
        keeps it (and the player's scroll) after: most players never open
        it, and its Markdown is about a hundred widgets that a hidden panel
        made every table restyle at each focus change and screen switch; a
        served table held 2.4 MiB of them and made 4 MiB more of garbage
        restyling them.  Shown and hidden by its own style, not by a class:
        a class changed restyles the panel and every widget in it (a
        hundred once the text is there), and nothing in it is styled by
        whether it is open."""
        self.display = not self.display
        if self.is_open:
            if not self.query(Markdown):
                self.mount(self.text())
            self.focus()
        return self.is_open

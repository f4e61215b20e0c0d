"""The own hand as the queue it is: the whole row in order, cards leave at
the right end ("next →") and bouquets come back in at the left.

The five rightmost cards, the next bouquet, are bracketed and bold (readable
without colour); the row wraps onto more lines with the LAST line full, so
the right end is always in the same place, at the bottom right.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.widget import Widget

from rules.cards import Card

from ..i18n import _
from .card import ascii_mode_of
from .quiet import Remembers

NEXT = 5


def _face(card: Card, ascii_mode: bool) -> str:
    return str(card) if ascii_mode else card.label


class CloverQueue(Remembers, Widget):
    DEFAULT_CSS = """
    CloverQueue { height: 5; width: 1fr; }
    """

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.cards: tuple[Card, ...] = ()
        self.title = Text(_("Your hand"))
        self.marked = NEXT
        self.incoming = 0
        self.hinted: frozenset[Card] = frozenset()
        self.title_end = Text()

    def show(self, cards: Sequence[Card], title: Text, marked: int = NEXT, incoming: int = 0,
             hinted: Sequence[Card] = (), title_end: Text | None = None) -> None:
        """``cards`` leftmost first; the last ``marked`` are the next to go;
        ``incoming`` cards (the bouquet on the table) will come in at the left;
        ``hinted``: the hint's cards, between asterisks; ``title_end``: what
        the title line shows only where it fits (a score bar)."""
        title_end = title_end or Text()
        if self.same((tuple(cards), title, marked, incoming, frozenset(hinted), title_end)):
            return
        self.title_end = title_end
        self.cards = tuple(cards)
        self.hinted = frozenset(hinted)
        self.title = title
        self.marked = marked
        self.incoming = incoming
        self.refresh()

    def title_line(self, width: int) -> Text:
        """The title, with its end where the line has room for both."""
        if self.title.cell_len + self.title_end.cell_len <= width:
            return Text.assemble(self.title, self.title_end)
        return self.title

    def tokens(self, ascii_mode: bool) -> list[Text]:
        """The row as words: "in" marker (with the first card or the bouquet's
        note), cards, the next five bracketed, "next"."""
        words: list[Text] = [Text("in>" if ascii_mode else "in›", style="bright_black")]
        if self.incoming:
            words.append(Text(_("(+{n} from the bouquet, shuffled)").format(n=self.incoming),
                              style="italic bright_black"))
        n = len(self.cards)
        first_marked = max(0, n - self.marked)
        for i, card in enumerate(self.cards):
            style = ("red" if card.is_red else "bright_white")
            face = _face(card, ascii_mode)
            if card in self.hinted:
                style += " reverse bright_blue"
                face = f"*{face}*"
            if i >= first_marked:
                style += " bold underline"
                if i == first_marked:
                    face = "[" + face
                if i == n - 1:
                    face = face + "]"
            words.append(Text(face, style=style))
        words.append(Text(_("next ->") if ascii_mode else _("next →"), style="bold bright_green"))
        # the "in" marker is glued to the word after it: never alone on a line
        return [Text.assemble(words[0], " ", words[1]), *words[2:]]

    def layout_lines(self, width: int, ascii_mode: bool) -> list[list[Text]]:
        """Fill lines from the right end backwards: the last line is full."""
        lines: list[list[Text]] = []
        line: list[Text] = []
        used = 0
        for word in reversed(self.tokens(ascii_mode)):
            length = len(word.plain) + (1 if line else 0)
            if line and used + length > width:
                lines.append(line)
                line, used = [], 0
                length = len(word.plain)
            line.insert(0, word)
            used += length
        if line:
            lines.append(line)
        return lines[::-1]

    def render(self) -> Text:
        width, height = max(10, self.size.width - 1), self.size.height
        ascii_mode = ascii_mode_of(self)
        out = Text()
        out.append_text(self.title_line(self.size.width))
        if not self.cards and not self.incoming:
            out.append("\n " + _("(no cards)"), style="bright_black")
            return out
        lines = self.layout_lines(width, ascii_mode)
        room = max(1, height - 1)
        if len(lines) > room:  # too long: the left end is cut, the right end stays
            hidden = sum(len(line) for line in lines[: len(lines) - room]) - (1 if self.incoming else 0)  # cards
            lines = lines[len(lines) - room:]
            lines[0] = [Text(f"+{hidden}…" if not ascii_mode else f"+{hidden}...", style="bright_black"),
                        *lines[0]]
        for line in lines:
            out.append("\n ")
            for i, word in enumerate(line):
                if i:
                    out.append(" ")
                out.append_text(word)
        return out

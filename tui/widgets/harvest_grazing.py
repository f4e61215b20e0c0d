"""The grazing area of the harvest table, with the draw and discard piles
on its title line.

Each stack is a column read top to bottom: the grazers in their order (the
top grazer first), a rule, and the pasture at the bottom — as the stack
lies on the table.  With no stack out, the area shows what the screen gives
it to read (the last feeding's arithmetic, the discard pile).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from rich.text import Text
from textual import events
from textual.message import Message
from textual.widget import Widget

from rules.cards import Card

from ..i18n import _
from .canvas import Canvas
from .card import Look, ascii_mode_of
from .harvest_rows import ascii_words, card_cell, inline_card, no_color_of
from .quiet import Remembers

COLUMN_GAP = 2


class GrazingArea(Remembers, Widget):
    DEFAULT_CSS = """
    GrazingArea { height: 1fr; width: 1fr; }
    """

    @dataclass
    class Clicked(Message):
        area: GrazingArea
        card: Card

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.stacks: tuple = ()
        self.looks: Mapping[Card, Look] = {}
        self.cursor: Card | None = None
        self.caption = ""
        self.piles = ""
        self.notes: tuple[str, ...] = ()
        self.notes_title = ""
        self.notes_first = False
        self.short_notes: tuple[str, ...] = ()
        self._spans: list[tuple[int, int, int, Card]] = []  # y, x0, x1, card

    def show(self, stacks: Sequence, looks: Mapping[Card, Look] | None = None,
             cursor: Card | None = None, caption: str = "", piles: str = "",
             notes: Sequence[str] = (), notes_title: str = "", notes_first: bool = False,
             short_notes: Sequence[str] = ()) -> None:
        """``notes`` show when no stack is out, or before the stacks with
        ``notes_first``; ``short_notes``, one for each note, where the notes
        have no room (the log has the notes whole, and the area says so)."""
        # The board's looks and cursor, as far as they concern the stacks: a
        # cursor moving on a row repaints nothing here.
        shown = {card for st in stacks for card in (st.pasture, *st.grazers) if card is not None}
        cursor = cursor if cursor in shown else None
        looks = {card: look for card, look in (looks or {}).items() if card in shown}
        if self.same((tuple(stacks), looks, cursor, caption, piles, tuple(notes), notes_title, notes_first,
                      tuple(short_notes))):
            return
        self.stacks = tuple(stacks)
        self.looks = looks
        self.cursor = cursor
        self.caption = caption
        self.piles = piles
        self.notes = tuple(notes)
        self.notes_title = notes_title
        self.notes_first = notes_first
        self.short_notes = tuple(short_notes)
        self.refresh()

    def render(self) -> Text:
        ascii_mode = ascii_mode_of(self)
        width, height = self.size.width, self.size.height
        canvas = Canvas(width, height)
        self._spans = []
        self._title_line(canvas, ascii_mode)
        if self.notes and (self.notes_first or not self.stacks):
            self._notes(canvas, ascii_mode)
        elif self.stacks:
            canvas.put(0, 1, Text(self._text(self.caption, ascii_mode), style="bright_black"))
            x = 0
            for stack in self.stacks:
                x = self._column(canvas, x, 2, stack, ascii_mode) + COLUMN_GAP
        else:
            canvas.put(1, 2, Text(_("No grazing stacks now."), style="bright_black"))
        return canvas.to_text()

    def _text(self, text: str, ascii_mode: bool) -> str:
        return ascii_words(text) if ascii_mode else text

    def _title_line(self, canvas: Canvas, ascii_mode: bool) -> None:
        rule = "-" if ascii_mode else "─"
        canvas.put(0, 0, Text(rule * canvas.width, style="bright_black"))
        canvas.put(1, 0, Text(" " + _("Grazing area") + " ", style="bold"))
        piles = f" {self._text(self.piles, ascii_mode)} "
        canvas.put(max(16, canvas.width - len(piles) - 1), 0, Text(piles))

    def _notes(self, canvas: Canvas, ascii_mode: bool) -> None:
        y = 1
        if self.notes_title:
            canvas.put(0, y, Text(self._text(self.notes_title, ascii_mode), style="bold"))
            y += 1
        room = canvas.height - y
        lines = self._lines(self.notes, canvas.width, ascii_mode)
        if len(lines) > room and self.short_notes:
            lines = self._lines(self.short_notes, canvas.width, ascii_mode)
            more = _wrap(self._text(_("The log (What happened) has each stack's sums."), ascii_mode),
                         canvas.width - 2)
            lines = lines + more if len(lines) + len(more) <= room else lines
        if len(lines) > room and self.short_notes:  # still too many: the last row says where the rest is
            lines = lines[:max(0, room - 1)] + [_("… more in the log (What happened).")]
        for line in lines[:room]:
            canvas.put(0, y, _suit_coloured(line, ascii_mode or no_color_of(self)))
            y += 1

    def _lines(self, notes: Sequence[str], width: int, ascii_mode: bool) -> list[str]:
        return [line for note in notes for line in _wrap(self._text(note, ascii_mode), width - 2)]

    def _column(self, canvas: Canvas, x: int, y: int, stack, ascii_mode: bool) -> int:
        """Draw one stack from (x, y); returns the column's right edge."""
        cards = [c for c in stack.grazers] + ([stack.pasture] if stack.pasture else [])
        inner = max([len(c.label) for c in cards] + [3]) + 2
        rows = canvas.height - y - 2  # room for grazers (the rule and pasture below)
        grazers = list(stack.grazers)
        shown = grazers
        if len(grazers) > rows:
            keep = grazers.index(self.cursor) if self.cursor in grazers else 0
            first = max(0, min(keep - rows + 2, len(grazers) - rows + 1))
            shown = grazers[first:first + rows - 1]
        for g in shown:
            self._card(canvas, x, y, g, ascii_mode)
            y += 1
        if len(shown) < len(grazers):
            canvas.put(x + 1, y, Text(f"+{len(grazers) - len(shown)}", style="bright_black"))
            y += 1
        canvas.put(x, y, Text(("=" if ascii_mode else "═") * inner, style="bright_black"))
        y += 1
        if stack.pasture is not None:
            self._card(canvas, x, y, stack.pasture, ascii_mode)
        else:
            canvas.put(x, y, Text(" " + _("gone"), style="bright_black"))
        return x + inner

    def _card(self, canvas: Canvas, x: int, y: int, card: Card, ascii_mode: bool) -> None:
        cell = card_cell(card, ascii_mode, self.looks.get(card, Look.NORMAL), card is self.cursor,
                         no_color_of(self))
        canvas.put(x, y, cell)
        self._spans.append((y, x, x + len(cell), card))

    def on_click(self, event: events.Click) -> None:
        for y, x0, x1, card in self._spans:
            if y == event.y and x0 <= event.x < x1:
                self.post_message(self.Clicked(self, card))
                return


def _wrap(text: str, width: int) -> list[str]:
    words, lines, line = text.split(" "), [], ""
    for word in words:
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = "  " + word
        else:
            line = f"{line} {word}" if line else word
    if line:
        lines.append(line)
    return lines


def _suit_coloured(line: str, ascii_mode: bool) -> Text:
    text = Text(line)
    if not ascii_mode:
        for i, char in enumerate(line):
            if char in "♥♦":
                text.stylize("red", i, i + 1)
    return text


__all__ = ["GrazingArea", "inline_card"]

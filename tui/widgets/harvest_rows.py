"""One-line piles for the harvest table: a title and the cards in a row.

The harvest table shows up to eleven piles at 80×24, so each open pile is
one line of card labels instead of drawn cards.  Emphasis never relies on
colour alone: a pickable card is bold and underlined, the first pick is in
brackets, the cursor is reversed and marked ``>`` (all survive NO_COLOR).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from rich.style import Style
from rich.text import Text
from textual import events
from textual.message import Message
from textual.widget import Widget

from rules.cards import Card, to_ascii

from ..i18n import N_, _
from .card import Look, ascii_mode_of, face_text
from .quiet import Remembers

# The rows' titles; the cards start one column after the longest in the
# language of the moment ("harvest " in English, "ladugård " in Swedish),
# so a cursor's ">" never touches a title.
BARN, HARVEST = N_("barn"), N_("harvest")


def title_width() -> int:
    return 1 + max(len(_(title)) for title in (BARN, HARVEST))

# Beyond the suits (rules.cards.to_ascii): the marks of the harvest table's words.
ASCII_MARKS = str.maketrans({"≥": ">=", "≤": "<=", "→": "->", "⇄": "<->", "·": "-", "—": "-",
                             "…": "...", "═": "=", "›": ">", "‹": "<", "▮": "#", "▯": "."})


def ascii_words(text: str) -> str:
    """Suits as letters and the table's marks as plain ASCII."""
    return to_ascii(text).translate(ASCII_MARKS)

LOOK_STYLES = {
    Look.LEGAL: Style(color="bright_green", bold=True, underline=True),
    Look.SELECTED: Style(color="bright_yellow", bold=True),
    Look.DIMMED: Style(color="bright_black"),
    Look.FRESH: Style(color="bright_cyan", bold=True),
    Look.HINTED: Style(color="bright_blue", bold=True),
}


def no_color_of(widget: Widget) -> bool:
    """NO_COLOR: Textual greys every colour by its brightness, and red on
    the dark table becomes nearly invisible; then cards are drawn without
    colour (suits differ by shape, emphasis by bold, underline, reverse)."""
    try:
        return bool(widget.app.no_color)
    except Exception:
        return False


def inline_card(card: Card, ascii_mode: bool, look: Look = Look.NORMAL, cursor: bool = False,
                plain: bool = False) -> Text:
    """``6♥`` as styled text: the suit colour, or the look's highlight."""
    face = face_text(card, ascii_mode).strip()
    if plain:
        style = Style(bold=look is not Look.DIMMED, underline=look is Look.LEGAL)
    else:
        style = LOOK_STYLES.get(look) or Style(color="red" if card.is_red else "bright_white", bold=True)
    if cursor:
        style = style + Style(reverse=True)
    return Text(face, style=style)


def card_cell(card: Card, ascii_mode: bool, look: Look, cursor: bool, plain: bool = False) -> Text:
    """A card with its one-column margins: ``[6♥]`` when picked first (``>6♥]`` under the cursor),
    ``>6♥`` under the cursor, ``*6♥*`` named by the hint (shapes, so they
    show without colour too)."""
    if look is Look.SELECTED:  # ">6♥]" under the cursor: the cursor never hides (a playtest)
        left, right = (">" if cursor else "["), "]"
    elif look is Look.HINTED:
        left, right = (">" if cursor else "*"), "*"
    else:
        left, right = (">" if cursor else " "), " "
    mark = Style(bold=True) if plain else Style(color="bright_yellow", bold=True)
    cell = Text(left, style=mark)
    cell.append_text(inline_card(card, ascii_mode, look, cursor, plain))
    cell.append(right, style=mark)
    return cell


def empty_cell(cursor: bool, plain: bool = False) -> Text:
    """An empty pile: ``(empty)``, dim; under the cursor ``>(empty)`` reversed,
    as a card under it is drawn (the cursor is always seen where keys act)."""
    if not cursor:
        return Text(" " + _("(empty)"), style="bright_black")
    cell = Text(">", style=Style(bold=True) if plain else Style(color="bright_yellow", bold=True))
    cell.append(_("(empty)"), style=Style(bold=True, reverse=True) if plain else Style(color="bright_white", bold=True, reverse=True))
    return cell


class CardRow(Remembers, Widget):
    """A titled row of open cards (a barn, a harvest pile), with the looks
    and the cursor the screen gives it."""

    DEFAULT_CSS = """
    CardRow { height: 1; width: 1fr; }
    """

    @dataclass
    class Clicked(Message):
        row: CardRow
        card: Card

    def __init__(self, title: str = "", **kwargs) -> None:
        super().__init__(**kwargs)
        self.title = title
        self.cards: tuple[Card, ...] = ()
        self.looks: Mapping[Card, Look] = {}
        self.cursor: Card | None = None
        self.empty_cursor = False  # the cursor rests on this row, empty
        self.suffix = ""
        self._spans: list[tuple[int, int, Card]] = []

    def show(self, cards: Sequence[Card], looks: Mapping[Card, Look] | None = None,
             cursor: Card | None = None, suffix: str = "", title: str | None = None, empty_cursor: bool = False) -> None:
        # The board's looks and cursor, as far as they concern this row: a
        # cursor moving on another row repaints nothing here.
        cursor = cursor if cursor in cards else None
        empty_cursor = empty_cursor and not cards
        looks = {card: look for card, look in (looks or {}).items() if card in cards}
        if self.same((tuple(cards), looks, cursor, suffix, title, empty_cursor)):
            return
        self.cards = tuple(cards)
        self.looks = looks
        self.cursor = cursor
        self.empty_cursor = empty_cursor
        self.suffix = suffix
        if title is not None:
            self.title = title
        self.refresh()

    def render(self) -> Text:
        ascii_mode = ascii_mode_of(self)
        width = max(self.size.width, 1)
        titles = title_width()
        out = Text(_(self.title).ljust(titles)[:titles], style="bold")
        plain = no_color_of(self)
        cells = [card_cell(c, ascii_mode, self.looks.get(c, Look.NORMAL), c is self.cursor, plain)
                 for c in self.cards]
        suffix = Text(self.suffix, style="bright_black") if self.suffix else Text()
        room = width - titles - (len(suffix) + 1 if self.suffix else 0)
        start, end = _window(cells, room, self.cards.index(self.cursor) if self.cursor else 0)
        self._spans = []
        if not self.cards:
            out.append_text(empty_cell(self.empty_cursor, plain))
        if start > 0:
            out.append("‹" if not ascii_mode else "<", style="bright_black")
        for i in range(start, end):
            x = len(out)
            out.append_text(cells[i])
            self._spans.append((x, len(out), self.cards[i]))
        if end < len(cells):
            out.append("›" if not ascii_mode else ">", style="bright_black")
        if self.suffix:
            gap = max(1, width - len(out) - len(suffix))
            out.append(" " * gap)
            out.append_text(suffix)
        out.truncate(width)
        return out

    def on_click(self, event: events.Click) -> None:
        for start, end, card in self._spans:
            if start <= event.x < end:
                self.post_message(self.Clicked(self, card))
                return


def _window(cells: list[Text], room: int, keep: int) -> tuple[int, int]:
    """The slice of ``cells`` that fits in ``room`` columns and shows
    ``keep`` (one column is kept for each ‹ › marker)."""
    widths = [len(c) for c in cells]
    if sum(widths) <= room:
        return 0, len(cells)
    start = end = keep
    used = widths[keep] if cells else 0
    end = keep + 1
    while True:
        grew = False
        if end < len(cells) and used + widths[end] + 2 <= room:
            used += widths[end]
            end += 1
            grew = True
        if start > 0 and used + widths[start - 1] + 2 <= room:
            start -= 1
            used += widths[start]
            grew = True
        if not grew:
            return start, end


class SeatLine(Remembers, Widget):
    """A player's line (name, score against 20, field limit, hand size):
    given in a few lengths, it shows the longest that fits."""

    DEFAULT_CSS = """
    SeatLine { height: 1; width: 1fr; }
    """

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.variants: tuple[Text, ...] = ()

    def show(self, variants: Sequence[Text]) -> None:
        if self.same(tuple(variants)):
            return
        self.variants = tuple(variants)
        self.refresh()

    def render(self) -> Text:
        width = self.size.width
        for text in self.variants:
            if text.cell_len <= width:
                return text
        return self.variants[-1] if self.variants else Text()

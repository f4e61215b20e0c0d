"""How one card looks.

The drawing is a pure function (``card_lines``) so that a hand, a pile or a
trick can lay many cards out in one widget.  Red suits are told apart by shape (♥ ♦, or H D in ASCII), never by
colour alone, and only the 16 ANSI colours are used: nothing here needs
truecolor.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from enum import Enum

from rich.style import Style
from rich.text import Text
from textual.widget import Widget

from rules.cards import Card

from ..house_app import house_app

CARD_WIDTH = 5
CARD_HEIGHT = 3


class Look(Enum):
    """How a card is shown: the UI's emphasis, never a rule."""

    NORMAL = "normal"
    LEGAL = "legal"  # may be played now: highlighted
    DIMMED = "dimmed"  # may not be played now
    SELECTED = "selected"  # chosen (e.g. to pass)
    FRESH = "fresh"  # just received
    WINNER = "winner"  # took the trick
    HINTED = "hinted"  # the hint's card: what the hard player would play


@dataclass(frozen=True)
class Borders:
    tl: str
    tr: str
    bl: str
    br: str
    h: str
    v: str


ROUND = Borders("╭", "╮", "╰", "╯", "─", "│")
HEAVY = Borders("┏", "┓", "┗", "┛", "━", "┃")
ASCII = Borders("+", "+", "+", "+", "-", "|")
ASCII_CURSOR = Borders("#", "#", "#", "#", "=", "#")

RED = Style(color="red", bold=True)
BLACK = Style(color="bright_white", bold=True)
DIM = Style(color="bright_black")
BACK = Style(color="blue")
BORDER = {
    Look.NORMAL: Style(color="white"),
    Look.LEGAL: Style(color="bright_green", bold=True),
    Look.DIMMED: Style(color="bright_black"),
    Look.SELECTED: Style(color="bright_yellow", bold=True),
    Look.FRESH: Style(color="bright_cyan", bold=True),
    Look.WINNER: Style(color="bright_yellow", bold=True),
    Look.HINTED: Style(color="bright_blue", bold=True),
}


# Under NO_COLOR (no-color.org) Textual greys every colour by its brightness,
# and red on the dark table turns nearly invisible: cards are then drawn with
# no colour at all, the suits told apart by shape, emphasis by bold and dim.
PLAIN_FACE = Style(bold=True)
PLAIN_DIM = Style(dim=True)
PLAIN_BORDER = {
    Look.NORMAL: Style(),
    Look.LEGAL: Style(bold=True),
    Look.DIMMED: PLAIN_DIM,
    Look.SELECTED: Style(bold=True),
    Look.FRESH: Style(bold=True),
    Look.WINNER: Style(bold=True),
    Look.HINTED: Style(bold=True, underline=True),
}


def plain_colours() -> bool:
    """Whether the player asked for no colour (the same test as Textual's)."""
    return "NO_COLOR" in os.environ


def face_text(card: Card, ascii_mode: bool = False) -> str:
    """``Q♠`` / ``10♥``, or ``QS`` / ``10H`` in ASCII mode; always 3 wide."""
    text = str(card) if ascii_mode else card.label
    return text.ljust(3)[:3]


def card_style(card: Card, look: Look = Look.NORMAL) -> Style:
    if plain_colours():
        return PLAIN_DIM if look is Look.DIMMED else PLAIN_FACE
    if look is Look.DIMMED:
        return DIM
    return RED if card.is_red else BLACK


def card_label(card: Card, ascii_mode: bool = False, look: Look = Look.NORMAL) -> Text:
    """The card as inline text (for logs, status lines and tables)."""
    return Text(face_text(card, ascii_mode).strip(), style=card_style(card, look))


def card_lines(
    card: Card | None,
    look: Look = Look.NORMAL,
    ascii_mode: bool = False,
    cursor: bool = False,
) -> list[Text]:
    """Three lines, five columns: a framed card, a face-down back (None)."""
    borders = (ASCII_CURSOR if cursor else ASCII) if ascii_mode else (HEAVY if cursor else ROUND)
    plain = plain_colours()
    frame = (PLAIN_BORDER if plain else BORDER)[look]
    if cursor:
        frame = frame + (Style(bold=True) if plain else Style(
            reverse=False, bold=True, color="bright_white" if look is not Look.DIMMED else "white"))
    top = Text(borders.tl + borders.h * 3 + borders.tr, style=frame)
    bottom = Text(borders.bl + borders.h * 3 + borders.br, style=frame)
    middle = Text(borders.v, style=frame)
    if card is None:
        middle.append("###" if ascii_mode else "░░░", style=Style() if plain else BACK)
    else:
        face = card_style(card, look)
        if cursor:
            face = face + Style(reverse=True)
        middle.append(face_text(card, ascii_mode), style=face)
    middle.append(borders.v, style=frame)
    return [top, middle, bottom]


def blank_lines(ascii_mode: bool = False) -> list[Text]:
    """An empty place on the table, the size of a card."""
    dots = "." if ascii_mode else "┈"
    return [Text(" " + dots * 3 + " ", style=DIM), Text(" " * CARD_WIDTH), Text(" " + dots * 3 + " ", style=DIM)]


def ascii_mode_of(widget: Widget) -> bool:
    """Whether the app asked for ASCII cards (``--ascii``; KortbordApp.ascii_mode)."""
    return house_app(widget).ascii_mode

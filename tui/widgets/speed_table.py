"""Speed's table widgets: a player's row of five table piles and hand pile,
and the centre piles between the two rows.

Speed is real time, and a move should cost little on a slow SSH link, so
each widget keeps the data it last drew and ``show`` refreshes only when
that data changed (a Countdown tick redraws the centre, not the rows).
They draw what the screen gives them and decide no rule.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from rich.text import Text
from textual import events
from textual.message import Message
from textual.widget import Widget

from rules.cards import Card

from .canvas import Canvas
from .card import Look, ascii_mode_of, blank_lines, card_lines

SLOT = 7  # columns per pile: a card (5) and a gap


class Line(Widget):
    """A one-line label that repaints only when its text changes (and never
    asks for a new layout, unlike ``Static.update``)."""

    DEFAULT_CSS = """
    Line { height: 1; width: 1fr; }
    """

    def __init__(self, text: str | Text = "", **kwargs) -> None:
        super().__init__(**kwargs)
        self._text: str | Text = text

    def update(self, text: str | Text = "") -> None:
        if text != self._text:
            self._text = text
            self.refresh()

    set = update

    def render(self) -> str | Text:
        return self._text


class ChangedOnly(Widget):
    """Redraws when ``show`` is given data unlike the last."""

    _data: object = None

    def show(self, data: object) -> bool:
        if data == self._data:
            return False
        self._data = data
        self.refresh()
        return True


@dataclass(frozen=True)
class PileLook:
    """One table pile as drawn: its face-up card, the cards under it, how it
    is emphasised, and the hint line under it (keys, where it fits)."""

    top: Card | None
    face_down: int
    look: Look = Look.NORMAL
    hint: str = ""
    hint_on: bool = False


class PileRow(ChangedOnly):
    """Five table piles, numbered 1–5, then the face-down hand pile."""

    DEFAULT_CSS = """
    PileRow { height: 5; width: 1fr; }
    PileRow.-hints { height: 6; }
    """

    @dataclass
    class Clicked(Message):
        row: "PileRow"
        pile: int  # 1..5

    def on_click(self, event: events.Click) -> None:
        pile = event.x // SLOT + 1
        if 1 <= pile <= 5 and event.x % SLOT < 5:
            self.post_message(self.Clicked(self, pile))

    def show_row(self, piles: Sequence[PileLook], hand: int) -> bool:
        return self.show((tuple(piles), hand))

    def render(self) -> Text:
        if self._data is None:
            return Text("")
        piles, hand = self._data
        ascii_mode = ascii_mode_of(self)
        canvas = Canvas(self.size.width, self.size.height)
        for i, pile in enumerate(piles):
            x = i * SLOT
            if pile.top is None:
                canvas.put_lines(x, 0, blank_lines(ascii_mode))
                canvas.put(x, 3, " --  " if ascii_mode else " —   ", "bright_black")
            else:
                canvas.put_lines(x, 0, card_lines(pile.top, pile.look, ascii_mode))
                under = f"+{pile.face_down}" if pile.face_down else "  "
                canvas.put(x + 1, 3, under, "bright_black")
            if pile.hint:
                canvas.put(x, 4, pile.hint, "bold bright_green" if pile.hint_on else "bright_black")
        x = 5 * SLOT + 1
        canvas.put(x, 0, "hand", "bright_black")
        if hand:
            canvas.put_lines(x, 1, card_lines(None, Look.NORMAL, ascii_mode))
        else:
            canvas.put_lines(x, 1, blank_lines(ascii_mode))
        canvas.put(x, 4, f"{hand:>3}", "bold")
        return canvas.to_text()


@dataclass(frozen=True)
class CenterLook:
    """A centre pile as drawn (None in the row's data: not in play)."""

    title: str
    top: Card
    size: int
    look: Look = Look.NORMAL
    note: str = ""  # e.g. "← slap"


class CenterRow(ChangedOnly):
    """The left and right centre piles with their sizes, and between them
    what is happening (the countdown, a slap, the round's end)."""

    DEFAULT_CSS = """
    CenterRow { height: 6; width: 1fr; }
    """

    @dataclass
    class Clicked(Message):
        key: str  # "L" or "R": the half of the row clicked

    def on_click(self, event: events.Click) -> None:
        self.post_message(self.Clicked("L" if event.x < self.size.width // 2 else "R"))

    def show_centers(self, left: CenterLook | None, right: CenterLook | None,
                     middle: Sequence[tuple[str, str]]) -> bool:
        return self.show((left, right, tuple(middle)))

    def render(self) -> Text:
        if self._data is None:
            return Text("")
        left, right, middle = self._data
        ascii_mode = ascii_mode_of(self)
        width = self.size.width
        canvas = Canvas(width, self.size.height)
        right_x = max(26, min(width, 5 * SLOT + 6) - 12)
        for x, pile in ((1, left), (right_x, right)):
            if pile is None:
                canvas.put(x, 0, "(no pile)", "bright_black")
                continue
            canvas.put(x, 0, pile.title, "bold")
            canvas.put_lines(x, 1, card_lines(pile.top, pile.look, ascii_mode))
            size = f"{pile.size} card" + ("" if pile.size == 1 else "s")
            canvas.put(x, 4, size, "bold bright_yellow" if pile.note else "")
            if pile.note:
                canvas.put(x, 5, pile.note, "bold bright_green")
        mid_left, mid_width = 9, right_x - 9
        for y, (text, style) in enumerate(middle[:5]):
            canvas.put_centered(1 + y, Text(text, style=style), mid_left, mid_width)
        return canvas.to_text()

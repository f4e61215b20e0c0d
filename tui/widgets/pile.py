"""A pile of cards: the top card and the count, or fanned when it is open.

Used by the tables that show piles (draw, discard, barn, harvest, meadow,
Speed's centre piles).  It draws what it is given; ``Pile.Selected`` tells
the screen that the player clicked it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.text import Text
from textual import events
from textual.message import Message
from textual.widget import Widget

from rules.cards import Card

from .canvas import Canvas
from .card import CARD_WIDTH, Look, ascii_mode_of, blank_lines, card_lines


class Pile(Widget):
    DEFAULT_CSS = """
    Pile { width: auto; min-width: 7; height: 5; }
    """

    @dataclass
    class Selected(Message):
        pile: Pile

    def __init__(self, title: str = "", **kwargs) -> None:
        super().__init__(**kwargs)
        self.title = title
        self.cards: tuple[Card, ...] = ()
        self.count = 0
        self.face_up = True
        self.fanned = False
        self.look = Look.NORMAL

    def show(
        self,
        cards: Sequence[Card] = (),
        count: int | None = None,
        face_up: bool = True,
        fanned: bool = False,
        look: Look = Look.NORMAL,
    ) -> None:
        """``cards`` bottom to top (only the top is needed when closed);
        ``count`` when the cards themselves are hidden."""
        self.cards = tuple(cards)
        self.count = len(self.cards) if count is None else count
        self.face_up = face_up
        self.fanned = fanned and face_up
        self.look = look
        self.refresh(layout=True)

    def get_content_width(self, container, viewport) -> int:
        width = CARD_WIDTH
        if self.fanned and len(self.cards) > 1:
            width += 4 * (len(self.cards) - 1)
        return max(width, len(self.title), len(self._count_text()))

    def _count_text(self) -> str:
        return f"{self.count} card" + ("" if self.count == 1 else "s")

    def render(self) -> Text:
        ascii_mode = ascii_mode_of(self)
        canvas = Canvas(self.size.width, self.size.height)
        canvas.put(0, 0, Text(self.title, style="bold"))
        if not self.count:
            canvas.put_lines(0, 1, blank_lines(ascii_mode))
        elif self.fanned:
            for i, card in enumerate(self.cards):
                canvas.put_lines(4 * i, 1, card_lines(card, self.look, ascii_mode))
        else:
            top = self.cards[-1] if self.face_up and self.cards else None
            canvas.put_lines(0, 1, card_lines(top, self.look, ascii_mode))
        canvas.put(0, 4, Text(self._count_text(), style="bright_black"))
        return canvas.to_text()

    def on_click(self, event: events.Click) -> None:
        self.post_message(self.Selected(self))

"""The table seen from the south: the other players around, each one's card
of the trick in front of them, the human's at the bottom.

For any trick-taking table of 3–5 players.  ``show`` gives the seats (seat 0
is the human, then clockwise: the player on the left first) and the cards on
the table; the widget only places them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from rich.cells import cell_len
from rich.text import Text
from textual.widget import Widget

from rules.cards import Card

from . import seat_labels
from .canvas import Canvas
from .card import CARD_WIDTH, Look, ascii_mode_of, blank_lines, card_lines

# Where each seat sits, by number of players: (side, card dx from the
# centre, card row).  Sides: bottom (the human), left, top, right.
# Five players: the two at the top have their labels on two lines, the
# left one's at the left edge, the right one's at the right edge.
PLACES: dict[int, list[tuple[str, int, int]]] = {
    2: [("bottom", -2, 6), ("top", -2, 1)],
    3: [("bottom", -2, 7), ("left", -6, 3), ("right", 2, 3)],
    4: [("bottom", -2, 7), ("left", -9, 4), ("top", -2, 1), ("right", 5, 4)],
    5: [("bottom", -2, 8), ("left", -11, 5), ("top-left", -6, 2), ("top-right", 2, 2), ("right", 7, 5)],
}
HEIGHTS = {2: 10, 3: 11, 4: 11, 5: 12}


@dataclass(frozen=True)
class SeatInfo:
    name: str
    lines: tuple[str, ...] = ()  # e.g. ("13 cards", "4 pts")
    active: bool = False  # whose turn it is
    note: str = ""  # e.g. "took it"
    extra: dict = field(default_factory=dict)


class TrickTable(Widget):
    DEFAULT_CSS = """
    TrickTable { height: 1fr; min-height: 11; width: 1fr; }
    """

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.seats: tuple[SeatInfo, ...] = ()
        self.trick: dict[int, Card] = {}
        self.winner: int | None = None
        self.caption = ""

    def show(
        self,
        seats: Sequence[SeatInfo],
        trick: Mapping[int, Card],
        winner: int | None = None,
        caption: str = "",
    ) -> None:
        seats, trick = tuple(seats), dict(trick)
        if (seats, trick, winner, caption) == (self.seats, self.trick, self.winner, self.caption):
            return  # a redraw of the screen after a move elsewhere: nothing here to repaint
        self.seats, self.trick, self.winner, self.caption = seats, trick, winner, caption
        self.refresh()

    def render(self) -> Text:
        width, height = self.size.width, self.size.height
        canvas = Canvas(width, height)
        places = PLACES.get(len(self.seats))
        if not places:
            return canvas.to_text()
        ascii_mode = ascii_mode_of(self)
        layout_height = HEIGHTS[len(self.seats)]
        top = max(0, (height - layout_height) // 2)
        cx = width // 2
        marker = ">" if ascii_mode else "▶"
        for seat, (info, (side, dx, row)) in enumerate(zip(self.seats, places)):
            card = self.trick.get(seat)
            x, y = cx + dx, top + row
            if card is None:
                canvas.put_lines(x, y, blank_lines(ascii_mode))
            else:
                look = Look.WINNER if seat == self.winner else Look.NORMAL
                canvas.put_lines(x, y, card_lines(card, look, ascii_mode))
            name_style = "bold reverse" if info.active else "bold"
            name = Text((marker + " " if info.active else "") + info.name, style=name_style)
            details = [Text(line, style="bright_black") for line in info.lines]
            if info.note:
                details.append(Text(info.note, style="bright_yellow"))
            self._label(canvas, side, x, y, name, details)
        if self.caption:
            canvas.put_centered(min(height - 1, top + layout_height), Text(self.caption, style="italic"))
        return canvas.to_text()

    @staticmethod
    def _label(canvas: Canvas, side: str, x: int, y: int, name: Text, details: list[Text]) -> None:
        """The seat's label beside its card at (x, y), in the cells of its
        own side (seat_labels.py): left of the card or right of it (a cell
        between; on the right a 12-cell name at five players needs it), over it (the details above the name when they do not fit on
        its row), or under it; at five players the two top seats each over
        their own card, in their half of the table."""
        width = canvas.width
        if side == "left":
            for i, part in enumerate(seat_labels.block(name, details, x - 2)):
                canvas.put(1, y + i, part)
        elif side == "right":
            left = x + CARD_WIDTH + 1  # a cell between the card and its label, unless a name needs it
            if any(cell_len(word) > width - 1 - left for word in name.plain.split()):
                left -= 1
            for i, part in enumerate(seat_labels.block(name, details, width - 1 - left)):
                canvas.put(max(left, width - 1 - part.cell_len), y + i, part)
        elif side == "bottom":
            for i, part in enumerate(seat_labels.line(name, details, width - 2)):
                canvas.put_centered(y + 3 + i, part)
        elif side == "top":
            for i, part in enumerate(stack := TrickTable._over(name, details, width - 2)):
                canvas.put_centered(y - len(stack) + i, part)
        else:  # top-left, top-right: each in its half, over its own card
            top_left = side == "top-left"
            for i, part in enumerate(stack := TrickTable._over(name, details, x + CARD_WIDTH - 1 if top_left
                                                               else width - 1 - x)):
                canvas.put(x + CARD_WIDTH - part.cell_len if top_left else x, y - len(stack) + i, part)

    @staticmethod
    def _over(name: Text, details: list[Text], width: int) -> list[Text]:
        """A label over its card, top row first: the name and details on one
        row, or the details' rows above the name's (the name nearest the card)."""
        rows = seat_labels.line(name, details, width)
        if len(rows) == 1:
            return rows
        named = len(seat_labels.wrap(name, width))
        return rows[named:] + rows[:named]

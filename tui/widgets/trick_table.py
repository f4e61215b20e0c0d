"""The table seen from the south: the other players around, each one's card
of the trick in front of them, the human's at the bottom.

For any trick-taking table of 3–5 players.  ``show`` gives the seats (seat 0
is the human, then clockwise: the player on the left first) and the cards on
the table; the widget only places them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping, Sequence

from rich.text import Text
from textual.widget import Widget

from rules.cards import Card

from .canvas import Canvas
from .card import Look, ascii_mode_of, blank_lines, card_lines

# Where each seat sits, by number of players: (side, card dx from the
# centre, card row).  Sides: bottom (the human), left, top, right.
PLACES: dict[int, list[tuple[str, int, int]]] = {
    2: [("bottom", -2, 6), ("top", -2, 1)],
    3: [("bottom", -2, 7), ("left", -6, 3), ("right", 2, 3)],
    4: [("bottom", -2, 7), ("left", -9, 4), ("top", -2, 1), ("right", 5, 4)],
    5: [("bottom", -2, 7), ("left", -11, 4), ("top", -6, 1), ("top", 2, 1), ("right", 7, 4)],
}
HEIGHT = 11


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
        self.seats = tuple(seats)
        self.trick = dict(trick)
        self.winner = winner
        self.caption = caption
        self.refresh()

    def render(self) -> Text:
        width, height = self.size.width, self.size.height
        canvas = Canvas(width, height)
        places = PLACES.get(len(self.seats))
        if not places:
            return canvas.to_text()
        ascii_mode = ascii_mode_of(self)
        top = max(0, (height - HEIGHT) // 2)
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
            if side in ("top", "bottom"):
                line = Text()
                line.append_text(name)
                for part in details:
                    line.append(" · ", style="bright_black")
                    line.append_text(part)
                label_y = y - 1 if side == "top" else y + 3
                if side == "top" and len(self.seats) == 5:
                    label_x = x + 2 - len(line.plain) // 2
                    label_x = max(0, min(label_x, width - len(line.plain)))
                    canvas.put(label_x, label_y, line)
                else:
                    canvas.put_centered(label_y, line)
            else:
                block = [name, *details]
                for i, part in enumerate(block):
                    if side == "left":
                        canvas.put(1, y + i, part)
                    else:
                        canvas.put(max(0, width - 1 - len(part.plain)), y + i, part)
        if self.caption:
            canvas.put_centered(min(height - 1, top + HEIGHT), Text(self.caption, style="italic"))
        return canvas.to_text()

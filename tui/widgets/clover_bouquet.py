"""The bouquet on the table: the cards played this turn, the spade chain
after them card by card, the clubs that score marked, and the budget.

It draws a ``BouquetShow``, which the screen builds either from the view or,
while a turn is being narrated step by step, from the events seen so far
(so a card appears when its sentence does).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Sequence

from rich.text import Text
from textual.widget import Widget

from rules.cards import Card, to_ascii

from .canvas import Canvas
from .card import CARD_WIDTH, Look, ascii_mode_of, card_lines

MARK = Look.WINNER  # a club that scores


@dataclass(frozen=True)
class BouquetShow:
    owner: str = ""
    played: tuple[Card, ...] = ()  # from the hand, in play order
    chained: int = 0  # the last `chained` of `played` came from the spade chain
    values: tuple[int, ...] = ()  # value of each played card
    scored: tuple[Card, ...] | None = None  # None: not counted yet
    points: int = 0
    total: int | None = None
    reds: tuple[Card, ...] | None = None  # None: budget not counted yet
    budget: int = 0
    picked: tuple[Card, ...] = ()
    budget_left: int = 0
    caption: str = ""  # what is happening to it now
    won: bool = False

    def with_card(self, card: Card, value: int, chained: bool) -> "BouquetShow":
        return replace(self, played=self.played + (card,), values=self.values + (value,),
                       chained=self.chained + chained)

    @property
    def spades(self) -> int:
        return sum(1 for c in self.played if c.suit == "S")


def _labels(cards: Sequence[Card], ascii_mode: bool) -> str:
    return " ".join(str(c) if ascii_mode else c.label for c in cards)


class CloverBouquet(Widget):
    DEFAULT_CSS = """
    CloverBouquet { height: 7; width: 1fr; }
    """

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.bouquet = BouquetShow()

    def show(self, bouquet: BouquetShow) -> None:
        self.bouquet = bouquet
        self.refresh()

    def _step(self, n: int, gap: int, width: int) -> int:
        for step in (CARD_WIDTH + 1, CARD_WIDTH, 4, 3):
            if n <= 1 or step * (n - 1) + CARD_WIDTH + gap <= width:
                return step
        return 2

    def render(self) -> Text:
        b = self.bouquet
        width = self.size.width
        canvas = Canvas(width, self.size.height)
        ascii_mode = ascii_mode_of(self)
        head = Text(f"{b.owner}'s bouquet" if b.owner else "Bouquet", style="bold")
        first = len(b.played) - b.chained
        if b.played:
            head.append(f" · {first} played", style="")
            if b.chained:
                head.append(f" + {b.chained} drawn by spades", style="")
        if b.caption:
            head.append(f" · {to_ascii(b.caption) if ascii_mode else b.caption}", style="italic")
        canvas.put(0, 0, head)
        if not b.played:
            canvas.put(1, 2, Text("(no cards on the table yet)", style="bright_black"))
            return canvas.to_text()
        gap = 3 if b.chained else 0
        step = self._step(len(b.played), gap, width - 1)
        scored = set(b.scored or ())
        arrow = ">" if ascii_mode else "→"
        x = 1
        for i, card in enumerate(b.played):
            if i == first and b.chained:
                canvas.put(x, 2, Text(arrow, style="bold"))
                x += gap
            look = MARK if card in scored else Look.NORMAL
            canvas.put_lines(x, 1, card_lines(card, look, ascii_mode))
            if b.scored is not None and card.suit == "C":
                value = b.values[i] if i < len(b.values) else 0
                mark = Text(f"+{value}", style="bold bright_yellow") if card in scored else \
                    Text("--", style="bright_black")
                canvas.put(x + 1, 4, mark)
            x += step
        canvas.put(0, 5, self._score_line(b, ascii_mode))
        canvas.put(0, 6, self._budget_line(b, ascii_mode))
        return canvas.to_text()

    def _score_line(self, b: BouquetShow, ascii_mode: bool) -> Text:
        if b.scored is None:
            return Text("Clubs: ..." if ascii_mode else "Clubs: …", style="bright_black")
        arrow = "->" if ascii_mode else "→"
        count = b.spades + 1
        line = Text(f"Spades {b.spades} {arrow} best {count} club{'s' if count > 1 else ''}: ")
        if b.scored:
            values = dict(zip(b.played, b.values))
            parts = "+".join(str(values.get(c, 0)) for c in b.scored)
            line.append(f"{parts} = {b.points}" if len(b.scored) > 1 else f"{b.points}",
                        style="bold bright_yellow")
        else:
            line.append("none", style="bright_black")
        if b.total is not None:
            line.append(f" {arrow} {b.total}/40", style="bold")
        return line

    def _budget_line(self, b: BouquetShow, ascii_mode: bool) -> Text:
        if b.won:
            return Text("40 reached: the game is won!", style="bold bright_yellow")
        if b.reds is None:
            return Text("Budget: ..." if ascii_mode else "Budget: …", style="bright_black")
        if not b.reds:
            return Text("No red card played: budget 0, no picking")
        reds = _labels(b.reds, ascii_mode)
        line = Text(f"Budget {b.budget} ({reds})" if len(reds) <= 15 else
                    f"Budget {b.budget} ({len(b.reds)} red cards)")
        if b.picked:
            line.append(f" · picked {_labels(b.picked, ascii_mode)}", style="bold")
        line.append(f" · {b.budget_left} left", style="bold bright_green" if b.budget_left else "")
        return line

"""The clover picker's meadow: five face-up slots, each card's value under
it, the budget left, and the talon beside them.

The screen says which slots are affordable (from ``legal_actions``), which
were just turned up, and where the cursor is; the widget only draws.  Under
an affordable card its key (the slot digit) and value show in green; under
one too dear only its value, dimmed, with a cross: readable without colour.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from rich.text import Text
from textual import events
from textual.message import Message
from textual.widget import Widget

from rules.cards import Card

from ..i18n import _, pgettext
from .canvas import Canvas
from .card import Look, ascii_mode_of, blank_lines, card_lines
from .drawn import CanvasLines
from .quiet import Remembers

STEP = 8  # columns from one slot to the next
SLOTS = 5


class CloverMeadow(CanvasLines, Remembers, Widget):
    DEFAULT_CSS = """
    CloverMeadow { height: 6; width: 1fr; }
    """

    @dataclass
    class SlotChosen(Message):
        """A meadow card was clicked (the screen decides what that means)."""

        meadow: CloverMeadow
        slot: int

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.cards: tuple[Card | None, ...] = (None,) * SLOTS
        self.values: tuple[int, ...] = (0,) * SLOTS
        self.affordable: frozenset[int] | None = None  # None: not the person's pick
        self.fresh: frozenset[int] = frozenset()
        self.cursor: int | None = None
        self.talon = 0
        self.title = Text(_("Meadow"))
        self.taken: frozenset[int] = frozenset()
        self.hinted: frozenset[Card] = frozenset()

    def show(
        self,
        cards: Sequence[Card | None],
        values: Sequence[int],
        talon: int,
        title: Text,
        affordable: Collection[int] | None = None,
        fresh: Collection[int] = (),
        cursor: int | None = None,
        taken: Collection[int] = (),
        hinted: Collection[Card] = (),
    ) -> None:
        """``taken``: slots just picked, shown empty until the refill;
        ``hinted``: the hint's cards, marked "hint"."""
        if self.same((tuple(cards), tuple(values), talon, title, None if affordable is None else frozenset(affordable),
                      frozenset(fresh), cursor, frozenset(taken), frozenset(hinted))):
            return
        self.taken = frozenset(taken)
        self.hinted = frozenset(hinted)
        self.cards = tuple(cards)
        self.values = tuple(values)
        self.talon = talon
        self.title = title
        self.affordable = None if affordable is None else frozenset(affordable)
        self.fresh = frozenset(fresh)
        self.cursor = cursor
        self.refresh()

    def look_of(self, slot: int) -> Look:
        if self.cards[slot] in self.hinted:
            return Look.HINTED
        if self.affordable is not None:
            return Look.LEGAL if slot in self.affordable else Look.DIMMED
        return Look.FRESH if slot in self.fresh else Look.NORMAL

    def drawn_state(self) -> tuple:
        return (self.cards, self.values, self.talon, self.title, self.affordable, self.fresh, self.cursor,
                self.taken, self.hinted)

    def draw(self) -> Canvas:
        canvas = Canvas(self.size.width, self.size.height)
        ascii_mode = ascii_mode_of(self)
        canvas.put(0, 0, self.title)
        cross = "x" if ascii_mode else "✗"
        for slot, card in enumerate(self.cards):
            x = 1 + slot * STEP
            if card is not None and card in self.hinted and slot not in self.taken:
                canvas.put(x + 1, 1, Text(_("hint")[:4], style="bold bright_blue"))
            elif slot in self.fresh:
                canvas.put(x + 1, 1, Text(_("new"), style="bright_cyan"))
            if slot in self.taken:
                canvas.put_lines(x, 2, blank_lines(ascii_mode))
                canvas.put(x, 5, Text(_("taken"), style="bold"))
                continue
            if card is None:
                canvas.put_lines(x, 2, blank_lines(ascii_mode))
                canvas.put(x, 5, Text(_("empty"), style="bright_black"))
                continue
            look = self.look_of(slot)
            canvas.put_lines(x, 2, card_lines(card, look, ascii_mode, cursor=slot == self.cursor))
            value = self.values[slot]
            if self.affordable is None:
                label = Text(" " + pgettext("meadow value", "{n} pt").format(n=value), style="")
            elif slot in self.affordable:
                label = Text(f"{slot + 1}:" + _("{n}pt").format(n=value), style="bold bright_green")
            else:
                label = Text(cross + _("{n}pt").format(n=value), style="bright_black")
            canvas.put(x, 5, label)
        # The talon: a face-down card and its count.
        tx = 1 + SLOTS * STEP  # one step on, as a sixth slot: its "28 left" ends at column 48, inside the table's padding
        canvas.put(tx, 1, Text(_("talon"), style="bold"))
        if self.talon:
            canvas.put_lines(tx, 2, card_lines(None, Look.NORMAL, ascii_mode))
        else:
            canvas.put_lines(tx, 2, blank_lines(ascii_mode))
        canvas.put(tx, 5, Text(_("{n} left").format(n=f"{self.talon:>2}"), style="bright_black"))
        return canvas

    def slot_at(self, x: int, y: int) -> int | None:
        if not 1 <= y <= 5 or x < 1:
            return None
        slot, offset = divmod(x - 1, STEP)
        return slot if slot < SLOTS and offset < 6 else None

    def on_click(self, event: events.Click) -> None:
        slot = self.slot_at(event.x, event.y)
        if slot is not None:
            self.post_message(self.SlotChosen(self, slot))

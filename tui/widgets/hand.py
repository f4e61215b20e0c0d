"""A player's hand: a row of cards with a cursor, drawn by lines (drawn.py).

The screen tells the hand what to show (``show``): the cards, which are
legal now, which are selected, which the hint names (marked "hint").  The hand keeps only its cursor, which is the
UI's, not the game's.  Legal cards are numbered 1–9, 0 under the row: those
digits are the quick picks.  With more than ten legal cards (a Hearts pass
may use all 13) the ten numbered ones scroll with the cursor, as a list
does: only when it leaves them.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from rich.text import Text
from textual import events
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from rules.cards import Card

from ..i18n import _
from .canvas import Canvas
from .card import CARD_WIDTH, Look, ascii_mode_of, card_lines
from .drawn import CanvasLines

DIGITS = "1234567890"

NO_CURSOR = -1  # the cursor is elsewhere (the harvest table's board): no card is raised


class Hand(CanvasLines, Widget):
    DEFAULT_CSS = """
    Hand { height: 5; width: 1fr; }
    """

    cursor: reactive[int] = reactive(0)

    @dataclass
    class CardChosen(Message):
        """A card was clicked (the screen decides what that means)."""

        hand: Hand
        index: int
        card: Card

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.cards: tuple[Card, ...] = ()
        self.legal: frozenset[Card] | None = None
        self.selected: frozenset[Card] = frozenset()
        self.fresh: frozenset[Card] = frozenset()
        self.hinted: frozenset[Card] = frozenset()
        self._first_pick = 0  # the first legal card numbered (more than ten: they scroll)

    # What to show ----------------------------------------------------------

    def show(
        self,
        cards: Sequence[Card],
        legal: Collection[Card] | None = None,
        selected: Collection[Card] = (),
        fresh: Collection[Card] = (),
        hinted: Collection[Card] = (),
    ) -> None:
        """``legal`` None: not this player's turn, nothing highlighted or dimmed."""
        current = self.card_at_cursor()
        shown = (self.cards, self.legal, self.selected, self.fresh, self.hinted)
        self.cards = tuple(cards)
        self.legal = None if legal is None else frozenset(legal)
        self.selected = frozenset(selected)
        self.fresh = frozenset(fresh)
        self.hinted = frozenset(hinted) & frozenset(self.cards)
        if current in self.cards:
            self.set_reactive(Hand.cursor, self.cards.index(current))
        self.cursor = self._clamp(self.cursor)  # a reactive: repaints when it moves
        if shown != (self.cards, self.legal, self.selected, self.fresh, self.hinted):
            self.refresh()

    def look_of(self, card: Card) -> Look:
        if card in self.selected:
            return Look.SELECTED
        if card in self.hinted:
            return Look.HINTED
        if self.legal is not None:
            return Look.LEGAL if card in self.legal else Look.DIMMED
        if card in self.fresh:
            return Look.FRESH
        return Look.NORMAL

    def quick_picks(self) -> list[Card]:
        """The cards the digits 1–9, 0 pick, in the order shown."""
        if not self.legal:
            return []
        legal = [c for c in self.cards if c in self.legal]
        start = max(0, min(self._first_pick, len(legal) - len(DIGITS)))
        return legal[start:start + len(DIGITS)]

    def _numbers_follow(self) -> None:
        """The numbered ten scroll to the cursor's card when it leaves them
        (a playtest: the 11th–13th card of a Hearts pass had no digit)."""
        legal = [c for c in self.cards if self.legal is not None and c in self.legal]
        at = self.card_at_cursor()
        if len(legal) <= len(DIGITS) or at not in legal:
            return
        index = legal.index(at)
        if index < self._first_pick:
            self._first_pick = index
        elif index >= self._first_pick + len(DIGITS):
            self._first_pick = index - len(DIGITS) + 1

    # Cursor ------------------------------------------------------------------

    def _clamp(self, value: int) -> int:
        if value == NO_CURSOR:
            return NO_CURSOR
        return max(0, min(value, len(self.cards) - 1)) if self.cards else 0

    def move(self, delta: int) -> None:
        """The cursor stops at the ends: wrapping round from the last card to
        the first put a card under it the player did not expect."""
        if self.cards:
            self.cursor = max(0, min(self.cursor + delta, len(self.cards) - 1))

    def move_to(self, card: Card) -> None:
        if card in self.cards:
            self.cursor = self.cards.index(card)

    def card_at_cursor(self) -> Card | None:
        return self.cards[self.cursor] if 0 <= self.cursor < len(self.cards) else None

    # Drawing -----------------------------------------------------------------

    def _step(self) -> int:
        n, width = len(self.cards), self.size.width
        if n <= 1:
            return CARD_WIDTH + 1
        for step in (CARD_WIDTH + 1, CARD_WIDTH):
            if step * (n - 1) + CARD_WIDTH <= width:
                return step
        return max(2, (width - CARD_WIDTH) // (n - 1))

    def _left(self, step: int) -> int:
        used = step * (len(self.cards) - 1) + CARD_WIDTH if self.cards else 0
        return max(0, (self.size.width - used) // 2)

    def drawn_state(self) -> tuple:
        return (self.cards, self.legal, self.selected, self.fresh, self.hinted, self.cursor)

    def draw(self) -> Canvas:
        width, height = self.size.width, self.size.height
        canvas = Canvas(width, height)
        if not self.cards:
            canvas.put_centered(2, Text(_("(no cards)"), style="bright_black"))
            return canvas
        ascii_mode = ascii_mode_of(self)
        step = self._step()
        left = self._left(step)
        picks = {card: DIGITS[i] for i, card in enumerate(self.quick_picks())}
        for index, card in enumerate(self.cards):
            x = left + index * step
            raised = card in self.selected
            cursor = index == self.cursor
            canvas.put_lines(x, 0 if raised else 1, card_lines(card, self.look_of(card), ascii_mode, cursor))
            if card in self.hinted and not raised:
                canvas.put(x + 1, 0, Text(_("hint")[:4], style="bold bright_blue"))
            elif card in self.fresh and not raised:
                canvas.put(x + 1, 0, Text(_("new"), style="bright_cyan"))
            mark = picks.get(card, "^" if cursor else "")
            if mark:
                style = "bold reverse" if cursor else "bright_green"
                canvas.put(x + 2, 4, Text(mark, style=style))
        return canvas

    def index_at(self, x: int) -> int | None:
        if not self.cards:
            return None
        step = self._step()
        left = self._left(step)
        if x < left or x >= left + step * (len(self.cards) - 1) + CARD_WIDTH:
            return None
        return min((x - left) // step, len(self.cards) - 1)

    def on_click(self, event: events.Click) -> None:
        index = self.index_at(event.x)
        if index is not None:
            self.cursor = index
            self.post_message(self.CardChosen(self, index, self.cards[index]))

    def watch_cursor(self) -> None:
        self._numbers_follow()
        self.refresh()

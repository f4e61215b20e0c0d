"""Speed's table widgets: a player's row of five table piles and hand pile,
and the centre piles between the two rows.

Speed is real time, and a move should cost little on a slow SSH link, so
each widget keeps the data it last drew and ``show`` refreshes only when
that data changed (a Countdown tick redraws the centre, not the rows).
They draw what the screen gives them and decide no rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.text import Text
from textual import events
from textual.containers import Horizontal
from textual.message import Message

from rules.cards import Card

from ..i18n import _, ngettext
from .canvas import Canvas
from .card import Look, ascii_mode_of, blank_lines, card_lines
from .quiet import ChangedOnly


@dataclass(frozen=True)
class PileLook:
    """One table pile as drawn: its face-up card, the cards under it, how it
    is emphasised, and the hint line under it (keys, where it fits)."""

    top: Card | None
    face_down: int
    look: Look = Look.NORMAL
    hint: str = ""
    hint_on: bool = False


class TablePile(ChangedOnly["PileLook"]):
    """One table pile: the card, ``+n`` cards under it, the hint line."""

    DEFAULT_CSS = """
    TablePile { width: 7; height: 1fr; }
    """

    def __init__(self, number: int, **kwargs) -> None:
        super().__init__(**kwargs)
        self.number = number

    def render(self) -> Text:
        pile = self._data
        canvas = Canvas(self.size.width, self.size.height)
        if pile is None:
            return canvas.to_text()
        ascii_mode = ascii_mode_of(self)
        if pile.top is None:
            canvas.put_lines(0, 0, blank_lines(ascii_mode))
            canvas.put(0, 3, " --" if ascii_mode else " —", "bright_black")
        else:
            canvas.put_lines(0, 0, card_lines(pile.top, pile.look, ascii_mode))
            if pile.face_down:
                canvas.put(1, 3, f"+{pile.face_down}", "bright_black")
        if pile.hint:
            canvas.put(0, 4, pile.hint, "bold bright_green" if pile.hint_on else "bright_black")
        return canvas.to_text()

    def on_click(self, event: events.Click) -> None:
        row = self.parent
        if isinstance(row, PileRow):
            self.post_message(PileRow.Clicked(row, self.number))


class HandPile(ChangedOnly[int]):
    """The face-down hand pile and its count."""

    DEFAULT_CSS = """
    HandPile { width: 7; height: 1fr; margin: 0 0 0 1; }
    """

    def render(self) -> Text:
        canvas = Canvas(self.size.width, self.size.height)
        if self._data is None:
            return canvas.to_text()
        ascii_mode = ascii_mode_of(self)
        count = self._data
        canvas.put(0, 0, _("hand"), "bright_black")
        lines = card_lines(None, Look.NORMAL, ascii_mode) if count else blank_lines(ascii_mode)
        canvas.put_lines(0, 1, lines)
        canvas.put(0, 4, f"{count:>3}", "bold")
        return canvas.to_text()


class PileRow(Horizontal):
    """Five table piles, numbered 1–5, then the face-down hand pile; each a
    widget of its own, so a move repaints one pile."""

    DEFAULT_CSS = """
    PileRow { height: 5; width: 1fr; }
    PileRow.-hints { height: 6; }
    """

    @dataclass
    class Clicked(Message):
        row: PileRow
        pile: int  # 1..5

    def compose(self):
        for number in range(1, 6):
            yield TablePile(number)
        yield HandPile()

    @property
    def piles(self) -> tuple[PileLook | None, ...]:
        return tuple(pile._data for pile in self.query(TablePile))

    def show_row(self, piles: Sequence[PileLook], hand: int) -> bool:
        changed = False
        for widget, pile in zip(self.query(TablePile), piles):
            changed |= widget.show(pile)
        changed |= self.query_one(HandPile).show(hand)
        return changed


@dataclass(frozen=True)
class CenterLook:
    """A centre pile as drawn (None: not in play)."""

    title: str
    top: Card
    size: int
    look: Look = Look.NORMAL
    note: str = ""  # e.g. "← slap"


class CenterPile(ChangedOnly["CenterLook"]):
    DEFAULT_CSS = """
    CenterPile { width: 12; height: 1fr; }
    """

    def __init__(self, key: str, **kwargs) -> None:
        super().__init__(**kwargs)
        self.key = key

    def render(self) -> Text:
        canvas = Canvas(self.size.width, self.size.height)
        pile = self._data
        if pile is None:
            canvas.put(0, 0, _("(no pile)"), "bright_black")
            return canvas.to_text()
        canvas.put(0, 0, pile.title, "bold")
        canvas.put_lines(0, 1, card_lines(pile.top, pile.look, ascii_mode_of(self)))
        size = ngettext("{n} card", "{n} cards", pile.size).format(n=pile.size)
        canvas.put(0, 4, size, "bold bright_yellow" if pile.note else "")
        if pile.note:
            canvas.put(0, 5, pile.note, "bold bright_green")
        return canvas.to_text()

    def on_click(self, event: events.Click) -> None:
        self.post_message(CenterRow.Clicked(self.key))


class CenterNews(ChangedOnly[tuple[tuple[str, str], ...]]):
    """Between the centre piles: what is happening (countdown, slap...)."""

    DEFAULT_CSS = """
    CenterNews { width: 1fr; height: 1fr; }
    """

    def render(self) -> Text:
        canvas = Canvas(self.size.width, self.size.height)
        for y, (text, style) in enumerate((self._data or ())[:5]):
            canvas.put_centered(1 + y, Text(text, style=style))
        return canvas.to_text()


class CenterRow(Horizontal):
    """The left and right centre piles with their sizes, and between them
    what is happening (the countdown, a slap, the round's end)."""

    DEFAULT_CSS = """
    CenterRow { height: 6; width: 1fr; padding: 0 0 0 1; }
    CenterRow > CenterNews { max-width: 22; }
    """

    @dataclass
    class Clicked(Message):
        key: str  # "L" or "R"

    def compose(self):
        yield CenterPile("L")
        yield CenterNews()
        yield CenterPile("R")

    def show_centers(self, left: CenterLook | None, right: CenterLook | None,
                     middle: Sequence[tuple[str, str]]) -> bool:
        piles = list(self.query(CenterPile))
        changed = piles[0].show(left)
        changed |= self.query_one(CenterNews).show(tuple(middle))
        changed |= piles[1].show(right)
        return changed

    def text(self) -> str:
        """Everything the row shows, as plain text (for tests)."""
        shown = [widget.render() for widget in self.query(ChangedOnly)]
        return " | ".join(text.plain if isinstance(text, Text) else str(text) for text in shown)

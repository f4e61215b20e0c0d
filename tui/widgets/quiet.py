"""Widgets that redraw only when what they are given has changed.

A table's screen redraws all of itself after every move, and a move should
cost little: on a slow SSH link, at a shared table of four apps on one
server, in Speed's real time.  ``Static.update`` asks for a new layout of
the screen each time, even with the same text; these do not.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

from rich.text import Text
from textual.widget import Widget
from textual.widgets import Static


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

    @property
    def content(self) -> str | Text:
        """What it shows (as ``Static.content``)."""
        return self._text

    def render(self) -> Text:
        return Text(self._text) if isinstance(self._text, str) else self._text  # never markup


Data = TypeVar("Data")  # what a widget is shown


class Remembers(Generic[Data]):
    """For a widget whose ``show`` sets all that it draws: ``same(data)``
    says whether it drew that last time (then there is nothing to repaint)
    and remembers it if not.  ``data`` must be a fresh value (copies of the
    caller's lists and dicts), compared with ``==``."""

    _data: Data | None = None

    def same(self, data: Data | None) -> bool:
        if data == self._data:
            return True
        self._data = data
        return False


class ChangedOnly(Remembers[Data], Widget):
    """Redraws when ``show`` is given data unlike the last."""

    def show(self, data: Data | None) -> bool:
        if self.same(data):
            return False
        self.refresh()
        return True


def update(static: Static, content: str | Text) -> None:
    """``static.update(content)``, unless it shows that already."""
    if static.content != content:
        static.update(content)


class Fitted(Widget):
    """Text made for the width it is given: ``make(width)`` builds it at
    every paint.  A line cut to its width with … was cut to a guess at the
    first paint, before the layout knew the width, and stayed so until a key
    (Clover's "last bouquet: 10♥ 2♥ …"); a resize needs it again too.
    ``show`` repaints only when ``data`` differs from the last."""

    DEFAULT_CSS = """
    Fitted { height: auto; width: 1fr; }
    """

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._make: Callable[[int], Text] | None = None
        self._data: object = None

    def show(self, make: Callable[[int], Text], data: object) -> None:
        if self._make is None or data != self._data:
            self._make, self._data = make, data
            self.refresh(layout=True)

    def render(self) -> Text:
        return Text() if self._make is None else self._make(self.content_region.width)

"""A small typed app for tests that mount one widget alone: it has what the
widgets read of the real app (KortbordApp.ascii_mode), always set."""

from __future__ import annotations

from collections.abc import Callable

from textual.app import App, ComposeResult
from textual.widget import Widget


class Bench(App):
    ascii_mode: bool

    def __init__(self, *widgets: Callable[[], Widget], ascii_mode: bool = False) -> None:
        """``widgets``: what to mount (classes or factories, built at compose)."""
        self.ascii_mode = ascii_mode
        super().__init__()
        self.widgets = widgets

    def compose(self) -> ComposeResult:
        for make in self.widgets:
            yield make()

"""Shown instead of a broken layout when the window is smaller than the
tables need; it goes away by itself when the window is large enough."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Static

from ..base.table_env import TableEnv
from ..house_app import house_app
from ..i18n import _


class TooSmallScreen(Screen):
    DEFAULT_CSS = """
    TooSmallScreen { align: center middle; }
    TooSmallScreen Static { width: auto; max-width: 100%; padding: 0 1; text-align: center; }
    """

    def __init__(self, need: tuple[int, int]) -> None:
        super().__init__()
        self.need = need

    def compose(self) -> ComposeResult:
        yield Static(id="too-small-text")

    def on_mount(self) -> None:
        self.show_size(self.app.size.width, self.app.size.height)

    def on_screen_resume(self) -> None:
        house_app(self).check_size()

    def show_size(self, width: int, height: int) -> None:
        w, h = self.need
        if TableEnv.from_env().door == "web":  # ctrl+q would quit the whole browser, not the table
            leave = _("To leave, close this tab.")
        else:
            leave = _("ctrl+q quits.")
        self.query_one(Static).update(
            _("Make the window at least {w}×{h}.\nIt is {width}×{height} now.\n\n"
              "The game waits, untouched.").format(w=w, h=h, width=width, height=height) + "\n" + leave
        )

"""What a table asks of the app it runs in (tui/app.py's ``KortbordApp``,
the only app that opens one): said here as a protocol, since the app imports
the screens and a screen never imports the app.  Textual types a widget's
``app`` as any ``App``; ``table_app`` says which, once, for the type checker."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, cast

from textual.app import App

if TYPE_CHECKING:
    from ...settings import TableSettings
    from ...store import Keeper


class TableApp(Protocol):
    store: Keeper | None  # saves, statistics; None with --no-save or a store that failed
    ascii_mode: bool  # suits as letters

    def play_again(self, settings: TableSettings) -> None:
        """Another game of the same kind (the game-over screen's choice)."""

    def notify(self, message: str, *, key: str | None = None, severity: str = "information",
               timeout: float | None = None, markup: bool = True) -> None:
        """Textual's notify, one notice per ``key``: a notice with the same key replaces the one still showing."""


def table_app(app: App) -> TableApp:
    """A table's ``app``, which is a KortbordApp wherever a table runs."""
    return cast(TableApp, app)

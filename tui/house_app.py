"""What the screens and widgets ask of the app they run in.

Textual types every widget's ``app`` as ``App[object]``; the house's screens
read KortbordApp's settings (``ascii_mode``, ``store``, ``seed``…) and ask it
to route (``start_table``, ``resume_game``…).  They cannot import tui/app.py
(it imports them), so what they use is this Protocol, and tui/app.py has
mypy check that KortbordApp offers all of it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol, cast

from textual.app import App

if TYPE_CHECKING:
    from textual.message_pump import MessagePump

    from .remote.browsers import Browsers
    from .remote.tables_link import Tables
    from .settings import TableSettings
    from .store.keeper import Keeper


class HouseApp(Protocol):
    store: Keeper | None  # saves, statistics, remembered settings; None with --no-save or a store that failed
    ascii_mode: bool  # suits as letters, ASCII borders
    seed: int | None  # --seed: replayable deals
    pace: str | None  # --pace, for this run
    level: str | None  # --level, for a direct start
    tables: Tables | None  # kortbord serve: the link to the tables with people
    browsers: Browsers | None  # kortbord serve --web: links for browsers

    def notify(self, message: str, *, key: str | None = None, **kwargs: object) -> None: ...

    def show_problems(self) -> None: ...

    def check_size(self, size: tuple[int, int] | None = None) -> None: ...

    def set_language(self, language: str) -> None: ...

    def set_ascii_mode(self, on: bool) -> None: ...

    def default_settings(self, game: str) -> TableSettings: ...

    def start_new_table(self, settings: TableSettings, replace: bool = False, notes: Sequence[str] = ()) -> None: ...

    def start_table(self, settings: TableSettings, replace: bool = False, notes: Sequence[str] = ()) -> None: ...

    def play_again(self, settings: TableSettings) -> None: ...

    def resume_game(self, save_id: str, replace: bool = False) -> None: ...


def house_app(node: MessagePump) -> HouseApp:
    """The app ``node`` runs in (``node`` itself if it is the app), as the
    house's app.  Every screen and widget of the house is mounted in
    KortbordApp (tests that host one widget give their app the attributes it
    reads); Textual cannot say so in its types, hence the cast."""
    return cast("HouseApp", node if isinstance(node, App) else node.app)

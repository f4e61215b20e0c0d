"""The table screen of a shared table: the game's ordinary screen class
(tui/screens/registry.py) playing a ``RemoteDriver``, made when the
server seats this person (a ``seated`` message, then the table's
``state``).  The lobby (tui/screens/lobby.py) pushes what this returns."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.clock import AsyncioClock

from ...remote.driver import RemoteDriver
from ...remote.tables_link import LinkLike
from ...safety import GuardedClock, report
from ...settings import DEFAULT_PACE, TableSettings
from .. import registry
from .presence import Presence

if TYPE_CHECKING:
    from ..game_base import GameScreen


def table_settings(state: dict) -> TableSettings:
    """What the screen reads of its settings, from the table's state (the
    server paces the computer players as the normal pace does)."""
    return TableSettings(state["game"], dict(state.get("options") or {}), state.get("level"), DEFAULT_PACE)


def table_screen(link: LinkLike, seated: dict, state: dict) -> GameScreen:
    """The screen for the table ``seated`` names (``{"type": "seated",
    "table": id, "seat": s}``), at the position ``state`` gives; ValueError
    for a game this app does not know."""
    if state["game"] not in registry.TABLES:
        raise ValueError(f"no table for the game {state['game']!r}")
    screens: list[GameScreen] = []  # the clock's errors are reported on the screen, made next
    clock = GuardedClock(AsyncioClock(), lambda error: report(screens[0], error))
    driver = RemoteDriver(link, seated, state, clock=clock, game_class=registry.remote_class(state["game"]))
    screen = registry.screen_class(state["game"])(table_settings(state), driver=driver,
                                                  role=lambda screen: Presence(screen, driver))
    screens.append(screen)
    return screen

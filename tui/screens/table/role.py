"""Who else sits at a table, as one small protocol chosen once when the
table opens (as ``rules.driver.Driver`` hides Session and Match): the
screen asks its role, never which role it has.  Play at home is
home.py's ``LocalRole``; a shared table's is
``tui.screens.shared.presence.Presence`` (the server saves; others are asked
to pause; leaving hands the seat to the computer)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from ...store import Autosave


def names_level(role: TableRole, at_lesson: bool) -> bool:
    """Whether a table names the computer players' level: not at a lesson
    (its replies are the lesson's, at no level) nor at a shared table (its
    names say who is the computer)."""
    return role.alone and not at_lesson


class TableRole(Protocol):
    # The person is the only one at the table (the others are this app's
    # computer players, at the level the table names): they may undo back
    # past passes, review a hand, and a lost focus pauses the game.
    alone: bool

    def names(self) -> list[str]:
        """The seats' names as the table shows them, in the language spoken."""
    @property
    def user_pause(self) -> Callable[[bool], None] | None:
        """Told when the player's own pause is taken or dropped (None: nobody to tell)."""
    def start(self) -> None:
        """The table has started (its first drawing follows)."""
    def stop(self) -> None:
        """The table goes (unmounted)."""
    def pause_said(self, paused: bool, mine: str) -> str:
        """What the person's p says at once; ``mine``: the table's own words."""
    def ask_to_leave(self) -> None:
        """q."""
    def game_over(self) -> None:
        """The game is over and the player has seen the last of it."""
    def autosave(self) -> Autosave | None:
        """What saves the game after every move (None: nothing here)."""

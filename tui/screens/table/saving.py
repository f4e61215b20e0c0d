"""Saving a table's game: after every move while the table is up, where its
role saves (home.py: play at home saves into the player's store; a shared
table's server saves its own; a practice table and a lesson are never
saved), and once more when the table goes, after which the save is let go
(its lock too), so that the menu the player goes back to may offer it for
resuming.  A save that fails is the store's to tell (tui/store/keeper.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...store import Autosave


class Saving:
    def __init__(self, autosave_for: Callable[[], Autosave | None]) -> None:
        """``autosave_for``: what saves this table's game after every move
        (its role's ``autosave``), asked when the table opens."""
        self._autosave_for = autosave_for
        self.autosave: Autosave | None = None  # attached while the table is up

    def start(self) -> None:
        """The table opens: saved after every action from now on."""
        self.autosave = self._autosave_for()

    def stop(self) -> None:
        """The table goes (or the player leaves it): saved now and let go;
        asked again, nothing more happens."""
        autosave, self.autosave = self.autosave, None
        if autosave is not None:
            try:
                autosave.save_now()
            finally:
                autosave.detach()

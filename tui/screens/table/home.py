"""Play at home, a table's role (role.py's ``TableRole``) where nobody
else sits at it: the other seats are this app's computer players, the game
is saved after every move, q asks first and says whether the game is kept,
the game over offers another game; a practice table goes back to the
review it came from."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from ...house_app import house_app
from ...i18n import N_, _
from ...table import HUMAN
from .exits import ExitingTable, ask_first, push_game_over
from .replay import Replay
from .teaching import Teaching

if TYPE_CHECKING:
    from ...store import Autosave, SaveRecord
    from .saving import Saving


# The engine's seat names (rules/*/game.py), for the catalog: LocalRole.names translates.
SEAT_NAMES = (N_("South"), N_("West"), N_("North"), N_("East"))


class HomeTable(ExitingTable, Protocol):
    """What play at home needs of its table (a protocol: the table screen
    imports this module, never the reverse)."""

    resumed: SaveRecord | None
    replay: Replay | None
    lesson: Teaching[Any] | None  # asked only whether there is one
    saving: Saving  # after every move (saving.py)


class LocalRole:
    """Play at home (see the module docstring)."""

    alone = True
    user_pause = None

    def __init__(self, screen: HomeTable) -> None:
        self.screen = screen

    def names(self) -> list[str]:
        return [_(name) for name in self.screen.session.names]

    def start(self) -> None:
        pass

    def stop(self) -> None:
        pass

    def pause_said(self, paused: bool, mine: str) -> str:
        return mine

    def autosave(self) -> Autosave | None:
        """Save after every action (tui.store.Autosave), so that a dropped
        link, a signal or a crash costs at most the last action; a practice
        table (a replay) and a lesson are never saved."""
        screen = self.screen
        store = house_app(screen.app).store
        if store is None or screen.replay is not None or screen.lesson is not None:
            return None
        return store.autosave_for(screen.session, screen.settings, screen.resumed, self.save_trouble)

    def save_trouble(self, text: str, key: str) -> None:
        """A save failed: one notice per game, updated at each failure."""
        house_app(self.screen.app).notify(text, severity="warning", timeout=8, markup=False, key=key)

    def ask_to_leave(self) -> None:
        """q: a finished game goes at once; otherwise the player is asked,
        and told whether their game is saved."""
        screen = self.screen
        app = screen.app
        if screen.game.is_over:
            app.pop_screen()
            return
        autosave = screen.saving.autosave
        unsaved = autosave.unsaved() if autosave is not None else None
        if screen.replay is not None:  # pushed over the review it came from (review.py)
            ask_first(screen, _("Leave this practice table and go back to the review? It is not saved."),
                      app.pop_screen)
            return
        if unsaved:
            saved = f" {unsaved}"
        else:
            saved = " " + _("It is saved: the menu offers it for resuming.") if autosave is not None else ""

        def leave() -> None:
            screen.saving.stop()  # saved and unlocked before the menu lists it
            app.pop_screen()

        ask_first(screen, _("Leave this game and go back to the menu?") + saved, leave)

    def game_over(self) -> None:
        screen = self.screen
        app = screen.app

        def then(choice: str | None) -> None:
            if choice == "again":
                house_app(app).play_again(screen.settings)
            else:
                app.pop_screen()

        # A practice table's game over goes back to the review it came from
        # (its "Back"), not to another game.
        push_game_over(screen, then, you=HUMAN, again=screen.replay is None)

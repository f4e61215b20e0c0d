"""What holds the computer players at every table, whatever its game: the
rules panel while it is open (? or F1; esc closes it), the player's own
pause (p), another screen on top ("away"), and a table's own moments (a
trick to see, a score table), which it takes and releases through here.
The table controller (tui/table.py) keeps the holds and decides when the
bots go on; this part shows what the player must know of them: the PAUSED
badge in the top bar while the player holds the game, whatever the table's
own status line says (tui/widgets/pause_badge.py)."""

from __future__ import annotations

from collections.abc import Callable

from textual.screen import Screen

from ...i18n import _
from ...table import TableController
from ...widgets import RulesPanel
from ...widgets.pause_badge import show_paused
from .role import TableRole


class Holding:
    def __init__(self, screen: Screen, table: TableController, role: TableRole, say: Callable[[str], None],
                 advance: Callable[[], None]) -> None:
        """``screen``: its rules panel, focus and badge; ``table``: the table
        controller, which keeps the holds; ``role``: what p says where
        others sit; ``say``: the message line; ``advance``: the bots go on
        (the screen's: Speed deals the next round then)."""
        self.screen = screen
        self.table = table
        self.role = role
        self.say = say
        self.advance = advance

    def hold(self, reason: str) -> None:
        self.table.hold(reason)
        self.show()

    def release(self, reason: str) -> None:
        """Drop a hold; when it was the last, the bots go on (the screen's ``advance``)."""
        if self.table.release(reason):
            self.show()
            self.advance()

    def show(self) -> None:
        """The top bar says PAUSED while the player holds the computer
        players (p), at every table, whatever the table's own status says."""
        show_paused(self.screen, self.table.paused_by_user)

    def toggle_rules(self) -> None:
        """? or F1: the rules panel opens (the bots wait) or closes."""
        screen = self.screen
        if screen.query_one(RulesPanel).toggle():
            self.hold("rules")
        else:
            screen.set_focus(None)
            self.release("rules")

    def rules_closer(self, close: Callable[[], None]) -> Callable[[], None] | None:
        """``close`` while the rules panel is open (what esc closes first), else None."""
        return close if self.screen.query_one(RulesPanel).is_open else None

    def toggle_pause(self) -> None:
        """p at a table without its own pause: the bots wait, or go on; the
        role says what that means where others sit (role.py)."""
        paused = self.table.toggle_pause()
        self.show()
        self.say(self.role.pause_said(paused, _("Paused: the computer players wait. p goes on.") if paused
                                      else _("The computer players go on.")))

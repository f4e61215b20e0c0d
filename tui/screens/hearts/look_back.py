"""t at the Hearts table: the hand's last trick shown again while the
computer players wait (the "look" hold), until any key goes back.  The
screen (screen.py) owns one, draws the trick while ``on`` and sends it the
keys that end the look.  t at a hand's score table shows that hand's last
trick the same way, the score table hidden over it (scores.py) and the
computer players held by the score table."""

from __future__ import annotations

from typing import Protocol

from rules.hearts.view import HeartsView

from ...i18n import _
from ..table.holding import Holding

LOOK = "look"  # the hold while the person looks back


class LookingTable(Protocol):
    """What the look back needs of its table (a protocol: the screen
    imports this module, never the reverse)."""

    holding: Holding  # takes and drops the look hold (tui/screens/table/holding.py)

    @property
    def holds(self) -> set[str]: ...
    @property
    def view(self) -> HeartsView: ...
    def say(self, sentence: str, style: str = "") -> None: ...
    def redraw(self) -> None: ...
    def refresh_bindings(self) -> None: ...


class LookBack:
    def __init__(self, screen: LookingTable) -> None:
        self.screen = screen
        self.on = False  # the last trick is shown again

    def toggle(self) -> None:
        """t: look back at the last trick, or go back from it."""
        screen = self.screen
        if self.on:
            self.end()
            return
        if not screen.view.tricks_played:
            screen.say(_("No trick has been played yet in this hand."))
            return
        self.on = True
        screen.holding.hold(LOOK)  # the computer players wait while you look
        screen.say(_("The last trick: any key goes back."))
        screen.redraw()
        screen.refresh_bindings()

    def from_scores(self, on: bool) -> None:
        """t at the score table: the ended hand's last trick (``on``), or the scores again."""
        screen = self.screen
        if on == self.on:
            return
        self.on = on
        screen.say(_("The hand's last trick: any key goes back to the scores.") if on else "")
        screen.redraw()

    def end(self) -> None:
        screen = self.screen
        self.on = False
        screen.say("")
        screen.redraw()
        screen.refresh_bindings()
        screen.holding.release(LOOK)

    def dropped(self) -> None:
        """A new trick was won: there is another last trick now, and the look is over."""
        self.on = False
        self.screen.holds.discard(LOOK)

    def undone(self) -> None:
        """An undo took the table back: no look any more."""
        self.on = False
        self.screen.holding.release(LOOK)

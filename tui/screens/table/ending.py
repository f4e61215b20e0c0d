"""When the game-over screen comes: once the game is over and nothing the
player must see first is still up (a score table: the table controller's
``game_over_due``, tui/table.py), after a moment for the last move to be
seen where the table's pace asks for one (pace.py; Speed's: a key pressed
in the heat of play must not choose on the game-over screen), on the
table's clock like every timer at the table; and what of the table the
game-over screen shows (the result, the title of its last column, the
reviews of the game's parts made so far), which a table may set (Speed
counts the cards left; Hearts has reviewed its hands), or that it shows
none (a Speed lesson's own last screen follows its last step).  Where its
choices lead is the role's (role.py, home.py, exits.py)."""

from __future__ import annotations

from collections.abc import Callable

from rules.core import Result
from rules.review import Review

from ...i18n import N_
from ...table import TableController
from .pace import Pace
from .timers import Timers


class GameEnd:
    def __init__(self, table: TableController, timers: Timers, pace: Callable[[], Pace], game_over: Callable[[], None]) -> None:
        """``table``: the table controller, which says when the game-over
        screen is due; ``timers``: the table's, on its clock; ``pace``: the
        table's pace policy as it is now (Speed sets its own once its match
        is open); ``game_over``: the role's, told once the player has seen
        the last of the game (role.py)."""
        self.table = table
        self.timers = timers
        self.pace = pace
        self.game_over = game_over
        self.total_title = N_("Total")  # the game-over table's last column (Speed: "Cards left")
        # The reviews of the game's parts made so far (Hearts: its hands),
        # which the game's review at its end reuses (tui/screens/review.py).
        self.part_reviews: Callable[[], dict[int, Review]] = dict
        self.over_screen = True  # False: the table ends otherwise (a Speed lesson: tui/lessons/done.py)

    def maybe(self) -> None:
        """Show the game-over screen once the game is over and nothing the
        player must see first (a score table) is still up."""
        if not self.table.game_over_due():
            return
        if (delay := self.pace().game_over_delay) > 0:
            self.timers.later(delay, self.show)
        else:
            self.show()

    def show(self) -> None:
        if self.over_screen:
            self.game_over()

    def result(self) -> Result | None:
        """The result the game-over screen shows."""
        return self.table.driver.game.result

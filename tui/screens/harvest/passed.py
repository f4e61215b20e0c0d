"""The seasons the harvest table passed for the person because nothing
could be done in them: the season track marks them for the rest of the
turn, and an undo forgets the passes it took back.  No Textual: the screen
(screen.py) owns one, logs the sentence ``passed`` returns and draws
``this_turn``."""

from __future__ import annotations

from rules.harvest.view import HarvestView

from ...i18n import _
from . import text as ht


class PassedSeasons:
    def __init__(self) -> None:
        self._at: dict[int, tuple[int, str]] = {}  # log index of a pass the table took: (turn, season)

    def passed(self, view: HarvestView, moves: int) -> str:
        """The table passes ``view``'s season as the ``moves``-th action of
        the log; the log's line, which says why (the pass itself is told
        next, "You pass.": the line said "passed" as well, twice in a row)."""
        self._at[moves] = (view.turn_number, view.season)
        return view.nothing or _("Nothing to do in {season}.").format(season=ht.season_time(view.season))

    def this_turn(self, view: HarvestView, moves: int) -> frozenset[str]:
        """The seasons of ``view``'s turn passed for the person, with ``moves`` actions in the log."""
        return frozenset(season for at, (turn, season) in self._at.items()
                         if at < moves and turn == view.turn_number)

    def undone(self, moves: int) -> None:
        """The log is ``moves`` long again: the passes beyond it are forgotten."""
        self._at = {at: seen for at, seen in self._at.items() if at < moves}

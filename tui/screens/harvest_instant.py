"""Harvest at the instant pace: a decision with nothing to play (pass or
done alone, as the engine's view says) is taken for the person at once, and
undo goes back past such decisions to one of the person's own.  At every
other pace the prompt says why and waits for d."""

from __future__ import annotations

from ..i18n import _
from ..safety import guarded
from ..widgets import EventLog
from .game_base import HUMAN
from .harvest_cursor import HarvestCursor


class HarvestInstant(HarvestCursor):
    def __init__(self, settings, **kwargs) -> None:
        super().__init__(settings, **kwargs)
        self._forwarding = False
        self._forced_at: set[int] = set()  # log indices of moves taken for the person

    def advance(self) -> None:
        super().advance()
        if self.settings.instant and not self._forwarding:
            self._forward_nothing()

    def _forward_nothing(self) -> None:
        """The reason is told in the log just before the move (not on the
        message line, where it would outlive the position it speaks of)."""
        self._forwarding = True
        try:
            while not self.holds and self.my_move() and self.view.nothing:
                reason, legal = self.view.nothing, self.legal()
                if len(legal) != 1:
                    break
                # queued behind the narration of the moves before it, so the log keeps their order
                self.call_later(self.query_one(EventLog).say, reason, "dim")
                at = len(self.session.log)
                if not self.act(legal[0]):
                    break
                self._forced_at.add(at)
        finally:
            self._forwarding = False

    @guarded
    def action_undo(self) -> None:
        """At instant pace, undo goes back past the decisions that were
        taken for the person (nothing to play), to one of their own; with
        none of their own yet there is nothing to undo."""
        session = self.session
        if self.settings.instant and session.log and all(
                i in self._forced_at for i, (seat, _) in enumerate(session.log) if seat == HUMAN):
            self.say(_("Nothing to undo: you have not made a move yet."))
            return
        self._forwarding = True
        try:
            super().action_undo()
            while (self.settings.instant and self.my_move() and self.view.nothing
                   and session.can_undo()):
                session.undo()
                session.pause()
        finally:
            self._forwarding = False
        self._forced_at = {i for i in self._forced_at if i < len(session.log)}
        if self.settings.instant and self.my_move() and self.view.nothing:
            self.advance()  # nothing of the person's own before it: taken again
        self._after_change()

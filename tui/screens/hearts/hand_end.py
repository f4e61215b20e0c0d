"""A Hearts hand's end at the table: the hand just over stays shown, its
score table comes once its last trick has been seen, the hand's review is
worked out meanwhile (at a table of one person: review.py; never at a
lesson, whose built position the seed and the moves do not replay), and what
follows the scored hand (the next deal) is told only when the score table
closes, as the player meets it; a reviewed decision is played again from
there.  The screen (screen.py) owns one and asks it what the table shows."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from rules.core import Event, Game
from rules.hearts.events import HandScored, TrickWon
from rules.hearts.view import HandRecord, HeartsView
from rules.review import Decision, Review

from ...safety import report
from ...table import HUMAN
from ..review import ReplayingTable, Reviewed, Reviews, play_again_from
from . import keys as hk
from .scores import HeartsScores


class ScoringTable(ReplayingTable, Protocol):
    """What a hand's end needs of its table (a protocol: the screen imports
    this module, never the reverse)."""

    role: Any  # its TableRole: ``alone``
    lesson: Any  # its lesson, or None
    won_trick: TrickWon | None  # the hand's last trick, at its end

    @property
    def names(self) -> list[str]: ...
    @property
    def ascii_mode(self) -> bool: ...
    @property
    def view(self) -> HeartsView: ...
    @property
    def game(self) -> Game: ...
    def redraw(self) -> None: ...
    def post_message(self, message: Any) -> bool: ...
    def run_worker(self, work: Callable[[], None], *, thread: bool, group: str, exit_on_error: bool) -> Any: ...


class HandEnd:
    def __init__(self, screen: ScoringTable, closed: Callable[[list[Event]], None],
                 look: Callable[[bool], None]) -> None:
        """``closed``: the screen goes on to the next hand when its score
        table closes, and tells what was held back; ``look``: the screen
        shows the hand's last trick (True) under its hidden score table, or
        the hand's end again (t there, scores.py)."""
        self.screen = screen
        self._closed = closed
        self._look = look
        # The review after each hand: at a table of one person (rules/review.py),
        # never at a lesson: a review replays the hand from the seed and the
        # moves, and a lesson's position is built, not dealt from its seed.
        self.reviews = None if not screen.role.alone or screen.lesson is not None else Reviews(
            "hearts", screen.post_message,
            lambda job: screen.run_worker(job, thread=True, group="review", exit_on_error=False))
        self.ended: HandRecord | None = None  # the hand just over, shown until its scores close
        self.pending = False  # the hand ended while its last trick shows: the scores come after it
        self.held_back: list[Event] = []  # what came after it (the next deal), told then

    def undone(self) -> None:
        """A pending score table belongs to the future an undo took back."""
        self.ended, self.pending, self.held_back = None, False, []

    def told_now(self, events: Sequence[Event]) -> list[Event]:
        """What of an update the log tells now; what follows a scored hand
        waits for the score table to close."""
        now, later = hk.split_at_scores(events)
        self.held_back.extend(later)
        return now

    def scored(self, event: HandScored, trick_showing: bool) -> None:
        """A hand is over: its review starts, its score table comes now or
        after the last trick (``trick_showing``)."""
        screen = self.screen
        self.ended = next(r for r in screen.view.history if r.hand_number == event.hand_number)
        if self.reviews is not None:
            game = screen.session.game
            self.reviews.start(game.seed, game.options, screen.session.log, HUMAN, event.hand_number)
        if trick_showing:
            self.pending = True
        else:
            self.show()

    def trick_seen(self) -> None:
        """The last trick has been seen: the score table, if it waits."""
        if self.pending:
            self.pending = False
            self.show()

    def show(self) -> None:
        screen = self.screen
        screen.redraw()
        look = self._look if screen.won_trick is not None else None  # the hand's last trick, to show under it
        screen.app.push_screen(HeartsScores(screen.view.history, screen.names, screen.game.is_over,
                                            screen.ascii_mode, self.reviews, self.play_again_from, look),
                               self._scores_closed)

    def _scores_closed(self, _result: None) -> None:
        try:
            self._look(False)  # the table as the hand's end left it, should its last trick still show
            self.ended = None
            held_back, self.held_back = self.held_back, []
            self._closed(held_back)  # the next deal, now that the player meets it
        except Exception as error:  # noqa: BLE001 - reported on the table, as its handlers do
            report(self.screen, error)

    def reviewed(self, message: Reviewed) -> None:
        """A hand's review is done: the open score table offers it."""
        if message.error is not None:
            report(self.screen, message.error)
            return
        if self.reviews is None:
            return  # no review at this table (a shared one, a lesson): none was started
        self.reviews.arrived(message)
        top = self.screen.app.screen
        if isinstance(top, HeartsScores) and top.reviews is self.reviews:
            top.review_ready()

    def play_again_from(self, decision: Decision) -> None:
        """A reviewed decision played again: a practice table of the same
        game from just before it (never saved), over the review; this game
        is kept, its score table waiting under the review."""
        log = self.reviews.log(decision) if self.reviews is not None else None
        if log is None:
            return
        screen = self.screen
        hand = self.ended.hand_number if self.ended is not None else screen.view.hand_number
        play_again_from(screen, decision, log, hand, kept=not screen.game.is_over)

    def finished(self) -> dict[int, Review]:
        """The hands reviewed so far, for the game's review at its end."""
        return self.reviews.finished() if self.reviews is not None else {}

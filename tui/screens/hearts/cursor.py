"""Where the Hearts hand's cursor goes by itself: once, as the person's turn
begins, onto a card they may play (unless it is on one already), and once
as their pass is to be chosen (a lesson's step's card; else where it is);
never under the player's keys afterwards.  No Textual: the screen (screen.py)
owns one and moves the hand where it says."""

from __future__ import annotations

from collections.abc import Sequence

from rules.cards import Card
from rules.hearts.view import HeartsView


class TurnCursor:
    def __init__(self) -> None:
        self._turn: tuple[str, int, int, int] | None = None  # the turn (or pass) the cursor was placed for

    def undone(self) -> None:
        """The turn may begin again: place the cursor again then."""
        self._turn = None

    def place(self, view: HeartsView, legal: Sequence[Card], at_cursor: Card | None,
              wanted: Card | None = None) -> Card | None:
        """The card to move the cursor to now (None: leave it where it is):
        ``wanted`` first, a lesson's step's card (a playtest: step 5 wanted
        Q♠ with the cursor on 4♦; step 1's pass, A♠ K♥ A♥, with it on 3♦).
        ``legal``: the cards that may be played, or passed (all of them)."""
        turn = (view.phase, view.hand_number, len(view.tricks_played), len(view.trick))
        if not legal or self._turn == turn:
            return None
        self._turn = turn
        if wanted in legal:
            return wanted
        return None if at_cursor in legal else legal[0]

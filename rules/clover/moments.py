"""A seat's hands, scores and turn as they were before some events, worked
back from its view: what a screen telling a turn step by step draws at each
step.

The engine plays a turn's five cards, its spade chain and its count inside
one ``apply``; a screen shows them one at a time, while the view it holds is
already the one after all of them.  Every change to a hand or a score is an
event (clover.md: cards leave a hand at the right, a bouquet comes back in
at the left, clubs add to the score), so undoing the events not yet shown,
newest first, gives the moment that is on the screen: each card in one place
and the score of that moment, decided here and not by the screen.  So is
the turn: its number in the top bar and the seat whose turn it is (the
players alternate: clover.md "Then it is the other player's turn"), which
ran one turn ahead while the last bouquet was told.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from rules.cards import Card
from rules.core import Event

from .events import BouquetShuffledIn, CardsPlayed, ChainCardPlayed, ClubsScored, GameWon, TurnStarted
from .view import CloverView


@dataclass(frozen=True, slots=True)
class Moment:
    hand: tuple[Card, ...]  # the seat's own hand, leftmost first (as CloverView.hand)
    opponent_hand_size: int
    scores: tuple[int, int]
    turn: int | None  # the seat whose turn it is (as CloverView.turn: None once the game is won)
    turn_number: int


def moment_before(view: CloverView, later: Iterable[Event]) -> Moment:
    """``view``'s seat's hand, the opponent's hand size, the scores and the
    turn as they were before ``later`` (the last events that led to
    ``view``, in the order they happened)."""
    hand = list(view.hand)
    opponent = view.opponent_hand_size
    scores = list(view.scores)
    turn, number = view.turn, view.turn_number
    for event in reversed(list(later)):
        if isinstance(event, TurnStarted):  # before it, the other seat's turn, the one before
            turn, number = 1 - event.seat, event.turn - 1
        elif isinstance(event, GameWon):
            turn = event.seat
        elif isinstance(event, CardsPlayed | ChainCardPlayed):
            cards = event.cards if isinstance(event, CardsPlayed) else (event.card,)
            if event.seat == view.seat:
                hand.extend(reversed(cards))  # the first played was the rightmost
            else:
                opponent += len(cards)
        elif isinstance(event, BouquetShuffledIn):
            if turn is None:  # the last turn, drawn after it (GameDrawn names no seat): its seat's
                turn = event.seat
            if event.seat == view.seat:
                del hand[:len(event.cards)]  # it came in at the left
            else:
                opponent -= len(event.cards)
        elif isinstance(event, ClubsScored):
            scores[event.seat] = event.total - event.points
    return Moment(tuple(hand), opponent, (scores[0], scores[1]), turn, number)

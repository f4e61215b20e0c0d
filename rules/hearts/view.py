"""What one seat may see of a Hearts game."""

from __future__ import annotations

from dataclasses import dataclass

from rules.cards import Card
from rules.core import GamePhase, Result
from rules.fastinit import quick_init


class Phase(GamePhase):
    """Every seat chooses its pass, then the tricks are played; "over" once
    someone has 100 at the end of a hand."""

    PASSING = "passing"
    PLAYING = "playing"
    OVER = "over"


@quick_init  # one a hand, in the engine's hot path
@dataclass(frozen=True, slots=True)
class HandRecord:
    """One scored hand: ``points`` as scored (0 and 26s after a moon shot),
    ``taken`` the points actually taken, ``totals`` the running totals after it."""

    hand_number: int
    points: tuple[int, ...]
    shooter: int | None
    totals: tuple[int, ...]
    taken: tuple[int, ...]


Trick = tuple[tuple[int, Card], ...]


@dataclass(frozen=True, slots=True)
class HeartsView:
    seat: int
    num_players: int
    names: tuple[str, ...]
    phase: Phase
    hand: tuple[Card, ...]  # sorted: clubs, diamonds, spades, hearts; 2..A
    hand_number: int  # 1-based
    pass_direction: str  # "left" | "right" | "across" | "none"
    pass_target: int | None  # who this seat passes to
    pass_source: int | None  # who this seat receives from
    has_passed: bool
    passed_cards: tuple[Card, ...]  # this hand; empty before choosing
    received_cards: tuple[Card, ...]  # this hand; empty before the exchange
    trick: Trick  # the current trick, (seat, card) in play order
    leader: int | None  # who leads the current trick (None while passing)
    turn: int | None  # whose turn it is to play (None while passing / over)
    to_act: tuple[int, ...]  # the seats that may act now (while passing: all who have not passed)
    hand_sizes: tuple[int, ...]
    points_this_hand: tuple[int, ...]  # points taken so far this hand
    scores: tuple[int, ...]  # running totals
    history: tuple[HandRecord, ...]
    tricks_played: tuple[tuple[int, Trick, int], ...]  # (leader, cards, winner)
    hearts_broken: bool
    is_first_trick: bool
    is_over: bool
    winners: tuple[int, ...]
    cards_per_hand: int  # 17, 13 or 10
    removed_cards: tuple[Card, ...]  # taken out of the deck (3 and 5 players)

    @property
    def to_play(self) -> bool:
        return self.turn == self.seat


@dataclass(frozen=True)
class HeartsResult(Result):
    """The core result plus the hand-by-hand history."""

    history: tuple[HandRecord, ...] = ()

    def to_json(self) -> dict:
        data = Result.to_json(self)
        data["history"] = [
            {"hand_number": r.hand_number, "points": list(r.points), "shooter": r.shooter,
             "totals": list(r.totals), "taken": list(r.taken)}
            for r in self.history]
        return data

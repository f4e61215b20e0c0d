"""What one Speed player sees: everything on the table is public; the hand
piles are face down (counts only)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from rules.cards import Card
from rules.core import GamePhase


class Phase(GamePhase):
    PLAYING = "playing"
    BLOCKED = "blocked"  # nobody can play: the countdown runs, then "turn"
    SLAP = "slap"  # someone placed all their table cards and must slap
    ROUND_OVER = "round_over"  # piles taken; the driver deals the next round
    OVER = "over"


PLAYING, BLOCKED, SLAP, ROUND_OVER, OVER = Phase


class Unblock(StrEnum):
    """What the turn does once nobody can play (speed.md, Blocked), decided
    by the engine when play blocks, so the log and the top bar say what
    will happen, not what usually does."""

    TURN = "turn"  # the seats in ``turners`` turn the top card of their hand pile
    RESHUFFLE = "reshuffle"  # [Reconstruction] no hand pile has a card: the centre cards are shared out
    STALL = "stall"  # [Project rule] and no card could ever fit again: the round is dealt again


@dataclass(frozen=True, slots=True)
class TablePileView:
    top: Card | None  # face up; None for an empty pile
    face_down: int  # cards under it


@dataclass(frozen=True, slots=True)
class CenterPileView:
    key: str  # "L" / "R"
    owner: int  # the seat that started it and turns onto it
    top: Card
    size: int


@dataclass(frozen=True, slots=True)
class SpeedView:
    seat: int
    names: tuple[str, str]  # by seat; the match driver fills in the players' names
    round: int
    phase: Phase
    table: tuple[TablePileView, ...]  # own piles 1..5
    opponent_table: tuple[TablePileView, ...]  # the other seat's piles 1..5
    centers: tuple[CenterPileView | None, CenterPileView | None]  # (L, R); None: not in play
    hand_counts: tuple[int, int]  # by seat
    cards_left: tuple[int, int]  # by seat: hand pile + table cards
    finisher: int | None  # who placed all table cards first and may slap
    winner: int | None
    is_over: bool
    to_act: tuple[int, ...]  # the seats that may act now (both, but for the slap)
    countdown: float | None = None  # seconds left while blocked (the match driver fills it)
    unblock: Unblock | None = None  # while blocked: what the turn does
    turners: tuple[int, ...] = ()  # while blocked: the seats that turn a card from their hand pile

    @property
    def opponent(self) -> int:
        return 1 - self.seat

    @property
    def one_pile(self) -> bool:
        return None in self.centers

    @property
    def may_slap(self) -> bool:
        return self.phase == SLAP and self.finisher == self.seat

    def center(self, key: str) -> CenterPileView | None:
        return self.centers[0 if key == "L" else 1]

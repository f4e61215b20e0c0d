"""What happens in a Speed game, for screens to animate and the log to tell.

Center piles are named by key: ``"L"`` (started by seat 0) and ``"R"``
(started by seat 1).  Table piles are numbered 1–5.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.cards import Card
from rules.core import Event

from .actions import CENTER_NAMES


def _pile(key: str) -> str:
    return CENTER_NAMES.get(key, "the table")


@dataclass(frozen=True, slots=True)
class RoundDealt(Event):
    round: int
    table_counts: tuple[int, int]  # table cards laid out, by seat
    hand_counts: tuple[int, int]  # hand pile after the deal and the first turn
    started: tuple[tuple[str, Card], ...]  # (center key, card turned to start it)

    def describe(self, names: Sequence[str]) -> str:
        piles = " and ".join(f"{c.label} on {_pile(k)}" for k, c in self.started)
        one = " (one center pile: a player is short of cards)" if len(self.started) == 1 else ""
        return f"Round {self.round}: table cards laid out; {piles}{one}."


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    seat: int
    pile: int  # 1..5
    center: str  # "L" / "R"
    card: Card
    uncovered: Card | None  # the card turned face up under it, if any
    covered: Card  # the center card it went on

    def describe(self, names: Sequence[str]) -> str:
        text = f"{names[self.seat]} plays {self.card.label} on {self.covered.label} ({_pile(self.center)})"
        if self.uncovered is not None:
            text += f" and turns up {self.uncovered.label}"
        return text + "."


@dataclass(frozen=True, slots=True)
class TableCleared(Event):
    """A player placed all their table cards first and must slap."""

    seat: int
    one_pile: bool

    def describe(self, names: Sequence[str]) -> str:
        what = "the table" if self.one_pile else "the smaller center pile"
        return f"{names[self.seat]} has placed every table card and must slap {what}!"


@dataclass(frozen=True, slots=True)
class Blocked(Event):
    """Nobody can play: the cards will be turned."""

    hand_counts: tuple[int, int]

    def describe(self, names: Sequence[str]) -> str:
        return "Nobody can play: both turn a card from their hand pile."


@dataclass(frozen=True, slots=True)
class CentersReshuffled(Event):
    """[Reconstruction] nobody could turn: the center cards become new hand
    piles, shared out evenly."""

    hand_counts: tuple[int, int]

    def describe(self, names: Sequence[str]) -> str:
        shares = ", ".join(f"{names[s]} {n}" for s, n in enumerate(self.hand_counts) if n)
        return f"Nobody can turn a card: the center cards are shuffled and shared out ({shares})."


@dataclass(frozen=True, slots=True)
class CardsTurned(Event):
    turned: tuple[tuple[int, str, Card], ...]  # (seat, center key, card)

    def describe(self, names: Sequence[str]) -> str:
        parts = [f"{names[s]} turns {c.label} onto {_pile(k)}" for s, k, c in self.turned]
        return "; ".join(parts) + "." if parts else "Nobody turns a card."


@dataclass(frozen=True, slots=True)
class Slapped(Event):
    seat: int
    target: str  # "L", "R" or "table"
    taken: tuple[int, int]  # center cards each seat took under its hand pile
    returned: tuple[int, int]  # leftover table cards each seat took back
    cards_left: tuple[int, int]  # after the round, by seat

    def describe(self, names: Sequence[str]) -> str:
        other = 1 - self.seat
        if self.target == "table":
            text = f"{names[self.seat]} slaps the table and takes no cards; {names[other]} takes the pile ({self.taken[other]} cards)"
        else:
            text = (f"{names[self.seat]} slaps {_pile(self.target)} and takes {self.taken[self.seat]} cards; "
                    f"{names[other]} takes the other pile ({self.taken[other]})")
        return text + "."


@dataclass(frozen=True, slots=True)
class RoundStalled(Event):
    """[Project rule] no card outside the table piles fits any face-up table
    card, so play could never go on: everyone takes back their own cards."""

    cards_left: tuple[int, int]

    def describe(self, names: Sequence[str]) -> str:
        return "No card can ever be played this round: everyone takes their cards back and the round is dealt again."


@dataclass(frozen=True, slots=True)
class GameWon(Event):
    seat: int | None  # None: a draw
    reason: str  # "no cards left" / "round limit"
    cards_left: tuple[int, int]

    def describe(self, names: Sequence[str]) -> str:
        if self.reason == "no cards left":
            return f"{names[self.seat]} has no cards left and wins the game!"
        counts = " to ".join(str(n) for n in self.cards_left)
        if self.seat is None:
            return f"The round limit is reached with {counts} cards: a draw."
        return f"The round limit is reached: {names[self.seat]} wins with fewer cards ({counts})."

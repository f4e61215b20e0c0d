"""What happens in a Hearts game, for screens to draw and logs to narrate.

Events go to every subscriber, so none of them names a hidden card: passes
are reported by direction only (each seat sees its own cards in the view's
``passed_cards`` / ``received_cards``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.cards import Card
from rules.core import Event


def _names_list(names: Sequence[str], seats: Sequence[int]) -> str:
    people = [names[s] for s in seats]
    if len(people) == 1:
        return people[0]
    return ", ".join(people[:-1]) + " and " + people[-1]


@dataclass(frozen=True, slots=True)
class HandDealt(Event):
    hand_number: int
    pass_direction: str  # "left" | "right" | "across" | "none"
    hand_size: int

    def describe(self, names):
        how = ("no passing this hand" if self.pass_direction == "none"
               else f"pass 3 cards {self.pass_direction}")
        return f"Hand {self.hand_number} dealt, {self.hand_size} cards each: {how}."


@dataclass(frozen=True, slots=True)
class CardsPassed(Event):
    """The exchange, all at once: ``passes`` holds (from seat, to seat)."""

    direction: str
    passes: tuple[tuple[int, int], ...]
    count: int = 3

    def describe(self, names):
        return f"Everyone passes {self.count} cards {self.direction}."


@dataclass(frozen=True, slots=True)
class PassChosen(Event):
    """A seat has chosen its pass (the cards stay secret)."""

    seat: int

    def describe(self, names):
        return f"{names[self.seat]} has chosen 3 cards to pass."


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    seat: int
    card: Card
    trick_index: int  # 0-based trick of the hand

    def describe(self, names):
        text = f"{names[self.seat]} plays {self.card.label}"
        if self.card.code == 11:
            text += " — 13 points to whoever takes this trick"
        return text + "."


@dataclass(frozen=True, slots=True)
class HeartsBroken(Event):
    seat: int
    card: Card

    def describe(self, names):
        return f"Hearts are broken: {names[self.seat]} played {self.card.label}."


@dataclass(frozen=True, slots=True)
class TrickWon(Event):
    winner: int
    cards: tuple[tuple[int, Card], ...]  # (seat, card) in play order
    points: int
    trick_index: int

    def describe(self, names):
        pts = "no points" if self.points == 0 else (
            "1 point" if self.points == 1 else f"{self.points} points")
        best = next(card for seat, card in self.cards if seat == self.winner)
        return f"{names[self.winner]} takes the trick with {best.label}: {pts}."


@dataclass(frozen=True, slots=True)
class HandScored(Event):
    hand_number: int
    points: tuple[int, ...]  # as scored (after a moon shot: 0 and 26s)
    totals: tuple[int, ...]
    shooter: int | None  # the seat that shot the moon

    def describe(self, names):
        if self.shooter is not None:
            return (f"{names[self.shooter]} shoots the moon! Everyone else "
                    f"scores 26. Totals: " + _totals(names, self.totals) + ".")
        parts = ", ".join(f"{names[s]} {p}" for s, p in enumerate(self.points))
        return f"Hand {self.hand_number} scored: {parts}. Totals: " + _totals(names, self.totals) + "."


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    winners: tuple[int, ...]
    totals: tuple[int, ...]

    def describe(self, names):
        low = self.totals[self.winners[0]]
        if len(self.winners) == 1:
            return f"Game over: {names[self.winners[0]]} wins with {low} points."
        return f"Game over: {_names_list(names, self.winners)} share the win with {low} points."


def _totals(names, totals) -> str:
    return ", ".join(f"{names[s]} {t}" for s, t in enumerate(totals))

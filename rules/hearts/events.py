"""What happens in a Hearts game, for screens to draw and logs to narrate.

Events go to every subscriber, so none of them names a hidden card: passes
are reported by direction only (each seat sees its own cards in the view's
``passed_cards`` / ``received_cards``).
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.cards import Card
from rules.core import Event
from rules.voice import Voice


@dataclass(frozen=True, slots=True)
class HandDealt(Event):
    hand_number: int
    pass_direction: str  # "left" | "right" | "across" | "none"
    hand_size: int

    def describe(self, voice: Voice) -> str:
        how = ("no passing this hand" if self.pass_direction == "none"
               else f"pass 3 cards {self.pass_direction}")
        return f"Hand {self.hand_number} dealt, {self.hand_size} cards each: {how}."


@dataclass(frozen=True, slots=True)
class CardsPassed(Event):
    """The exchange, all at once: ``passes`` holds (from seat, to seat)."""

    direction: str
    passes: tuple[tuple[int, int], ...]
    count: int = 3

    def describe(self, voice: Voice) -> str:
        return f"Everyone passes {self.count} cards {self.direction}."


@dataclass(frozen=True, slots=True)
class PassChosen(Event):
    """A seat has chosen its pass (the cards stay secret)."""

    seat: int

    def describe(self, voice: Voice) -> str:
        return f"{voice.does(self.seat, 'has', 'have')} chosen 3 cards to pass."


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    seat: int
    card: Card
    trick_index: int  # 0-based trick of the hand

    def describe(self, voice: Voice) -> str:
        text = f"{voice.does(self.seat, 'plays', 'play')} {self.card.label}"
        if self.card.code == 11:
            text += " — 13 points to whoever takes this trick"
        return text + "."


@dataclass(frozen=True, slots=True)
class HeartsBroken(Event):
    seat: int
    card: Card

    def describe(self, voice: Voice) -> str:
        return f"Hearts are broken: {voice.subject(self.seat, start=False)} played {self.card.label}."


@dataclass(frozen=True, slots=True)
class TrickWon(Event):
    winner: int
    cards: tuple[tuple[int, Card], ...]  # (seat, card) in play order
    points: int
    trick_index: int

    def describe(self, voice: Voice) -> str:
        pts = "no points" if self.points == 0 else voice.count(self.points, "point")
        best = next((card for seat, card in self.cards if seat == self.winner), None)
        takes = voice.does(self.winner, "takes", "take")
        if best is None:
            return f"{takes} the trick: {pts}."
        return f"{takes} the trick with {best.label}: {pts}."


@dataclass(frozen=True, slots=True)
class HandScored(Event):
    hand_number: int
    points: tuple[int, ...]  # as scored (after a moon shot: 0 and 26s)
    totals: tuple[int, ...]
    shooter: int | None  # the seat that shot the moon

    def describe(self, voice: Voice) -> str:
        totals = voice.scores(self.totals)
        if self.shooter is not None:
            return (f"{voice.does(self.shooter, 'shoots', 'shoot')} the moon! Everyone else "
                    f"scores 26. Totals: {totals}.")
        return f"Hand {self.hand_number} scored: {voice.scores(self.points)}. Totals: {totals}."


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    winners: tuple[int, ...]
    totals: tuple[int, ...]

    def describe(self, voice: Voice) -> str:
        if not self.winners:
            return "Game over."
        low = self.totals[self.winners[0]]
        if len(self.winners) == 1:
            return f"Game over: {voice.does(self.winners[0], 'wins', 'win', start=False)} with {low} points."
        return f"Game over: {voice.seats(self.winners, start=False)} share the win with {low} points."

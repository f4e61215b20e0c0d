"""What happens in a Hearts game, for screens to draw and logs to narrate.

Events go to every subscriber, so none of them names a hidden card: passes
are reported by direction only (each seat sees its own cards in the view's
``passed_cards`` / ``received_cards``).
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.cards import Card
from rules.core import Event
from rules.fastinit import quick_init
from rules.i18n import N_, ngettext
from rules.voice import Voice

# How each hand's deal is announced, by pass direction.
DEALT = {
    "none": N_("Hand {hand} dealt, {size} cards each: no passing this hand."),
    "left": N_("Hand {hand} dealt, {size} cards each: pass 3 cards left."),
    "right": N_("Hand {hand} dealt, {size} cards each: pass 3 cards right."),
    "across": N_("Hand {hand} dealt, {size} cards each: pass 3 cards across."),
}


def _passed(direction: str, n: int) -> str:
    if direction == "left":
        return ngettext("Everyone passes {n} card left.", "Everyone passes {n} cards left.", n)
    if direction == "right":
        return ngettext("Everyone passes {n} card right.", "Everyone passes {n} cards right.", n)
    return ngettext("Everyone passes {n} card across.", "Everyone passes {n} cards across.", n)


@quick_init
@dataclass(frozen=True, slots=True)
class HandDealt(Event):
    hand_number: int
    pass_direction: str  # "left" | "right" | "across" | "none"
    hand_size: int

    def describe(self, voice: Voice) -> str:
        return voice.tell(DEALT[self.pass_direction], hand=self.hand_number, size=self.hand_size)


@quick_init
@dataclass(frozen=True, slots=True)
class CardsPassed(Event):
    """The exchange, all at once: ``passes`` holds (from seat, to seat)."""

    direction: str
    passes: tuple[tuple[int, int], ...]
    count: int = 3

    def describe(self, voice: Voice) -> str:
        return _passed(self.direction, self.count).format(n=self.count)


@quick_init
@dataclass(frozen=True, slots=True)
class PassChosen(Event):
    """A seat has chosen its pass (the cards stay secret)."""

    seat: int

    def describe(self, voice: Voice) -> str:
        return voice.say(self.seat, N_("You have chosen 3 cards to pass."),
                         N_("{seat} has chosen 3 cards to pass."))


@quick_init
@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    seat: int
    card: Card
    trick_index: int  # 0-based trick of the hand

    def describe(self, voice: Voice) -> str:
        if self.card.code == 11:
            return voice.say(self.seat, N_("You play {card} — 13 points to whoever takes this trick."),
                             N_("{seat} plays {card} — 13 points to whoever takes this trick."),
                             card=self.card.label)
        return voice.say(self.seat, N_("You play {card}."), N_("{seat} plays {card}."), card=self.card.label)


@quick_init
@dataclass(frozen=True, slots=True)
class HeartsBroken(Event):
    seat: int
    card: Card

    def describe(self, voice: Voice) -> str:
        return voice.say(self.seat, N_("Hearts are broken: you played {card}."),
                         N_("Hearts are broken: {seat} played {card}."), card=self.card.label)


@quick_init
@dataclass(frozen=True, slots=True)
class TrickWon(Event):
    winner: int
    cards: tuple[tuple[int, Card], ...]  # (seat, card) in play order
    points: int
    trick_index: int

    def describe(self, voice: Voice) -> str:
        best = next((card for seat, card in self.cards if seat == self.winner), None)
        if best is None:
            if self.points == 0:
                return voice.say(self.winner, N_("You take the trick: no points."),
                                 N_("{seat} takes the trick: no points."))
            return voice.say_n(
                self.winner, self.points,
                ngettext("You take the trick: {n} point.", "You take the trick: {n} points.", self.points),
                ngettext("{seat} takes the trick: {n} point.", "{seat} takes the trick: {n} points.", self.points))
        if self.points == 0:
            return voice.say(self.winner, N_("You take the trick with {card}: no points."),
                             N_("{seat} takes the trick with {card}: no points."), card=best.label)
        return voice.say_n(
            self.winner, self.points,
            ngettext("You take the trick with {card}: {n} point.",
                     "You take the trick with {card}: {n} points.", self.points),
            ngettext("{seat} takes the trick with {card}: {n} point.",
                     "{seat} takes the trick with {card}: {n} points.", self.points),
            card=best.label)


@quick_init
@dataclass(frozen=True, slots=True)
class HandScored(Event):
    hand_number: int
    points: tuple[int, ...]  # as scored (after a moon shot: 0 and 26s)
    totals: tuple[int, ...]
    shooter: int | None  # the seat that shot the moon

    def describe(self, voice: Voice) -> str:
        totals = voice.scores(self.totals)
        if self.shooter is not None:
            return voice.say(self.shooter, N_("You shoot the moon! Everyone else scores 26. Totals: {totals}."),
                             N_("{seat} shoots the moon! Everyone else scores 26. Totals: {totals}."),
                             totals=totals)
        return voice.tell(N_("Hand {hand} scored: {points}. Totals: {totals}."),
                          hand=self.hand_number, points=voice.scores(self.points), totals=totals)


@quick_init
@dataclass(frozen=True, slots=True)
class GameOver(Event):
    winners: tuple[int, ...]
    totals: tuple[int, ...]

    def describe(self, voice: Voice) -> str:
        if not self.winners:
            return voice.tell(N_("Game over."))
        low = self.totals[self.winners[0]]
        if len(self.winners) == 1:
            return voice.say_n(self.winners[0], low,
                               ngettext("Game over: you win with {n} point.",
                                        "Game over: you win with {n} points.", low),
                               ngettext("Game over: {seat} wins with {n} point.",
                                        "Game over: {seat} wins with {n} points.", low))
        return ngettext("Game over: {seats} share the win with {n} point.",
                        "Game over: {seats} share the win with {n} points.", low).format(
            seats=voice.seats(self.winners, start=False), n=low)

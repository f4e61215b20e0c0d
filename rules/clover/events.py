"""What happens in a clover-picker turn, one event per step a screen narrates.

A turn reads: TurnStarted, CardsPlayed; with a spade among them and cards
left in the hand ChainOffered, then one ChainCardPlayed per "more" and, if
the player stops with cards still allowed, ChainStopped; ClubsScored, then
GameWon or BudgetCounted; then Picked and Refilled pairs (or MeadowPassed
when nothing was picked), BouquetShuffledIn, and the next TurnStarted (or
GameDrawn after turn 500).

Every event is public: both players may see it.  ``BouquetShuffledIn`` names
the cards in the order they were laid out, never the shuffled order (that is
only in the owner's view).  ``slot`` fields are 0-based indexes into
``view.meadow``; sentences number slots 1–5.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.cards import Card, cards_label
from rules.core import Event
from rules.i18n import N_, _, ngettext
from rules.voice import Voice


def _cards(cards: Sequence[Card]) -> str:
    return cards_label(cards) if cards else _("nothing")


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    seat: int
    turn: int  # 1-based turn number of the game

    def describe(self, voice: Voice) -> str:
        return voice.say(self.seat, N_("Turn {turn}: you play a bouquet."), N_("Turn {turn}: {seat} plays a bouquet."),
                         turn=self.turn)


@dataclass(frozen=True, slots=True)
class CardsPlayed(Event):
    """The rightmost cards of the hand (up to five), in the order played."""

    seat: int
    cards: tuple[Card, ...]

    def describe(self, voice: Voice) -> str:
        return voice.say(self.seat, N_("You lay out {cards}."), N_("{seat} lays out {cards}."), cards=_cards(self.cards))


@dataclass(frozen=True, slots=True)
class ChainOffered(Event):
    """The five are out with spades among them: each spade allows one more
    card, the player's choice (``more`` or ``stop``)."""

    seat: int
    spades: int
    allowed: int  # extra cards allowed now (the spades, as none is played yet)

    def describe(self, voice: Voice) -> str:
        spades = ngettext("{n} spade", "{n} spades", self.spades).format(n=self.spades)
        if self.allowed == 1:
            return voice.say(self.seat, N_("{spades}: you may play 1 more card, the rightmost of the hand, or stop."),
                             N_("{spades}: {seat} may play 1 more card, the rightmost of the hand, or stop."),
                             spades=spades)
        return voice.say_n(
            self.seat, self.allowed,
            ngettext("{spades}: you may play up to {n} more card, each the rightmost of the hand, or stop.",
                     "{spades}: you may play up to {n} more cards, each the rightmost of the hand, or stop.",
                     self.allowed),
            ngettext("{spades}: {seat} may play up to {n} more card, each the rightmost of the hand, or stop.",
                     "{spades}: {seat} may play up to {n} more cards, each the rightmost of the hand, or stop.",
                     self.allowed),
            spades=spades)


@dataclass(frozen=True, slots=True)
class ChainCardPlayed(Event):
    """One more card from the hand, chosen by its player ("more")."""

    seat: int
    card: Card
    spades: int  # spades in the bouquet before this card
    extra: int  # 1 for the first chained card, 2 for the second…
    allowed: int  # extra cards still allowed after this one
    in_hand: int  # cards left in the hand after this one

    def describe(self, voice: Voice) -> str:
        card, n = self.card.label, self.allowed
        if self.card.suit == "S":
            if self.allowed and self.in_hand:
                return voice.say_n(
                    self.seat, n,
                    ngettext("You add {card}, another spade ({n} more card allowed).",
                             "You add {card}, another spade ({n} more cards allowed).", n),
                    ngettext("{seat} adds {card}, another spade ({n} more card allowed).",
                             "{seat} adds {card}, another spade ({n} more cards allowed).", n), card=card)
            if self.allowed:
                return voice.say(self.seat, N_("You add {card}, another spade: the hand is empty, the chain ends."),
                                 N_("{seat} adds {card}, another spade: the hand is empty, the chain ends."),
                                 card=card)
            return voice.say(self.seat, N_("You add {card}, another spade: the spades allow no more."),
                             N_("{seat} adds {card}, another spade: the spades allow no more."), card=card)
        if self.allowed and self.in_hand:
            return voice.say_n(self.seat, n,
                               ngettext("You add {card} ({n} more card allowed).",
                                        "You add {card} ({n} more cards allowed).", n),
                               ngettext("{seat} adds {card} ({n} more card allowed).",
                                        "{seat} adds {card} ({n} more cards allowed).", n), card=card)
        if self.allowed:
            return voice.say(self.seat, N_("You add {card}: the hand is empty, the chain ends."),
                             N_("{seat} adds {card}: the hand is empty, the chain ends."), card=card)
        return voice.say(self.seat, N_("You add {card}: the spades allow no more."),
                         N_("{seat} adds {card}: the spades allow no more."), card=card)


@dataclass(frozen=True, slots=True)
class ChainStopped(Event):
    """The player ended the chain; the rest stays in the hand, in order."""

    seat: int
    extra: int  # extra cards played before stopping
    allowed: int  # extra cards that were still allowed

    def describe(self, voice: Voice) -> str:
        return voice.say_n(
            self.seat, self.allowed,
            ngettext("You stop the spade chain with {n} more card allowed; the rest stays in the hand.",
                     "You stop the spade chain with {n} more cards allowed; the rest stays in the hand.",
                     self.allowed),
            ngettext("{seat} stops the spade chain with {n} more card allowed; the rest stays in the hand.",
                     "{seat} stops the spade chain with {n} more cards allowed; the rest stays in the hand.",
                     self.allowed))


@dataclass(frozen=True, slots=True)
class ClubsScored(Event):
    seat: int
    spades: int
    clubs: tuple[Card, ...]  # the clubs that score, highest first
    values: tuple[int, ...]  # their values, same order
    points: int
    total: int  # the player's score after this

    def describe(self, voice: Voice) -> str:
        if not self.clubs:
            return voice.say(self.seat, N_("You score nothing (no clubs); total {total}."),
                             N_("{seat} scores nothing (no clubs); total {total}."), total=self.total)
        parts = " + ".join(f"{c.label} {v}" for c, v in zip(self.clubs, self.values))
        if self.spades:
            count = ngettext("{n} spade → {clubs} clubs count", "{n} spades → {clubs} clubs count",
                             self.spades).format(n=self.spades, clubs=self.spades + 1)
        else:
            count = _("No spades → 1 club counts")
        return voice.say(self.seat, N_("{count}: {parts} = {points}; you have {total}."),
                         N_("{count}: {parts} = {points}; {seat} has {total}."),
                         count=count, parts=parts, points=self.points, total=self.total)


@dataclass(frozen=True, slots=True)
class BudgetCounted(Event):
    seat: int
    reds: tuple[Card, ...]  # red cards played from the hand
    budget: int

    def describe(self, voice: Voice) -> str:
        if not self.reds:
            return voice.say(self.seat, N_("You played no red cards: nothing to pick with."),
                             N_("{seat} played no red cards: nothing to pick with."))
        return voice.say(self.seat, N_("You may pick up to {budget} from the meadow ({reds})."),
                         N_("{seat} may pick up to {budget} from the meadow ({reds})."),
                         budget=self.budget, reds=_cards(self.reds))


@dataclass(frozen=True, slots=True)
class Picked(Event):
    seat: int
    slot: int
    card: Card
    cost: int
    budget_left: int

    def describe(self, voice: Voice) -> str:
        return voice.say(self.seat, N_("You pick {card} for {cost}; {left} left."),
                         N_("{seat} picks {card} for {cost}; {left} left."),
                         card=self.card.label, cost=self.cost, left=self.budget_left)


@dataclass(frozen=True, slots=True)
class Refilled(Event):
    slot: int
    card: Card | None  # None: the talon is empty and the slot stays empty

    def describe(self, voice: Voice) -> str:
        if self.card is None:
            return voice.tell(N_("The talon is empty: meadow slot {slot} stays empty."), slot=self.slot + 1)
        return voice.tell(N_("{card} is turned up in meadow slot {slot}."), card=self.card.label, slot=self.slot + 1)


@dataclass(frozen=True, slots=True)
class MeadowPassed(Event):
    """Nothing picked: the meadow went under the talon, then five cards were
    turned from the top; with fewer than five others in the talon some of
    the same cards came up again (``again``)."""

    seat: int
    returned: tuple[Card, ...]  # in slot order, put at the talon's bottom
    turned_up: tuple[Card | None, ...]  # the new meadow, slot by slot

    @property
    def again(self) -> tuple[Card, ...]:
        """The cards that went under and came straight up again."""
        back = set(self.returned)
        return tuple(c for c in self.turned_up if c is not None and c in back)

    def describe(self, voice: Voice) -> str:
        new = [c for c in self.turned_up if c is not None]
        text = voice.say(self.seat, N_("You pick nothing: {returned} go under the talon; up come {new}."),
                         N_("{seat} picks nothing: {returned} go under the talon; up come {new}."),
                         returned=_cards(self.returned), new=_cards(new))
        again = self.again
        if again:
            others = len(new) - len(again)
            if others and len(again) > 1:
                held = ngettext("The talon held only {n} other card, so {cards} come up again.",
                                "The talon held only {n} other cards, so {cards} come up again.", others)
            elif others:
                held = ngettext("The talon held only {n} other card, so {cards} comes up again.",
                                "The talon held only {n} other cards, so {cards} comes up again.", others)
            elif len(again) > 1:
                held = _("The talon held no other card, so {cards} come up again.")
            else:
                held = _("The talon held no other card, so {cards} comes up again.")
            text += " " + held.format(n=others, cards=_cards(again))
        return text


@dataclass(frozen=True, slots=True)
class BouquetShuffledIn(Event):
    seat: int
    cards: tuple[Card, ...]  # as laid out: played, then picked (not the shuffled order)
    hand_size: int

    def describe(self, voice: Voice) -> str:
        return voice.say(self.seat,
                         N_("You shuffle the {size}-card bouquet into the left of the hand ({hand} cards)."),
                         N_("{seat} shuffles the {size}-card bouquet into the left of the hand ({hand} cards)."),
                         size=len(self.cards), hand=self.hand_size)


@dataclass(frozen=True, slots=True)
class GameWon(Event):
    seat: int
    score: int

    def describe(self, voice: Voice) -> str:
        return voice.say(self.seat, N_("You reach {score} and win!"), N_("{seat} reaches {score} and wins!"),
                         score=self.score)


@dataclass(frozen=True, slots=True)
class GameDrawn(Event):
    turns: int
    scores: tuple[int, ...]

    def describe(self, voice: Voice) -> str:
        return voice.tell(N_("No winner after {turns} turns: a draw ({first}–{second})."),
                          turns=self.turns, first=self.scores[0], second=self.scores[1])

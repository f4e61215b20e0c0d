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
from rules.voice import Voice


def _cards(cards: Sequence[Card]) -> str:
    return cards_label(cards) if cards else "nothing"


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    seat: int
    turn: int  # 1-based turn number of the game

    def describe(self, voice: Voice) -> str:
        return f"Turn {self.turn}: {voice.does(self.seat, 'plays', 'play', start=False)} a bouquet."


@dataclass(frozen=True, slots=True)
class CardsPlayed(Event):
    """The rightmost cards of the hand (up to five), in the order played."""

    seat: int
    cards: tuple[Card, ...]

    def describe(self, voice: Voice) -> str:
        return f"{voice.does(self.seat, 'lays', 'lay')} out {_cards(self.cards)}."


def _more(n: int) -> str:
    return f"{n} more card{'s' if n != 1 else ''}"


@dataclass(frozen=True, slots=True)
class ChainOffered(Event):
    """The five are out with spades among them: each spade allows one more
    card, the player's choice (``more`` or ``stop``)."""

    seat: int
    spades: int
    allowed: int  # extra cards allowed now (the spades, as none is played yet)

    def describe(self, voice: Voice) -> str:
        plural = "s" if self.spades != 1 else ""
        if self.allowed == 1:
            return (f"{self.spades} spade{plural}: {voice.subject(self.seat, start=False)} may play 1 more card, "
                    "the rightmost of the hand, or stop.")
        return (f"{self.spades} spade{plural}: {voice.subject(self.seat, start=False)} may play up to "
                f"{_more(self.allowed)}, each the rightmost of the hand, or stop.")


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
        head = f"{voice.does(self.seat, 'adds', 'add')} {self.card.label}"
        if self.card.suit == "S":
            head += ", another spade"
        if self.allowed and self.in_hand:
            return f"{head} ({_more(self.allowed)} allowed)."
        if self.allowed:
            return f"{head}: the hand is empty, the chain ends."
        return f"{head}: the spades allow no more."


@dataclass(frozen=True, slots=True)
class ChainStopped(Event):
    """The player ended the chain; the rest stays in the hand, in order."""

    seat: int
    extra: int  # extra cards played before stopping
    allowed: int  # extra cards that were still allowed

    def describe(self, voice: Voice) -> str:
        return (f"{voice.does(self.seat, 'stops', 'stop')} the spade chain with {_more(self.allowed)} allowed; "
                "the rest stays in the hand.")


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
            return f"{voice.does(self.seat, 'scores', 'score')} nothing (no clubs); total {self.total}."
        parts = " + ".join(f"{c.label} {v}" for c, v in zip(self.clubs, self.values))
        if self.spades:
            plural = "s" if self.spades > 1 else ""
            count = f"{self.spades} spade{plural} → {self.spades + 1} clubs count"
        else:
            count = "No spades → 1 club counts"
        return f"{count}: {parts} = {self.points}; {voice.does(self.seat, 'has', 'have', start=False)} {self.total}."


@dataclass(frozen=True, slots=True)
class BudgetCounted(Event):
    seat: int
    reds: tuple[Card, ...]  # red cards played from the hand
    budget: int

    def describe(self, voice: Voice) -> str:
        if not self.reds:
            return f"{voice.subject(self.seat)} played no red cards: nothing to pick with."
        return f"{voice.subject(self.seat)} may pick up to {self.budget} from the meadow ({_cards(self.reds)})."


@dataclass(frozen=True, slots=True)
class Picked(Event):
    seat: int
    slot: int
    card: Card
    cost: int
    budget_left: int

    def describe(self, voice: Voice) -> str:
        return f"{voice.does(self.seat, 'picks', 'pick')} {self.card.label} for {self.cost}; {self.budget_left} left."


@dataclass(frozen=True, slots=True)
class Refilled(Event):
    slot: int
    card: Card | None  # None: the talon is empty and the slot stays empty

    def describe(self, voice: Voice) -> str:
        if self.card is None:
            return f"The talon is empty: meadow slot {self.slot + 1} stays empty."
        return f"{self.card.label} is turned up in meadow slot {self.slot + 1}."


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
        text = (f"{voice.does(self.seat, 'picks', 'pick')} nothing: {_cards(self.returned)} go under the talon; "
                f"up come {_cards(new)}.")
        again = self.again
        if again:
            others = len(new) - len(again)
            fewer = f"only {others} other card{'s' if others != 1 else ''}" if others else "no other card"
            text += (f" The talon held {fewer}, so {_cards(again)} "
                     f"{'come' if len(again) > 1 else 'comes'} up again.")
        return text


@dataclass(frozen=True, slots=True)
class BouquetShuffledIn(Event):
    seat: int
    cards: tuple[Card, ...]  # as laid out: played, then picked (not the shuffled order)
    hand_size: int

    def describe(self, voice: Voice) -> str:
        return (f"{voice.does(self.seat, 'shuffles', 'shuffle')} the {len(self.cards)}-card bouquet into the left "
                f"of the hand ({self.hand_size} cards).")


@dataclass(frozen=True, slots=True)
class GameWon(Event):
    seat: int
    score: int

    def describe(self, voice: Voice) -> str:
        return f"{voice.does(self.seat, 'reaches', 'reach')} {self.score} and {voice.verb(self.seat, 'wins', 'win')}!"


@dataclass(frozen=True, slots=True)
class GameDrawn(Event):
    turns: int
    scores: tuple[int, ...]

    def describe(self, voice: Voice) -> str:
        return f"No winner after {self.turns} turns: a draw ({self.scores[0]}–{self.scores[1]})."

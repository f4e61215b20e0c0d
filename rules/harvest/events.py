"""What happens in a harvest game, for screens to redraw from and logs to
narrate.  Seasons that need no decision (harvest, feeding, the draw) are
reported here with their arithmetic."""

from __future__ import annotations

from dataclasses import dataclass

from rules.cards import Card
from rules.core import Event
from rules.voice import Voice

from .seasons import SEASON_TITLES


def _cards(cards) -> str:
    return " ".join(c.label for c in cards) if cards else "nothing"


@dataclass(frozen=True, slots=True)
class SeasonStarted(Event):
    season: str
    active: int
    turn: int

    def describe(self, voice: Voice) -> str:
        return f"Turn {self.turn}: {voice.possessive(self.active)} {SEASON_TITLES.get(self.season, self.season)}."


@dataclass(frozen=True, slots=True)
class Harvested(Event):
    seat: int
    cards: tuple[Card, ...]
    points: int
    total: int
    arithmetic: str  # "5♥ 5 + Q♣ 3 (2+1) = 8"

    def describe(self, voice: Voice) -> str:
        if not self.cards:
            return f"{voice.does(self.seat, 'has', 'have')} nothing to harvest ({self.total} points in all)."
        return f"{voice.does(self.seat, 'harvests', 'harvest')} {self.arithmetic} points ({self.total} in all)."


@dataclass(frozen=True, slots=True)
class GameWon(Event):
    seat: int
    score: int

    def describe(self, voice: Voice) -> str:
        return f"{voice.does(self.seat, 'reaches', 'reach')} {self.score} points and {voice.verb(self.seat, 'wins', 'win')}!"


@dataclass(frozen=True, slots=True)
class GameDrawn(Event):
    turns: int

    def describe(self, voice: Voice) -> str:
        return f"No winner after {self.turns} turns: the game is a draw."


@dataclass(frozen=True, slots=True)
class Grazed(Event):
    seat: int  # the attacker
    pasture: Card
    grazer: Card
    new_stack: bool  # the pasture was just taken from the defender's harvest

    def describe(self, voice: Voice) -> str:
        owner = voice.possessive(1 - self.seat)
        return f"{voice.does(self.seat, 'puts', 'put')} {self.grazer.label} to graze on {owner} {self.pasture.label}."


@dataclass(frozen=True, slots=True)
class GrazerLifted(Event):
    seat: int  # the defender
    grazer: Card
    pasture: Card
    grazers: tuple[Card, ...]  # the new order, top first

    def describe(self, voice: Voice) -> str:
        return (f"{voice.does(self.seat, 'lifts', 'lift')} {self.grazer.label} to the top of the stack on "
                f"{self.pasture.label}: {_cards(self.grazers)}.")


@dataclass(frozen=True, slots=True)
class CardBlownAway(Event):
    """A spade (or a joker's storm) removed a card in play."""

    seat: int
    remover: Card
    target: Card
    owner: int
    place: str  # "barn", "harvest", "pasture" or "grazer"
    arithmetic: str

    def describe(self, voice: Voice) -> str:
        return (f"{voice.does(self.seat, 'plays', 'play')} {self.remover.label} on {voice.possessive(self.owner)} "
                f"{self.place} {self.target.label}: {self.arithmetic}")


@dataclass(frozen=True, slots=True)
class StackFenced(Event):
    seat: int
    joker: Card
    pasture: Card
    grazers: tuple[Card, ...]

    def describe(self, voice: Voice) -> str:
        return (f"{voice.does(self.seat, 'plays', 'play')} {self.joker.label} as a fence around {self.pasture.label}: "
                f"{_cards(self.grazers)} go home, {self.pasture.label} goes back to the harvest.")


@dataclass(frozen=True, slots=True)
class WeatherPassed(Event):
    """A pass, whether or not the seat could have played: nothing in it
    (nor in the words) tells the others what that seat holds."""

    seat: int

    def describe(self, voice: Voice) -> str:
        return f"{voice.does(self.seat, 'passes', 'pass')}."


@dataclass(frozen=True, slots=True)
class StackFed(Event):
    """One grazing stack resolved at feeding time."""

    pasture: Card | None  # None: a spade removed it
    pasture_owner: int
    grazers: tuple[Card, ...]  # top first
    grazer_owner: int
    eaten: bool
    satiated: tuple[Card, ...]
    hungry: tuple[Card, ...]  # back to the grazer owner's barn
    arithmetic: str  # "4♣ 4 + 3♣ 3 = 7 ≥ 6♥ 6: 6♥ eaten; ..."

    def describe(self, voice: Voice) -> str:
        return f"Feeding on {voice.possessive(self.pasture_owner)} harvest: {self.arithmetic}."


@dataclass(frozen=True, slots=True)
class CardMoved(Event):
    """Growing time: a card between its owner's barn and harvest."""

    seat: int
    card: Card
    to: str  # "harvest" or "barn"

    def describe(self, voice: Voice) -> str:
        src = "barn" if self.to == "harvest" else "harvest"
        return f"{voice.does(self.seat, 'moves', 'move')} {self.card.label} from the {src} to the {self.to}."


@dataclass(frozen=True, slots=True)
class DiscardReshuffled(Event):
    count: int

    def describe(self, voice: Voice) -> str:
        return f"The draw pile is empty: the {self.count} discarded cards are shuffled into a new one."


@dataclass(frozen=True, slots=True)
class CardDrawn(Event):
    """The card itself is not in the event: only its drawer may see it."""

    seat: int
    draw_left: int

    def describe(self, voice: Voice) -> str:
        return f"{voice.does(self.seat, 'draws', 'draw')} a card ({self.draw_left} left)."


@dataclass(frozen=True, slots=True)
class NothingToDraw(Event):
    seat: int

    def describe(self, voice: Voice) -> str:
        return f"{voice.does(self.seat, 'has', 'have')} nothing to draw: draw and discard piles are empty."


@dataclass(frozen=True, slots=True)
class FieldPlayed(Event):
    seat: int
    card: Card
    fields: int  # the field count after it

    def describe(self, voice: Voice) -> str:
        return f"{voice.does(self.seat, 'puts', 'put')} {self.card.label} on the field: {voice.count(self.fields, 'diamond')}."


@dataclass(frozen=True, slots=True)
class CardSown(Event):
    seat: int
    card: Card

    def describe(self, voice: Voice) -> str:
        return f"{voice.does(self.seat, 'sows', 'sow')} {self.card.label} in the barn."

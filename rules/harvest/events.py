"""What happens in a harvest game, for screens to redraw from and logs to
narrate.  Seasons that need no decision (harvest, feeding, the draw) are
reported here with their arithmetic.

Every event is public (``Event.seen_by`` is the default): a drawn card is
told as a count only (``CardDrawn``), every other card in an event lies on
an open pile ("every pile but the draw pile and hands is open")."""

from __future__ import annotations

from dataclasses import dataclass

from rules.cards import Card
from rules.core import Event
from rules.i18n import N_, _, ngettext
from rules.voice import Voice

from .seasons import season_title


def _cards(cards) -> str:
    return " ".join(c.label for c in cards) if cards else _("nothing")


# Where a spade (or a storm) found its card, by the owner: "your barn".
PLACES = {
    "barn": (N_("your barn"), N_("{owner}'s barn")),
    "harvest": (N_("your harvest"), N_("{owner}'s harvest")),
    "pasture": (N_("your pasture"), N_("{owner}'s pasture")),
    "grazer": (N_("your grazer"), N_("{owner}'s grazer")),
}


@dataclass(frozen=True, slots=True)
class SeasonStarted(Event):
    season: str
    active: int
    turn: int

    def describe(self, voice: Voice) -> str:
        return voice.say(self.active, N_("Turn {turn}: your {season}."), N_("Turn {turn}: {seat}'s {season}."),
                         turn=self.turn, season=season_title(self.season))


@dataclass(frozen=True, slots=True)
class Harvested(Event):
    seat: int
    cards: tuple[Card, ...]
    points: int
    total: int
    arithmetic: str  # "5♥ 5 + Q♣ 3 (2+1) = 8"

    def describe(self, voice: Voice) -> str:
        if not self.cards:
            return voice.say_n(
                self.seat, self.total,
                ngettext("You have nothing to harvest ({n} point in all).",
                         "You have nothing to harvest ({n} points in all).", self.total),
                ngettext("{seat} has nothing to harvest ({n} point in all).",
                         "{seat} has nothing to harvest ({n} points in all).", self.total))
        return voice.say_n(
            self.seat, self.points,
            ngettext("You harvest {arithmetic} point ({total} in all).",
                     "You harvest {arithmetic} points ({total} in all).", self.points),
            ngettext("{seat} harvests {arithmetic} point ({total} in all).",
                     "{seat} harvests {arithmetic} points ({total} in all).", self.points),
            arithmetic=self.arithmetic, total=self.total)


@dataclass(frozen=True, slots=True)
class GameWon(Event):
    seat: int
    score: int

    def describe(self, voice: Voice) -> str:
        return voice.say(self.seat, N_("You reach {score} points and win!"), N_("{seat} reaches {score} points and wins!"),
                         score=self.score)


@dataclass(frozen=True, slots=True)
class GameDrawn(Event):
    turns: int

    def describe(self, voice: Voice) -> str:
        return voice.tell(N_("No winner after {turns} turns: the game is a draw."), turns=self.turns)


@dataclass(frozen=True, slots=True)
class Grazed(Event):
    seat: int  # the attacker
    pasture: Card
    grazer: Card
    new_stack: bool  # the pasture was just taken from the defender's harvest

    def describe(self, voice: Voice) -> str:
        fields = {"grazer": self.grazer.label, "pasture": self.pasture.label, "owner": voice.name(1 - self.seat)}
        if voice.is_you(1 - self.seat):
            return voice.tell(N_("{seat} puts {grazer} to graze on your {pasture}."),
                              seat=voice.name(self.seat), **fields)
        return voice.say(self.seat, N_("You put {grazer} to graze on {owner}'s {pasture}."),
                         N_("{seat} puts {grazer} to graze on {owner}'s {pasture}."), **fields)


@dataclass(frozen=True, slots=True)
class GrazerLifted(Event):
    seat: int  # the defender
    grazer: Card
    pasture: Card
    grazers: tuple[Card, ...]  # the new order, top first

    def describe(self, voice: Voice) -> str:
        return voice.say(self.seat, N_("You lift {grazer} to the top of the stack on {pasture}: {order}."),
                         N_("{seat} lifts {grazer} to the top of the stack on {pasture}: {order}."),
                         grazer=self.grazer.label, pasture=self.pasture.label, order=_cards(self.grazers))


@dataclass(frozen=True, slots=True)
class GrazersKept(Event):
    """The defender said done without lifting a grazer: the attacker's
    order stands (a lift is told as its own event; this is the engine's
    word for none, so a log rebuilt on resume says it too)."""

    seat: int  # the defender

    def describe(self, voice: Voice) -> str:
        if voice.is_you(1 - self.seat):
            return voice.tell(N_("{seat} keeps your grazers in their order."), seat=voice.name(self.seat))
        return voice.say(self.seat, N_("You keep {owner}'s grazers in their order."),
                         N_("{seat} keeps {owner}'s grazers in their order."), owner=voice.name(1 - self.seat))


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
        yours, theirs = PLACES[self.place]
        place = voice.tell(yours if voice.is_you(self.owner) else theirs, owner=voice.name(self.owner))
        return voice.say(self.seat, N_("You play {remover} on {place} {target}: {arithmetic}"),
                         N_("{seat} plays {remover} on {place} {target}: {arithmetic}"),
                         remover=self.remover.label, place=place, target=self.target.label,
                         arithmetic=self.arithmetic)


@dataclass(frozen=True, slots=True)
class StackFenced(Event):
    seat: int
    joker: Card
    pasture: Card
    grazers: tuple[Card, ...]

    def describe(self, voice: Voice) -> str:
        return voice.say(
            self.seat,
            N_("You play {joker} as a fence around {pasture}: {grazers} go home, {pasture} goes back to the harvest."),
            N_("{seat} plays {joker} as a fence around {pasture}: {grazers} go home, "
               "{pasture} goes back to the harvest."),
            joker=self.joker.label, pasture=self.pasture.label, grazers=_cards(self.grazers))


@dataclass(frozen=True, slots=True)
class WeatherPassed(Event):
    """A pass, whether or not the seat could have played: nothing in it
    (nor in the words) tells the others what that seat holds."""

    seat: int

    def describe(self, voice: Voice) -> str:
        return voice.say(self.seat, N_("You pass."), N_("{seat} passes."))


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
        return voice.say(self.pasture_owner, N_("Feeding on your harvest: {arithmetic}."),
                         N_("Feeding on {seat}'s harvest: {arithmetic}."), arithmetic=self.arithmetic)


@dataclass(frozen=True, slots=True)
class CardMoved(Event):
    """Growing time: a card between its owner's barn and harvest."""

    seat: int
    card: Card
    to: str  # "harvest" or "barn"

    def describe(self, voice: Voice) -> str:
        if self.to == "harvest":
            return voice.say(self.seat, N_("You move {card} from the barn to the harvest."),
                             N_("{seat} moves {card} from the barn to the harvest."), card=self.card.label)
        return voice.say(self.seat, N_("You move {card} from the harvest to the barn."),
                         N_("{seat} moves {card} from the harvest to the barn."), card=self.card.label)


@dataclass(frozen=True, slots=True)
class DiscardReshuffled(Event):
    count: int

    def describe(self, voice: Voice) -> str:
        return ngettext("The draw pile is empty: the {n} discarded card is shuffled into a new one.",
                        "The draw pile is empty: the {n} discarded cards are shuffled into a new one.",
                        self.count).format(n=self.count)


@dataclass(frozen=True, slots=True)
class CardDrawn(Event):
    """The card itself is not in the event: only its drawer may see it."""

    seat: int
    draw_left: int

    def describe(self, voice: Voice) -> str:
        return voice.say(self.seat, N_("You draw a card ({left} left)."), N_("{seat} draws a card ({left} left)."),
                         left=self.draw_left)


@dataclass(frozen=True, slots=True)
class NothingToDraw(Event):
    seat: int

    def describe(self, voice: Voice) -> str:
        return voice.say(self.seat, N_("You have nothing to draw: draw and discard piles are empty."),
                         N_("{seat} has nothing to draw: draw and discard piles are empty."))


@dataclass(frozen=True, slots=True)
class FieldPlayed(Event):
    seat: int
    card: Card
    fields: int  # the field count after it

    def describe(self, voice: Voice) -> str:
        return voice.say_n(
            self.seat, self.fields,
            ngettext("You put {card} on the field: {n} diamond.", "You put {card} on the field: {n} diamonds.",
                     self.fields),
            ngettext("{seat} puts {card} on the field: {n} diamond.", "{seat} puts {card} on the field: {n} diamonds.",
                     self.fields),
            card=self.card.label)


@dataclass(frozen=True, slots=True)
class CardSown(Event):
    seat: int
    card: Card

    def describe(self, voice: Voice) -> str:
        return voice.say(self.seat, N_("You sow {card} in the barn."), N_("{seat} sows {card} in the barn."),
                         card=self.card.label)

"""The harvest game's state as data: saved as JSON, loaded back, copied
for lookahead search, and built from a position (``from_position``, for
lessons and worked examples); kept apart from the season machine (game.py)."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any, Self

from rules.cards import Card, parse_card
from rules.core import Event, rng_from_json

from . import events as ev
from .seasons import FIELD, GROWING, HARVEST, MAX_TURNS, SOWING, WEATHER, WINNING_SCORE, Phase
from .stacks import Stack
from .values import is_crop

# Where a position may begin: the start of a season of the active seat's turn.
POSITION_STARTS = (HARVEST, WEATHER, GROWING, FIELD, SOWING)
Piles = Sequence[Iterable[Card]]  # one pile per seat


class SavedState:
    """Mixed into HarvestGame (game.py), whose fields it saves, loads and
    copies: they are declared here, as the game sets them."""

    seed: int
    options: dict[str, Any]
    rng: random.Random
    opening_events: list[Event]
    deck: tuple[Card, ...]
    hands: list[list[Card]]
    fields: list[list[Card]]
    barns: list[list[Card]]
    harvests: list[list[Card]]
    draw: list[Card]  # the top is the end of the list
    discard: list[Card]
    stacks: list[Stack]
    totals: list[int]
    active: int  # the seat whose turn it is
    turn: int
    step: Phase  # the season (or the reordering), kept when the game is over
    weather_seat: int | None  # the seat to play in weather time; None outside it
    passes: int  # weather passes in a row
    winner: int | None
    over: bool
    lifted: bool = False  # a grazer was lifted in this reordering (else its done tells GrazersKept)

    if TYPE_CHECKING:
        def __init__(self, seed: int = 0, beginner: bool = False, jokers: int = 0,
                     first: int | None = None) -> None: ...
        def json_header(self) -> dict: ...
        def _enter(self, step: Phase, events: list[Event]) -> None: ...
        def _advance(self, events: list[Event]) -> None: ...

    def copy(self) -> Self:
        """An independent copy, generator state included, for lookahead search
        (a copy plays on exactly as the original would)."""
        other = type(self).__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.options = dict(self.options)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        for name in ("hands", "fields", "barns", "harvests"):
            setattr(other, name, [list(pile) for pile in getattr(self, name)])
        other.draw = list(self.draw)
        other.discard = list(self.discard)
        other.stacks = [Stack(st.pasture, st.pasture_owner, list(st.grazers), st.grazer_owner)
                        for st in self.stacks]
        other.totals = list(self.totals)
        other.opening_events = list(self.opening_events)
        return other

    def to_json(self) -> dict:
        def cards(pile: Iterable[Card]) -> list[str]:
            return [str(c) for c in pile]

        return {
            **self.json_header(),
            "hands": [cards(h) for h in self.hands],
            "fields": [cards(p) for p in self.fields],
            "barns": [cards(p) for p in self.barns],
            "harvests": [cards(p) for p in self.harvests],
            "draw": cards(self.draw),
            "discard": cards(self.discard),
            "stacks": [st.to_json() for st in self.stacks],
            "scores": list(self.totals),
            "active": self.active,
            "turn": self.turn,
            "step": self.step.value,
            "weather_seat": self.weather_seat,
            "passes": self.passes,
            "winner": self.winner,
            "over": self.over,
            **({"lifted": True} if self.lifted else {}),  # only inside a reordering: other saves are as they were
        }

    @classmethod
    def from_json(cls, data: dict) -> Self:
        game = cls(data["seed"], **data["options"])

        def cards(pile: list[str]) -> list[Card]:
            return [parse_card(c) for c in pile]

        game.rng = rng_from_json(data["rng"])
        game.hands = [cards(h) for h in data["hands"]]
        game.fields = [cards(p) for p in data["fields"]]
        game.barns = [cards(p) for p in data["barns"]]
        game.harvests = [cards(p) for p in data["harvests"]]
        game.draw = cards(data["draw"])
        game.discard = cards(data["discard"])
        game.stacks = [Stack.from_json(s) for s in data["stacks"]]
        game.totals = list(data["scores"])
        game.active = data["active"]
        game.turn = data["turn"]
        game.step = Phase(data["step"])
        game.weather_seat = data["weather_seat"]
        game.passes = data["passes"]
        game.winner = data["winner"]
        game.over = data["over"]
        game.lifted = data.get("lifted", False)
        game.opening_events = []
        return game

    @classmethod
    def from_position(cls, *, hands: Piles = ((), ()), fields: Piles = ((), ()), barns: Piles = ((), ()),
                      harvests: Piles = ((), ()), draw: Iterable[Card] = (), discard: Iterable[Card] = (),
                      active: int = 0, start: str = HARVEST, scores: Sequence[int] = (0, 0), turn: int = 1,
                      seed: int = 0, beginner: bool = False, jokers: int = 0) -> Self:
        """A game at the start of ``active``'s season ``start`` with the
        piles as given (``draw`` top first), for lessons and worked examples;
        the engine's own season machine runs from there (a turn begun at
        harvest time scores the harvest pile, one begun at field time draws,
        a season with nothing to decide passes by itself).  Every card of the
        deck named nowhere goes under ``draw``, shuffled by the game's
        generator, so the piles are always the whole deck.  ``ValueError``
        for a card named twice or not in this deck (♠A in the beginner
        variant, a joker beyond ``jokers``), a field card that is no diamond,
        a barn or harvest card that is no heart or club, a start that is not
        the start of a season, or a seat, turn or score out of range."""
        start = Phase(start)
        if start not in POSITION_STARTS:
            raise ValueError(f"a position begins at the start of a season ({', '.join(POSITION_STARTS)}), "
                             f"not at {start}")
        if active not in (0, 1) or not 1 <= turn <= MAX_TURNS:
            raise ValueError(f"active is seat 0 or 1 and turn 1 to {MAX_TURNS}")
        if len(scores) != 2 or not all(0 <= s < WINNING_SCORE for s in scores):
            raise ValueError(f"scores: two totals from 0 to {WINNING_SCORE - 1} ({WINNING_SCORE} has won)")
        game = cls(seed, beginner=beginner, jokers=jokers, first=active)
        piles = {name: [list(pile) for pile in value] for name, value in
                 (("hands", hands), ("fields", fields), ("barns", barns), ("harvests", harvests))}
        if any(len(value) != 2 for value in piles.values()):
            raise ValueError("hands, fields, barns and harvests: one pile for each of the two seats")
        top, thrown = list(draw), list(discard)
        named = [c for value in piles.values() for pile in value for c in pile] + top + thrown
        _check(game.deck, named, piles)
        rest = [c for c in game.deck if c not in set(named)]
        game.rng.shuffle(rest)
        game.hands, game.fields, game.barns, game.harvests = (
            piles["hands"], piles["fields"], piles["barns"], piles["harvests"])
        game.draw = rest + top[::-1]  # the top is the end of the list
        game.discard = thrown
        game.stacks = []
        game.totals = list(scores)
        game.active, game.turn, game.weather_seat, game.passes = active, turn, None, 0
        events: list[Event] = []
        if start == HARVEST:
            game.step = HARVEST
            events.append(ev.SeasonStarted(HARVEST, active, turn))
        else:
            game.step = Phase.FEEDING  # the season before: entering ``start`` does what it does
            game._enter(start, events)
        game._advance(events)
        game.opening_events = events
        return game


def _check(deck: tuple[Card, ...], named: list[Card], piles: dict[str, list[list[Card]]]) -> None:
    if len(set(named)) != len(named):
        twice = sorted({c.label for c in named if named.count(c) > 1})
        raise ValueError(f"named twice: {' '.join(twice)}")
    missing = [c.label for c in named if c not in set(deck)]
    if missing:
        raise ValueError(f"not in this deck: {' '.join(missing)}")
    for card in (c for pile in piles["fields"] for c in pile):
        if card.suit != "D":
            raise ValueError(f"{card.label} is no diamond: a field holds only diamonds")
    for card in (c for name in ("barns", "harvests") for pile in piles[name] for c in pile):
        if not is_crop(card):
            raise ValueError(f"{card.label} is no heart or club: barns and harvests hold only crops")


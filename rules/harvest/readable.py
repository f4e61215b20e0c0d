"""What the game's helpers read of a Harvest position: the reasons a card
cannot be played (reasons.py) and a seat's view (sight.py) take the game
as this protocol, so the game imports them and they never import the game
(``HarvestGame`` is the one implementation)."""

from __future__ import annotations

from typing import Any, Protocol

from rules.cards import Card
from rules.core import Action, Result

from .seasons import Phase
from .stacks import Stack


class Position(Protocol):
    options: dict[str, Any]
    deck: tuple[Card, ...]
    hands: list[list[Card]]
    fields: list[list[Card]]
    barns: list[list[Card]]
    harvests: list[list[Card]]
    stacks: list[Stack]
    draw: list[Card]
    discard: list[Card]
    totals: list[int]
    active: int  # the seat whose turn it is
    turn: int
    step: Phase  # the season (or the reordering), kept when the game is over
    weather_seat: int | None  # the seat to play in weather time; None outside it
    passes: int  # weather passes in a row
    over: bool
    winner: int | None

    @property
    def phase(self) -> Phase: ...
    @property
    def result(self) -> Result | None: ...

    def to_act(self) -> frozenset[int]: ...
    def legal_actions(self, seat: int) -> list[Action]: ...
    def seat_name(self, seat: int) -> str: ...
    def season_title(self) -> str: ...

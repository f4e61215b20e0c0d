"""``RemoteGame``: what the table screens, the game-over screen and the
statistics read of ``driver.game``, answered from what the server sent
this seat (its view, its legal actions, the result, the newest events).

The game itself runs in the server; the client only ever knows seat 0's
view (the server rotates seats, so the receiving seat is always 0).  Each
game's class adds what its screen asks the engine beyond the common
contract, worked out from that view: Hearts' score history (the view's
hand records), harvest's "why not this card?" (rules.harvest.reasons,
asked of the view), clover's current turn told again (the events since the
turn started), Speed's finisher and single pile.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any, ClassVar

import rules
from rules.cards import Card
from rules.clover.events import TurnStarted
from rules.core import Action, Event, GamePhase, IllegalAction, Result, scores_line
from rules.harvest.reasons import card_reason, only_pass
from rules.i18n import _

SEEN = 0  # the only seat a client sees: its own, rotated to 0


class RemoteGame:
    """A finished or running game as far as seat 0 knows it."""

    name: ClassVar[str]
    title: ClassVar[str]
    lower_wins: ClassVar[bool]
    Phase: ClassVar[type[GamePhase]]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        engine = rules.game_class(cls.name)
        cls.title, cls.lower_wins, cls.Phase = engine.title, engine.lower_wins, engine.Phase

    def __init__(self, options: dict[str, Any], num_players: int, told: Sequence[Event]) -> None:
        self.options = dict(options)
        self.num_players = num_players
        self.seed: int | None = None  # the server keeps it
        self.told = told  # the driver's newest events (its own list)
        self._view: Any = None
        self._legal: list[Action] = []
        self._result: Result | None = None

    def show(self, view: Any, legal: Sequence[Action], result: Result | None) -> None:
        """What the server says seat 0 sees now (the driver calls it)."""
        self._view, self._legal, self._result = view, list(legal), result

    # The contract ---------------------------------------------------------

    @classmethod
    def display_title(cls) -> str:
        return _(cls.title)

    def view(self, seat: int) -> Any:
        if seat != SEEN:
            raise IllegalAction(_("Only your own seat can be seen from here."))
        return self._view

    def legal_actions(self, seat: int) -> list[Action]:
        return list(self._legal) if seat == SEEN else []

    def to_act(self) -> frozenset[int]:
        return frozenset(self._view.to_act)

    @property
    def phase(self) -> GamePhase:
        return self._view.phase

    @property
    def is_over(self) -> bool:
        return self._result is not None or bool(self._view.is_over)

    @property
    def result(self) -> Result | None:
        return self._result

    def scores(self) -> tuple[int, ...]:
        return tuple(self._result.scores) if self._result is not None else tuple(self._view.scores)

    def score_history(self) -> list[tuple[int, ...]]:
        return []

    def seat_name(self, seat: int) -> str:
        return self._view.names[seat]

    def forced_pass(self, seat: int) -> Action | None:
        return None

    def progress(self, names: Sequence[str]) -> str:
        return scores_line(names, self.scores())


class RemoteHearts(RemoteGame):
    name = "hearts"

    def score_history(self) -> list[tuple[int, ...]]:
        return [tuple(record.points) for record in self._view.history]


class RemoteSpeed(RemoteGame):
    name = "speed"

    def scores(self) -> tuple[int, ...]:
        return tuple(self._result.scores) if self._result is not None else tuple(self._view.cards_left)

    @property
    def finisher(self) -> int | None:
        return self._view.finisher

    @property
    def one_pile(self) -> bool:
        return self._view.one_pile


class RemoteClover(RemoteGame):
    name = "clover"

    def turn_events(self) -> list[Event]:
        """The current turn's steps so far: the events told since it started."""
        told = list(self.told)
        starts = [i for i, event in enumerate(told) if isinstance(event, TurnStarted)]
        return told[starts[-1]:] if starts else []


class _HarvestSeen:
    """Seat 0's view with the names ``rules.harvest.reasons`` reads of a game:
    it asks only about the asking seat's own hand and the cards in play."""

    def __init__(self, game: RemoteHarvest) -> None:
        view = game.view(SEEN)
        self.over = game.is_over
        self.step = view.phase
        self.hands = {SEEN: list(view.hand)}
        self.fields, self.barns, self.harvests, self.stacks = view.fields, view.barns, view.harvests, view.stacks
        self.to_act = game.to_act
        self.legal_actions = game.legal_actions
        self.seat_name = game.seat_name


class RemoteHarvest(RemoteGame):
    name = "harvest"

    def card_reason(self, seat: int, card: Card, first: Card | None = None, fence: bool = False) -> str:
        """Why ``card`` cannot be used now ("" when it can): the engine's own
        reasons, asked of what this seat sees."""
        return card_reason(_HarvestSeen(self), seat, card, first, fence)

    def forced_pass(self, seat: int) -> Action | None:
        """The engine's answer, from the legal actions the server sent."""
        return only_pass(self.legal_actions(seat)) if not self.is_over else None


# The games whose screens ask more of the engine than the common contract;
# any other game the engine has (rules/games.py) is a plain ``RemoteGame``.
GAMES: dict[str, type[RemoteGame]] = {cls.name: cls for cls in (RemoteHearts, RemoteHarvest, RemoteClover, RemoteSpeed)}


@cache
def remote_class(name: str) -> type[RemoteGame]:
    """The ``RemoteGame`` class of the game ``name``; ValueError for a game this app does not know."""
    if name not in rules.GAMES:
        raise ValueError(f"no such game: {name!r}")
    return GAMES.get(name) or type(f"Remote_{name}", (RemoteGame,), {"name": name})


def remote_game(name: str, options: dict[str, Any], num_players: int, told: Sequence[Event]) -> RemoteGame:
    """The ``RemoteGame`` of the game ``name``; ValueError for a game this app does not know."""
    return remote_class(name)(options, num_players, told)

"""``RemoteGame``: what the table screens, the game-over screen and the
statistics read of ``driver.game``, answered from what the server sent
this seat (its view, its legal actions, the result, the newest events).

The game itself runs in the server; the client only ever knows seat 0's
view (the server rotates seats, so the receiving seat is always 0).  A
game whose screen asks the engine more than the common contract has a
class of its own, in its table's folder (tui/screens/<game>/remote.py,
named by its table spec), that works it out from that view: Hearts' score
history, harvest's "why not this card?", clover's current turn told
again, Speed's finisher and single pile.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any, ClassVar

import rules
from rules.core import Action, Event, GamePhase, IllegalAction, Result, scores_line
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


@cache
def remote_class(name: str) -> type[RemoteGame]:
    """The plain ``RemoteGame`` class of the game ``name``, for a game whose
    screens ask nothing beyond the contract; ValueError for a game this app
    does not know."""
    if name not in rules.GAMES:
        raise ValueError(f"no such game: {name!r}")
    return type(f"Remote_{name}", (RemoteGame,), {"name": name})


def remote_game(name: str, options: dict[str, Any], num_players: int, told: Sequence[Event],
                cls: type[RemoteGame] | None = None) -> RemoteGame:
    """The ``RemoteGame`` of the game ``name`` (``cls``: the game's own,
    which its table spec names); ValueError for a game this app does not know."""
    if cls is not None and cls.name != name:
        raise ValueError(f"a {cls.__name__} cannot show a game of {name!r}")
    return (cls or remote_class(name))(options, num_players, told)

"""What a shared table is at a moment: its game and driver, its seats and
who holds them, its holds and the seat it waits for.  What it tells each
person (telling.py) and what it keeps in the store (saving.py) read only
this; ``SharedTable`` (shared.py) adds what the table does, and so is the
one that imports them."""

from __future__ import annotations

import rules
from rules.clock import Clock
from rules.core import Event, Game
from rules.driver import Driver

from .seats import Kind, Occupant, Person, TableSeat

PAUSE = "pause"  # the people's pause
AWAY = "away"  # someone's link dropped (real time only: Speed waits for them)
STORE = "store"  # this host cannot prove it owns the table (tui/hosts/ownership.py): no move until it can


class TableState:
    def __init__(self, clock: Clock, table_id: str, game: Game, places: list[TableSeat], *,
                 level: str, host: Person, away_seconds: float) -> None:
        self.clock = clock
        self.id = table_id
        self.name = game.name
        self.level = level
        self.host = host
        self.places = places
        self.away_seconds = away_seconds
        self.driver: Driver | None = None
        self.saved = False  # in the store, waiting to be reopened
        self.unstarted_game = game  # the game until the driver has it (then ``game`` is the driver's: undo replaces it)
        self.saved_position: dict | None = None  # a reopened table's saved position, until it starts
        self.holds: set[str] = set()  # what holds the driver (PAUSE, AWAY): it goes on when none is left
        self.pause_ask: tuple[int, set[int]] | None = None  # (asker, the seats still to answer)
        self.turn: tuple[int | None, float] = (None, 0.0)  # the one seat waited for, since when
        # The table's own news of its seats (rules.tables.news), each after
        # the driver's told event that was the newest when it happened.
        self.news: list[tuple[Event | None, Event]] = []

    @property
    def game(self) -> Game:
        return self.unstarted_game if self.driver is None else self.driver.game

    @property
    def live(self) -> Driver:
        """The driver of a table that has started (a caller that asks has
        made sure: ``started``); asked of one that has not, it says so."""
        if self.driver is None:
            raise RuntimeError(f"table {self.id} has not started: it has no driver")
        return self.driver

    def connection(self, seat: int) -> Occupant:
        """The connection of a seat whose person is present (``present``)."""
        client = self.places[seat].client
        if client is None:
            raise RuntimeError(f"table {self.id}: nobody is connected at seat {seat}")
        return client

    @property
    def num_players(self) -> int:
        return len(self.places)

    @property
    def started(self) -> bool:
        return self.driver is not None

    @property
    def is_over(self) -> bool:
        return self.started and self.game.is_over

    @property
    def running(self) -> bool:
        return self.started and not self.saved

    @property
    def reopening(self) -> bool:
        """Reopened from the store, waiting for its people to start again."""
        return self.driver is None and self.saved_position is not None

    @property
    def pause_asker(self) -> int | None:
        """Who asked to pause, while the others are asked."""
        return None if self.pause_ask is None else self.pause_ask[0]

    @property
    def paused(self) -> bool:
        return PAUSE in self.holds

    @property
    def undo_on(self) -> bool:
        """Undo is for a table of one person: with more, everyone must agree what happened."""
        people = sum(1 for place in self.places if place.person is not None)
        return self.undoable_game and people <= 1

    @property
    def undoable_game(self) -> bool:
        """Whether this game's driver takes back a decision at all."""
        driver: type[Driver] = rules.driver_class(self.name)  # the registry's class, untyped where it is loaded
        return driver.undoable

    @property
    def told(self) -> list[Event]:
        """The driver's newest told events with the news of the seats among
        them, in order (news older than the oldest event kept are gone, as
        are those of moves an undo took back)."""
        after: dict[int, list[Event]] = {}
        for anchor, event in self.news:
            after.setdefault(id(anchor), []).append(event)
        told = list(after.get(id(None), ()))
        for event in self.live.told:
            told.append(event)
            told.extend(after.get(id(event), ()))
        return told

    def seat_of(self, person: Person) -> int | None:
        return next((s for s, place in enumerate(self.places) if place.is_of(person)), None)

    def sitting(self) -> list[int]:
        """The seats a person holds now (playing, or away)."""
        return [s for s, place in enumerate(self.places) if place.sitting]

    def present(self) -> list[int]:
        """The seats whose person is connected."""
        return [s for s, place in enumerate(self.places) if place.kind is Kind.PERSON]

    def free_seats(self, person: Person | None = None) -> list[int]:
        """Open seats ``person`` may take (a kept seat only by its own person)."""
        return [s for s, place in enumerate(self.places)
                if place.kind is Kind.OPEN and (place.person is None or (person is not None and place.is_of(person)))]

    def seat_name(self, seat: int) -> str:
        """A person's seat by their name, the computer's by the game's seat name (in the language now)."""
        person = self.places[seat].person
        return person.name if person is not None else self.game.seat_name(seat)

"""Who sits where at a shared table: the people (by key) and the seats'
bookkeeping, apart from the driver's own ``rules.driver.Seat`` (name and
bot), which the table keeps in step with it."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Protocol

from rules.clock import Timer

from .names import shown_name

GUEST = "guest:"  # how a guest's key starts (tui/serve/hub_server.py makes it)


@dataclass(frozen=True)
class Person:
    """Someone at the server: ``key`` says who (an SSH key's fingerprint or
    a guest id; the same key coming back takes its seat back), ``name`` is
    what the others see: cleaned here, as it enters the tables, to a fixed
    width on one line (rules.tables.names), whatever the login said."""

    key: str
    name: str

    @property
    def guest(self) -> bool:
        """A guest: new at every login (``GUEST``), so never back at a seat
        once their link is gone."""
        return self.key.startswith(GUEST)

    def __post_init__(self) -> None:
        object.__setattr__(self, "name", shown_name(self.name, fallback=shown_name(self.key[-6:])))


class Occupant(Protocol):
    """A person's connection as a table sees it: who, and the language a
    hint is asked in.  The table tells its hub what to send to it and where
    it sits (rules.tables.shared.Outbox); the hub's ``Client`` is one, and
    the table never needs more of it."""

    person: Person
    lang: str


class Kind(StrEnum):
    PERSON = "person"  # a person plays it (connected)
    AWAY = "away"  # its person's link dropped: the seat waits for the countdown
    COMPUTER = "computer"  # the computer plays it (maybe for a person who left or timed out)
    OPEN = "open"  # before the start: free for a person (or kept for one, at a reopened table)


@dataclass
class TableSeat:
    kind: Kind
    person: Person | None = None  # who sits here, or whose seat the computer plays or keeps
    client: Occupant | None = None  # the person's connection while PERSON
    left: bool = False  # the person left on purpose: only ``join`` brings them back, not a reconnect
    away_until: float | None = None  # clock time the countdown ends (AWAY)
    countdown: Timer | None = None  # the next countdown tick (AWAY)
    hints_used: bool = False  # this seat's person asked for a hint (their statistics say so)

    @property
    def sitting(self) -> bool:
        """A person holds this seat now (playing, or away for the countdown)."""
        return self.kind in (Kind.PERSON, Kind.AWAY)

    @property
    def back_on_connecting(self) -> bool:
        """At a running table, its person takes it back just by connecting:
        away, or played by the computer since their link dropped (not after
        ``leave``)."""
        return self.person is not None and (self.kind is Kind.AWAY or (self.kind is Kind.COMPUTER and not self.left))

    def is_of(self, person: Person) -> bool:
        return self.person is not None and self.person.key == person.key

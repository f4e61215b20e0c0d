"""What drives a game at a table: a turn-based ``Session`` or the real-time
Speed ``Match``, behind one ``Driver`` protocol, so the table controller, the
store and the screens never ask which one they hold.

The registry (``rules.driver_class``) says which driver a game has; both
share ``Publisher`` (subscribe and publish) and report a failing computer
player the same way (``BotFailed``, once per seat, then its legal fallback
plays for it), so a bot bug never stalls a table.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Protocol

from .bot import Bot
from .clock import Clock
from .core import Action, Event, Game
from .hint import Hint, explain, hint_seed
from .i18n import N_
from .voice import Voice


@dataclass
class Seat:
    name: str
    bot: Bot | None = None  # None: a person at this terminal

    @property
    def is_human(self) -> bool:
        return self.bot is None


@dataclass(frozen=True)
class Update:
    """What subscribers are told: who did what and what it caused.
    ``seat`` and ``action`` are None for the driver's own changes (undo, a
    countdown, a pause)."""

    seat: int | None
    action: Action | str | None  # a str: another person's move at a shared table, as its notation
    events: tuple[Event, ...] = ()
    undone: bool = False


Subscriber = Callable[[Update], None]
TOLD_KEPT = 64  # the newest events a driver remembers, for a resumed table's log


def remember(told: list[Event], events: Sequence[Event]) -> None:
    """Add ``events`` to a driver's ``told``, keeping the newest TOLD_KEPT."""
    told.extend(events)
    if len(told) > 2 * TOLD_KEPT:
        del told[:-TOLD_KEPT]


@dataclass(frozen=True, slots=True)
class BotFailed(Event):
    """A computer player raised instead of choosing: said once per seat;
    from then on its first legal action is played for it."""

    seat: int
    error: str  # "ValueError: …", for the error log

    def seen_by(self, seat: int) -> BotFailed:
        """The error is for the error log: a bot's exception may quote what
        its seat holds, so no other seat is told it."""
        return self if seat == self.seat else dataclasses.replace(self, error="")

    def describe(self, voice: Voice) -> str:
        return voice.say(self.seat, N_("Your computer player failed; its first legal move is played from now on."),
                         N_("{seat}'s computer player failed; its first legal move is played from now on."))


HintQuestion = Callable[[], Hint]


def hint_question(game: Game, seat: int, view: Any, legal: Sequence[Action], move: int) -> HintQuestion | None:
    """The hard player's hint for ``seat``, asked of a copy of what that
    seat knows now (its view and legal actions, taken here), so the answer
    may be worked out later, in another thread, while the game goes on;
    None when the seat has nothing to decide.  Seeded by ``hint_seed``: the
    same position always gets the same hint, and the seats' bots' own
    seeds are untouched (the hint asks a bot of its own)."""
    if game.is_over or not legal:
        return None
    name, legal, seed = game.name, list(legal), hint_seed(game.seed, seat, move)
    return lambda: explain(name, view, legal, seed)


class Publisher:
    """The subscribers of a driver (the screen, the autosave)."""

    def __init__(self) -> None:
        self._subscribers: list[Subscriber] = []

    def subscribe(self, subscriber: Subscriber) -> Callable[[], None]:
        """Register for updates; returns the function that unsubscribes."""
        self._subscribers.append(subscriber)
        return lambda: self._subscribers.remove(subscriber) if subscriber in self._subscribers else None

    def publish(self, update: Update) -> None:
        for subscriber in list(self._subscribers):
            subscriber(update)

    def unsubscribe_all(self) -> None:
        self._subscribers.clear()


class BotGuard:
    """Asks a seat's bot for its move; a bot that raises anything is
    reported once (``BotFailed``) and its seat plays ``legal[0]`` from then
    on.  ``errors`` keeps every failure's sentence, for tests and logs."""

    def __init__(self, publisher: Publisher, seats: Sequence[Seat]) -> None:
        self.publisher = publisher
        self.seats = seats
        self.failed: set[int] = set()
        self.errors: list[str] = []

    def choose(self, seat: int, view: Any, legal: list[Action], reseed: str) -> Action:
        """The bot's choice, reseeded by ``reseed`` first (so a replay, an
        undo and a resumed game bring back the same moves)."""
        bot = self.seats[seat].bot
        if seat in self.failed or bot is None:
            return legal[0]
        try:
            bot.reseed(reseed)
            action = bot.choose(view, legal)
        except Exception as error:  # noqa: BLE001 - any bot bug: the table must go on
            self.fail(seat, f"{type(error).__name__}: {error}")
            return legal[0]
        return action

    def fail(self, seat: int, error: str) -> None:
        self.errors.append(f"{self.seats[seat].name}: {error}")
        if seat not in self.failed:
            self.failed.add(seat)
            self.publisher.publish(Update(None, None, (BotFailed(seat, error),)))


class Driver(Protocol):
    """What the table controller and the store use of a game's driver."""

    real_time: ClassVar[bool]  # True: the computer players act on timers; the AI level is the pace
    undoable: ClassVar[bool]  # True: ``undo`` takes back the person's last decision

    clock: Clock
    log: list[tuple[int, str]]  # every applied action (seat, notation): seed + log replay the game
    undo_used: bool
    hints_used: bool  # a hint was given (``hint``/``hint_question``): the statistics say so
    delay: float  # seconds before a computer move (a Session's pace; 0 in real time)
    told: list[Event]  # the newest events (a new game: its opening ones), replayed on restore

    # Read-only here: each driver holds its own game's class (the Match a
    # SpeedGame) and its seats as it likes; the table only reads them.
    @property
    def game(self) -> Game: ...
    @property
    def seats(self) -> Sequence[Seat]: ...
    @property
    def names(self) -> Sequence[str]: ...

    def no_undo(self) -> str:
        """Why u takes nothing back, where ``undoable`` is False (a sentence
        in the language of the moment)."""
    @property
    def bot_errors(self) -> list[str]: ...
    @property
    def paused(self) -> bool: ...

    def subscribe(self, subscriber: Subscriber) -> Callable[[], None]: ...
    def view(self, seat: int) -> Any: ...
    def legal_actions(self, seat: int) -> list[Action]: ...
    def start(self) -> None: ...
    def act(self, seat: int, action: Action | str) -> list[Event]: ...
    def pause(self) -> None: ...
    def resume(self) -> None: ...
    def stop(self) -> None: ...
    def can_undo(self) -> bool: ...
    def undo_refusal(self, back_to: int | None = None) -> str | None:
        """Why ``undo`` would be refused now (a card turned up since the
        person's last decision), None where it would not be: so u is
        offered only where it works.  ``back_to``: undos in a row, back to
        that length of the log (each would be refused the same way)."""
    def undo(self) -> bool:
        """Take back the person's last decision; raises ``IllegalAction``
        with the reason (nothing changed) when it may not be (a Session:
        never past a card turned up from a face-down stock)."""
    def seat_changed(self, seat: int) -> None:
        """``seats[seat].bot`` was just set or cleared (a shared table's
        person left, timed out or came back): the driver plays on with the
        seat's new hands."""
    def hint(self, seat: int) -> Hint | None:
        """What the hard player would do in ``seat``'s position, and why
        (None: the seat has nothing to decide now)."""
    def hint_question(self, seat: int) -> HintQuestion | None:
        """``hint`` to be worked out later (a worker thread): the position
        is taken now; None as for ``hint``."""

    @classmethod
    def new(cls, game: Game, seats: list[Seat], clock: Clock, *, delay: float) -> Driver:
        """A driver for a new game (``delay``: the pace, where there is one)."""

    def saved_state(self) -> dict | None:
        """What a save needs beyond the game and the log (the Match's
        timers); None when nothing."""

    @classmethod
    def restore(cls, state: dict, log: list[tuple[int, str]], seats: list[Seat], clock: Clock, *,
                saved: dict | None, delay: float, undo_used: bool) -> Driver:
        """The driver back from a save, at exactly the saved position."""

"""``RemoteDriver``: the driver of seat 0 at a table that runs in the server.

It keeps the ``rules.driver.Driver`` contract, so the ordinary table
controller and game screens play a shared table unchanged: the server's
``state`` and ``update`` messages (decoded with ``rules.tables.wire``) become the
driver's view, legal actions, log and published updates; ``act`` sends the
action's notation and returns no events (the server's ``update`` brings
them, or its ``refused`` the reason, shown as a local refusal is).

Holds stay local: while the table controller holds (a finished trick, a
score table, the rules panel), the updates that arrive are queued and
published one at a time when it lets go, stopping again as soon as one of
them takes a hold, so the person sees what happened in order while the
server goes on.  What is not the game's picture (seats coming and going,
pauses, the hint, refusals, the table closing) is told at once to the
``notices`` listeners (tui/screens/shared/presence.py shows them at the table).
"""

from __future__ import annotations

import concurrent.futures
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from rules.clock import AsyncioClock, Clock
from rules.core import Action, Event, IllegalAction
from rules.driver import Publisher, Seat, Subscriber, Update, remember
from rules.hint import Hint
from rules.tables import wire

from ..i18n import _
from .games import SEEN, RemoteGame, remote_game
from .link import LINK_LOST
from .tables_link import LinkLike

HINT_WAIT = 10.0  # seconds a hint may take before the person is told there is none
PICTURE = ("state", "update")  # the messages that change the game's picture (queued while held)


@dataclass(frozen=True)
class SeatInfo:
    """Who sits at a seat, as the server says (rotated: 0 is this person)."""

    name: str
    kind: str  # "person", "computer" or "away"
    countdown: float | None = None  # seconds until the computer takes an away seat, when told
    you: bool = False


@dataclass(frozen=True)
class Notice:
    """Something about the shared table besides the game's picture:
    ``kind`` is the message type ("refused", "seats", "paused",
    "pause_asked", "notice", "closed", "link_lost"), "pause_refused" for the
    refusal that answers this person's own pause question, or "news":
    a seat changed hands (``events``: rules.tables.news, for the log), told
    in its place among the moves when the table holds them."""

    kind: str
    text: str = ""
    by: int | None = None  # the (rotated) seat that asked or paused
    on: bool = False  # "paused": paused now
    events: tuple[Event, ...] = ()  # "news": what happened to the seats


def seat_infos(seats: Sequence[dict]) -> list[SeatInfo]:
    return [SeatInfo(str(s.get("name", "")), str(s.get("kind", "person")), s.get("countdown"), bool(s.get("you")))
            for s in seats]


class RemoteDriver:
    """Seat 0 of the table the server runs (see the module docstring)."""

    def __init__(self, link: LinkLike, seated: dict, state: dict, *, clock: Clock | None = None,
                 game_class: type[RemoteGame] | None = None) -> None:
        self.link = link
        self.table_id = seated["table"]
        self.real_seat = seated["seat"]  # what the server calls this seat; everything else is rotated
        self.clock: Clock = clock if clock is not None else AsyncioClock()
        self.publisher = Publisher()
        self.real_time = bool(state.get("real_time"))
        self.undoable = bool(state.get("undo"))
        self.undo_used = False
        self.hints_used = False
        self.delay = 0.0  # the server paces the computer players
        self.told: list[Event] = []
        self.log: list[tuple[int, str]] = []  # as long as the server's move count
        seats = seat_infos(state["seats"])
        # ``game_class``: the game's own RemoteGame, named by its table spec (a plain one if None)
        self.game: RemoteGame = remote_game(state["game"], state.get("options", {}), len(seats), self.told,
                                            game_class)
        self.seat_info: list[SeatInfo] = seats
        self.seats_told = self.clock.now()  # when seat_info's countdowns were told
        self.seats = [Seat(info.name) for info in seats]
        self.server_paused = False
        self.pause_asked_by: int | None = None  # another person's pause question, until answered
        self.asking_pause = False  # our own question, until the others answer
        self.thinking: tuple[int, float] | None = None  # (seat, since when on self.clock)
        self.closed_reason: str | None = None
        self._held = True  # until the table starts: what comes before its screen is up waits
        self._queue: deque[dict] = deque()
        self._sent: deque[Action | str] = deque()  # our actions the server has not confirmed yet
        self._hint: concurrent.futures.Future | None = None
        self._undoing = False
        self._mine: int | None = 0  # this person's moves that an undo may take back (None: not known)
        self._leaving = False
        self._listeners: list[Callable[[Notice], None]] = []
        self._ready = False  # the first state is the driver's start, not news
        self._thinking(state.get("thinking"))
        self._picture(state)
        self._ready = True
        self._unsubscribe = link.subscribe(self._heard)

    # rules.driver.Driver ----------------------------------------------------

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    @property
    def bot_errors(self) -> list[str]:
        return []  # the computer players run in the server

    @property
    def paused(self) -> bool:
        return self._held or self.server_paused

    def subscribe(self, subscriber: Subscriber) -> Callable[[], None]:
        return self.publisher.subscribe(subscriber)

    def view(self, seat: int) -> Any:
        return self.game.view(seat)

    def legal_actions(self, seat: int) -> list[Action]:
        return self.game.legal_actions(seat)

    def start(self) -> None:
        """The server runs the table; what arrived since the driver was made
        waits for the table controller's first ``resume`` (so the opening
        told and the first updates are not narrated twice)."""

    def stop(self) -> None:
        self._unsubscribe()
        self.publisher.unsubscribe_all()
        self._listeners.clear()
        if self._hint is not None and not self._hint.done():
            self._hint.set_result(None)

    def act(self, seat: int, action: Action | str) -> list[Event]:
        """Send the action; its events come with the server's update (a
        refusal as a notice), so none are returned now."""
        if seat != SEEN:
            raise IllegalAction(_("You can only play your own seat."))
        if self.game.is_over:
            raise IllegalAction(_("The game is over."))
        if not self.link.send({"type": "act", "action": str(action)}):
            raise IllegalAction(_("The link to the table is lost: nothing was sent."))
        self._sent.append(action)
        return []

    def pause(self) -> None:
        """A local hold: what arrives meanwhile waits for ``resume``."""
        self._held = True

    def resume(self) -> None:
        """Publish what waited, one update at a time, until one of them takes
        a hold again (or the queue is empty)."""
        self._held = False
        while self._queue and not self._held:
            message = self._queue.popleft()
            if message["type"] == "seats":
                self._news(message)
            else:
                self._picture(message)

    def no_undo(self) -> str:
        # Alone at a shared table, undo is missing only from a real-time game
        # (with others there, the table says so before asking the driver).
        return _("There is no undo in this game.")

    def undo_refusal(self, back_to: int | None = None) -> str | None:
        return None  # the server judges an undo when it is asked for

    def can_undo(self) -> bool:
        """Whether this person has a move to take back (when the count was
        lost with a whole new picture, the server judges)."""
        if not self.undoable:
            return False
        return bool(self.log) if self._mine is None else self._mine > 0

    def undo(self) -> bool:
        """Ask the server to take back this person's last move (a one-person
        shared table); the server's new ``state`` is published as undone."""
        if not self.can_undo() or not self.link.send({"type": "undo"}):
            return False
        self._undoing = True
        self.undo_used = True
        return True

    def seat_changed(self, seat: int) -> None:
        """Who plays a seat is the server's business (its ``seats`` tell us)."""

    def hint(self, seat: int) -> Hint | None:
        """Only asked in a worker thread here (``hint_question``): the answer
        comes over the link."""
        question = self.hint_question(seat)
        return None if question is None else question()

    def hint_question(self, seat: int) -> Callable[[], Hint] | None:
        """Ask the server now; the returned question waits (in the worker
        thread) for its answer, at most HINT_WAIT seconds."""
        if seat != SEEN or self.game.is_over or not self.game.legal_actions(SEEN):
            return None
        if self._hint is not None and not self._hint.done():
            self._hint.set_result(None)  # an earlier question's answer is dropped
        future: concurrent.futures.Future = concurrent.futures.Future()
        self._hint = future
        if not self.link.send({"type": "hint"}):
            raise IllegalAction(_("The link to the table is lost: no hint."))

        def wait() -> Hint:
            try:
                answer = future.result(timeout=HINT_WAIT)
            except concurrent.futures.TimeoutError:
                raise IllegalAction(_("No hint: the table did not answer in time.")) from None
            if answer is None:
                raise IllegalAction(_("No hint: the game has moved on (i asks again)."))
            hint, reason = answer
            if hint is None:
                raise IllegalAction(reason or _("No hint now."))
            return hint

        return wait

    def saved_state(self) -> dict | None:
        return None  # the server saves the table

    # The shared table's own news -----------------------------------------------

    def listen(self, listener: Callable[[Notice], None]) -> Callable[[], None]:
        """Hear the notices (see ``Notice``); returns the unsubscribe."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener) if listener in self._listeners else None

    def ask_pause(self, on: bool) -> None:
        """The person's own p: ask the server to pause (the other people
        are asked) or to go on; nothing is sent when it already is so."""
        if on and not (self.server_paused or self.asking_pause):
            self.asking_pause = self.link.send({"type": "pause", "on": True})
        elif not on and (self.server_paused or self.asking_pause):
            self.asking_pause = False
            self.link.send({"type": "pause", "on": False})

    def answer_pause(self, yes: bool) -> None:
        """The answer to another person's pause question."""
        if self.pause_asked_by is not None:
            self.pause_asked_by = None
            self.link.send({"type": "answer", "yes": yes})

    def leave(self) -> None:
        """Leave the table (the computer plays the seat until it is taken back)."""
        self._leaving = True
        self.link.send({"type": "leave"})

    def countdown_left(self, seat: int) -> float | None:
        """Seconds until the computer takes ``seat`` (away), counted down
        since the server said it; None when it said no countdown."""
        countdown = self.seat_info[seat].countdown
        if countdown is None:
            return None
        return max(0.0, float(countdown) - (self.clock.now() - self.seats_told))

    def thinking_for(self) -> tuple[int, float] | None:
        """(the seat whose turn it is, seconds it has been thinking), or None."""
        if self.thinking is None:
            return None
        seat, since = self.thinking
        return seat, max(0.0, self.clock.now() - since)

    # Messages -----------------------------------------------------------------

    def _heard(self, message: dict) -> None:
        kind = message.get("type")
        if message.get("table", self.table_id) != self.table_id:
            return  # another table's (the lobby's business)
        if kind in PICTURE:
            self._thinking(message.get("thinking"))  # the clock runs now, whatever waits
            if self._held:
                self._queue.append(message)
            else:
                self._picture(message)
        elif kind == "seats":
            self._seated(message["seats"])
            self._tell(Notice("seats"))
            if message.get("news"):
                if self._held:
                    self._queue.append(message)  # told after the moves that came before it
                else:
                    self._news(message)
        elif kind == "paused":
            self.server_paused = bool(message.get("on"))
            self.asking_pause = False
            self.pause_asked_by = None
            self._tell(Notice("paused", by=message.get("by"), on=self.server_paused))
        elif kind == "pause_asked":  # by None: the question is withdrawn
            self.pause_asked_by = message.get("by")
            self._tell(Notice("pause_asked", by=self.pause_asked_by))
        elif kind == "hint":
            self._hint_answered(message)
        elif kind == "refused":
            about_pause, self.asking_pause = self.asking_pause, False  # the answer to our question
            self._tell(Notice("pause_refused" if about_pause else "refused", str(message.get("reason", ""))))
        elif kind == "notice":
            self._tell(Notice("notice", str(message.get("text", ""))))
        elif kind == "closed":
            self.closed_reason = str(message.get("reason", ""))
            self._tell(Notice("closed", self.closed_reason))
        elif kind == "left" and not self._leaving:  # seated at it from another terminal
            self._tell(Notice("closed", _("You sat down at this table from another terminal.")))
        elif kind == LINK_LOST:
            self._tell(Notice("link_lost", _("The link to the table is lost.")))

    def _news(self, message: dict) -> None:
        self._tell(Notice("news", events=tuple(wire.decode(event) for event in message.get("news", []))))

    def _hint_answered(self, message: dict) -> None:
        hint = wire.decode(message.get("hint"))
        if hint is not None:
            self.hints_used = True
        future, self._hint = self._hint, None
        if future is not None and not future.done():
            future.set_result((hint, str(message.get("reason", ""))))

    def _picture(self, message: dict) -> None:
        """Take a ``state`` or ``update`` as the picture now and publish it."""
        view = wire.decode(message["view"])
        legal = [wire.decode(action) for action in message.get("legal", [])]
        result = wire.decode(message.get("result"))
        self.game.show(view, legal, result)
        self.hints_used = bool(message.get("hints_used", self.hints_used))
        self.undoable = bool(message.get("undo", self.undoable))
        moves = int(message.get("moves", len(self.log)))
        if message["type"] == "state":
            self._whole(message, moves)
            return
        events = tuple(wire.decode(event) for event in message.get("events", []))
        seat, action = message.get("seat"), self._own(message.get("action"))
        if seat == SEEN and action is not None and self._mine is not None:
            self._mine += 1
        while len(self.log) < moves:
            self.log.append((-1 if seat is None else seat, "" if action is None else str(action)))
        remember(self.told, events)
        self.publisher.publish(Update(seat, action, events))

    def _whole(self, state: dict, moves: int) -> None:
        """A whole picture (seated again, reopened, or undone): the log and
        the seats start from it."""
        self._seated(state["seats"])
        self.server_paused = bool(state.get("paused"))
        self.pause_asked_by = state.get("pause_asked_by")
        self.log[:] = [(-1, "")] * moves
        told = [wire.decode(event) for event in state.get("told", [])]
        self.told[:] = []
        remember(self.told, told)
        self._sent.clear()
        undone, self._undoing = self._undoing, False
        if undone and self._mine:
            self._mine -= 1  # the server took back the last of them
        elif not undone and self._ready:
            self._mine = None  # seated again: what is ours in its log is not said
        if self._ready:
            self.publisher.publish(Update(None, None, (), undone=undone))
            self._tell(Notice("seats"))

    def _own(self, notation: str | None) -> Action | str | None:
        """Our own action back as we sent it (the screens compare Actions)."""
        if notation is None:
            return None
        while self._sent:
            sent = self._sent.popleft()
            if str(sent) == notation:
                return sent
        return notation

    def _seated(self, seats: Sequence[dict]) -> None:
        self.seat_info = seat_infos(seats)
        self.seats_told = self.clock.now()
        for seat, info in zip(self.seats, self.seat_info):
            seat.name = info.name

    def _thinking(self, thinking: dict | None) -> None:
        if thinking is None:
            self.thinking = None
        else:
            self.thinking = (int(thinking["seat"]), self.clock.now() - float(thinking.get("for", 0.0)))

    def _tell(self, notice: Notice) -> None:
        for listener in list(self._listeners):
            listener(notice)

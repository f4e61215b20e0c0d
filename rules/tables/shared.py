"""One shared table: a game that runs once, in the server, for the people
sitting at it (rules.tables.protocol says what they are told).

The table owns one ordinary driver (a ``rules.session.Session`` or Speed's
``Match``, opened by ``rules.opening`` as at every table) and keeps the
seats' bookkeeping (``TableSeat``) in step with the driver's own seats: a
person's seat has no bot, a computer's seat has one (``rules.opening.seat_bot``
at the table's level), and ``Driver.seat_changed`` tells the driver when a
seat changes hands.

It knows its hub only as an ``Outbox`` and a person's connection only as
an ``Occupant`` (who, in which language): the hub depends on the table,
never the reverse.  What it is at a moment (``TableState``, table.py) is
all that what it tells (telling.py) and what it saves (saving.py) read.

Its rules (the design of issue 18, decided here where it is silent):

* It starts when every person seat is taken, or when the host starts it
  (the free seats go to the computer).  A running table takes back only its
  own people: a late-comer cannot sit at it.
* Undo is on only with a single person seat in a turn-based game.
* Pause asks the other people present; every yes pauses, one no refuses.
  While paused nobody acts.  Anyone seated may resume.
* A dropped link keeps the seat ``away`` for ``away_seconds`` (the others
  see the countdown, every 10 s); Speed's match is held meanwhile, a
  turn-based game waits only if it is that seat's turn.  Then the computer
  plays it, until the person comes back (a reconnect with the same key
  takes it back at once; after ``leave`` it takes a ``join``).
* When no person is left (each left or timed out) the table is saved and
  leaves the running list (a finished game is dropped instead).
* The computer's pace is the Session's ``delay`` (0.6 s; never instant at
  a shared table); Speed's computer players keep their own timers.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any, Protocol

import rules
from rules.clock import Clock
from rules.core import Event, Game, IllegalAction
from rules.driver import Update
from rules.i18n import N_, _
from rules.opening import open_driver, seat_bot

from . import saving, telling
from .news import ComputerPlays, SeatBack, SeatDropped
from .protocol import Refusal
from .seats import Kind, Occupant, Person, TableSeat
from .table import AWAY, PAUSE, STORE, TableState

BOT_DELAY = 0.6  # seconds before each computer move at a shared table
COUNTDOWN_EVERY = 10.0  # seconds between the countdown's ``seats`` messages
NEWS_KEPT = 32  # the newest news of the seats a table keeps for a person coming back
# What every table tells its people when the store fails and comes back (``notice``; the hub says when).
STORE_DOWN = N_("Saving is paused: the game store cannot be reached.")
STORE_BACK = N_("The game store is back: every move is saved again.")


class Outbox(Protocol):
    """What a table needs of its hub."""

    clock: Clock

    def post(self, client: Occupant, build: Callable[[], dict]) -> None:
        """Send ``build()`` (made in the client's language) to ``client``."""

    def placed(self, client: Occupant, table: SharedTable | None, seat: int | None) -> None:
        """``client`` sits at ``table``'s ``seat`` now (None, None: at no table)."""

    def lobby_changed(self) -> None:
        """The lobby list changed: tell everyone who watches it."""

    def table_ended(self, table: SharedTable, saved: bool) -> None:
        """Nobody is left at ``table``: it is saved (``saved``) or gone."""

    def work(self, language: str, question: Callable[[], Any], answered: Callable[[Any], None],
             failed: Callable[[], None]) -> None:
        """``answered(question())``, the question asked in ``language``, or
        ``failed()`` if it raised; now or later (tui.tables.hub.Work)."""

    def may_move(self) -> bool:
        """Whether a move may be taken and told now (a host that cannot
        prove it still owns its tables takes none: tui/hosts/ownership.py)."""

    def autosave(self, table: SharedTable) -> None:
        """Keep ``table``'s position in the store while it runs, after
        every move (its game over: forget it), so a server that stops or
        dies comes back with it saved, or another host carries it on."""


class SharedTable(TableState):
    """A shared table that plays: people sit, get up and drop; it starts,
    relays their requests to its driver and tells everyone present."""

    def __init__(self, hub: Outbox, table_id: str, game: Game, places: list[TableSeat], *,
                 level: str, host: Person, away_seconds: float) -> None:
        super().__init__(hub.clock, table_id, game, places, level=level, host=host, away_seconds=away_seconds)
        self.hub = hub
        self._unsubscribe: Callable[[], None] | None = None
        self._hinting: set[int] = set()  # seats whose hint is being worked out: one each, at most
        self._untold = False  # a move was made while moves were held (``may_move``): told when they are not

    # Sitting down and getting up -------------------------------------------

    def sit(self, seat: int, client: Occupant) -> None:
        """``client``'s person takes ``seat`` (free, kept for them, or theirs at a running table)."""
        place = self.places[seat]
        if place.kind is Kind.PERSON and place.client is not None and place.client is not client:
            self._unseat_client(place.client)  # the same person from another terminal
        was_away = place.kind is Kind.AWAY
        back = self.started and (was_away or place.kind is Kind.COMPUTER)  # their own seat (Client._join says)
        self._stop_countdown(place)
        place.kind, place.person, place.client, place.left = Kind.PERSON, client.person, client, False
        self.hub.placed(client, self, seat)
        self.hub.post(client, lambda: {"type": "seated", "table": self.id, "seat": seat})
        if not self.started:
            if not any(other.kind is Kind.OPEN for other in self.places):
                self.start()
            self.hub.lobby_changed()
            return
        driver = self.live
        driver.seats[seat].name = client.person.name
        news = self._news(SeatBack(seat, client.person.name)) if back else None  # in their own state's told too
        self.send_state(seat)  # the whole picture first: the driver may tell an update at once (Speed plays on)
        self._tell_seats(but=seat, news=news)
        if driver.seats[seat].bot is not None:
            driver.seats[seat].bot = None
            driver.seat_changed(seat)
        if was_away:
            self._release_if_nobody_away()
        self.hub.lobby_changed()

    def _unseat_client(self, client: Occupant) -> None:
        self.hub.placed(client, None, None)
        self.hub.post(client, lambda: {"type": "left", "table": self.id})

    def leave(self, seat: int) -> None:
        """The person gets up: before the start the seat is free again; at a
        running table the computer plays it at once, kept for them."""
        place = self.places[seat]
        client = place.client
        if client is not None:
            self.hub.placed(client, None, None)
        self._stop_countdown(place)
        if not self.started:
            kept = self.saved_position is not None  # a reopened table keeps the seat for its person
            place.kind, place.client, place.left = Kind.OPEN, None, False
            if not kept:
                place.person = None
            self._after_getting_up(client)
            return
        place.left = True
        self._to_computer(seat)
        self._after_getting_up(client, ComputerPlays(seat, self.seat_name(seat), left=True))

    def drop(self, seat: int) -> None:
        """The person's link dropped: at a running game the seat waits
        ``away_seconds`` for them; otherwise as ``leave``."""
        place = self.places[seat]
        if not self.started or self.is_over:
            self.leave(seat)
            return
        self.hub.placed(self.connection(seat), None, None)
        place.kind, place.client = Kind.AWAY, None
        place.away_until = self.hub.clock.now() + self.away_seconds
        place.countdown = self.hub.clock.call_later(min(COUNTDOWN_EVERY, self.away_seconds), self._countdown, seat)
        if self.live.real_time:
            self._hold(AWAY)
        self._forget_in_pause_question(seat)
        self._tell_seats(news=self._news(SeatDropped(seat, self.seat_name(seat), round(self.away_seconds))))
        self.hub.lobby_changed()

    def _countdown(self, seat: int) -> None:
        place = self.places[seat]
        if place.kind is not Kind.AWAY or place.away_until is None:
            return
        left = place.away_until - self.hub.clock.now()
        if left > 1e-9:
            place.countdown = self.hub.clock.call_later(min(COUNTDOWN_EVERY, left), self._countdown, seat)
            self._tell_seats()
            return
        place.countdown = None
        place.away_until = None
        self._to_computer(seat)
        if not self.sitting():
            self._end()
            return
        self._release_if_nobody_away()
        self._tell_seats(news=self._news(ComputerPlays(seat, self.seat_name(seat))))
        self.hub.lobby_changed()

    def _stop_countdown(self, place: TableSeat) -> None:
        if place.countdown is not None:
            place.countdown.cancel()
        place.countdown = None
        place.away_until = None

    def _to_computer(self, seat: int) -> None:
        place = self.places[seat]
        place.kind, place.client = Kind.COMPUTER, None
        self._forget_in_pause_question(seat)
        if self.driver is not None and self.driver.seats[seat].bot is None:
            self.driver.seats[seat].bot = seat_bot(self.name, self.level, self.game.seed, seat)
            self.driver.seat_changed(seat)

    def _after_getting_up(self, client: Occupant | None, news: ComputerPlays | None = None) -> None:
        host_seat = self.seat_of(self.host)
        following = next((self.places[s].person for s in self.sitting()), None)
        if (host_seat is None or not self.places[host_seat].sitting) and following is not None:
            self.host = following  # the table passes to the next person
        if not self.sitting():
            if client is not None:
                reason = self._closing_reason()
                self.hub.post(client, lambda: {"type": "closed", "table": self.id, "reason": _(reason)})
            self._end()
            return
        if client is not None:
            self.hub.post(client, lambda: {"type": "left", "table": self.id})
        if self.started:
            self._release_if_nobody_away()
            self._tell_seats(news=None if news is None else self._news(news))
        self.hub.lobby_changed()

    def _closing_reason(self) -> str:
        if not self.started and self.saved_position is None:
            return N_("Nobody is left at the table: it is closed.")
        if self.is_over:
            return N_("The game is over and everyone has left.")
        return N_("Everyone has left: the table is saved; reopen it from the lobby.")

    def _end(self) -> None:
        """Nobody is left: save the position (a game still on) and wait to
        be reopened, as a table read back from the store does; or let it go."""
        keep = (self.started and not self.is_over) or self.saved_position is not None
        data = self.saved_data() if keep else None
        if self.driver is not None:
            if self._unsubscribe is not None:
                self._unsubscribe()
            self.driver.stop()
        if data is not None:
            self._wait_in_store(data)
        self.hub.table_ended(self, saved=keep)

    def _wait_in_store(self, data: dict) -> None:
        """Become the saved table ``data`` describes (SAVE_FORMAT): its
        people's seats kept for them, the rest the computer's."""
        self.unstarted_game = rules.load_game(data["state"])
        self.driver, self._unsubscribe = None, None
        self.holds.clear()
        self.pause_ask, self.turn = None, (None, 0.0)
        self.saved_position = {key: data[key] for key in data if key not in ("id", "host")}
        self.places = saving.places_from(data, self.unstarted_game, self.level)
        self.saved = True

    # Starting ---------------------------------------------------------------

    def start(self, carried: bool = False) -> None:
        """Deal (or come back at the saved position): free seats go to the
        computer.  ``carried``: taken over from a host that died (``carry_on``
        says who plays each seat, and no news of it)."""
        for place in self.places:
            if place.kind is Kind.OPEN:
                place.kind = Kind.COMPUTER
                place.left = place.person is not None  # a seat kept for someone: they must join to take it
        seats = [(self.seat_name(s), None if place.kind is Kind.PERSON else self.level)
                 for s, place in enumerate(self.places)]
        saved = self.saved_position
        start = self.unstarted_game if saved is None else saving.saved_start(saved)
        self.driver = open_driver(start, seats, self.hub.clock, delay=BOT_DELAY)
        self.news = [] if saved is None else saving.anchored_news(saved, self.driver.told)
        self.saved_position = None
        if saved is not None and not carried:
            self._hands_now()
        self._unsubscribe = self.driver.subscribe(self._published)
        self._note_turn()
        for seat in self.present():
            self.send_state(seat)  # before the driver's first update (a countdown, a restored match resumed)
        self.driver.start()
        if self.driver.paused and not self.holds:
            self.driver.resume()  # a restored Speed match comes back paused
        self.hub.lobby_changed()

    def _hands_now(self) -> None:
        """A reopened table's news goes on from who plays each seat now:
        a person the computer played for, or whose link dropped as the
        server stopped, is back; a person's seat the computer plays from
        the reopen on says so."""
        last: dict[int, type] = {}  # each seat's newest news: dropped (the server stopped), the computer's, back
        for _anchor, event in self.news:
            if isinstance(event, (SeatDropped, ComputerPlays, SeatBack)):
                last[event.seat] = type(event)
        for seat, place in enumerate(self.places):
            if place.person is None:
                continue
            name = place.person.name
            if place.kind is Kind.COMPUTER and last.get(seat) is not ComputerPlays:
                self._news(ComputerPlays(seat, name, guest=place.person.guest))
            elif place.kind is Kind.PERSON and last.get(seat) in (SeatDropped, ComputerPlays):
                self._news(SeatBack(seat, name))

    # The people's requests ----------------------------------------------------

    def act(self, seat: int, text: str) -> None:
        if not self.started:
            raise Refusal(_("The game has not started yet."))
        if not self.hub.may_move():
            self.hold_for_store(True)
            raise Refusal(_("This host cannot reach the game store: the table waits for it."))
        if self.paused:
            raise Refusal(_("The game is paused."))
        try:
            self.live.act(seat, text)
        except IllegalAction as refusal:
            raise Refusal(str(refusal)) from None

    def hint(self, seat: int) -> None:
        client = self.connection(seat)
        if not self.started or self.is_over:
            self.hub.post(client, lambda: {"type": "hint", "hint": None,
                                           "reason": _("You have nothing to decide now.")})
            return
        if seat in self._hinting:  # asked again before the answer: no second search is queued
            self.hub.post(client, lambda: {"type": "hint", "hint": None,
                                           "reason": _("Your hint is still being worked out.")})
            return
        question = self.live.hint_question(seat)
        if question is None:
            self.hub.post(client, lambda: {"type": "hint", "hint": None,
                                           "reason": _("You have nothing to decide now.")})
            return
        self.places[seat].hints_used = True
        self._hinting.add(seat)

        def answered(hint) -> None:  # the reason was said in the receiver's language
            self._hinting.discard(seat)
            if client is self.places[seat].client:  # still at this seat
                self.hub.post(client, lambda: {"type": "hint", "hint": telling.wire(self, hint, seat),
                                               "reason": hint.reason})

        def failed() -> None:
            self._hinting.discard(seat)
            if client is self.places[seat].client:
                self.hub.post(client, lambda: {"type": "hint", "hint": None,
                                               "reason": _("No hint: it could not be worked out.")})

        self.hub.work(client.lang, question, answered, failed)

    def undo(self, seat: int) -> None:
        if not self.started:
            raise Refusal(_("The game has not started yet."))
        if not self.undoable_game:
            raise Refusal(_("There is no undo in this game."))
        if not self.undo_on:
            raise Refusal(_("There is no undo at a table with more than one person: everyone must agree what happened."))
        if self.is_over:
            raise Refusal(_("The game is over: there is nothing to undo."))
        if not self.live.can_undo():
            raise Refusal(_("Nothing to undo: you have not made a move yet."))
        try:
            self.live.undo()  # publishes the undone update: everyone gets the state
        except IllegalAction as refusal:  # past a card turned up: nothing changed
            raise Refusal(str(refusal)) from None

    def pause(self, seat: int, on: bool) -> None:
        if not self.started:
            raise Refusal(_("The game has not started yet."))
        if not on:
            if not self.paused:
                raise Refusal(_("The game is not paused."))
            self._release(PAUSE)
            for other in self.present():
                self.hub.post(self.connection(other), partial(self._paused, False, seat, other))
            return
        if self.is_over:
            raise Refusal(_("The game is over."))
        if self.paused:
            raise Refusal(_("The game is already paused."))
        if self.pause_ask is not None:
            raise Refusal(_("{name} has already asked to pause.").format(name=self.seat_name(self.pause_ask[0])))
        others = {s for s in self.present() if s != seat}
        if not others:
            self._pause_now(seat)
            return
        self.pause_ask = (seat, others)
        for other in others:
            self.hub.post(self.connection(other), partial(self._pause_asked, seat, other))

    def _paused(self, on: bool, by: int, seat: int) -> dict:
        return {"type": "paused", "table": self.id, "on": on, "by": telling.rotated(self, by, seat)}

    def _pause_asked(self, by: int, seat: int) -> dict:
        return {"type": "pause_asked", "table": self.id, "by": telling.rotated(self, by, seat)}

    def answer(self, seat: int, yes: bool) -> None:
        if self.pause_ask is None or seat not in self.pause_ask[1]:
            raise Refusal(_("Nobody has asked you to pause."))
        asker, waiting = self.pause_ask
        if yes:
            waiting.discard(seat)
            if not waiting:
                self._pause_now(asker)
            return
        self.pause_ask = None
        name = self.seat_name(seat)
        asking = self.places[asker].client
        if asking is not None:
            self.hub.post(asking, lambda: {"type": "refused", "reason": _("{name} wants to play on.").format(name=name)})
        for other in self.present():
            if other != asker:
                self.hub.post(self.connection(other),
                              lambda: {"type": "pause_asked", "table": self.id, "by": None})

    def _pause_now(self, by: int) -> None:
        self.pause_ask = None
        self._hold(PAUSE)
        for other in self.present():
            self.hub.post(self.connection(other), partial(self._paused, True, by, other))

    def _forget_in_pause_question(self, seat: int) -> None:
        """A person who gets up is asked nothing more; an asker who does withdraws."""
        if self.pause_ask is None:
            return
        asker, waiting = self.pause_ask
        if seat == asker:
            self.pause_ask = None
            for other in waiting:
                if self.places[other].client is not None:
                    self.hub.post(self.connection(other),
                                  lambda: {"type": "pause_asked", "table": self.id, "by": None})
            return
        waiting.discard(seat)
        if not waiting:
            self._pause_now(asker)

    # Holding the driver -------------------------------------------------------

    def hold_for_store(self, held: bool) -> None:
        """No move is taken while this host cannot prove it owns the table
        (``Hub.hold_moves``); when it can again, what was made meanwhile is
        told and saved."""
        if self.driver is None or self.is_over:
            return
        if held and STORE not in self.holds:
            self._hold(STORE)
        elif not held and STORE in self.holds:
            self._release(STORE)
            if self._untold:
                self._untold = False
                self._note_turn()
                for seat in self.present():
                    self.send_state(seat)
                self.hub.autosave(self)

    def stop_here(self) -> list[Occupant]:
        """Another host owns this table now: it stops at once (no move, no
        timer, no write) and lets go of its people, who are returned."""
        clients = []
        for place in self.places:
            self._stop_countdown(place)
            if place.client is not None:
                clients.append(place.client)
                self.hub.placed(place.client, None, None)
                place.client = None
        if self.driver is not None:
            self.driver.pause()
        if self._unsubscribe is not None:
            self._unsubscribe()
            self._unsubscribe = None
        self.saved = True  # listed nowhere from here, reopened never: the hub drops it
        return clients

    def notice(self, text: str) -> None:
        """One line (marked with ``N_``) to everyone present, in their language."""
        for seat in self.present():
            self.hub.post(self.connection(seat), lambda: {"type": "notice", "table": self.id, "text": _(text)})

    def moves_made(self) -> int:
        return len(self.driver.log) if self.driver is not None else len((self.saved_position or {}).get("log", []))

    def _hold(self, reason: str) -> None:
        self.holds.add(reason)
        self.live.pause()

    def _release(self, reason: str) -> None:
        self.holds.discard(reason)
        if not self.holds and self.driver is not None and not self.is_over:
            self.driver.resume()

    def _release_if_nobody_away(self) -> None:
        if AWAY in self.holds and not any(place.kind is Kind.AWAY for place in self.places):
            self._release(AWAY)

    # What the people are told ---------------------------------------------------

    def _note_turn(self) -> None:
        """Who the game waits for (one seat, turn-based), and since when."""
        waiting = None
        if not self.live.real_time and not self.game.is_over:
            to_act = self.game.to_act()
            if len(to_act) == 1:
                waiting = next(iter(to_act))
        if waiting != self.turn[0]:
            self.turn = (waiting, self.hub.clock.now())

    def _news(self, event: Event) -> Event:
        """A change of hands at a seat (rules.tables.news), kept after the
        driver's newest told event (a person taking their seat back reads
        it among the moves: ``TableState.told``)."""
        told = self.live.told
        self.news.append((told[-1] if told else None, event))
        del self.news[:-NEWS_KEPT]
        return event

    def _tell_seats(self, but: int | None = None, news: Event | None = None) -> None:
        for seat in self.present():
            if seat != but:
                self.hub.post(self.connection(seat), partial(telling.seats_message, self, seat, news))
        if news is not None and self.running and self.hub.may_move():
            self.hub.autosave(self)  # the news kept too: a server stopped now reopens with them

    def state(self, seat: int) -> dict:
        """The whole picture for ``seat`` (in the language of the moment)."""
        return telling.state(self, seat)

    def lobby_entry(self, person: Person) -> dict:
        return telling.lobby_entry(self, person)

    def saved_data(self) -> dict:
        return saving.table_data(self)

    def send_state(self, seat: int) -> None:
        self.hub.post(self.connection(seat), lambda: self.state(seat))

    def _published(self, update: Update) -> None:
        """The driver's update, told to each person present as their seat
        sees it, and saved; held back, untold and unsaved, while this host
        may take no move (a computer's move as a host wakes from a freeze:
        if another host owns the table now, nobody ever sees it)."""
        if self._untold or not self.hub.may_move():
            self._untold = True
            self.hold_for_store(True)
            return
        self._note_turn()
        for seat in self.present():
            client = self.connection(seat)
            if update.undone:
                self.hub.post(client, partial(self.state, seat))
            else:
                self.hub.post(client, partial(telling.update, self, update, seat))
        if self.game.is_over:
            self.hub.lobby_changed()
        self.hub.autosave(self)  # every move kept: a host that dies loses none of them

    # The lobby and the store ------------------------------------------------------

    @classmethod
    def from_saved(cls, hub: Outbox, data: dict, *, away_seconds: float) -> SharedTable:
        """A saved table, waiting in the store to be reopened (``ValueError``
        / ``KeyError`` / ``TypeError`` for data that is no table)."""
        saving.check_format(data)
        game = rules.load_game(data["state"])
        host = Person(str(data["host"]["key"]), str(data["host"]["name"]))
        table = cls(hub, str(data["id"]), game, [], level=str(data["level"]), host=host, away_seconds=away_seconds)
        table._wait_in_store(data)
        return table

    def carry_on(self) -> None:
        """A saved table runs again with nobody present (the host that ran
        it has died: another took it over): every person's seat is away,
        as if their links had dropped, and each comes back by connecting."""
        self.saved = False
        self.start(carried=True)
        now = self.hub.clock.now()
        for seat, place in enumerate(self.places):
            if place.person is None:
                continue
            place.kind, place.left, place.away_until = Kind.AWAY, False, now + self.away_seconds
            place.countdown = self.hub.clock.call_later(min(COUNTDOWN_EVERY, self.away_seconds), self._countdown, seat)
            driver = self.live
            if driver.seats[seat].bot is not None:
                driver.seats[seat].bot = None
                driver.seat_changed(seat)
            if driver.real_time:
                self._hold(AWAY)
        self.hub.lobby_changed()

    def reopen(self, client: Occupant) -> None:
        """Back from the store: ``client``'s person sits and hosts; the
        others' seats wait for them; it starts when they are all back (or
        on the host's ``start``)."""
        seat = self.seat_of(client.person)
        if seat is None:
            raise Refusal(_("You have no seat at this table."))
        self.saved = False
        self.host = client.person
        self.sit(seat, client)

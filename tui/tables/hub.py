"""The tables with people, as the server runs them: ``Hub`` holds the
lobby and every table, ``Client`` is one person's connection to it.

Everything is synchronous and driven by the hub's ``Clock``: the server's
hub listener (asyncio, a unix socket, JSON lines) decodes each line and
hands it to ``Client.receive``, and gives ``Hub.connect`` the function that
writes a message back; tests do the same on a ManualClock, with no socket.

Every message to anyone goes through ``Hub.post``: it is made in the
receiver's language (``rules.i18n.speaking`` around the work), sent,
and shown to ``tap`` (the tests check every message there).  Nothing a
client sends can raise out of ``receive``: a bad request is answered with
``refused`` and changes nothing (rules.tables.protocol).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from functools import partial
from typing import Any, Protocol

import rules
from rules import i18n
from rules.clock import Clock
from rules.i18n import speaking
from rules.tables.names import NAME_WIDTH
from rules.tables.protocol import Refusal, Request, read
from rules.tables.seats import Kind, Occupant, Person, TableSeat
from rules.tables.shared import STORE_BACK, STORE_DOWN, SharedTable

from ..i18n import _
from .keeping import NewestWrites
from .lobby import Lobby, lobby_order
from .store import NotOwner, TableStore

Send = Callable[[dict], None]
Tap = Callable[[str, dict], None]
# work(language, question, answered, failed): answered(question()), the
# question asked in ``language``; or, when the question raised, failed() (the
# worker keeps the error in its problems).  Exactly one of the two, maybe
# later, from the clock's loop.
Work = Callable[[str, Callable[[], Any], Callable[[Any], None], Callable[[], None]], None]
# keep(make, failed, done): the store's write ``make()`` (a table's data made
# on the loop already), then ``done(what it returned)`` on the loop, or
# ``failed(error)`` on the loop when it raised; the writes in the order they
# were handed over (tui.tables.keeping.Keep).
Keep = Callable[[Callable[[], Any], Callable[[Exception], None], Callable[[Any], None]], None]


class Peers(Protocol):
    """What the hub asks of the other hosts, when there are some
    (tui/hosts: the broker and the tables' ownership); ``OneHost`` when
    there are none.  The hub's public side for them: ``attach``,
    ``connect``, ``carry_on``, ``lose``, ``hold_moves``, ``lobby_changed``."""

    def listing(self, person: Person) -> list[dict]:
        """The tables other hosts run, as ``person``'s lobby lists them."""

    def runs_elsewhere(self, table_id: str) -> bool:
        """Whether another host runs ``table_id`` now: then this hub's saved
        copy of it is neither listed nor reopened here (a table runs once)."""

    def lobby_changed(self) -> None:
        """This hub's lobby changed (the other hosts are told)."""

    def may_move(self) -> bool:
        """Whether this host may take a move now: it has proved within its
        bound that it still owns its tables (tui/hosts/ownership.py)."""

    def table_lost(self, table_id: str, clients: list[Client]) -> bool:
        """``table_id`` is another host's now: hand ``clients`` (this hub's
        people who sat at it) over to it; False: they are told here."""


class OneHost:
    """The hub's ``Peers`` on one host: nobody else, every move its own."""

    def listing(self, person: Person) -> list[dict]:
        return []

    def runs_elsewhere(self, table_id: str) -> bool:
        return False

    def lobby_changed(self) -> None:
        pass

    def may_move(self) -> bool:
        return True

    def table_lost(self, table_id: str, clients: list[Client]) -> bool:
        return False


class Hub:
    def __init__(self, clock: Clock, *, store: TableStore | None = None, away_seconds: float = 60.0,
                 tap: Tap | None = None, work: Work | None = None, keep: Keep | None = None,
                 events: Callable[..., None] | None = None) -> None:
        """``work``: how a slow answer (a hint: the hard player's search) is
        worked out; by default at once, here, which holds every table in
        this process until it is done: the server gives one that uses a
        thread.  ``keep``: how the store's writes are made, likewise (the
        server's writes them in a thread of their own, in order)."""
        self.clock = clock
        self.work = work or self.work_here
        self.keep = keep or self.keep_here
        self.writes = NewestWrites(self.keep)  # each table's writes through ``keep``, the newest only
        self.store = store
        self.away_seconds = away_seconds
        self.tap = tap
        self.lobby = Lobby()
        self.tables: dict[str, SharedTable] = self.lobby.tables
        self.peers: Peers = OneHost()  # the other hosts (``attach``)
        self.store_down = False  # a write failed and none has succeeded since (``_written``)
        # events(name, **fields): what the server's log says at once ("store-down", "store-up moves=N")
        self.events: Callable[..., None] = events or (lambda name, **fields: None)
        self.clients: list[Client] = []
        self.problems: list[str] = []  # what went wrong here and not at a client's door (the server logs them)
        self._depth = 0
        self._lobby_dirty = False
        if store is not None:
            self._load(store)

    def _load(self, store: TableStore) -> None:
        for table_id, data in store.load_all().items():
            self.lobby.reserve(table_id)
            try:
                table = SharedTable.from_saved(self, data, away_seconds=self.away_seconds)
                if table.id != table_id:
                    raise ValueError(f"it says it is {table.id}")
            except Exception as error:  # noqa: BLE001 - a damaged save is skipped, never a crash
                self.problems.append(f"table {table_id}: skipped, it cannot be reopened ({type(error).__name__}: {error})")
                continue
            self.lobby.add(table)
        self.problems.extend(store.problems)

    def attach(self, peers: Peers) -> None:
        """The other hosts (tui/hosts), once they are reachable."""
        self.peers = peers

    def may_move(self) -> bool:
        return self.peers.may_move()

    def work_here(self, language: str, question: Callable[[], Any], answered: Callable[[Any], None],
                  failed: Callable[[], None]) -> None:
        """The default ``work``: at once, here."""
        try:
            with speaking(language):
                answer = question()
        except Exception as error:  # noqa: BLE001 - a hint that fails must not stop the table
            self.problems.append(f"a hint failed ({type(error).__name__}: {error})")
            failed()
            return
        answered(answer)

    # Connections --------------------------------------------------------------

    def connect(self, person: Person, lang: str, send: Send) -> Client:
        """A person's app connected: welcome, the lobby, and their seat back
        at once if their link had dropped from a running table.  A guest
        whose name another person here has already is numbered ("guest 2"):
        every guest is "guest" by default, and two in one lobby must be told apart."""
        if person.guest:
            person = self._numbered(person)
        client = Client(self, person, lang if lang in i18n.LANGUAGES else i18n.SOURCE_LANGUAGE, send)
        self.clients.append(client)
        with self.batch():
            self.post(client, lambda: {"type": "welcome", "you": {"key": person.key, "name": person.name}})
            self.post(client, lambda: self._tables(client))
            back = self.lobby.to_take_back(person)
            if back is not None:
                table, seat = back
                table.sit(seat, client)
        return client

    def _numbered(self, person: Person) -> Person:
        taken = {client.person.name for client in self.clients if client.person.key != person.key}
        taken |= {place.person.name for table in self.tables.values() for place in table.places
                  if place.person is not None and place.person.key != person.key}  # their own seat is theirs
        if person.name not in taken:
            return person
        n = 2
        while True:
            name = f"{person.name[:NAME_WIDTH - 1 - len(str(n))]} {n}"
            if name not in taken:
                return Person(person.key, name)
            n += 1

    # Sending ------------------------------------------------------------------------

    def post(self, occupant: Occupant, build: Callable[[], dict]) -> None:
        """The one way out: ``build()`` made in the client's language, sent,
        tapped.  It never raises: it is called from inside the drivers'
        updates, and a table must play on whatever one message does (what
        failed is kept in ``problems``, for the server's log)."""
        client = self.own(occupant)
        if client.closed:
            return
        try:
            with speaking(client.lang):
                message = build()
        except Exception as error:  # noqa: BLE001 - a message that cannot be made must not stop the table
            self.problems.append(f"{client.person.key}: a message could not be made ({type(error).__name__}: {error})")
            return
        try:
            client.send(message)
        except Exception as error:  # noqa: BLE001 - one broken link must not stop the others
            self.problems.append(f"{client.person.key}: sending failed ({type(error).__name__}: {error})")
        if self.tap is not None:
            self.tap(client.person.key, message)

    def placed(self, occupant: Occupant, table: SharedTable | None, seat: int | None) -> None:
        """Where the client sits now, as its table says (rules.tables.shared.Outbox)."""
        client = self.own(occupant)
        client.table, client.seat = table, seat

    def own(self, occupant: Occupant) -> Client:
        """A table's ``Occupant`` as the hub's ``Client``: a table holds
        only the connections its hub seated there."""
        if not isinstance(occupant, Client):
            raise TypeError(f"{occupant!r} is not a connection of this hub")
        return occupant

    def _tables(self, client: Client) -> dict:
        here = self.lobby.listing(client.person)
        there = self.peers.listing(client.person)
        if there:
            # A table is listed once, from the host that runs it: a saved copy
            # here gives way to it, and a copy another host still lists while
            # this one runs it (the other stops it at its next write) is not shown.
            here = [entry for entry in here if not (entry["saved"] and self.peers.runs_elsewhere(entry["id"]))]
            listed = {entry["id"] for entry in here}
            there = [entry for entry in there if entry["id"] not in listed]
            here = sorted(here + there, key=lambda entry: lobby_order(entry["id"]))
        return {"type": "tables", "tables": here}

    @contextlib.contextmanager
    def batch(self) -> Iterator[None]:
        """One ``tables`` push for all the changes made inside."""
        self._depth += 1
        try:
            yield
        finally:
            self._depth -= 1
            if self._depth == 0 and self._lobby_dirty:
                self._push_lobby()

    def lobby_changed(self) -> None:
        if self._depth:
            self._lobby_dirty = True
        else:
            self._push_lobby()

    def _push_lobby(self) -> None:
        self._lobby_dirty = False
        self.peers.lobby_changed()
        for client in list(self.clients):
            if client.table is None or not client.table.running:
                self.post(client, partial(self._tables, client))

    # Tables -------------------------------------------------------------------

    def table_ended(self, table: SharedTable, saved: bool) -> None:
        if (store := self.store) is not None:
            if saved:
                data = table.saved_data()
                self._write(table, lambda: store.save(table.id, data), lambda error: self._not_saved(table, error))
            else:
                self._delete(table)
        if not saved:
            self.lobby.remove(table)
        self.lobby_changed()

    def _not_saved(self, table: SharedTable, error: Exception) -> None:
        """A table whose people left could not be kept: it cannot be reopened, so it leaves the lobby."""
        self._not_written(table, "not saved", error)
        if table.saved and self.tables.get(table.id) is table:
            self.lobby.remove(table)
            self.lobby_changed()

    def _not_written(self, table: SharedTable, what: str, error: Exception) -> None:
        if isinstance(error, NotOwner):
            self.problems.append(f"table {table.id}: {what}, another host owns it now: stopped here")
            self.lose(table.id)
            return
        self.problems.append(f"table {table.id}: {what} ({type(error).__name__}: {error})")
        if self.store is not None and self.store.shared and not self.store_down:  # one host's files: as before, the problem is noted only
            self.store_down = True
            self.events("store-down", table=table.id, detail=f"{type(error).__name__}: {str(error).strip()}")
            for running in list(self.tables.values()):
                if running.running:
                    running.notice(STORE_DOWN)

    def _written(self, table: SharedTable, moves: int) -> None:
        """A write made (told on the loop): a store that was down is back."""
        if self.store_down:
            self.store_down = False
            self.events("store-up", table=table.id, moves=moves)
            for running in list(self.tables.values()):
                if running.running:
                    running.notice(STORE_BACK)

    def _write(self, table: SharedTable, write: Callable[[], None], failed: Callable[[Exception], None]) -> None:
        moves = table.moves_made()
        self.writes.write(table.id, write, failed, lambda: self._written(table, moves))

    def lose(self, table_id: str) -> None:
        """``table_id`` is another host's now (a fenced write was refused,
        or a renewal found it claimed): it stops here at once and writes
        nothing more; its people are handed to its owner (``Peers``) or
        told in one line."""
        table = self.tables.get(table_id)
        if table is None or table.saved:
            return
        clients = [self.own(occupant) for occupant in table.stop_here()]
        self.lobby.remove(table)
        self.writes.forget(table_id)
        with self.batch():
            if not self.peers.table_lost(table_id, clients):
                for client in clients:
                    self.post(client, lambda: {"type": "closed", "table": table_id, "reason": _(
                        "This table is played on another host now: find it in the lobby.")})
            self.lobby_changed()

    def hold_moves(self, held: bool) -> None:
        """Every running table here stops taking moves (this host cannot
        prove it still owns them: tui/hosts/ownership.py), or takes them again."""
        for table in list(self.tables.values()):
            if table.running:
                table.hold_for_store(held)

    def autosave(self, table: SharedTable) -> None:
        """After every move: the table's position now into the store (a
        game over: out of it), so a server that dies loses no move
        (tui.tables.keeping: a write not begun gives way to a newer one)."""
        if (store := self.store) is None:
            return
        if table.is_over:
            self._delete(table)
            return
        data = table.saved_data()
        self._write(table, lambda: store.save(table.id, data, running=True),
                    lambda error: self._not_written(table, "not autosaved", error))

    def _delete(self, table: SharedTable) -> None:
        if (store := self.store) is None:
            return
        self._write(table, lambda: store.delete(table.id),
                    lambda error: self._not_written(table, "not deleted", error))

    def keep_here(self, make: Callable[[], Any], failed: Callable[[Exception], None],
                  done: Callable[[Any], None]) -> None:
        """The default ``keep``: the store's write at once, here."""
        try:
            made = make()
        except Exception as error:  # noqa: BLE001 - a store that fails must not stop the table
            failed(error)
            return
        done(made)

    def carry_on(self, data: dict) -> SharedTable:
        """A table another host ran until it died, from its last save in
        the shared store: it runs here now (in place of any saved copy),
        its people's seats away until they connect (rules.tables.shared)."""
        table = SharedTable.from_saved(self, data, away_seconds=self.away_seconds)
        self.lose(table.id)  # a copy still running here (lost, not yet told) stops first: one table per id
        self.lobby.add(table)
        table.carry_on()
        return table

    def create(self, client: Client, request: Request) -> SharedTable:
        """A new table from a ``create`` request; its creator hosts it at seat 0."""
        if self.store_down:
            raise Refusal(_("The game store cannot be reached: no new table now. Try again shortly."))
        name = request.get("game")
        if name not in rules.GAMES:
            raise Refusal(_("There is no game {game} (there are: {known}).").format(
                game=repr(name), known=", ".join(rules.GAMES)))
        level = request.get("level") or rules.default_level(name)
        if level not in rules.bot_levels(name):
            raise Refusal(_("There is no level {level} (there are: {known}).").format(
                level=repr(level), known=", ".join(rules.bot_levels(name))))
        options = request.get("options") or {}
        try:
            game = rules.new_game(name, seed=request.get("seed"), **options)
        except (TypeError, ValueError, KeyError) as error:
            raise Refusal(_("These options do not fit {game}: {options}.").format(
                game=rules.game_class(name).display_title(), options=", ".join(sorted(options)) or "-")) from error
        people = request.get("people") or []
        for seat in people:
            if not 1 <= seat < game.num_players:
                raise Refusal(_("Seat {seat} is no seat for another person (the seats are 1 to {last}).").format(
                    seat=seat, last=game.num_players - 1))
        if len(set(people)) != len(people):
            raise Refusal(_("Each seat can be given to people only once."))
        places = [TableSeat(Kind.OPEN if seat in people else Kind.COMPUTER) for seat in range(game.num_players)]
        numbers = self.store.next_number if self.store is not None else None
        table = SharedTable(self, self.lobby.new_id(numbers), game, places, level=level, host=client.person,
                            away_seconds=self.away_seconds)
        self.lobby.add(table)
        table.sit(0, client)
        return table


class Client:
    """One person's connection (``Hub.connect``)."""

    def __init__(self, hub: Hub, person: Person, lang: str, send: Send) -> None:
        self.hub = hub
        self.person = person
        self.lang = lang
        self.send = send
        self.table: SharedTable | None = None  # where this connection sits
        self.seat: int | None = None
        self.closed = False

    def receive(self, message: Any) -> None:
        """One decoded JSON value from the app; never raises."""
        if self.closed:
            return
        with speaking(self.lang), self.hub.batch():
            try:
                self._handle(read(message))
            except Refusal as refusal:
                reason = str(refusal)
                self.hub.post(self, lambda: {"type": "refused", "reason": reason})
            except Exception as error:  # noqa: BLE001 - a bug here must not reach the person or the server
                self.hub.problems.append(f"{self.person.key}: {message!r:.200}: {type(error).__name__}: {error}")
                self.hub.post(self, lambda: {"type": "refused", "reason": _("The server could not do that.")})

    def close(self) -> None:
        """The link dropped (or the app left): a running table's seat waits ``away_seconds``."""
        if self.closed:
            return
        with self.hub.batch():
            if self.table is not None and self.seat is not None:
                self.table.drop(self.seat)
            self.closed = True
            if self in self.hub.clients:
                self.hub.clients.remove(self)

    # Requests ----------------------------------------------------------------------

    def _handle(self, request: Request) -> None:
        kind = request.type
        if kind == "hello":
            raise Refusal(_("You are already connected."))
        if kind == "lang":
            self.lang = request.get("lang")
            self.hub.post(self, lambda: self.hub._tables(self))
            if self.table is not None and self.seat is not None and self.table.started:
                self.table.send_state(self.seat)
            return
        if kind == "tables":
            self.hub.post(self, lambda: self.hub._tables(self))
            return
        if kind in ("create", "join", "reopen"):
            {"create": self._create, "join": self._join, "reopen": self._reopen}[kind](request)
            return
        table, seat = self._seated()
        if kind == "leave":
            table.leave(seat)
        elif kind == "start":
            if table.started:
                raise Refusal(_("The game has already started."))
            if table.host.key != self.person.key:
                raise Refusal(_("Only the host, {name}, can start the game early.").format(name=table.host.name))
            table.start()
        elif kind == "act":
            table.act(seat, request.get("action"))
        elif kind == "hint":
            table.hint(seat)
        elif kind == "undo":
            table.undo(seat)
        elif kind == "pause":
            table.pause(seat, request.get("on"))
        elif kind == "answer":
            table.answer(seat, request.get("yes"))

    def _seated(self) -> tuple[SharedTable, int]:
        if self.table is None or self.seat is None:
            raise Refusal(_("You are not sitting at a table."))
        return self.table, self.seat

    def _not_seated_elsewhere(self, table: SharedTable | None = None) -> None:
        held = self.hub.lobby.sitting(self.person)
        if held is not None and held[0] is not table:
            raise Refusal(_("You already sit at a table: leave it first."))

    def _create(self, request: Request) -> None:
        self._not_seated_elsewhere()
        self.hub.create(self, request)

    def _join(self, request: Request) -> None:
        table = self.hub.tables.get(request.get("table"))
        if table is None or table.saved:
            raise Refusal(_("There is no table {table}.").format(table=repr(request.get("table"))))
        self._not_seated_elsewhere(table)
        wanted = request.get("seat")
        if wanted is not None and not 0 <= wanted < table.num_players:
            raise Refusal(_("There is no seat {seat} at this table.").format(seat=wanted))
        if self.table is table:
            raise Refusal(_("You already sit at this table."))
        own = table.seat_of(self.person)
        if own is not None:
            if wanted is not None and wanted != own:
                raise Refusal(_("Your seat at this table is seat {seat}.").format(seat=own))
            table.sit(own, self)  # your own seat back (or here, from another terminal)
            return
        if table.started:
            raise Refusal(_("This game has started: only its own people can sit down at it."))
        free = table.free_seats(self.person)
        if not free:
            raise Refusal(_("There is no free seat at this table."))
        if wanted is None:
            wanted = free[0]
        elif wanted not in free:
            raise Refusal(_("That seat is not free."))
        table.sit(wanted, self)

    def _reopen(self, request: Request) -> None:
        table = self.hub.tables.get(request.get("table"))
        if table is None or not table.saved or table.seat_of(self.person) is None:
            raise Refusal(_("You have no saved table {table}.").format(table=repr(request.get("table"))))
        if self.hub.store_down:
            raise Refusal(_("The game store cannot be reached: no table reopens now. Try again shortly."))
        if self.hub.peers.runs_elsewhere(table.id):
            raise Refusal(_("This table is being played on another host: join it from the lobby."))
        self._not_seated_elsewhere()
        table.reopen(self)

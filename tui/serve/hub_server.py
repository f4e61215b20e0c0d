"""The shared tables' listener: the one place in the server where the
people's apps reach ``tui.tables.Hub`` (which runs every shared table,
once, in this process).

Each app the server starts is given the socket's path and a token of its
own (``KORTBORD_TABLES``, ``KORTBORD_TABLES_TOKEN``); the token stands for
the SSH login that started it, so an app can only ever speak for the
person who logged in, whatever it sends.  The socket is in a directory
only the server's user can open.  The protocol is JSON lines
(rules/tables/protocol.py documents it): the first line must be a
``hello`` with a live token, every later line is handed to the person's
``Client``; a line too long, or not JSON (whatever the parser trips on,
nesting too deep included), ends that link, and the server's log says why
(the app reconnects as a dropped link would).  A reader that falls too far behind is cut off
rather than let the server's memory grow.
"""

from __future__ import annotations

import asyncio
import json
import secrets
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rules import i18n
from rules.clock import AsyncioClock
from rules.tables import Person
from rules.tables.names import shown_name
from rules.tables.protocol import loads
from rules.tables.seats import GUEST

from ..base.serve_log import ServeLog
from ..base.table_env import NAMES, TableEnv
from ..tables import Client, Hub
from ..tables.hub import OneHost
from ..tables.store import JsonDirStore, NotOwner, TableStore
from . import identity
from .local_socket import LocalSocket

if TYPE_CHECKING:
    from ..hosts.broker import Broker
    from ..hosts.lease import LeaseKeeper
    from ..hosts.ownership import Ownership
    from ..hosts.relay import Relay

SOCKET_NAME = "tables.sock"
LINE_LIMIT = 64 * 1024  # bytes in one line from an app: an action is a few dozen
BEHIND_LIMIT = 4 * 1024 * 1024  # bytes waiting for a slow app before its link is cut
HINT_THREADS = 2  # hints worked out at once (the rest wait their turn)
HELLO_WAIT = 5.0  # seconds an app has to say hello
ENV_PATH, ENV_TOKEN = NAMES["tables"], NAMES["token"]


def person_for(player: identity.Player, user: str | None) -> Person:
    """Who a login is at the tables: its key (a guest is new each time, so
    a guest cannot take a seat back), by the name it logged in with, as
    the others may see it (rules.tables.names)."""
    key = player.fingerprint or f"{GUEST}{player.home.name}"
    return Person(key, shown_name(user or "", fallback="guest" if player.guest else key[-6:]))


@dataclass
class Login:
    person: Person
    lang: str


class Fenced(OneHost):
    """One node whose tables are fenced in PostgreSQL (``--database``
    without ``--broker``): it takes moves only while its lease is renewed."""

    def __init__(self, lease: LeaseKeeper) -> None:
        self.lease = lease

    def may_move(self) -> bool:
        return self.lease.renewals_ok()


class HubServer:
    def __init__(self, data: Path, *, clock=None, away_seconds: float = 60.0,
                 tap: Callable[[str, dict], None] | None = None, log: ServeLog | None = None,
                 store: TableStore | None = None, broker: str | None = None, broker_namespace: str | None = None,
                 cluster_key: bytes | None = None, ownership: Ownership | None = None) -> None:
        """``store``: where tables whose people left are kept (a directory
        in ``data`` unless given: ``--database`` gives PostgreSQL's).
        ``ownership``: this node's lease and tables (with PostgreSQL's
        store: tui/hosts/ownership.py, renewed here).  ``broker``: Redis's URL (``--broker``): the tables of every host
        sharing it are in this one's lobby, and its people may sit at them
        (broker.py), every message between the hosts sealed with
        ``cluster_key`` (``--cluster-key-file``: required with a broker)."""
        if broker and cluster_key is None:
            raise ValueError("a broker needs a cluster key (tui/hosts/sealed.py)")
        self.data = data
        self.log = log  # the server's log (serve.log): why a link was cut
        self.pool = ThreadPoolExecutor(max_workers=HINT_THREADS, thread_name_prefix="hint")
        # One thread writes the store (a file's fsync, PostgreSQL's round
        # trip: a millisecond or more the loop would hold every table for),
        # one write after another, so a table's saves land in their order.
        self.keeping = ThreadPoolExecutor(max_workers=1, thread_name_prefix="keep")
        store = store if store is not None else JsonDirStore(identity.private_dir(data / "tables"))
        self.hub = Hub(clock or AsyncioClock(), store=store,
                       away_seconds=away_seconds, tap=tap, work=self.work, keep=self.keep, events=self._event)
        # PostgreSQL's store fences its writes with this node's ownership of
        # each table (tui/hosts/ownership.py); the lease is renewed here.
        self.ownership = ownership
        self.lease: LeaseKeeper | None = None
        self.broker_url = broker
        self.broker_namespace = broker_namespace  # None: broker.NAMESPACE (tests: one each, on one Redis)
        self.cluster_key = cluster_key
        self.broker: Broker | None = None
        self.tokens: dict[str, Person] = {}
        self.server: asyncio.AbstractServer | None = None
        self.links: set[asyncio.StreamWriter] = set()
        self.socket = LocalSocket(data, SOCKET_NAME)

    @property
    def path(self) -> str:
        return self.socket.path

    async def start(self) -> HubServer:
        self.server = await self.socket.listen(self._serve, LINE_LIMIT)
        if self.ownership is not None:
            from ..hosts.lease import LeaseKeeper

            self.lease = await LeaseKeeper(self.hub, self.ownership, takeover=bool(self.broker_url), log=self.log,
                                           drain=self._drain).start()
            self.hub.attach(Fenced(self.lease))
        if self.broker_url:
            from ..hosts.broker import Broker  # redis-py: only with --broker

            assert self.cluster_key is not None  # __init__ refuses a broker without one
            names = {} if self.broker_namespace is None else {"namespace": self.broker_namespace}
            self.broker = await Broker(self.broker_url, self.hub, key=self.cluster_key, log=self.log, lease=self.lease,
                                       **names).start()
        return self

    async def _drain(self) -> None:
        await asyncio.wrap_future(self.keeping.submit(lambda: None))

    def renewals_ok(self) -> bool:
        """What this node renews was renewed lately: its tables' lease in
        PostgreSQL within the self-stop bound (tui/hosts/ownership.py) and
        its lobby in the broker; True with neither, which renews nothing."""
        lease_ok = self.lease is None or self.lease.renewals_ok()
        return lease_ok and (self.broker is None or self.broker.renewals_ok())

    def _event(self, name: str, **fields: object) -> None:
        if self.log is not None:
            self.log.write(name, **fields)

    async def close(self) -> None:
        if self.server is not None:
            self.server.close()
            for writer in list(self.links):
                writer.close()
            await self.server.wait_closed()
            self.server = None
        if self.broker is not None:
            await self.broker.close()
            self.broker = None
        await asyncio.get_running_loop().run_in_executor(None, self.keeping.shutdown)  # every write handed over is made
        self.save_all()
        if self.lease is not None:
            await self.lease.close()
            self.lease = None
        self.pool.shutdown(wait=False, cancel_futures=True)
        self.socket.remove()

    def save_all(self) -> None:
        """Every running table into the store, as its people leaving would
        (the server is stopping): reopened from the lobby after a restart."""
        store = self.hub.store
        assert store is not None  # __init__ gives the hub one always
        for table in list(self.hub.tables.values()):
            if table.started and not table.is_over and not table.saved:
                if self.hub.may_move():
                    try:
                        store.save(table.id, table.saved_data())
                    except NotOwner as error:  # another node runs it: nothing is written
                        self._event("table-lost", table=table.id, detail=str(error))
                else:  # this node cannot prove it owns it: its last save stands, another node may carry it on
                    self._event("table-unsaved", table=table.id, moves=table.moves_made())

    def work(self, language: str, question: Callable[[], Any], answered: Callable[[Any], None],
             failed: Callable[[], None]) -> None:
        """A hint's search in a thread (up to a second of the hard player's
        time), so every other table here goes on meanwhile; the answer (or
        ``failed()``) is handed back on the loop.  The language is the
        context's own (``rules.i18n.speaking``), so the thread says it to
        that person only.  The pool's queue holds at most one question per
        seat (rules.tables.shared: one pending hint each)."""
        loop = asyncio.get_running_loop()

        def asked() -> Any:
            with i18n.speaking(language):
                return question()

        def done(future: asyncio.Future) -> None:
            if future.cancelled():
                return
            error = future.exception()
            if error is not None:
                self.hub.problems.append(f"a hint failed ({type(error).__name__}: {error})")
                failed()
                return
            answered(future.result())

        loop.run_in_executor(self.pool, asked).add_done_callback(done)

    def keep(self, make: Callable[[], Any], failed: Callable[[Exception], None], done: Callable[[Any], None]) -> None:
        """The store's write ``make`` in the keeping thread, after the writes
        handed over before it; ``done(its result)`` on the loop, or
        ``failed(error)`` if it raised."""
        loop = asyncio.get_running_loop()

        def written() -> None:
            try:
                made = make()
            except Exception as error:  # noqa: BLE001 - told on the loop: the hub notes it
                call(failed, error)
                return
            call(done, made)

        def call(function: Callable[[Any], None], value: Any) -> None:
            try:
                loop.call_soon_threadsafe(function, value)
            except RuntimeError:  # the loop has closed (the server's last writes): told here
                function(value)

        try:
            self.keeping.submit(written)
        except RuntimeError:  # the server is closing: the thread has stopped taking writes
            written()

    # Tokens -----------------------------------------------------------------

    def issue(self, person: Person) -> dict[str, str]:
        """The environment that lets one app speak for ``person``."""
        token = secrets.token_urlsafe(24)
        self.tokens[token] = person
        return TableEnv(tables=self.path, token=token).to_env()

    def revoke(self, env: dict[str, str]) -> None:
        self.tokens.pop(TableEnv.from_env(env).token or "", None)

    # One app's link -------------------------------------------------------------

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.links.add(writer)
        client = key = None
        try:
            login = await asyncio.wait_for(self._hello(reader), HELLO_WAIT)
            if login is None:
                return
            key = login.person.key
            client = self._connect(login, writer)
            while not writer.is_closing():
                line = await reader.readline()
                if not line:
                    break
                try:
                    message = loads(line)
                except ValueError as error:
                    self._cut(key, f"not JSON: {error}")
                    break
                client.receive(message)
        except (asyncio.LimitOverrunError, ValueError):  # readline's answer to a line over the limit
            self._cut(key, f"a line longer than {LINE_LIMIT} bytes")
        except (TimeoutError, ConnectionError):
            pass  # a link that broke the protocol ends; the app sees a dropped link
        except asyncio.CancelledError:
            pass  # the server is stopping (asyncio would report a cancelled link as an error)
        finally:
            self.links.discard(writer)
            if client is not None:
                client.close()
            writer.close()

    def _connect(self, login: Login, writer: asyncio.StreamWriter) -> Client | Relay:
        """The hub's client for the app; with a broker, the relay that hands
        the app's lines to it, or to the host whose table the person joins."""
        def send(message: dict) -> None:
            self._send(writer, message)

        if self.broker is None:
            return self.hub.connect(login.person, login.lang, send)
        relay = self.broker.relay(login.person, send, writer.close)
        relay.connected(self.hub.connect(login.person, login.lang, relay.here))
        return relay

    async def _hello(self, reader: asyncio.StreamReader) -> Login | None:
        line = await reader.readline()
        try:
            hello = loads(line)
        except ValueError as error:
            self._cut(None, f"not JSON: {error}")
            return None
        if not isinstance(hello, dict) or hello.get("type") != "hello":
            return None
        token, given = hello.get("token"), hello.get("lang")
        person = self.tokens.get(token) if isinstance(token, str) else None
        if person is None:
            return None
        lang = given if isinstance(given, str) else "en"
        return Login(person, lang)

    def _cut(self, key: str | None, problem: str) -> None:
        """A line that breaks the protocol ends its link: the log says whose
        (None: before a hello) and why (the parser's words; the log escapes
        and shortens them)."""
        if self.log is not None:
            self.log.write("tables_cut", key=key, problem=problem)

    def _send(self, writer: asyncio.StreamWriter, message: dict) -> None:
        if writer.is_closing():
            return
        if writer.transport.get_write_buffer_size() > BEHIND_LIMIT:
            writer.close()  # an app that reads nothing must not fill the server's memory
            return
        writer.write(json.dumps(message, ensure_ascii=False, separators=(",", ":")).encode() + b"\n")

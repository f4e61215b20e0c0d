"""The SSH server: who may come in, and that nothing but the table is offered.

``Connection`` is asyncssh's per-connection ``SSHServer``: it admits or
refuses the TCP connection (``limits.Admission``), authenticates (any key,
or only the listed ones; keyboard-interactive without a password for
guests; never a password), refuses every kind of forwarding, and opens one
``TableSession`` per connection.  ``TableServer`` owns the listener, the
spawner, the log, and every task, so ``close()`` hangs up every table and
waits for each to save.
"""

from __future__ import annotations

import asyncio
import socket
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from rules.clock import Clock

from ..base.redact import hidden
from ..base.serve_log import Rotation, ServeLog
from ..base.tasks import TaskSet, raised_at
from ..hosts.front_door import Address, FrontDoor, networks, text
from ..hosts.health import Health
from ..i18n import _
from . import identity
from .hub_server import HubServer, person_for
from .limits import Admission, Limits
from .pty_session import TableSession
from .spawn import Spawner, spawner
from .ssh import asyncssh

LOG_NAME = "serve.log"
# Each channel's receive window: what a client may send before the server
# has passed it on.  A session pauses its channel when the app does not
# read (tui/serve/inflow.py), so this is the most the server holds for it.
WINDOW = 256 * 1024
CLOSE_GRACE = 10.0  # seconds the connections' tasks get to end by themselves at close (hang-ups save tables)


@dataclass
class ServeConfig:
    data: Path
    host: str = "127.0.0.1"
    port: int = 2222
    limits: Limits = field(default_factory=Limits)
    authorized: set[str] | None = None  # fingerprints; None admits any key
    authorized_keys: Path | None = None  # the file ``authorized`` came from, read again on SIGHUP (reload)
    guest: bool = False
    spawn: str = "fork"  # fork (after import) or exec
    app_args: tuple[str, ...] = ()  # passed to every table's app (tests: a seed, a pace)
    tables_clock: Clock | None = None  # the shared tables' clock (tests: a ManualClock); None: the loop's
    tables_tap: Callable[[str, dict], None] | None = None  # sees every shared-table message (tests check them)
    database: str | None = None  # a PostgreSQL DSN: every player's data there, not in ``data`` (--database)
    broker: str | None = None  # Redis's URL: tables with people across the hosts sharing it (--broker, broker.py)
    lease: float | None = None  # seconds: the tables' lease (--lease, hidden; None: tui/hosts/ownership.LEASE)
    proxy_from: tuple[str, ...] = ()  # networks of load balancers that must send a PROXY header (front_door.py)
    host_key: Path | None = None  # a host key shared by every node; None: the one in ``data`` (made if missing)
    cluster_key: bytes | None = None  # seals every message between the nodes (--cluster-key-file; needed with ``broker``)
    health: tuple[str, int] | None = None  # where the balancer asks whether this node is well (--health, hosts/health.py)
    log_rotation: Rotation = field(default_factory=Rotation)  # serve.log's size and the rotated ones kept (--log-size, --log-keep)


class Door(Protocol):
    """Another way in to the same tables (tui/web/door.py): what it adds to
    every table's environment, and its own closing, first in ``close``."""

    def issue(self, player: identity.Player, user: str | None) -> dict[str, str]: ...
    def revoke(self, env: dict[str, str]) -> None: ...
    async def close(self) -> None: ...


class Connection(asyncssh.SSHServer):
    def __init__(self, server: TableServer, client: Address) -> None:
        """``client``: the address the connection came from, or the one its
        load balancer's PROXY header gave."""
        self.server = server
        self.client = client
        self.limits = server.config.limits
        self.spawner = server.spawner
        self.app_args = server.config.app_args
        self.database = server.config.database
        self.conn: asyncssh.SSHServerConnection | None = None
        self.address = "?"
        self.admitted = False
        self.seated = False  # logged in: counted among the seats, not among those logging in
        self.refusal: str | None = None  # over a limit: told at begin_auth, then closed
        self.user: str | None = None
        self.candidate: str | None = None  # the fingerprint (or "guest") of the method tried last
        self.refused_print: str | None = None
        self.player: identity.Player | None = None
        self.logged_in_at: float | None = None
        self.session: TableSession | None = None
        self.table_pid: int | None = None
        self.no_table_timer: asyncio.TimerHandle | None = None

    # Admission -------------------------------------------------------------------

    def connection_made(self, conn: asyncssh.SSHServerConnection) -> None:
        self.conn = conn
        host = self.client[0]
        self.address = text(self.client)
        admission = self.server.admission
        refusal = admission.admit(host)
        if refusal is not None:
            self.log_event("refused", reason="limit")
            if admission.refusing >= admission.limits.max_connections:
                conn.abort()  # a flood: no words spent on it
                return
            # The reason can only be told once the keys are exchanged (the
            # client has not even sent its version yet): at begin_auth.
            admission.refusing += 1
            self.refusal = refusal
            return
        self.admitted = True
        self.peer_host = host
        self.server.connections.add(self)
        # asyncssh refuses agent and X11 forwarding (they are off); these
        # wrappers only log the request first.
        conn.create_agent_listener = self._refuse_agent  # type: ignore[method-assign]  # asyncssh has no hook: wrapped to log the request
        conn.attach_x11_listener = self._refuse_x11  # type: ignore[method-assign]  # as above

    def connection_lost(self, exc: Exception | None) -> None:
        if self.no_table_timer is not None:
            self.no_table_timer.cancel()
        if self.refusal is not None:
            self.refusal = None
            self.server.admission.refusing -= 1
        if not self.admitted:
            return
        self.admitted = False
        self.server.admission.release(self.peer_host, self.seated)
        self.seated = False
        self.server.connections.discard(self)
        if self.player is not None:
            self.player.leave()  # a guest who never sat down leaves no directory either
        if self.logged_in_at is not None:
            self.log_event("logout", seconds=round(time.monotonic() - self.logged_in_at),
                           reason=None if exc is None else str(exc))
        else:
            self.log_event("refused", tried=self.refused_print, reason=str(exc) if exc else "no login")

    # Authentication ------------------------------------------------------------------

    def begin_auth(self, username: str) -> bool:
        assert self.conn is not None  # connection_made() comes first
        self.user = username
        if self.refusal is None and self.admitted and (full := self.server.admission.full()) is not None:
            self.log_event("refused", reason="limit")  # the seats filled while this one was logging in
            self.conn.disconnect(asyncssh.DISC_TOO_MANY_CONNECTIONS, full)
            return True
        if self.refusal is not None:
            self.conn.disconnect(asyncssh.DISC_TOO_MANY_CONNECTIONS, self.refusal)
        return True

    def password_auth_supported(self) -> bool:
        return False

    def public_key_auth_supported(self) -> bool:
        return True

    def validate_public_key(self, username: str, key: asyncssh.SSHKey) -> bool:
        # asyncssh asks this for the query and again for the signed request,
        # and a login succeeds right after the signed request's answer (or
        # after the guest's challenge): so the candidate at auth_completed is
        # the key whose signature was just checked.
        print_ = identity.fingerprint(key)
        authorized = self.server.config.authorized
        if authorized is not None and print_ not in authorized:
            self.refused_print = print_
            return False
        self.candidate = print_
        return True

    def kbdint_auth_supported(self) -> bool:
        return self.server.config.guest

    def get_kbdint_challenge(self, username: str, lang: str, submethods: str):
        if not self.server.config.guest:
            return False
        self.candidate = "guest"
        return True  # no prompt, no password: a guest

    def auth_completed(self) -> None:
        assert self.conn is not None  # connection_made() comes first
        refusal = self.server.admission.log_in()
        if refusal is not None:  # every seat is taken by players logged in
            self.log_event("refused", reason="limit")
            self.conn.disconnect(asyncssh.DISC_TOO_MANY_CONNECTIONS, refusal)
            return
        self.seated = True
        data = self.server.config.data
        if self.candidate == "guest":
            self.player = identity.new_guest(data)
        else:
            assert self.candidate is not None  # validate_public_key accepted the key that logged in
            self.player = identity.player_for_key(data, self.candidate)
        self.logged_in_at = time.monotonic()
        self.log_event("login", guest="yes" if self.player.guest else None)
        # Logged in, but no table within the grace time: a client holding a seat.
        loop = asyncio.get_running_loop()
        self.no_table_timer = loop.call_later(self.limits.login_grace, self._no_table)

    def _no_table(self) -> None:
        self.no_table_timer = None
        if self.conn is not None:
            self.log_event("drop", reason="no table requested")
            self.conn.disconnect(asyncssh.DISC_BY_APPLICATION, _("No table was asked for in time."))

    # Sessions, and everything that is not one ---------------------------------------------

    def session_requested(self) -> TableSession:
        if self.session is not None:
            self.log_refusal("second-session", None)
            raise asyncssh.ChannelOpenError(asyncssh.OPEN_ADMINISTRATIVELY_PROHIBITED,
                                            _("One table per connection."))
        self.session = TableSession(self)
        return self.session

    def tables_env(self, player: identity.Player) -> dict[str, str]:
        """What lets this login's app sit at the shared tables as this person."""
        env = self.server.running_hub.issue(person_for(player, self.user))
        for door in self.server.doors:
            env |= door.issue(player, self.user)
        return env

    def revoke_tables(self, env: dict[str, str]) -> None:
        self.server.running_hub.revoke(env)
        for door in self.server.doors:
            door.revoke(env)

    def seat_player(self) -> identity.Player:
        assert self.player is not None
        if self.player.guest and not self.player.home.exists():
            self.player = identity.new_guest(self.server.config.data)
        return self.player

    def connection_requested(self, dest_host: str, dest_port: int, orig_host: str, orig_port: int):
        self.log_refusal("port-forward", f"{dest_host}:{dest_port}")
        raise asyncssh.ChannelOpenError(asyncssh.OPEN_ADMINISTRATIVELY_PROHIBITED,
                                        _("Port forwarding is not offered here."))

    def server_requested(self, listen_host: str, listen_port: int) -> bool:
        self.log_refusal("remote-forward", f"{listen_host}:{listen_port}")
        return False  # a global request carries no message

    def unix_connection_requested(self, dest_path: str):
        self.log_refusal("socket-forward", dest_path)
        raise asyncssh.ChannelOpenError(asyncssh.OPEN_ADMINISTRATIVELY_PROHIBITED,
                                        _("Socket forwarding is not offered here."))

    def unix_server_requested(self, listen_path: str) -> bool:
        self.log_refusal("remote-socket-forward", listen_path)
        return False

    def tun_requested(self, unit):
        self.log_refusal("tunnel", unit)
        raise asyncssh.ChannelOpenError(asyncssh.OPEN_ADMINISTRATIVELY_PROHIBITED, _("Tunnels are not offered here."))

    tap_requested = tun_requested

    async def _refuse_agent(self) -> bool:
        self.log_refusal("agent-forward", None)
        return False

    async def _refuse_x11(self, chan, auth_proto, auth_data, screen):
        self.log_refusal("x11-forward", None)
        return None

    # Telling the log, and the server ------------------------------------------------------

    @property
    def log_path(self) -> str:
        return str(self.server.running_log.path)

    def log_event(self, event: str, **fields: object) -> None:
        who = self.player.name if self.player is not None else None
        self.server.running_log.write(event, key=who, addr=self.address, user=self.user, **fields)

    def log_refusal(self, kind: str, what: object) -> None:
        self.log_event("refused", request=kind, what=what)

    def create_task(self, coroutine) -> asyncio.Task:
        return self.server.create_task(coroutine)

    def sitting_down(self) -> None:
        """A table was asked for: the grace time is over, however long the
        table then takes to start."""
        if self.no_table_timer is not None:
            self.no_table_timer.cancel()
            self.no_table_timer = None

    def table_started(self, pid: int) -> None:
        self.table_pid = pid
        assert self.session is not None  # its session tells it
        self.server.tables.add(self.session)

    def table_ended(self, status: int, idle: bool = False) -> None:
        self.server.tables.discard(self.session)
        self.log_event("table-ended", status=status, idle="yes" if idle else None)


class TableServer:
    def __init__(self, config: ServeConfig, shared_spawner: Spawner | None = None) -> None:
        """``shared_spawner``: one that outlives this server (the caller
        starts and closes it)."""
        self.config = config
        self.admission = Admission(config.limits)
        self.owns_spawner = shared_spawner is None
        self.spawner = spawner(config.spawn) if shared_spawner is None else shared_spawner
        self.connections: set[Connection] = set()
        self.tables: set[TableSession] = set()
        self.tasks = TaskSet(self.task_failed)  # the connections' own (their play, their hang-up)
        self.close_grace = CLOSE_GRACE
        self.doors: list[Door] = []  # the web door, when one is open (it adds itself)
        self.listener: FrontDoor | None = None
        self.ssh_options: asyncssh.SSHServerConnectionOptions | None = None
        self.log: ServeLog | None = None
        self.hub: HubServer | None = None  # the shared tables (rules.tables), once started
        self.health: Health | None = None  # --health: the balancer's check, once listening
        self.host_key_new = False
        self.host_fingerprint = ""

    @property
    def port(self) -> int:
        assert self.listener is not None
        return self.listener.sockets[0].getsockname()[1]

    @property
    def running_log(self) -> ServeLog:
        """The log, for the connections and the doors: ``start`` opens it before anything listens."""
        assert self.log is not None, "start() first"
        return self.log

    @property
    def running_hub(self) -> HubServer:
        """The shared tables, for the connections and the doors: ``start`` starts them before anything listens."""
        assert self.hub is not None, "start() first"
        return self.hub

    def _table_store(self):
        """PostgreSQL's table store with ``--database`` (its tables made if
        missing), else None: the hub's directory.  RuntimeError, with the
        reason, when the database cannot be used: the server does not start."""
        if not self.config.database:
            return None
        from ..hosts.ownership import Ownership, Timing, node_name
        from ..hosts.table_store import PgTableStore

        try:
            timing = Timing() if self.config.lease is None else Timing.from_lease(self.config.lease)
            return PgTableStore(self.config.database, Ownership(self.config.database, node_name(), timing))
        except Exception as error:  # noqa: BLE001 - psycopg's errors: told, the server does not start
            raise RuntimeError(_("the database cannot be used ({error})").format(
                error=f"{type(error).__name__}: {str(error).strip()}")) from None

    def refuse(self, client: Address, reason: str) -> None:
        """The front door refused a connection before SSH (a PROXY header where none may be, or a bad one)."""
        self.running_log.write("refused", addr=text(client), reason=reason)

    async def run_ssh(self, sock: socket.socket, client: Address) -> None:
        """SSH on an accepted socket; what ends it before a login is logged by its ``Connection``."""
        try:
            await asyncssh.run_server(sock, options=self.ssh_options, server_factory=lambda: Connection(self, client))
        except (asyncssh.Error, OSError):
            pass

    async def start(self) -> TableServer:
        data = identity.private_dir(self.config.data)
        identity.private_dir(data / identity.PLAYERS)
        identity.clear_guests(data)
        if self.config.host_key is not None:
            key, self.host_key_new = identity.shared_host_key(self.config.host_key), False
        else:
            key, self.host_key_new = identity.host_key(data)
        self.host_fingerprint = identity.fingerprint(key)
        self.log = ServeLog(data / LOG_NAME, hide=hidden(self.config.database, self.config.broker), rotation=self.config.log_rotation)
        await self.spawner.start()
        self.hub = HubServer(data, clock=self.config.tables_clock, tap=self.config.tables_tap, log=self.log,
                             store=(store := self._table_store()), broker=self.config.broker,
                             cluster_key=self.config.cluster_key, ownership=None if store is None else store.ownership)
        try:
            await self.hub.start()
        except Exception as error:  # noqa: BLE001 - redis-py's errors: told, the server does not start
            if self.config.broker is None:
                raise
            await self.hub.close()
            raise RuntimeError(_("the broker cannot be used ({error})").format(
                error=f"{type(error).__name__}: {str(error).strip()}")) from None
        limits = self.config.limits
        self.ssh_options = await asyncssh.SSHServerConnectionOptions.construct(
            server_host_keys=[key], encoding=None, line_editor=False, allow_pty=True,
            agent_forwarding=False, x11_forwarding=False, allow_scp=False,
            login_timeout=limits.login_grace, keepalive_interval=60, keepalive_count_max=3, window=WINDOW,
            server_version="Kortbord")
        door = FrontDoor(networks(self.config.proxy_from), limits.proxy_header, limits.max_before_ssh, self.run_ssh, self.refuse,
                         self.task_failed)
        self.listener = await door.listen(self.config.host, self.config.port)
        if self.config.health is not None:  # last: the balancer sends players once all the rest is up
            try:
                self.health = await Health(*self.config.health, renewals_ok=self.hub.renewals_ok).start()
            except OSError as error:
                await self.close()
                host, port = self.config.health
                raise RuntimeError(_("cannot answer health checks on {host}:{port}: {error}").format(
                    host=host, port=port, error=error.strerror or error)) from None
        self.log.write("start", addr=f"{self.config.host}:{self.port}", host_key=self.host_fingerprint,
                       proxy_from=",".join(self.config.proxy_from) or None)
        for problem in self.hub.hub.problems:  # a saved shared table that could not be read back
            self.log.write("tables", problem=problem)
        return self

    def create_task(self, coroutine) -> asyncio.Task:
        return self.tasks.spawn(coroutine)

    def task_failed(self, error: BaseException) -> None:
        """A connection's task (or the front door's) raised: logged, with
        where; every other connection goes on."""
        if self.log is not None:
            self.log.write("task-failed", error=type(error).__name__, where=raised_at(error), detail=str(error))

    def reload(self) -> str | None:
        """SIGHUP: read ``--authorized-keys`` again and reopen the log (after
        logrotate moved it), without hanging up a table.  A file that cannot
        be read keeps the keys admitted so far; the reason is returned and logged."""
        if self.log is not None:
            self.log.reopen()
        path = self.config.authorized_keys
        if path is None:
            return None
        try:
            keys = identity.read_authorized(path)
        except (OSError, ValueError) as error:
            if self.log is not None:
                self.log.write("reload", keys="kept", detail=str(error))
            return str(error)
        self.config.authorized = keys
        if self.log is not None:
            self.log.write("reload", keys=len(keys))
        return None

    async def close(self) -> None:
        """Stop listening, hang up every table (each saves, its client told why), and wait."""
        if self.health is not None:  # first: the balancer sends no one more
            await self.health.close()
            self.health = None
        for door in list(self.doors):
            await door.close()
        if self.listener is not None:
            self.listener.close()
            await self.listener.wait_closed()
            self.listener = None
        await asyncio.gather(*(session.server_stops() for session in list(self.tables)), return_exceptions=True)
        for connection in list(self.connections):
            if connection.conn is not None:
                connection.conn.close()
        await self.tasks.close(grace=self.close_grace)  # hang-ups save their tables first; then the rest is cancelled
        if self.hub is not None:
            await self.hub.close()  # every shared table saved
        if self.owns_spawner:
            await self.spawner.close()
        if self.log is not None:
            self.log.write("stop")
            self.log.close()

    async def __aenter__(self) -> TableServer:
        return await self.start()

    async def __aexit__(self, *exc) -> None:
        await self.close()

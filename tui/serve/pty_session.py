"""One SSH session: a pty, the app on it in its own process, and the bytes
between them.

Only an interactive shell request with a pty starts a table; an exec or a
subsystem request (``ssh host ls``, SFTP) gets one line on stderr and exit
status 1, and runs nothing.  Window changes go to the pty (TIOCSWINSZ: the
app gets SIGWINCH); a dropped link sends the app SIGHUP (it saves and
leaves) and waits for it; Ctrl+C is a byte on the pty, as at a local
terminal.  When the app exits, the channel closes with its exit status.
The idle clock runs on the client's keys: SIGUSR1 asks the app to show the
warning a minute before, and at the timeout the link is closed as if
dropped (the game is saved).  A window larger than a table draws is cut
(limits.window_size): one line on stderr, and SIGUSR2 asks the app to say
so on its screen, which the line is drawn over.
"""

from __future__ import annotations

import asyncio
import errno
import fcntl
import os
import signal
import struct
import termios
from collections.abc import Callable, Coroutine, Mapping
from typing import Any, Protocol

from ..base.table_env import TableEnv
from ..i18n import N_, _
from .environment import speaking, store_env, table_env
from .identity import Player
from .idle import IdleClock, idle_sentence
from .inflow import Inflow
from .limits import MAX_HEIGHT, MAX_WIDTH, Limits, window_size
from .spawn import Spawner, TableProcess
from .ssh import asyncssh

HANG_UP_WAIT = 5.0  # seconds the app gets to save and leave after SIGHUP
READ_SIZE = 65536


def stopping_sentence(guest: bool) -> str:
    """The client's last line when the server stops under its table."""
    if guest:
        return _("The server is stopping; a guest's games are not kept.")
    return _("The server is stopping; your game is saved.")


def set_size(fd: int, width: int, height: int, pixwidth: int = 0, pixheight: int = 0) -> None:
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", height, width, pixwidth, pixheight))


class Channel(Protocol):
    """What a session uses of its channel: asyncssh's SSHServerChannel, or
    the web door's WebChannel (tui/web/channel.py)."""

    def get_environment(self) -> Mapping[str, str]: ...
    def write(self, data: bytes) -> None: ...
    def write_stderr(self, data: bytes) -> None: ...
    def exit(self, status: int) -> None: ...
    def pause_reading(self) -> None: ...
    def resume_reading(self) -> None: ...


class Connection(Protocol):
    """What a session needs of the SSH connection it runs in (the server's
    ``server.Connection``): so the session depends on no server, and the
    server on the session."""

    limits: Limits
    spawner: Spawner
    app_args: tuple[str, ...]
    database: str | None  # --database: where the player's data is kept, else their directory

    def seat_player(self) -> Player: ...
    def tables_env(self, player: Player) -> dict[str, str]:
        """What lets ``player``'s app sit at the shared tables."""
    def revoke_tables(self, env: dict[str, str]) -> None:
        """``tables_env``'s answer no longer lets anyone in (the table ended)."""
    def sitting_down(self) -> None: ...
    def table_started(self, pid: int) -> None: ...
    def table_ended(self, status: int, idle: bool = False) -> None: ...
    def log_event(self, event: str, **fields: object) -> None: ...
    @property
    def log_path(self) -> str:
        """The server's log, for the table process to write to (``--database``'s problems)."""
    def log_refusal(self, kind: str, what: object) -> None: ...
    def create_task(self, coroutine: Coroutine[Any, Any, Any]) -> asyncio.Task: ...


class TableSession(asyncssh.SSHServerSession):
    def __init__(self, connection: Connection) -> None:
        self.connection = connection
        self.chan: Channel | None = None
        self.term: str | None = None
        self.size = (80, 24, 0, 0)
        self.cut = False  # the client's window is larger than a table draws
        self.request: tuple[str, str] | None = None  # ("exec", command) / ("subsystem", name)
        self.master = -1
        self.table: TableProcess | None = None
        self.reading = False
        self.closed = False
        self.ended: asyncio.Future | None = None
        self.stopping = False  # the server is stopping: the client is told so as the app ends
        limits = connection.limits
        self.idle = IdleClock(limits.idle_timeout, limits.idle_warning, self.idle_warning, self.idled_out)
        self.keys = Inflow(self.pause_keys, self.resume_keys, self.stalled, limits.input_stall)

    # What the client asks for -------------------------------------------------

    def connection_made(self, chan: Channel) -> None:  # asyncssh's channel, or the web door's
        self.chan = chan

    @property
    def channel(self) -> Channel:
        assert self.chan is not None, "connection_made() comes first"
        return self.chan

    def pty_requested(self, term_type: str, term_size: tuple[int, int, int, int], term_modes) -> bool:
        self.term = term_type
        if term_size[0] and term_size[1]:
            self.resize(*term_size)
        return True

    def shell_requested(self) -> bool:
        return True

    def exec_requested(self, command: str) -> bool:
        self.request = ("exec", command)
        return True

    def subsystem_requested(self, subsystem: str) -> bool:
        self.request = ("subsystem", subsystem)
        return True

    def session_started(self) -> None:
        if self.request is not None:
            kind, what = self.request
            self.connection.log_refusal(kind, what)
            self.refuse(N_("Kortbord only serves its card table here: no commands, no file transfer.")
                        if kind == "exec" else
                        N_("Kortbord only serves its card table here: no subsystems (no SFTP)."))
            return
        if self.term is None:
            self.connection.log_refusal("no-pty", None)
            self.refuse(N_("Kortbord needs a terminal: connect with ssh -t."))
            return
        self.connection.sitting_down()
        self.connection.create_task(self.play())

    def refuse(self, message: str) -> None:
        """One line on stderr, in the client's language, and exit status 1."""
        if self.closed:
            return
        self.say(lambda: _(message))
        self.channel.exit(1)

    def say(self, sentence: Callable[[], str]) -> None:
        with speaking(self.channel.get_environment()):
            line = sentence()
        try:
            self.channel.write_stderr(f"kortbord: {line}\r\n".encode())
        except OSError:
            self.closed = True  # gone before it could be told

    # The table ----------------------------------------------------------------

    async def play(self) -> None:
        """Start the app on a new pty and wait for it to end."""
        loop = asyncio.get_running_loop()
        player = self.connection.seat_player()
        master, slave = os.openpty()
        tables = self.connection.tables_env(player)
        try:
            set_size(master, *self.size)
            env = table_env(self.term, self.channel.get_environment(), str(player.home)) | tables
            env |= store_env(self.connection.database, player.home.name, player.guest, self.connection.log_path)
            env |= TableEnv(memory=self.connection.limits.table_memory).to_env()
            self.table = await self.connection.spawner.table(slave, env, str(player.home),
                                                             list(self.connection.app_args))
        except Exception as error:  # noqa: BLE001 - the player gets a sentence, the log the reason
            os.close(master)
            os.close(slave)
            self.connection.log_event("table-failed", reason=repr(error))
            self.refuse(N_("The table could not be started; please try again later."))
            self.connection.revoke_tables(tables)
            player.leave()
            return
        os.close(slave)
        os.set_blocking(master, False)
        self.master = master
        self.keys.attach(master)
        self.ended = loop.create_future()
        self.connection.table_started(self.table.pid)
        self.start_reading()
        self.hold_keys()  # keys typed while the table is starting wait until it reads them
        self.idle.start()
        if self.closed:
            self.connection.create_task(self.hang_up())  # the link dropped while the table was starting
        status = await self.table.wait()
        self.idle.stop()
        self.drain()
        self.close_master()
        self.connection.revoke_tables(tables)
        player.leave()
        if not self.ended.done():
            self.ended.set_result(status)
        self.connection.table_ended(status, idle=self.idle.expired)
        if not self.closed and self.chan is not None:
            if self.idle.expired:
                self.say(lambda: idle_sentence(self.idle.timeout))
            elif self.stopping:
                self.say(lambda: stopping_sentence(player.guest))
            self.chan.exit(status)

    def start_reading(self) -> None:
        if self.master >= 0 and not self.reading:
            asyncio.get_running_loop().add_reader(self.master, self.from_app)
            self.reading = True

    def stop_reading(self) -> None:
        if self.reading:
            asyncio.get_running_loop().remove_reader(self.master)
            self.reading = False

    def from_app(self) -> None:
        try:
            data = os.read(self.master, READ_SIZE)
        except BlockingIOError:
            return
        except OSError as error:  # EIO: the app has closed its side
            if error.errno == errno.EIO:
                self.stop_reading()
                return
            raise
        if not data:
            self.stop_reading()
        else:
            self.send(data)

    def send(self, data: bytes) -> None:
        """To the client, unless its channel is closing (the client left
        between two reads: the app is hung up by connection_lost)."""
        if self.closed:
            return
        try:
            self.channel.write(data)
        except (BrokenPipeError, OSError):
            self.closed = True

    def drain(self) -> None:
        """What the app wrote last (its goodbye, the restored screen)."""
        self.stop_reading()
        for _round in range(64):
            try:
                data = os.read(self.master, READ_SIZE)
            except OSError:
                return
            if not data:
                return
            self.send(data)

    def close_master(self) -> None:
        if self.master >= 0:
            self.stop_reading()
            self.keys.detach()
            os.close(self.master)
            self.master = -1

    # Flow control: a slow client slows the app, never the server ------------

    def pause_writing(self) -> None:
        self.stop_reading()

    def resume_writing(self) -> None:
        self.start_reading()

    # What the client sends -----------------------------------------------------

    def data_received(self, data: bytes, datatype) -> None:
        if self.ended is not None and self.master < 0:
            return  # the table has ended: nothing takes keys any more
        if self.master >= 0:
            self.idle.key()
        self.keys.add(data)

    def pause_keys(self) -> None:
        if self.chan is not None:
            self.chan.pause_reading()

    def resume_keys(self) -> None:
        if self.chan is not None and not self.closed:
            self.chan.resume_reading()

    def stalled(self, seconds: float) -> None:
        """The app has taken no key for a long while: hung up as a dropped link."""
        self.connection.log_event("stalled", seconds=round(seconds))
        self.connection.create_task(self.hang_up())

    def hold_keys(self, tries: int = 200) -> None:
        """Keys typed before the app has set its terminal raw would be
        flushed by it (tcsetattr TCSAFLUSH): give them once it has."""
        try:
            canonical = bool(termios.tcgetattr(self.master)[3] & termios.ICANON)
        except (OSError, termios.error):
            canonical = False
        if canonical and tries > 0 and self.ended is not None and not self.ended.done():
            asyncio.get_running_loop().call_later(0.05, self.hold_keys, tries - 1)
            return
        if self.master >= 0:
            self.keys.release()
            if self.cut:
                self.signal(signal.SIGUSR2)  # cut at the pty request: the app says so once it is up

    def terminal_size_changed(self, width: int, height: int, pixwidth: int, pixheight: int) -> None:
        if width and height:
            self.resize(width, height, pixwidth, pixheight)

    def resize(self, width: int, height: int, pixwidth: int, pixheight: int) -> None:
        """The client's window, cut down to what a table draws (told once
        each time it goes past that)."""
        self.size, cut = window_size(width, height, pixwidth, pixheight)
        news = cut and not self.cut
        if news:
            self.connection.log_event("window-cut", width=width, height=height)
            self.say(lambda: _("Your window is {width}×{height}; the table uses at most {most} of it.").format(
                width=width, height=height, most=f"{MAX_WIDTH}×{MAX_HEIGHT}"))
        self.cut = cut
        if self.master >= 0:
            set_size(self.master, *self.size)
            if news and not self.keys.held:
                self.signal(signal.SIGUSR2)  # the line above is drawn over: the app shows it too

    def eof_received(self) -> bool:
        return True  # keep the table: only a closed channel ends it

    def break_received(self, msec: int) -> bool:
        return False

    def signal_received(self, signal_name: str) -> None:
        pass  # the keys are bytes on the pty; nothing else signals the app

    def connection_lost(self, exc: Exception | None) -> None:
        """The channel is gone (quit, dropped link, server stopping)."""
        self.closed = True
        if self.table is not None and self.ended is not None and not self.ended.done():
            self.connection.create_task(self.hang_up())

    # Hanging up ------------------------------------------------------------------

    async def server_stops(self) -> None:
        """The server is stopping: hung up as a dropped link is (the app
        saves and leaves), and the client reads one line saying why before
        its ssh exits, instead of a screen that clears without a word."""
        self.stopping = True
        await self.hang_up()

    async def hang_up(self) -> None:
        """SIGHUP, as a dropped link does: the app saves and leaves; SIGKILL
        if it has not within HANG_UP_WAIT seconds."""
        if self.table is None or self.ended is None or self.ended.done():
            return
        self.signal(signal.SIGHUP)
        self.signal(signal.SIGCONT)  # a stopped app could not act on it
        try:
            await asyncio.wait_for(asyncio.shield(self.ended), HANG_UP_WAIT)
        except TimeoutError:
            self.signal(signal.SIGKILL)
            await self.ended

    def signal(self, signum: int) -> None:
        if self.table is None:
            return  # no table yet: nothing to tell
        try:
            os.kill(self.table.pid, signum)
        except ProcessLookupError:
            pass

    # The idle clock ----------------------------------------------------------------

    def idle_warning(self) -> None:
        self.signal(signal.SIGUSR1)  # the app shows the warning (tui/app.py)

    def idled_out(self, idle: float) -> None:
        self.connection.log_event("idle", seconds=round(idle))
        self.connection.create_task(self.hang_up())

"""A real server on 127.0.0.1 (an ephemeral port) inside each test, and
asyncssh's client at a terminal of 80×24.

``serve(**config)`` starts a ``TableServer`` (its data directory in the
test's tmp_path) and stops it, every table saved, when the test ends.
``sit(server, key)`` logs in and opens a pty session; the ``Terminal`` it
returns collects what the app writes, and ``wait_for`` reads it as plain
text (escape sequences removed: a phrase Textual writes in one style comes
out whole).
"""

from __future__ import annotations

import asyncio
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

import pytest

pytest.importorskip("asyncssh")

import asyncssh  # noqa: E402

from tests.narrow import narrow, present  # noqa: E402
from tui.serve.limits import Limits  # noqa: E402
from tui.serve.server import ServeConfig, TableServer  # noqa: E402
from tui.serve.spawn import ForkSpawner  # noqa: E402

ESCAPES = re.compile(rb"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[()][0-9A-Za-z]|\x1b[=>78]")
APP_ARGS = ("--seed", "7", "--pace", "instant")
# A login grace far above a handshake's time on a busy machine (a test run
# at load 20 took over 1.5 s for one); the grace itself is tested with its
# own short one (test_refusals.py).
TEST_LIMITS = Limits(max_connections=8, per_address=8, login_grace=10, idle_timeout=0, idle_warning=0)


def plain(data: bytes | bytearray) -> str:
    return ESCAPES.sub(b"", bytes(data)).decode("utf-8", "replace")


class Terminal(asyncssh.SSHClientSession):
    def __init__(self) -> None:
        self.data = bytearray()
        self.stderr = bytearray()
        self.changed = asyncio.Event()
        self.closed = asyncio.Event()
        self.chan: asyncssh.SSHClientChannel | None = None

    @property
    def channel(self) -> asyncssh.SSHClientChannel:
        """The session's channel, which the connection gave it."""
        return present(self.chan)

    def connection_made(self, chan) -> None:
        self.chan = chan

    def data_received(self, data: bytes, datatype) -> None:
        (self.stderr if datatype == asyncssh.EXTENDED_DATA_STDERR else self.data).extend(data)
        self.changed.set()

    def connection_lost(self, exc) -> None:
        self.closed.set()
        self.changed.set()

    def text(self, since: int = 0) -> str:
        return plain(self.data[since:])

    def mark(self) -> int:
        """Where the stream is now: ``wait_for(..., since=mark)`` reads only what comes after."""
        return len(self.data)

    async def wait_for(self, text: str, timeout: float = 30.0, since: int = 0) -> None:
        deadline = asyncio.get_running_loop().time() + timeout
        while text not in self.text(since):
            left = deadline - asyncio.get_running_loop().time()
            if left <= 0 or self.closed.is_set():
                raise AssertionError(f"{text!r} never appeared; the screen showed: {self.text(since)[-1500:]!r}"
                                     f" stderr {bytes(self.stderr)!r}")
            self.changed.clear()
            try:
                await asyncio.wait_for(self.changed.wait(), left)
            except TimeoutError:
                pass

    async def keys(self, *keys: str, pause: float = 0.4) -> None:
        for key in keys:
            self.channel.write(key.encode())
            await asyncio.sleep(pause)

    async def ended(self, timeout: float = 30.0) -> int | None:
        await asyncio.wait_for(self.closed.wait(), timeout)
        return self.channel.get_exit_status()


class Guest(asyncssh.SSHClient):
    """A client with no key that answers keyboard-interactive (as OpenSSH does)."""

    def kbdint_auth_requested(self) -> str:
        return ""

    def kbdint_challenge_received(self, name, instructions, lang, prompts):
        return ["" for _ in prompts]


class Listening(Protocol):
    """Where an SSH client knocks: a port on 127.0.0.1 (a TableServer's, or a proxy's in front of it)."""

    @property
    def port(self) -> int: ...


@dataclass(frozen=True)
class Door:
    """A port that is not a TableServer's own (a proxy or balancer in front of it)."""

    port: int


def client_options(server: Listening, key=None, **options) -> dict:
    options.setdefault("agent_path", None)
    options.setdefault("username", "player")
    return dict(host="127.0.0.1", port=server.port, known_hosts=None,
                client_keys=[key] if key is not None else [], **options)


async def connect(server: Listening, key=None, **options) -> asyncssh.SSHClientConnection:
    return await asyncssh.connect(**client_options(server, key, **options))


async def sit(server: Listening, key=None, size=(80, 24), env=None,
              **options) -> tuple[asyncssh.SSHClientConnection, Terminal]:
    conn = await connect(server, key, **options)
    chan, terminal = await conn.create_session(Terminal, term_type="xterm-256color", term_size=size,
                                               encoding=None, env=env or {})
    return conn, narrow(terminal, Terminal)


async def tables_gone(server: TableServer, timeout: float = 10.0) -> None:
    """Every table process has ended (saved and left)."""
    deadline = asyncio.get_running_loop().time() + timeout
    while server.tables or server.connections:
        assert asyncio.get_running_loop().time() < deadline, f"tables still open: {server.tables}"
        await asyncio.sleep(0.05)


def log_lines(server: TableServer) -> list[str]:
    return (server.config.data / "serve.log").read_text().splitlines()


@pytest.fixture
def keys():
    """Three player keys."""
    return [asyncssh.generate_private_key("ssh-ed25519") for _ in range(3)]


@pytest.fixture(scope="session")
def zygote():
    """One table template for the whole run (it takes a second or two to
    import the app on a busy machine); each test's server forks from it."""
    spawner = ForkSpawner()
    asyncio.run(spawner.start())
    yield spawner
    asyncio.run(spawner.close())


@pytest.fixture
async def serve(tmp_path: Path, zygote):
    servers: list[TableServer] = []

    async def start(**options) -> TableServer:
        options.setdefault("limits", TEST_LIMITS)
        options.setdefault("app_args", APP_ARGS)
        options.setdefault("data", tmp_path / "serve")  # two nodes are given one each
        config = ServeConfig(host="127.0.0.1", port=0, **options)
        server = await TableServer(config, zygote if config.spawn == "fork" else None).start()
        servers.append(server)
        return server

    yield start
    for server in servers:
        await server.close()

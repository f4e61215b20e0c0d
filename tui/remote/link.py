"""The app's end of a shared table: one JSON object per line to and from
the server's hub (the messages: rules/tables/protocol.py).

``Link`` is the interface every client part codes against (the lobby, the
``RemoteDriver``): ``send(message)`` never blocks the UI (a message is
written to the socket's buffer, or handed on at the next turn of the
loop); ``subscribe(callback)`` hears every message, on the app's event
loop, in the order they arrived; a link the other side dropped says so
(``closed``, and every subscriber hears ``{"type": "link_lost"}`` once).

Two links share it: ``Link.connect(path, token, lang)`` opens the unix
socket the served app was given (``KORTBORD_TABLES``) and says hello;
``LoopbackLink`` talks to an in-process ``tui.tables.Hub`` with no
socket, so tests play a whole shared table in one process.  Both pass
every message through JSON, so a test sees exactly what a socket carries.

Messages that arrive before anyone subscribes are kept for the first
subscriber: the ``welcome`` is never lost between connecting and
subscribing.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections import deque
from collections.abc import Callable
from typing import Any

from rules.tables.protocol import loads

from ..safety import record

MAX_LINE = 1 << 20  # bytes: a longer line is refused (the server's listener has the same limit)
LINK_LOST = "link_lost"

Callback = Callable[[dict], None]
Schedule = Callable[[Callable[[], None]], Any]


def encode_line(message: dict) -> bytes:
    """One message as the line the socket carries; ValueError when it is
    not a JSON object or is longer than MAX_LINE."""
    if not isinstance(message, dict):
        raise ValueError(f"a message is a JSON object, not {type(message).__name__}")
    line = json.dumps(message, ensure_ascii=False, separators=(",", ":")).encode("utf-8") + b"\n"
    if len(line) > MAX_LINE:
        raise ValueError(f"a message of {len(line)} bytes is longer than {MAX_LINE}")
    return line


def decode_line(line: bytes) -> dict:
    """A received line back as its message; ValueError for anything that is
    not one JSON object with a "type" (nesting too deep included)."""
    message = loads(line.decode("utf-8"))
    if not isinstance(message, dict) or not isinstance(message.get("type"), str):
        raise ValueError(f"not a message: {line[:80]!r}")
    return message


class Link:
    """What the client's parts use of a link to the hub (see the module
    docstring); ``Link.connect`` opens the socket one."""

    def __init__(self) -> None:
        self._subscribers: list[Callback] = []
        self._early: list[dict] = []  # arrived before the first subscriber
        self._closed = False
        self._lost_told = False

    @classmethod
    async def connect(cls, path: str, token: str, lang: str) -> SocketLink:
        """Open the hub's unix socket at ``path`` and say hello (``token``:
        who this app is, as the server gave it; ``lang``: the language the
        server speaks to us).  OSError when nothing listens there."""
        reader, writer = await asyncio.open_unix_connection(path, limit=MAX_LINE)
        link = SocketLink(reader, writer)
        link.send({"type": "hello", "token": token, "lang": lang})
        return link

    @property
    def closed(self) -> bool:
        """True once either side has closed the link: nothing is sent any more."""
        return self._closed

    def subscribe(self, callback: Callback) -> Callable[[], None]:
        """Hear every message (and the ``link_lost``); returns the function
        that unsubscribes.  The first subscriber also hears, at once, what
        came before it."""
        self._subscribers.append(callback)
        early, self._early = self._early, []
        for message in early:
            self._tell(callback, message)
        return lambda: self._subscribers.remove(callback) if callback in self._subscribers else None

    def send(self, message: dict) -> bool:
        """Send ``message`` (a dict that JSON can carry) without waiting;
        False when the link is closed (nothing is sent)."""
        raise NotImplementedError

    def close(self) -> None:
        """Close our end (the app leaves): the subscribers hear nothing more."""
        raise NotImplementedError

    # For the links ---------------------------------------------------------

    def _deliver(self, message: dict) -> None:
        if not self._subscribers:
            self._early.append(message)
            return
        for callback in list(self._subscribers):
            self._tell(callback, message)

    def _tell(self, callback: Callback, message: dict) -> None:
        # A subscriber's bug must not stop the messages that follow: it goes
        # to the error log (which every tui test checks stays empty).
        try:
            callback(message)
        except Exception as error:  # noqa: BLE001 - the link goes on
            record(error)

    def _lost(self) -> None:
        """The other side has gone: closed, and said once."""
        self._closed = True
        if not self._lost_told:
            self._lost_told = True
            self._deliver({"type": LINK_LOST})


class SocketLink(Link):
    """A link over the hub's unix socket (made by ``Link.connect``): a task
    reads line by line; a line over MAX_LINE, or one that is not a message,
    drops the link (the picture would be wrong from then on), noted in the
    error log."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        super().__init__()
        self._reader = reader
        self._writer = writer
        self._task = asyncio.get_running_loop().create_task(self._read())

    async def _read(self) -> None:
        try:
            while True:
                try:
                    line = await self._reader.readuntil(b"\n")
                except asyncio.IncompleteReadError:
                    break  # the server closed its end
                except asyncio.LimitOverrunError:
                    record(ValueError(f"the hub sent a line longer than {MAX_LINE} bytes: link dropped"))
                    break
                try:
                    message = decode_line(line)
                except ValueError as error:
                    record(error)
                    break
                self._deliver(message)
        except (OSError, asyncio.CancelledError):
            pass
        finally:
            self._shut()
            self._lost()

    def send(self, message: dict) -> bool:
        line = encode_line(message)
        if self._closed or self._writer.is_closing():
            self._lost()
            return False
        try:
            self._writer.write(line)
        except (OSError, RuntimeError):
            self._shut()
            self._lost()
            return False
        return True

    def close(self) -> None:
        self._lost_told = True  # our own leaving is not news to our subscribers
        self._closed = True
        self._shut()
        if not self._task.done():
            self._task.cancel()

    def _shut(self) -> None:
        self._closed = True
        with contextlib.suppress(OSError, RuntimeError):
            self._writer.close()


def json_copy(message: dict) -> dict:
    """``message`` as it comes out of a socket (through JSON, size-checked)."""
    return decode_line(encode_line(message))


class Mailbox:
    """A schedule for ``LoopbackLink`` without an event loop (tests on a
    ManualClock): handovers wait here until ``run`` delivers them in order."""

    def __init__(self) -> None:
        self._waiting: deque[Callable[[], None]] = deque()

    def __call__(self, handover: Callable[[], None]) -> None:
        self._waiting.append(handover)

    def __len__(self) -> int:
        return len(self._waiting)

    def run(self, limit: int = 100_000) -> int:
        """Deliver everything, including what the deliveries send; returns
        how many were delivered."""
        done = 0
        while self._waiting and done < limit:
            self._waiting.popleft()()
            done += 1
        return done


class LoopbackLink(Link):
    """A link straight to an in-process hub (``tui.tables.Hub``): the
    hub's ``connect`` is called at once (the hello the socket listener
    would turn into it), and every message in either direction goes
    through JSON and is handed over at the next turn of ``schedule`` (by
    default the running loop's ``call_soon``), never inside the call that
    sent it, as over a socket.  ``drop()`` plays a link that breaks."""

    def __init__(self, hub: Any, person: Any, lang: str = "en", *, schedule: Schedule | None = None) -> None:
        super().__init__()
        self._schedule = schedule if schedule is not None else asyncio.get_running_loop().call_soon
        self.person = person
        self._client = hub.connect(person, lang, self._from_hub)

    def _from_hub(self, message: dict) -> None:
        copy = json_copy(message)
        self._schedule(lambda: None if self._closed else self._deliver(copy))

    def send(self, message: dict) -> bool:
        copy = json_copy(message)
        if self._closed:
            self._lost()
            return False
        self._schedule(lambda: None if self._closed else self._client.receive(copy))
        return True

    def close(self) -> None:
        if self._closed:
            return
        self._lost_told = True
        self._closed = True
        self._client.close()

    def drop(self) -> None:
        """The link breaks (a test's dropped connection): the hub hears the
        close, our subscribers hear ``link_lost``."""
        if self._closed:
            return
        self._client.close()
        self._lost()

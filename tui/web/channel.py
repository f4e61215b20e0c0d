"""A table's channel to its page: what ``TableSession`` writes to, over
whichever websocket the page has now.

``TableSession`` (tui/serve/pty_session.py) was written for an asyncssh
channel; ``WebChannel`` offers the few of its methods the session uses
(write, write_stderr, exit, get_environment, pause_reading,
resume_reading), so a browser's table is started, bounded, clocked and
hung up by the same code as an SSH player's.

What differs is that a page may go and come back.  A websocket that closes
while the table runs *parks* the channel: the table goes on (what it draws
meanwhile is dropped: the page will get a whole new screen), and if no
page reattaches within the grace time the session is told its link is
lost, as a dropped SSH link, so the app saves and leaves.  A page that
reattaches gets the terminal modes the app had set (``modes.py``) and a
screen redrawn by a resize.

Its tasks (the sender, the close of a replaced page) are started by
``spawn``, the server's ``TaskSet`` (tui/base/tasks.py): held until they
end (the loop holds tasks only weakly), a failure logged, cancelled when
the server closes.

Flow control as over SSH: past ``HIGH`` bytes not yet sent, the session
stops reading the pty until the page has caught up below ``LOW``; a
session that pauses its keys stops the reading of the websocket.
"""

from __future__ import annotations

import asyncio
import json
from collections import deque
from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any

from aiohttp import WSCloseCode, web

from .modes import Modes

if TYPE_CHECKING:
    from ..serve.pty_session import TableSession

HIGH, LOW = 256 * 1024, 64 * 1024  # bytes queued for a page: stop reading the pty above HIGH, go on below LOW
REDRAW_WAIT = 0.05  # seconds between the two sizes that make the app redraw a reattached page
REPLACED = 4409  # close code: another page took this table (a duplicated tab)

Spawn = Callable[[Coroutine[Any, Any, Any]], "asyncio.Task[Any]"]


class WebChannel:
    def __init__(self, environment: dict[str, str], grace: float, lost: Callable[[], None], spawn: Spawn) -> None:
        """``lost``: called when the grace time ends with no page (the
        session is then told its link is gone); ``spawn``: starts and holds
        the channel's tasks (the server's ``create_task``)."""
        self.environment = environment
        self.spawn = spawn
        self.grace = grace
        self.lost = lost
        self.session: TableSession | None = None
        self.ws: web.WebSocketResponse | None = None
        self.modes = Modes()
        self.queue: deque[bytes | str | None] = deque()  # bytes, a JSON text, or None: close after what is before
        self.pending = 0
        self.throttled = False
        self.wake = asyncio.Event()
        self.keys_open = asyncio.Event()
        self.keys_open.set()
        self.sender: asyncio.Task | None = None
        self.timer: asyncio.TimerHandle | None = None
        self.ended = False
        self.on_exit: Callable[[], None] | None = None  # the table's seat is free again

    # What TableSession uses of an asyncssh channel -----------------------------------

    def get_environment(self) -> dict[str, str]:
        return self.environment

    def write(self, data: bytes) -> None:
        self.modes.feed(data)
        if self.ws is not None:
            self._put(data)

    write_stderr = write  # over SSH, stderr is shown on the same terminal

    def exit(self, status: int) -> None:
        """The table has ended: the page is told, then its websocket closed."""
        self.ended = True
        self.cancel_timer()
        if self.on_exit is not None:
            self.on_exit()
        if self.ws is not None:
            self._put(json.dumps({"ended": status}))
            self.queue.append(None)
        self.wake.set()  # the sender ends too when no page is there (a parked table)

    def pause_reading(self) -> None:
        self.keys_open.clear()

    def resume_reading(self) -> None:
        self.keys_open.set()

    # Pages coming and going -------------------------------------------------------------

    def attach(self, ws: web.WebSocketResponse, replaying: bool) -> None:
        """``ws`` is this table's page from now on; ``replaying``: a page
        that comes back (it gets the terminal's modes; the caller redraws)."""
        self.cancel_timer()
        if self.ws is not None and self.ws is not ws:
            old = self.ws
            self.spawn(old.close(code=REPLACED, message=b"replaced"))
        self.ws = ws
        self.queue.clear()
        self.pending = 0
        if replaying:
            self._put(self.modes.replay())
        if self.sender is None or self.sender.done():
            self.sender = self.spawn(self._send())
        self.wake.set()

    def detach(self, ws: web.WebSocketResponse) -> bool:
        """``ws`` has closed: park the table for the grace time (True), unless
        another page has it already or it has ended (False)."""
        if self.ws is not ws:
            return False
        self.ws = None
        self.queue.clear()
        self.pending = 0
        self._unthrottle()
        if self.ended:
            return False
        self.timer = asyncio.get_running_loop().call_later(self.grace, self._expired)
        return True

    @property
    def parked(self) -> bool:
        return self.ws is None and not self.ended

    def cancel_timer(self) -> None:
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None

    def _expired(self) -> None:
        self.timer = None
        if self.ws is None and not self.ended:
            self.lost()

    # Sending --------------------------------------------------------------------------------

    def tell(self, message: dict) -> None:
        """A JSON message to the page (not the terminal's bytes)."""
        if self.ws is not None:
            self._put(json.dumps(message))

    async def stopping(self, line: str) -> None:
        """The server is stopping: the page is told ``line`` at once (it
        stops reconnecting as after a lost link, and says so)."""
        if self.ws is None:
            return
        try:
            await self.ws.send_str(json.dumps({"stopping": line}))
        except (ConnectionError, RuntimeError):
            pass  # the page has gone already

    def _put(self, item: bytes | str) -> None:
        if not item:
            return
        self.queue.append(item)
        self.pending += len(item)
        if self.pending > HIGH and not self.throttled and self.session is not None:
            self.throttled = True
            self.session.pause_writing()
        self.wake.set()

    def _unthrottle(self) -> None:
        if self.throttled:
            self.throttled = False
            if self.session is not None:
                self.session.resume_writing()

    async def _send(self) -> None:
        while True:
            await self.wake.wait()
            self.wake.clear()
            ws = self.ws
            while self.queue and ws is not None and self.ws is ws:
                item = self.queue.popleft()
                try:
                    if item is None:
                        await ws.close(code=WSCloseCode.OK, message=b"ended")
                        return
                    if isinstance(item, str):
                        await ws.send_str(item)
                    else:
                        chunk = [item]
                        while self.queue and isinstance(following := self.queue[0], bytes):
                            self.queue.popleft()
                            chunk.append(following)
                        item = b"".join(chunk)
                        await ws.send_bytes(item)
                except (ConnectionError, RuntimeError):
                    break  # the page has gone: its handler parks the table
                self.pending = max(0, self.pending - len(item))
                if self.pending < LOW:
                    self._unthrottle()
            if self.ended and self.ws is None:
                return

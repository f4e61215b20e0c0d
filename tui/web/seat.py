"""A browser's table: what ``TableSession`` needs of its connection
(``pty_session.Connection``), for a page instead of an SSH login.

It holds the seat the page was admitted to (``limits.Admission``) from the
table's start to its end, across the page's reloads, and writes the same
log lines as an SSH connection, with ``via=web``.
"""

from __future__ import annotations

import asyncio
import secrets
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..base.table_env import TableEnv
from ..serve import identity
from ..serve.environment import speaking
from ..serve.hub_server import person_for
from ..serve.limits import MAX_WIDTH
from ..serve.pty_session import TableSession, stopping_sentence
from .channel import REDRAW_WAIT, WebChannel

if TYPE_CHECKING:
    from ..serve.server import TableServer
    from .desk import Desk

TERM = "xterm-256color"  # what xterm.js answers as


class WebSeat:
    def __init__(self, server: TableServer, desk: Desk, player: identity.Player, user: str | None,
                 host: str, address: str, browser: str | None, environment: dict[str, str], grace: float,
                 gone: Callable[[WebSeat], None]) -> None:
        """``browser``: the hash of the session the page came with (None: a
        guest); only a page of the same browser may reattach.  ``user``: the
        name the others at shared tables see (the SSH login's that made the
        link).  ``gone``: told once the table has ended (the door forgets it)."""
        self.server = server
        self.gone = gone
        self.desk = desk
        self.player = player
        self.user = user
        self.host = host
        self.address = address
        self.browser = browser
        self.limits = server.config.limits
        self.spawner = server.spawner
        self.app_args = server.config.app_args
        self.database = server.config.database
        self.resume = secrets.token_urlsafe(24)  # what the page gives back to reattach
        self.started_at = time.monotonic()
        self.ended = asyncio.get_running_loop().create_future()
        self.channel = WebChannel(environment, grace, self.lost, self.create_task)
        self.session = TableSession(self)
        self.channel.session = self.session
        self.channel.on_exit = self.finish

    def start(self, width: int, height: int) -> None:
        """The table, started as an SSH shell request with a pty starts one."""
        self.log_event("login", guest="yes" if self.player.guest else None)
        self.session.connection_made(self.channel)
        self.session.pty_requested(TERM, (width, height, 0, 0), {})
        self.session.session_started()

    def reattach(self, ws, width: int, height: int) -> None:
        """A page of the same browser is back: it gets the running table,
        its terminal's modes, and a whole screen.  The app redraws all of
        it on a change of size, so a page of the same size is given one
        column more for a moment, then its own."""
        self.log_event("reattached")
        self.channel.attach(ws, replaying=True)
        if (width, height) != self.session.size[:2]:
            self.session.terminal_size_changed(width, height, 0, 0)
            return
        nudge = width + 1 if width < MAX_WIDTH else width - 1
        self.session.terminal_size_changed(nudge, height, 0, 0)
        asyncio.get_running_loop().call_later(REDRAW_WAIT, self._resize, ws, width, height)

    def _resize(self, ws, width: int, height: int) -> None:
        if self.channel.ws is ws:
            self.session.terminal_size_changed(width, height, 0, 0)

    def stopping_line(self) -> str:
        """What the page says when the server stops, as an SSH terminal
        does, in this table's language."""
        with speaking(self.channel.environment):
            return stopping_sentence(self.player.guest)

    def lost(self) -> None:
        """No page came back within the grace time: hung up as a dropped link."""
        self.log_event("drop", reason="page gone")
        self.session.connection_lost(None)

    # pty_session.Connection ----------------------------------------------------------

    def seat_player(self) -> identity.Player:
        return self.player

    def tables_env(self, player: identity.Player) -> dict[str, str]:
        env = self.server.running_hub.issue(person_for(player, self.user)) | self.desk.issue(player, self.user)
        return env | TableEnv(door="web").to_env()  # the app says how to leave that works in a browser

    def revoke_tables(self, env: dict[str, str]) -> None:
        self.server.running_hub.revoke(env)
        self.desk.revoke(env)

    def sitting_down(self) -> None:
        pass  # the page asked for its table in its first message: no grace time runs

    def table_started(self, pid: int) -> None:
        self.server.tables.add(self.session)

    def table_ended(self, status: int, idle: bool = False) -> None:
        self.server.tables.discard(self.session)
        self.log_event("table-ended", status=status, idle="yes" if idle else None)
        self.finish()

    def finish(self) -> None:
        """The table has ended, or could not start: its seat is free (once)."""
        if self.ended.done():
            return
        self.server.admission.release(self.host, True)
        self.log_event("logout", seconds=round(time.monotonic() - self.started_at))
        self.ended.set_result(None)
        self.gone(self)

    @property
    def log_path(self) -> str:
        return str(self.server.running_log.path)

    def log_event(self, event: str, **fields: object) -> None:
        self.server.running_log.write(event, key=self.player.name, addr=self.address, via="web", **fields)

    def log_refusal(self, kind: str, what: object) -> None:
        self.log_event("refused", request=kind, what=what)

    def create_task(self, coroutine) -> asyncio.Task:
        return self.server.create_task(coroutine)

"""The served app's line to the shared tables (``kortbord serve``).

The server forks this app with ``KORTBORD_TABLES`` (the hub's unix socket)
and ``KORTBORD_TABLES_TOKEN`` (who this person is) in its environment;
without them there is no ``Tables`` and the app is the one-person app.

``Tables`` connects in the background (a link that cannot connect is a
sentence in the lobby, never a traceback), keeps what the lobby shows (who
this person is, the tables, where they sit, the last refusal) and hands
every message on to whoever listens (the lobby screen).  It knows one
moment of the table itself: a ``state`` after ``seated`` opens the table
screen (``opener``), also straight after connecting, when the person takes
a dropped seat back.  From then on the table's own driver reads the link.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Mapping
from typing import Any, Protocol

from rules import i18n

from ..base.table_env import TableEnv
from ..i18n import _
from ..safety import record
from .link import Link

CONNECT_SECONDS = 10.0  # a hub that does not answer by then is not there


class LinkLike(Protocol):
    """What of tui.remote.link.Link (and its LoopbackLink) is used here."""

    @property
    def closed(self) -> bool: ...
    def send(self, message: dict) -> bool: ...
    def subscribe(self, callback: Callable[[dict], None]) -> Callable[[], None]: ...
    def close(self) -> None: ...


Connect = Callable[[str], Awaitable[LinkLike]]  # language -> a connected link
Opener = Callable[["Tables", dict, dict], None]  # (tables, seated, state): open the table screen


def from_environ(environ: Mapping[str, str]) -> Tables | None:
    """The shared tables of a served app, or None (the variables are not set)."""
    given = TableEnv.from_env(environ)
    path, token = given.tables or "", given.token or ""
    if not path or not token:
        return None

    async def connect(lang: str) -> LinkLike:
        return await Link.connect(path, token, lang)

    return Tables(connect)


class Tables:
    """The link and what the lobby shows of it (plain data, no Textual)."""

    def __init__(self, connect: Connect) -> None:
        self._connect = connect
        self.link: LinkLike | None = None
        self.status = "idle"  # idle, connecting, ready, unavailable, lost
        self.you: dict = {}  # the welcome's {"key", "name"}
        self.tables: list[dict] = []  # the last ``tables`` list
        self.seated: dict | None = None  # {"table", "seat"}: where this person sits
        self.at_table = False  # the table screen is open (its driver reads the link)
        self.notice = ""  # the last refusal or closing, said in the lobby
        self.opener: Opener | None = None
        self._listeners: list[Callable[[dict], None]] = []
        self._task: asyncio.Task | None = None

    # The link -----------------------------------------------------------------

    @property
    def ready(self) -> bool:
        return self.status == "ready"

    def start(self) -> None:
        """Connect in the background (again, after a link was lost)."""
        if self.status in ("connecting", "ready"):
            return
        self.status = "connecting"
        self._task = asyncio.get_running_loop().create_task(self._open(i18n.language()))

    async def _open(self, lang: str) -> None:
        try:
            link = await asyncio.wait_for(self._connect(lang), CONNECT_SECONDS)
        except (TimeoutError, OSError, EOFError, ValueError):
            self._set_status("unavailable")  # no hub, or it said no: the lobby says so
            return
        except Exception as error:  # noqa: BLE001 - a fault of ours: logged, and the lobby says so
            record(error)
            self._set_status("unavailable")
            return
        self.link = link
        link.subscribe(self._heard)  # before any await: nothing is missed
        self._set_status("lost" if link.closed else "ready")

    def _set_status(self, status: str) -> None:
        self.status = status
        self._tell({"type": "status", "status": status})

    def send(self, message: dict) -> bool:
        """Send ``message`` if the link is up; False (and nothing sent) if not."""
        if self.link is None or self.link.closed or not self.ready:
            return False
        self.link.send(message)
        return True

    def set_language(self, lang: str) -> None:
        self.send({"type": "lang", "lang": lang})

    def close(self) -> None:
        if self._task is not None and not self._task.done():
            self._task.cancel()
        if self.link is not None:
            self.link.close()

    # What the server says -------------------------------------------------------

    def listen(self, callback: Callable[[dict], None]) -> Callable[[], None]:
        """``callback(message)`` after this object has taken it in; returns
        the way to stop listening."""
        self._listeners.append(callback)

        def stop() -> None:
            if callback in self._listeners:
                self._listeners.remove(callback)
        return stop

    def _heard(self, message: Any) -> None:
        if not isinstance(message, dict):
            return
        kind = message.get("type")
        if kind == "welcome" and isinstance(message.get("you"), dict):
            self.you = message["you"]
        elif kind == "tables" and isinstance(message.get("tables"), list):
            self.tables = [t for t in message["tables"] if isinstance(t, dict)]
            self._check_still_seated()
        elif kind == "seated":
            self.seated = {"table": message.get("table"), "seat": message.get("seat")}
            self.notice = ""
        elif kind == "state" and not self.at_table:
            if self.seated is not None and message.get("table") == self.seated["table"] and self.opener:
                self.at_table = True
                self.opener(self, self.seated, message)
        elif kind in ("refused", "closed") and not self.at_table:
            self.notice = str(message.get("reason") or "")
            if kind == "closed":
                self.seated = None
        elif kind == "left" and not self.at_table:
            self.seated = None
        elif kind == "link_lost":
            self.status = "lost"
            self.link = None
            self.tables = []  # what it listed may be gone by now
            self.seated = None
            self.at_table = False
        self._tell(message)

    def _check_still_seated(self) -> None:
        """A list without this person at the table they waited at: they are
        not seated there any more (they left, or it went)."""
        if self.seated is None or self.at_table:
            return
        table = self.table(self.seated["table"])
        if table is None or not any(seat.get("yours") for seat in seats_of(table)):
            self.seated = None

    def _tell(self, message: dict) -> None:
        for callback in list(self._listeners):
            callback(message)

    # What the lobby asks ----------------------------------------------------------

    def table(self, table_id: Any) -> dict | None:
        return next((t for t in self.tables if t.get("id") == table_id), None)

    def waiting_at(self) -> dict | None:
        """The table this person sits at and waits for (seated, and its
        ``state`` has not come: it has not started, or a reopened one waits
        for its people)."""
        if self.seated is None or self.at_table:
            return None
        table = self.table(self.seated["table"])
        return table if table is not None and not table.get("saved") else None

    def hosting(self, table: dict) -> bool:
        """This person hosts ``table`` (the list names the host)."""
        return bool(self.you.get("name")) and table.get("host") == self.you.get("name")

    def left_table(self) -> None:
        """The table screen closed (it sent ``leave``): the lobby again, with
        a fresh list (the server pushes lists only to people not seated)."""
        self.at_table = False
        self.seated = None
        self.send({"type": "tables"})

    def leave(self) -> None:
        if self.send({"type": "leave"}):
            self.seated = None

    def problem(self) -> str:
        """The sentence for a link that is not there (empty when it is)."""
        if self.status == "unavailable":
            return _("Tables with people are not available now.")
        if self.status == "lost":
            return _("The link to the tables with people was lost.")
        if self.status == "connecting":
            return _("Connecting to the tables with people…")
        return ""


def seats_of(table: dict) -> list[dict]:
    seats = table.get("seats")
    return [s for s in seats if isinstance(s, dict)] if isinstance(seats, list) else []

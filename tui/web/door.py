"""The web door: an aiohttp server in the serving process, with one page,
its static files, the one-time links, and one websocket per table.

Who may open a websocket: a page of this origin (``Origin`` checked: a
cookie alone never opens one from another site), admitted by the same
``limits.Admission`` as an SSH connection (its client's address, or the
one a trusted proxy's ``X-Forwarded-For`` gives), playing as the player
its cookie's session is bound to, or as a guest with ``--guest``.  Anything
else is told why in one message and closed, with nothing started.

The page's first message says its size and, after a reload, the secret
its table gave it: a page of the same browser that brings it back within
the grace time gets the running table (``channel.py``).

Messages from the page: binary frames are keys (bytes to the pty, bounded
by ``MESSAGE_LIMIT``); text frames are JSON ``{"hello": {"size": [c, r],
"resume": s}}`` once, then ``{"size": [c, r]}``.  To the page: binary
frames are the pty's bytes; text frames ``{"resume": s}``, ``{"refused":
sentence}``, ``{"ended": status}``.
"""

from __future__ import annotations

import asyncio
import ipaddress
import json
import ssl
from pathlib import Path
from typing import TYPE_CHECKING

from aiohttp import WSCloseCode, WSMsgType, web

from rules import i18n

from ..hosts.front_door import networks
from ..i18n import _
from ..serve import identity
from . import page
from .config import WebConfig
from .desk import Desk
from .seat import WebSeat
from .sessions import BrowserStore, Sessions, digest

if TYPE_CHECKING:
    from ..serve.server import TableServer

STATIC = Path(__file__).parent / "static"
COOKIE = "kortbord"
COOKIE_AGE = 400 * 24 * 3600  # the longest a browser keeps a cookie; removed sooner from the SSH menu
MESSAGE_LIMIT = 64 * 1024  # bytes in one message from a page (the page sends keys in pieces of 16 KiB)
REFUSED = 4403  # close code: not admitted (the message before it says why)


def store_for(data: Path, database: str | None) -> BrowserStore:
    """PostgreSQL's with ``--database`` (every node reads it), else the data directory's."""
    if database:
        from .pg_sessions import PgSessions  # psycopg: only with --database

        try:
            return PgSessions(database)
        except Exception as error:  # noqa: BLE001 - psycopg's errors: told, the door does not open
            raise RuntimeError(f"the database cannot be used ({type(error).__name__}: {str(error).strip()})") from None
    return Sessions(data)


class WebDoor:
    def __init__(self, server: TableServer, config: WebConfig) -> None:
        self.server = server
        self.config = config
        self.sessions = store_for(server.config.data, server.config.database)
        self.desk = Desk(server.config.data, self.sessions, self.base_url)
        self.trusted = networks(server.config.proxy_from)
        self.seats: dict[str, WebSeat] = {}  # by resume secret: tables running, with a page or parked
        self.pages: set[web.WebSocketResponse] = set()
        self.closing = False  # the server is stopping: a page that goes parks nothing (every table is hung up)
        self.runner: web.AppRunner | None = None
        self.site: web.TCPSite | None = None

    @property
    def base_url(self) -> str:
        if self.config.url:
            return self.config.url.rstrip("/")
        scheme = "https" if self.config.cert else "http"
        host = f"[{self.config.host}]" if ":" in self.config.host else self.config.host
        return f"{scheme}://{host}:{self.config.port}"

    @property
    def port(self) -> int:
        assert self.runner is not None
        return self.runner.addresses[0][1]

    # Starting and stopping ---------------------------------------------------------------

    async def start(self) -> WebDoor:
        app = web.Application(middlewares=[self._headers], client_max_size=16 * 1024)
        app.router.add_get("/", self._page)
        app.router.add_get("/ws", self._websocket)
        app.router.add_get("/favicon.ico", self._no_icon)
        app.router.add_get("/link/{token}", self._link)
        app.router.add_post("/link/{token}", self._bind)
        app.router.add_static("/static", STATIC, show_index=False, follow_symlinks=False)
        context = None
        if self.config.cert is not None:
            context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
            context.load_cert_chain(self.config.cert, self.config.key)
        self.runner = web.AppRunner(app, access_log=None, handle_signals=False, shutdown_timeout=1.0)
        await self.runner.setup()
        self.site = web.TCPSite(self.runner, self.config.host, self.config.port, ssl_context=context)
        await self.site.start()
        if self.config.port == 0 and not self.config.url:
            self.config = WebConfig(**{**self.config.__dict__, "port": self.port})
            self.desk.base_url = self.base_url
        await self.desk.start()
        self.server.doors.append(self)
        self.server.running_log.write("start", via="web", addr=f"{self.config.host}:{self.port}", url=self.base_url)
        return self

    def issue(self, player: identity.Player, user: str | None) -> dict[str, str]:
        """What lets a table's app ask for its player's links (server.Door)."""
        return self.desk.issue(player, user)

    def revoke(self, env: dict[str, str]) -> None:
        self.desk.revoke(env)

    async def close(self) -> None:
        """Stop listening and close every page; the tables are hung up by the server."""
        self.closing = True
        if self in self.server.doors:
            self.server.doors.remove(self)
        for seat in list(self.seats.values()):
            seat.channel.cancel_timer()
            await seat.channel.stopping(seat.stopping_line())  # the line an SSH terminal prints, before the close
        for ws in list(self.pages):
            await ws.close(code=WSCloseCode.GOING_AWAY, message=b"stopping")
        if self.runner is not None:
            await self.runner.cleanup()
            self.runner = None
        await self.desk.close()
        self.sessions.close()

    # Every answer ------------------------------------------------------------------------------

    async def _no_icon(self, request: web.Request) -> web.Response:
        return web.Response(status=204)  # the table has no icon: no 404 in the console

    @web.middleware
    async def _headers(self, request: web.Request, handler):
        response = await handler(request)
        for name, value in page.HEADERS.items():
            response.headers.setdefault(name, value)
        if self.config.tls:
            response.headers.setdefault("Strict-Transport-Security", "max-age=31536000")
        return response

    def _origin_ok(self, request: web.Request) -> bool:
        origin = request.headers.get("Origin")
        if origin is None:
            return False
        if self.config.url:
            return origin == self.base_url
        scheme = "https" if self.config.cert else "http"
        return origin == f"{scheme}://{request.host}"

    def _client(self, request: web.Request) -> str:
        """The client's address: the peer's, or a trusted proxy's X-Forwarded-For's last."""
        peer = request.remote or "?"
        forwarded = request.headers.get("X-Forwarded-For")
        if forwarded and self.trusted:
            try:
                trusted = any(ipaddress.ip_address(peer) in net for net in self.trusted)
            except ValueError:
                trusted = False
            if trusted:
                last = forwarded.split(",")[-1].strip()
                try:
                    return str(ipaddress.ip_address(last))
                except ValueError:
                    pass
        return peer

    # The pages --------------------------------------------------------------------------------

    async def _page(self, request: web.Request) -> web.Response:
        return web.Response(text=page.table_page(request.headers.get("Accept-Language", "")),
                            content_type="text/html", headers={"Cache-Control": "no-store"})

    async def _link(self, request: web.Request) -> web.Response:
        accept = request.headers.get("Accept-Language", "")
        return web.Response(text=page.link_page(accept, request.match_info["token"]), content_type="text/html",
                            headers={"Cache-Control": "no-store"})

    async def _bind(self, request: web.Request) -> web.Response:
        """The link page's button: the token spent, this browser's cookie set, and on to the table."""
        accept = request.headers.get("Accept-Language", "")
        address = self._client(request)
        if not self._origin_ok(request):
            self.server.running_log.write("refused", via="web", addr=address, request="link", reason="origin")
            raise web.HTTPForbidden(text="origin")
        agent = request.headers.get("User-Agent", "")
        session = await asyncio.to_thread(self.sessions.redeem, request.match_info["token"], agent)
        if session is None:
            self.server.running_log.write("refused", via="web", addr=address, request="link", reason="spent")
            return web.Response(status=410, text=page.spent_page(accept), content_type="text/html",
                                headers={"Cache-Control": "no-store"})
        player = await asyncio.to_thread(self.sessions.player, session)
        self.server.running_log.write("bound", via="web", addr=address, key=player[0] if player else None)
        response = web.HTTPSeeOther("/")
        response.set_cookie(COOKIE, session, max_age=COOKIE_AGE, path="/", httponly=True,
                            secure=self.config.tls, samesite="Strict")
        raise response

    # The websocket ----------------------------------------------------------------------------

    async def _websocket(self, request: web.Request) -> web.StreamResponse:
        address = self._client(request)
        if not self._origin_ok(request):
            self.server.running_log.write("refused", via="web", addr=address, reason="origin",
                                  origin=request.headers.get("Origin"))
            return web.Response(status=403, text="origin")
        accept = request.headers.get("Accept-Language", "")
        ws = web.WebSocketResponse(max_msg_size=MESSAGE_LIMIT, heartbeat=30.0)
        cookie = request.cookies.get(COOKIE)
        holder = await asyncio.to_thread(self.sessions.player, cookie) if cookie else None
        if cookie and holder is None:
            ws.del_cookie(COOKIE, path="/")  # a reload then comes as a guest, where guests may play
        await ws.prepare(request)
        self.pages.add(ws)
        try:
            await self._admitted(ws, request, address, accept, cookie, holder)
        finally:
            self.pages.discard(ws)
        return ws

    async def _refuse(self, ws: web.WebSocketResponse, address: str, sentence: str, reason: str) -> None:
        self.server.running_log.write("refused", via="web", addr=address, reason=reason)
        await ws.send_str(json.dumps({"refused": sentence}))
        await ws.close(code=REFUSED, message=reason.encode())

    async def _admitted(self, ws, request, address, accept, cookie, holder) -> None:
        if holder is None and cookie:
            return await self._refuse(ws, address, page.refusal(accept, "forgotten"), "forgotten")
        if holder is None and not self.server.config.guest:
            return await self._refuse(ws, address, page.refusal(accept, "no-player"), "no-player")
        admission = self.server.admission
        refusal = admission.admit(address)  # counted among those logging in until its hello: no seat yet
        if refusal is not None:
            return await self._refuse(ws, address, self._kept_for_a_closed_tab(address, accept) or refusal, "limit")
        try:
            hello = await self._hello(ws)
        except BaseException:
            admission.release(address, False)
            raise
        if hello is None:
            admission.release(address, False)
            self.server.running_log.write("refused", via="web", addr=address, reason="no hello")
            return
        size, resume = hello
        browser = digest(cookie) if holder is not None else None
        seat = self.seats.get(resume) if resume else None
        if seat is not None and seat.browser == browser and not seat.channel.ended:
            admission.release(address, False)  # the table holds its own seat
            seat.reattach(ws, *size)
        else:
            if (refusal := admission.log_in()) is not None:  # a seat, if one is free
                admission.release(address, False)
                return await self._refuse(ws, address, refusal, "limit")
            seat = self._new_seat(address, accept, holder, browser)
            seat.channel.attach(ws, replaying=False)
            seat.channel.tell({"resume": seat.resume})
            seat.start(*size)
        await self._read(ws, seat)

    def _kept_for_a_closed_tab(self, address: str, accept: str) -> str | None:
        """Why the address is full when one of its seats is a closed tab's,
        kept for its page to come back (the grace time): which it is, and
        for how long yet; None when the limit is not that."""
        admission = self.server.admission
        if admission.by_address.get(address, 0) < admission.limits.per_address:
            return None
        kept = [seat.channel.timer.when() for seat in self.seats.values()
                if seat.address == address and seat.channel.parked and seat.channel.timer is not None]
        if not kept:
            return None
        seconds = max(1, round(min(kept) - asyncio.get_running_loop().time()))
        with i18n.speaking(page.language(accept)):
            return _("Too many connections from your address ({n}): one is a closed tab's table, kept {seconds} s "
                     "more for it to come back. Reopen that tab, or wait.").format(
                         n=admission.limits.per_address, seconds=seconds)

    def _new_seat(self, address, accept, holder, browser) -> WebSeat:
        data = self.server.config.data
        if holder is None:
            player, user = identity.new_guest(data), None
        else:
            player, user = identity.player_for_key(data, holder[0]), holder[1]
        seat = WebSeat(self.server, self.desk, player, user, address, address, browser,
                       {"LANG": page.locale(accept)}, self.config.grace, self._forget)
        self.seats[seat.resume] = seat
        return seat

    def _forget(self, seat: WebSeat) -> None:
        self.seats.pop(seat.resume, None)

    async def _hello(self, ws: web.WebSocketResponse) -> tuple[tuple[int, int], str | None] | None:
        try:
            message = await ws.receive(timeout=self.config.hello_wait)
        except TimeoutError:
            await ws.close(code=REFUSED, message=b"no hello")
            return None
        if message.type != WSMsgType.TEXT:
            return None
        hello = _json(message.data).get("hello")
        if not isinstance(hello, dict) or (size := _size(hello.get("size"))) is None:
            await ws.close(code=REFUSED, message=b"no hello")
            return None
        resume = hello.get("resume")
        return size, resume if isinstance(resume, str) and len(resume) <= 64 else None

    async def _read(self, ws: web.WebSocketResponse, seat: WebSeat) -> None:
        channel, session = seat.channel, seat.session
        while True:
            await channel.keys_open.wait()
            if channel.ws is not ws:
                break  # another page took the table
            message = await ws.receive()
            if message.type == WSMsgType.BINARY:
                if channel.ws is ws:
                    session.data_received(message.data, None)
            elif message.type == WSMsgType.TEXT:
                size = _size(_json(message.data).get("size"))
                if size is None:
                    seat.log_refusal("bad-message", message.data[:40])
                    await ws.close(code=REFUSED, message=b"bad message")
                elif channel.ws is ws:
                    session.terminal_size_changed(*size, 0, 0)
            else:
                break  # closed, or broke the protocol (too long a message)
        if self.closing:
            return
        if channel.detach(ws):
            seat.log_event("detached", grace=round(self.config.grace))


def _json(text: str) -> dict:
    try:
        value = json.loads(text)
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}


def _size(value: object) -> tuple[int, int] | None:
    """A page's [columns, rows], if it is two positive whole numbers (window_size cuts them)."""
    if (isinstance(value, list) and len(value) == 2 and all(type(n) is int and 0 < n < 100_000 for n in value)):
        return value[0], value[1]
    return None

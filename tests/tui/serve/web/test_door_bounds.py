"""The web door's tables under the SSH door's bounds (aiohttp's client, no
browser): a window too large is cut, the seats per address are counted
across both doors' rules, a message too long closes the page (the table
waits for it as for a reload), and only the browser that started a table
may reattach to it; a second tab with the same secret takes it over."""

from __future__ import annotations

import asyncio
import json
from dataclasses import replace

import aiohttp
import pytest

from tests.narrow import present
from tests.tui.serve.conftest import TEST_LIMITS, log_lines, tables_gone
from tests.tui.serve.web.conftest import wait_until
from tui.serve.limits import MAX_HEIGHT, MAX_WIDTH
from tui.web.channel import REPLACED
from tui.web.door import COOKIE, MESSAGE_LIMIT, REFUSED


class Page:
    """A websocket as the page's script uses it."""

    def __init__(self, door, cookies=None) -> None:
        self.door = door
        self.client = aiohttp.ClientSession(cookies=cookies)
        self.ws: aiohttp.ClientWebSocketResponse | None = None
        self.resume: str | None = None
        self.told: list[dict] = []
        self.screen = bytearray()

    @property
    def socket(self) -> aiohttp.ClientWebSocketResponse:
        """The page's websocket, once ``open`` has made it."""
        return present(self.ws)

    def __repr__(self) -> str:  # an assertion's message, not a screen's worth of bytes
        return f"Page(resume={self.resume!r}, told={self.told!r}, {len(self.screen)} bytes)"

    async def open(self, size=(80, 24), resume=None) -> None:
        self.ws = await self.client.ws_connect(f"http://127.0.0.1:{self.door.port}/ws",
                                               headers={"Origin": f"http://127.0.0.1:{self.door.port}"})
        await self.ws.send_str(json.dumps({"hello": {"size": list(size), "resume": resume}}))

    async def read(self, until, timeout: float = 20.0) -> None:
        async with asyncio.timeout(timeout):
            while not until(self):
                message = await self.socket.receive()
                if message.type == aiohttp.WSMsgType.BINARY:
                    self.screen.extend(message.data)
                elif message.type == aiohttp.WSMsgType.TEXT:
                    said = json.loads(message.data)
                    self.told.append(said)
                    self.resume = said.get("resume", self.resume)
                else:
                    return

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()
        await self.client.close()


def shows(text: str):
    return lambda page: text.encode() in page.screen


async def test_a_window_too_large_is_cut_and_a_page_over_the_address_limit_is_refused(web):
    server, door = await web(guest=True, limits=replace(TEST_LIMITS, per_address=2))
    first, second, third = Page(door), Page(door), Page(door)
    try:
        await first.open(size=(10_000, 10_000))
        await first.read(shows("Kortbord"))
        session = next(iter(server.tables))
        assert session.size[:2] == (MAX_WIDTH, MAX_HEIGHT)
        assert any("window-cut" in line and "via=web" in line for line in log_lines(server))
        await second.open()
        await second.read(lambda page: page.resume is not None)
        await third.open()
        await third.read(lambda page: any("refused" in said for said in page.told))
        assert "Too many connections from your address (2)" in third.told[-1]["refused"]
        assert third.socket.close_code == REFUSED or (await third.socket.receive()).type in (
            aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED)
        await wait_until(lambda: len(server.tables) == 2, what="two tables, not three")
    finally:
        for page in (first, second, third):
            await page.close()


async def test_only_the_browser_that_started_a_table_reattaches_and_a_second_tab_takes_it_over(web):
    server, door = await web(guest=True, grace=30)
    token = door.sessions.new_link("SHA256:" + "a" * 43, "anna")
    async with aiohttp.ClientSession() as binder:  # anna's browser: the link's button
        async with binder.post(f"http://127.0.0.1:{door.port}/link/{token}", allow_redirects=False,
                               headers={"Origin": f"http://127.0.0.1:{door.port}"}) as response:
            assert response.status == 303
            cookie = response.cookies[COOKIE].value
    anna = Page(door, cookies={COOKIE: cookie})
    stranger = Page(door)
    tab = Page(door, cookies={COOKIE: cookie})
    try:
        await anna.open()
        await anna.read(shows("four card games"))
        [session] = server.tables
        secret = anna.resume
        await anna.socket.close()  # a reload's first half
        await wait_until(lambda: session.chan.parked, what="the table parked")

        await stranger.open(resume=anna.resume)  # a guest with anna's secret: a table of its own
        await stranger.read(lambda page: page.resume is not None)
        assert stranger.resume != anna.resume
        await wait_until(lambda: len(server.tables) == 2, what="the stranger's own table")

        await anna.client.close()
        anna = Page(door, cookies={COOKIE: cookie})
        await anna.open(resume=secret)  # anna's browser again: her table
        await anna.read(shows("four card games"))
        assert not session.chan.parked and session.chan.ws is not None

        await tab.open(resume=secret)  # a duplicated tab: it takes the table over
        await tab.read(shows("four card games"))
        message = await anna.socket.receive(timeout=5)
        while message.type == aiohttp.WSMsgType.BINARY:  # what was on its way before
            message = await anna.socket.receive(timeout=5)
        assert message.type == aiohttp.WSMsgType.CLOSE and message.data == REPLACED

        await tab.socket.send_bytes(b"x" * (MESSAGE_LIMIT + 1))  # too long: the page is closed, the table waits
        await tab.read(lambda page: False, timeout=5)
        await wait_until(lambda: session.chan.parked, what="parked after the long message")
        assert session in server.tables
    finally:
        for page in (anna, stranger, tab):
            await page.close()
    events = [line.split()[1] for line in log_lines(server) if "via=web" in line]
    assert events.count("login") == 2 and events.count("reattached") == 2


async def test_a_table_nobody_comes_back_to_is_hung_up_after_the_grace_time(web):
    server, door = await web(guest=True, grace=0.5)
    page = Page(door)
    await page.open()
    await page.read(shows("four card games"))
    await page.close()
    await tables_gone(server, timeout=10)
    assert server.admission.total == 0 and server.admission.logged_in == 0
    assert not door.seats
    lines = [line for line in log_lines(server) if "via=web" in line]
    assert [line.split()[1] for line in lines][-4:] == ["detached", "drop", "table-ended", "logout"]


async def test_the_clients_address_comes_from_a_trusted_proxy_only(web):
    server, door = await web(guest=True, proxy_from=("127.0.0.1/32",))
    forwarded = {"Origin": f"http://127.0.0.1:{door.port}", "X-Forwarded-For": "198.51.100.1, 203.0.113.9"}
    async with aiohttp.ClientSession() as client:
        with pytest.raises(aiohttp.WSServerHandshakeError):
            await client.ws_connect(f"http://127.0.0.1:{door.port}/ws", headers=forwarded | {"Origin": "http://evil"})
    assert any("addr=203.0.113.9" in line and "reason=origin" in line for line in log_lines(server))

    server, door = await web(guest=True, data=server.config.data.parent / "other")  # no --proxy-from: the peer's own
    async with aiohttp.ClientSession() as client:
        with pytest.raises(aiohttp.WSServerHandshakeError):
            await client.ws_connect(f"http://127.0.0.1:{door.port}/ws", headers=forwarded | {"Origin": "http://evil"})
    assert any("addr=127.0.0.1" in line and "reason=origin" in line for line in log_lines(server))


async def test_pages_that_have_not_said_hello_take_no_seat(web):
    server, door = await web(guest=True, limits=replace(TEST_LIMITS, max_connections=1, max_logging_in=2))
    silent = [Page(door), Page(door)]
    player, late = Page(door), Page(door)
    try:
        for page in silent:  # open, and say nothing
            page.ws = await page.client.ws_connect(f"http://127.0.0.1:{door.port}/ws",
                                                   headers={"Origin": f"http://127.0.0.1:{door.port}"})
        await wait_until(lambda: server.admission.logging_in == 2, what="two pages logging in")
        await late.open()  # a third logging in at once: told to wait
        await late.read(lambda page: bool(page.told))
        assert "logging in at once" in late.told[-1]["refused"]
        await silent[0].socket.close()
        await wait_until(lambda: server.admission.logging_in == 1, what="one gone")
        await player.open()  # the one seat is still free: the silent pages never took it
        await player.read(shows("four card games"))
        assert server.admission.logged_in == 1
    finally:
        for page in (*silent, player, late):
            await page.close()


async def test_the_idle_timeout_ends_a_pages_table_as_over_ssh(web):
    server, door = await web(guest=True, limits=replace(TEST_LIMITS, idle_timeout=3.0, idle_warning=1.5))
    page = Page(door)
    try:
        await page.open()
        await page.read(shows("four card games"))
        await page.read(shows("No key for a while"), timeout=10)  # the app's own warning, a minute before (here 1.5 s)
        await page.read(lambda page: any("ended" in said for said in page.told), timeout=10)
        assert b"Closed after 3 seconds without a key; your game is saved." in bytes(page.screen)  # as told over SSH
    finally:
        await page.close()
    await tables_gone(server)
    lines = [line for line in log_lines(server) if "via=web" in line]
    assert any(line.split()[1] == "idle" for line in lines) and any("idle=yes" in line for line in lines)


async def test_keys_a_hung_table_does_not_take_wait_in_the_client_and_it_is_hung_up(web):
    import os
    import signal

    from tui.serve.inflow import HIGH

    server, door = await web(guest=True, limits=replace(TEST_LIMITS, input_stall=1.5))
    page = Page(door)
    try:
        await page.open()
        await page.read(shows("four card games"))
        [session] = server.tables
        os.kill(session.table.pid, signal.SIGSTOP)  # a table that reads nothing any more

        async def flood() -> None:
            for _ in range(256):  # 4 MiB in the page's pieces of 16 KiB
                await page.socket.send_bytes(b"x" * 16384)

        sending = asyncio.get_running_loop().create_task(flood())
        await wait_until(lambda: session.keys.paused, what="the websocket no longer read")
        await asyncio.sleep(0.3)
        assert not session.chan.keys_open.is_set()
        assert len(session.keys.waiting) <= HIGH + MESSAGE_LIMIT  # the rest waits in the client and the kernel
        await page.read(lambda page: any("ended" in said for said in page.told), timeout=15)
        assert {"ended": 129} in page.told  # hung up as a dropped link: SIGHUP, the game saved
        sending.cancel()
    finally:
        await page.close()
    assert any(line.split()[1] == "stalled" and "via=web" in line for line in log_lines(server))

"""The server stops under a browser's table (issue 42's playtest): the page
is told the one line an SSH terminal prints, in its player's language, and
says it instead of "connecting again…"; it tries again slowly, saying so,
and says the server is back when it is, instead of showing the menu
without a word."""

from __future__ import annotations

import asyncio

from rules import i18n
from tests.tui.serve.web.conftest import wait_screen
from tests.tui.serve.web.test_door_bounds import Page, shows
from tui.i18n import _
from tui.serve.pty_session import stopping_sentence
from tui.web.config import WebConfig
from tui.web.door import WebDoor

STATUS_JS = "() => document.getElementById('status').hidden ? '' : document.getElementById('status').textContent"


async def test_a_page_is_told_the_server_is_stopping_before_its_websocket_closes(web):
    server, door = await web(guest=True)
    page = Page(door)
    try:
        await page.open()
        await page.read(shows("four card games"))
        await server.close()
        await page.read(lambda page: False)  # to the close
        assert {"stopping": "The server is stopping; a guest's games are not kept."} in page.told
    finally:
        await page.close()


async def status(page) -> str:
    return await page.evaluate(STATUS_JS)


async def wait_status(page, text: str, timeout: float = 30.0) -> str:
    deadline = asyncio.get_running_loop().time() + timeout
    shown = ""
    while asyncio.get_running_loop().time() < deadline:
        shown = await status(page)
        if text in shown:
            return shown
        await asyncio.sleep(0.1)
    raise AssertionError(f"{text!r} never in the status line; it said {shown!r}")


async def test_the_browser_says_the_server_stopped_in_its_language_then_that_it_is_back(web, serve, browser, tmp_path):
    server, door = await web(guest=True)
    port = door.port
    context = await browser(locale="sv-SE")
    page = await context.new_page()
    await page.goto(f"http://127.0.0.1:{port}/")
    await wait_screen(page, "fyra kortspel")
    with i18n.speaking("sv"):
        line, retrying = stopping_sentence(True), _("This page tries again every 10 seconds.")
        back = _("The server is back: here is the menu again.")
    await server.close()
    assert await wait_status(page, retrying) == f"{line} {retrying}"  # not "connecting again…"

    again = await serve(guest=True, data=tmp_path / "serve")  # the server restarted, the same address
    await WebDoor(again, WebConfig(host="127.0.0.1", port=port, grace=60.0)).start()
    await wait_status(page, back, timeout=20)
    await wait_screen(page, "fyra kortspel")

"""A person with only a browser (Debian's chromium, driven by Playwright):
the page opens and shows the menu (read from xterm.js's buffer), a Hearts
trick is played by keys, a reload reattaches to the same position, and a
page gone past the grace time is hung up as a dropped SSH link (the game
saved, the menu offers it).  A player's one-time link, asked for with b in
the SSH menu, binds a browser once and never again, and removing the
browser in the same menu shuts it out."""

from __future__ import annotations

import asyncio
import json
import re

import asyncssh

from tests.narrow import present
from tests.tui.serve.conftest import log_lines, sit, tables_gone
from tests.tui.serve.test_table_over_ssh import player_home, saves
from tests.tui.serve.web.conftest import MENU, screen, wait_screen, wait_until

LINK = re.compile(r"http://127\.0\.0\.1:\d+/link/[A-Za-z0-9_-]{43}")


def events(server) -> list[str]:
    return [line.split()[1] for line in log_lines(server) if "via=web" in line]


async def open_table(context, door):
    page = await context.new_page()
    problems = []
    page.on("pageerror", lambda error: problems.append(str(error)))
    page.on("console", lambda message: problems.append(message.text) if message.type == "error" else None)
    await page.goto(f"http://127.0.0.1:{door.port}/")
    return page, problems


async def a_trick(page) -> str:
    """From the menu: Hearts, deal, pass three cards, lead a card; the
    screen once the computer has played the trick out."""
    await page.keyboard.press("Enter")
    await wait_screen(page, "Players")
    await page.keyboard.press("Enter")
    await wait_screen(page, "choose 3 cards")
    for key in ("1", "2", "3", "Enter"):
        await page.keyboard.press(key)
        await asyncio.sleep(0.2)
    await wait_screen(page, "YOUR TURN")
    await page.keyboard.press(" ")
    await wait_screen(page, "You play")
    return await settled(page)


async def settled(page, quiet: float = 1.0) -> str:
    """The screen once it has not changed for ``quiet`` seconds (the computer has played on to this seat)."""
    last, since = None, asyncio.get_running_loop().time()
    while True:
        now = await screen(page)
        if now != last:
            last, since = now, asyncio.get_running_loop().time()
        elif asyncio.get_running_loop().time() - since >= quiet:
            return now
        await asyncio.sleep(0.1)


async def test_a_guest_plays_a_trick_and_a_reload_reattaches_to_the_same_table(web, browser):
    server, door = await web(grace=2.0, guest=True)
    context = await browser()
    page, problems = await open_table(context, door)
    await wait_screen(page, MENU)
    assert "Play in a browser" not in await screen(page)  # a guest has no key to bind a browser to
    before = await a_trick(page)
    pid = next(iter(server.tables)).table.pid

    await page.reload()
    await wait_screen(page, "You play")
    again = await settled(page)
    assert next(iter(server.tables)).table.pid == pid  # the same process, not a new table
    assert again == before, (before, again)  # the whole screen drawn again, the same position
    assert events(server).count("login") == 1 and events(server).count("reattached") == 1
    await page.keyboard.press("q")  # the keys reach the reattached app
    await wait_screen(page, "Leave this game and go back to the menu?")

    await page.close()  # no page for longer than the grace time: hung up as a dropped link
    await tables_gone(server, timeout=15)
    assert events(server)[-3:] == ["drop", "table-ended", "logout"]
    assert any("table-ended" in line and "status=129" in line for line in log_lines(server))
    assert problems == []


async def test_the_ssh_menus_link_binds_a_browser_once_and_removing_it_shuts_it_out(web, browser):
    server, door = await web(grace=1.5)  # no guests: only a bound browser plays
    key = asyncssh.generate_private_key("ssh-ed25519")
    conn, terminal = await sit(server, key, username="anna")
    await terminal.wait_for("b Browser")  # the footer's key (the menu's entry is below the fold at 80×24)
    mark = terminal.mark()
    await terminal.keys("b")
    await terminal.wait_for("it works once", since=mark)
    url = present(LINK.search(terminal.text(mark))).group(0)

    context = await browser()
    page = await context.new_page()
    await page.goto(url)
    assert await page.locator("h1").text_content() == "Play in this browser"
    assert len(list((server.config.data / "web" / "sessions").iterdir())) == 0  # opening the link binds nothing yet
    await page.click("button")
    await page.wait_for_url(f"http://127.0.0.1:{door.port}/")
    cookie = next(c for c in await context.cookies() if c["name"] == "kortbord")
    assert cookie["httpOnly"] and cookie["sameSite"] == "Strict" and not cookie["secure"]  # Secure under TLS only
    await wait_screen(page, MENU)
    assert "Play in a browser" in await screen(page)  # this browser is anna's: it may make links too
    logins = [line for line in log_lines(server) if " login " in line and "via=web" in line]
    assert len(logins) == 1 and identity_of(key) in logins[0]

    await a_trick(page)
    home = player_home(server, key)
    await page.close()
    await wait_until(lambda: "drop" in events(server), timeout=15, what="the page's table hung up")
    saved = json.loads(saves(home)[0].read_text())
    assert len(saved["log"]) >= 5  # three passes each and the trick: kept

    page = await context.new_page()  # the same browser, later: the game is offered where it stood
    await page.goto(f"http://127.0.0.1:{door.port}/")
    await wait_screen(page, "Resume: Hearts")

    other = await browser()  # the same link again, in another browser: spent
    spent = await other.new_page()
    await spent.goto(url)
    response = await spent.request.post(url, headers={"Origin": f"http://127.0.0.1:{door.port}"})
    assert response.status == 410 and "cannot be used" in await response.text()

    mark = terminal.mark()  # anna's SSH screen lists the browser; d removes it
    await terminal.keys("b", "b")  # back to the menu and in again: the list read anew
    await terminal.wait_for("Chrome on Linux, since", since=mark)
    mark = terminal.mark()
    await terminal.keys("d")
    await terminal.wait_for("None yet", since=mark)
    await page.reload()
    await page.wait_for_function("document.getElementById('status').textContent.includes('no longer plays')")
    assert list((server.config.data / "web" / "sessions").iterdir()) == []
    conn.close()


def identity_of(key) -> str:
    from tui.serve import identity

    return identity.fingerprint(key)


async def test_the_terminal_fits_the_window_and_a_small_one_gets_the_apps_own_screen(web, browser):
    server, door = await web(guest=True)
    context = await browser(viewport={"width": 560, "height": 300})
    page, problems = await open_table(context, door)
    shown = await wait_screen(page, "Make the window at least 80×24")
    columns, rows = await page.evaluate("[window.kortbord.term.cols, window.kortbord.term.rows]")
    assert columns < 80 and f"It is {columns}×{rows} now" in shown.replace("\n", " ")
    assert "To leave, close this tab." in shown and "ctrl+q" not in shown  # ctrl+q would quit the browser
    await page.set_viewport_size({"width": 1000, "height": 640})  # larger: fitted again, the app follows
    await wait_screen(page, MENU)
    columns, rows = await page.evaluate("[window.kortbord.term.cols, window.kortbord.term.rows]")
    assert columns >= 80 and rows >= 24
    session = next(iter(server.tables))
    assert session.size[:2] == (columns, rows)
    assert problems == []

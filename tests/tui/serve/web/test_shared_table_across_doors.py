"""Tables with people across the doors: a person over SSH and a person in a
browser at one Hearts table, each pressing their own keys, and no message
either app was sent holds a card of the other's hand (every message the
hub sends is checked: tests/rules/tables/hidden.py)."""

from __future__ import annotations

import asyncio
import re

import asyncssh

from tests.rules.tables.hidden import Hidden
from tests.tui.serve.conftest import sit
from tests.tui.serve.test_shared_tables_over_ssh import make_hearts_table, play_by_keys, to_the_lobby
from tests.tui.serve.web.conftest import MENU, screen, wait_screen
from tui.serve import identity

KEYS = {"\r": "Enter"}
FACE = re.compile(r"(10|[2-9JQKA])([♠♥♦♣])")
SUITS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}


class PageKeys:
    """A browser page pressed as play_by_keys presses an SSH terminal."""

    def __init__(self, page) -> None:
        self.page = page

    async def keys(self, *keys: str, pause: float = 0.4) -> None:
        for key in keys:
            await self.page.keyboard.press(KEYS.get(key, key))
            await asyncio.sleep(pause)


async def test_an_ssh_player_and_a_browser_player_share_a_hearts_table(web, browser):
    hidden = Hidden()
    server, door = await web(tables_tap=hidden.tap)
    hidden.hub = server.hub.hub
    anna_key, bo_key = (asyncssh.generate_private_key("ssh-ed25519") for _ in range(2))
    anna_conn, anna = await sit(server, anna_key, username="anna")
    token = door.sessions.new_link(identity.fingerprint(bo_key), "bo")  # as bo's b in the SSH menu makes it

    context = await browser()
    page = await context.new_page()
    await page.goto(f"http://127.0.0.1:{door.port}/link/{token}")
    await page.click("button")
    await wait_screen(page, MENU)

    await to_the_lobby(anna)
    await make_hearts_table(anna, people=2)
    table = server.hub.hub.tables["t1"]
    await page.keyboard.press("p")
    await wait_screen(page, "host anna")
    await page.keyboard.press("Enter")
    deadline = asyncio.get_running_loop().time() + 20
    while not table.started:
        assert asyncio.get_running_loop().time() < deadline, await screen(page)
        await asyncio.sleep(0.1)
    assert [place.person.name for place in table.places if place.person is not None] == ["anna", "bo"]
    assert table.places[1].person.key == identity.fingerprint(bo_key)  # the browser sits as bo's key
    await wait_screen(page, "choose 3 cards")

    passes = 2
    await play_by_keys({0: anna, 1: PageKeys(page)}, table, lambda: len(table.driver.log) >= passes + 4)
    assert {0, 1} <= {seat for seat, _move in table.driver.log}  # each person moved, by their own keys
    deadline = asyncio.get_running_loop().time() + 15
    while True:  # bo's page shows bo's own cards, and only his (the hand: the row of most cards)
        shown = await screen(page)
        hand_row = max(shown.splitlines(), key=lambda row: len(FACE.findall(row)))
        on_screen = {rank + SUITS[suit] for rank, suit in FACE.findall(hand_row)}
        if on_screen == {str(card) for card in table.game.view(1).hand}:
            break
        assert asyncio.get_running_loop().time() < deadline, (on_screen, table.game.view(1).hand, shown)
        await asyncio.sleep(0.1)
    hidden.assert_clean()  # every message to each app: no card of another's hand
    assert hidden.table_messages > 10
    assert server.hub.hub.problems == []
    anna_conn.close()

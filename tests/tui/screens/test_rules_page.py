"""The rules page shown and dismissed in the same moment (issue 14, item 9:
a key fuzz once found on_mount querying a page already taken down)."""

from __future__ import annotations

import pytest

from tests.tui.helpers import make_app
from tui.screens.menu import MenuScreen
from tui.screens.rules_page import RulesPage


@pytest.mark.parametrize("game", ["hearts", "speed"])
async def test_shown_and_dismissed_at_once(game):
    app = make_app(None)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for _ in range(5):
            page = RulesPage(game)
            app.push_screen(page)
            page.remove_children()  # taken down before its on_mount ran
            await pilot.pause()
            app.pop_screen()
            await pilot.pause()
        assert isinstance(app.screen, MenuScreen)


async def test_scrolling_a_page_without_its_text_does_nothing():
    app = make_app(None)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        page = RulesPage("hearts")
        await app.push_screen(page)
        await pilot.pause()
        await page.query_one("#rules-page").remove()
        await pilot.press("j", "k")
        await pilot.pause()
        assert app.screen is page

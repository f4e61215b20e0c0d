"""The rules panel builds its text the first time it opens (issue 27: a
served table that built it hidden spent several MiB on a text most
players never open), and keeps it after that."""

from __future__ import annotations

from textual.widgets import Markdown

from tests.tui.helpers import make_app
from tui.widgets import RulesPanel, help_text


async def test_the_text_is_built_when_the_panel_first_opens_and_kept():
    app = make_app("hearts")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        panel = app.screen.query_one(RulesPanel)
        assert not panel.is_open and not panel.query(Markdown)
        await pilot.press("question_mark")
        await pilot.pause()
        text = panel.query_one(Markdown)
        assert panel.is_open and text.source == help_text("hearts")
        await pilot.press("pagedown")
        await pilot.pause()
        scrolled = panel.scroll_y
        assert scrolled > 0
        await pilot.press("question_mark")  # closes
        await pilot.pause()
        await pilot.press("question_mark")  # opens again: the same text, where the player left it
        await pilot.pause()
        assert panel.is_open and list(panel.query(Markdown)) == [text]
        assert panel.scroll_y == scrolled

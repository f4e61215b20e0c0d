"""The rules panel at a table holds its text only once opened, and keeps it
after (issue 27): a closed panel is its title alone.  Its Markdown is a
hundred widgets, restyled at every focus change of a table whose player
never opens it, and several MiB of each served table."""

from __future__ import annotations

import pytest
from textual.widgets import Markdown

import rules
from tests.tui.helpers import make_app
from tui.widgets import RulesPanel, help_text


@pytest.mark.parametrize("game", list(rules.GAMES))
async def test_the_text_comes_with_the_first_opening(game):
    app = make_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        panel = app.screen.query_one(RulesPanel)
        assert not panel.is_open and not panel.query(Markdown)
        assert len(list(app.screen.walk_children())) < 40
        await pilot.press("question_mark")
        await pilot.pause()
        text = panel.query_one(Markdown)
        assert panel.is_open and text.source == help_text(game)
        assert len(list(text.walk_children())) > 20  # the rules, rendered


async def test_the_text_is_kept_where_the_player_left_it():
    app = make_app("hearts")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        panel = app.screen.query_one(RulesPanel)
        await pilot.press("question_mark")
        await pilot.pause()
        text = panel.query_one(Markdown)
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

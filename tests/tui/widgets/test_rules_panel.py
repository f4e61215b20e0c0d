"""The rules panel at a table holds its text only once opened: a closed
panel is its title alone (its Markdown, a hundred widgets, would be
restyled at every focus change of a table whose player never opens it)."""

from __future__ import annotations

import pytest
from textual.widgets import Markdown

import rules
from tests.tui.helpers import make_app
from tui.widgets.rules_panel import RulesPanel


@pytest.mark.parametrize("game", list(rules.GAMES))
async def test_the_text_comes_with_the_first_opening_and_stays(game):
    app = make_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        panel = app.screen.query_one(RulesPanel)
        assert not panel.is_open and not panel.query(Markdown)
        assert len(list(app.screen.walk_children())) < 40
        await pilot.press("question_mark")
        await pilot.pause()
        texts = list(panel.query(Markdown))
        assert panel.is_open and len(texts) == 1
        assert len(list(texts[0].walk_children())) > 20  # the rules, rendered
        await pilot.press("question_mark", "question_mark")
        await pilot.pause()
        assert panel.is_open and list(panel.query(Markdown)) == texts  # mounted once

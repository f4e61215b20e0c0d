"""The rules' scroller restyles only itself when its focus changes
(tui/widgets/text_scroll.py): the styles it leaves on its text must be the
ones a full restyle, Textual's way, gives."""

from __future__ import annotations

import pytest

from tests.tui.helpers import make_app
from tui.screens.rules_page import RulesPage
from tui.widgets import RulesPanel
from tui.widgets.text_scroll import TextScroll


def styles_of(scroll: TextScroll) -> list[tuple]:
    return [(node, node.styles.css, node.rich_style) for node in scroll.walk_children(with_self=True)]


async def the_same_after_a_full_restyle(app, scroll: TextScroll) -> None:
    before = styles_of(scroll)
    app.update_styles(scroll)  # Textual's own, the scroller and all inside it
    assert styles_of(scroll) == before
    assert len(before) > 100  # the rules are there


@pytest.mark.parametrize("focused", [True, False])
async def test_the_rules_page_focused_and_not_is_styled_as_textual_would(focused):
    app = make_app(None)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await app.push_screen(RulesPage("harvest"))
        await pilot.pause()
        scroll = app.screen.query_one(TextScroll)
        assert scroll.has_focus
        if not focused:
            app.set_focus(None)
            await pilot.pause()
            assert not scroll.has_focus
        await the_same_after_a_full_restyle(app, scroll)


async def test_the_rules_panel_opened_and_closed_is_styled_as_textual_would():
    app = make_app("clover")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        panel = app.screen.query_one(RulesPanel)
        await pilot.press("question_mark")
        await pilot.pause()
        assert panel.has_focus
        await the_same_after_a_full_restyle(app, panel)
        await pilot.press("question_mark")
        await pilot.pause()
        assert not panel.has_focus
        await the_same_after_a_full_restyle(app, panel)

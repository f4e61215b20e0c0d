"""A screen goes up with its breakpoint classes on (tui/breakpoints.py):
the classes Textual would give it at its first resize, so that resize
changes nothing and the screen is not styled all over again."""

from __future__ import annotations

import pytest
from textual.css.stylesheet import Stylesheet

from tests.tui.helpers import make_app, until_screen
from tui.breakpoints import breakpoint_classes
from tui.screens.statistics import StatisticsScreen

BREAKPOINTS = {"-narrow", "-wide", "-short", "-tall"}


@pytest.mark.parametrize(("size", "expected"), [((80, 24), {"-narrow", "-short"}), ((120, 40), {"-wide", "-tall"}),
                                                ((99, 30), {"-narrow", "-tall"})])
async def test_a_pushed_screen_has_the_classes_textual_gives_and_is_styled_once(size, expected, monkeypatch):
    app = make_app(None)
    styled: list[StatisticsScreen] = []
    original = Stylesheet.update_nodes

    def update_nodes(self, nodes, animate=False):
        nodes = list(nodes)
        styled.extend(node for node in nodes if isinstance(node, StatisticsScreen))
        return original(self, nodes, animate=animate)

    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        monkeypatch.setattr(Stylesheet, "update_nodes", update_nodes)
        app.push_screen(StatisticsScreen())
        screen = await until_screen(pilot, lambda s: isinstance(s, StatisticsScreen))
        await pilot.pause()
        assert screen.classes & BREAKPOINTS == expected
        assert {name for name, on in breakpoint_classes(app, screen).items() if on} == expected
        assert len(styled) == 1  # when it came up; its first resize changed no class
        await pilot.resize_terminal(*((120, 40) if size == (80, 24) else (80, 24)))
        await pilot.pause()
        assert screen.classes & BREAKPOINTS != expected  # Textual's own, at a real resize

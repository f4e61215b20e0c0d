"""Item 15 of issue 13: every AI speed on the Play page says what it means,
and the figure is the pace's own (tui.settings.PACES, defined once)."""

from __future__ import annotations

import pytest

from tests.narrow import narrow
from tests.tui.helpers import make_app
from tui import settings
from tui.screens.setup import ChoiceList, SetupScreen
from tui.store import load_settings


@pytest.mark.parametrize("game", ["hearts", "harvest", "clover"])
async def test_every_pace_on_the_play_page_says_what_it_means(game, monkeypatch):
    monkeypatch.setitem(settings.PACES, "slow", (1.7, 3.0))  # the figure shown follows the value
    app = make_app(None, pace=None, level=None)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(SetupScreen(game))
        await pilot.pause()
        setup = narrow(app.screen, SetupScreen)
        keys = [c.key for c in setup.choices]
        for _ in range(keys.index("pace")):
            await pilot.press("down")
        shown: dict[str, str] = {}
        for _ in settings.PACES:
            await pilot.pause()
            row = next(line for line in setup.query_one(ChoiceList).render().plain.splitlines()
                       if "AI speed" in line)
            shown[setup.values["pace"]] = row
            await pilot.press("right")
    assert set(shown) == set(settings.PACES)
    assert "slow — about 1.7 s a move" in shown["slow"]
    assert "normal — about 0.6 s a move" in shown["normal"]
    assert "fast — about 0.25 s a move" in shown["fast"]
    assert "instant — no wait between moves" in shown["instant"]


def test_the_remembered_pace_is_the_tables_pace(monkeypatch):
    monkeypatch.setitem(settings.PACES, "slow", (1.7, 3.0))
    remembered, _ = load_settings()
    remembered.game("hearts").pace = "slow"
    assert remembered.game("hearts").delay == 1.7

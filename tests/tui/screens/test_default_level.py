"""Item 14 of issue 13: on a fresh install every game starts at medium,
whichever way the table is reached (one rule: rules.default_level)."""

from __future__ import annotations

import pytest

import rules
from tests.narrow import narrow
from tests.tui.helpers import make_app
from tui import store
from tui.screens.game_base import GameScreen
from tui.screens.setup import SetupScreen
from tui.settings import TableSettings
from tui.store.sessions import bot_level


def table(app) -> GameScreen:
    return next(s for s in reversed(app.screen_stack) if isinstance(s, GameScreen))


def bot_levels_at(screen: GameScreen) -> set[str]:
    return {bot_level(screen.session.game.name, seat.bot) for seat in screen.session.seats if seat.bot}


@pytest.mark.parametrize("game", list(rules.GAMES))
def test_the_remembered_settings_of_a_fresh_install_say_medium(game):
    settings, problems = store.load_settings()
    assert not problems
    assert settings.game(game).level == "medium"


@pytest.mark.parametrize("game", list(rules.GAMES))
async def test_a_direct_start_on_a_fresh_install_plays_medium(game):
    app = make_app(game, level=None)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert bot_levels_at(table(app)) == {"medium"}


@pytest.mark.parametrize("game", list(rules.GAMES))
async def test_the_play_page_of_a_fresh_install_offers_medium(game):
    app = make_app(None, level=None)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(SetupScreen(game))
        await pilot.pause()
        assert narrow(app.screen, SetupScreen).values["level"] == "medium"


async def test_a_table_given_no_level_plays_medium():
    app = make_app(None, level=None)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.start_table(TableSettings("speed", level=None, pace="instant", seed=3))
        await pilot.pause()
        assert bot_levels_at(table(app)) == {"medium"}

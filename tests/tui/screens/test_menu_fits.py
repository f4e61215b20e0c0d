"""The menu's list fits the screen where it can (a playtest at 80x24 in
Swedish: with two unfinished games it scrolled, Speed's lines out of
sight; English too): each game's "ready" line gives way first, then the
lines between the games; the list is whole again on a taller screen."""

from __future__ import annotations

import pytest
from textual.widgets import OptionList

from rules import i18n
from tests.tui.helpers import make_app, saved_game
from tests.tui.screen_walk import screen_text
from tui.screens.menu import MenuScreen

READY = {"en": "ready: enter plays, r reads the rules", "sv": "redo: enter för att spela, r för reglerna"}
SPEED_BLURB = {"en": "get rid of your cards first.", "sv": "bli av med dina kort först."}


def unfinished(app, games: tuple[str, ...]) -> None:
    for game in games:
        saved_game(app.default_settings(game), lambda g: True)


@pytest.mark.parametrize("language", ["en", "sv"])
@pytest.mark.parametrize("games", [("harvest", "clover"), ("hearts", "harvest", "clover")])
async def test_two_or_three_unfinished_games_and_the_four_games_fit_at_80x24(language, games):
    i18n.use(language)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        unfinished(app, games)
        menu = app.screen
        assert isinstance(menu, MenuScreen)
        menu.on_screen_resume()  # the saves made after the menu came up, as coming back from a game finds them
        await pilot.pause()
        listed = menu.query_one(OptionList)
        assert listed.max_scroll_y == 0, listed.virtual_size
        shown = screen_text(app)
        assert shown.count("Resume: " if language == "en" else "Fortsätt: ") == len(games)
        assert SPEED_BLURB[language] in shown and READY[language] not in shown


@pytest.mark.parametrize("language", ["en", "sv"])
async def test_with_nothing_unfinished_the_menu_is_as_it_was(language):
    i18n.use(language)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        shown = screen_text(app)
        assert shown.count(READY[language]) == 4 and app.screen.query_one(OptionList).max_scroll_y == 0


async def test_the_ready_lines_come_back_on_a_taller_screen_and_the_choice_stays():
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        unfinished(app, ("harvest", "clover"))
        menu = app.screen
        assert isinstance(menu, MenuScreen)
        menu.on_screen_resume()
        await pilot.pause()
        await pilot.press("down", "down", "down")
        chosen = menu.chosen
        assert READY["en"] not in screen_text(app)
        await pilot.resize_terminal(80, 30)
        await pilot.pause()
        assert screen_text(app).count(READY["en"]) == 4 and menu.chosen == chosen
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert READY["en"] not in screen_text(app) and menu.chosen == chosen
        assert menu.query_one(OptionList).max_scroll_y == 0

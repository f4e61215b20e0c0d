"""Item 17 of issue 13: the menu's unfinished games each say how far they
are (the game's own words) and when they were last played; a new game of a
kind that is still unfinished asks first: resume it, or start another and
keep the old one."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from rules.harvest.game import HarvestGame
from tests.narrow import narrow, present
from tests.tui.helpers import make_app, until_screen
from tests.tui.screen_walk import choose_in_menu, screen_text
from tui import store
from tui.screens.game_base import GameScreen
from tui.screens.menu import MenuScreen
from tui.screens.setup import SetupScreen
from tui.screens.unfinished import UnfinishedScreen, last_played


def table(app) -> GameScreen:
    return next(s for s in reversed(app.screen_stack) if isinstance(s, GameScreen))


def saved_ids() -> set[str]:
    return {path.stem for path in store.saves_dir().glob("*.json")}


async def leave(pilot) -> None:
    await pilot.press("q", "y")
    await pilot.pause()
    assert isinstance(pilot.app.screen, MenuScreen)


async def two_harvest_games(pilot) -> None:
    """One left at turn 1, another played on to turn 3 or later."""
    app = pilot.app
    await pilot.pause()
    await leave(pilot)  # the direct start: turn 1, nothing played
    await choose_in_menu(pilot, "harvest")
    await pilot.press("enter")
    await pilot.pause()
    assert isinstance(app.screen, UnfinishedScreen)
    await pilot.press("n")
    await pilot.pause()
    screen = table(app)
    for _ in range(40):
        if narrow(screen.session.game, HarvestGame).turn >= 3:
            break
        legal = screen.session.game.legal_actions(0)
        if legal:
            screen.act(legal[0])
        await pilot.pause()
    assert narrow(screen.session.game, HarvestGame).turn >= 3
    await leave(pilot)


async def test_the_menu_says_how_far_each_unfinished_game_is_and_when_it_was_played():
    app = make_app("harvest", seed=3, level="easy")
    async with app.run_test(size=(80, 24)) as pilot:
        await two_harvest_games(pilot)
        text = screen_text(app)
        rows = [line.strip(" │") for line in text.splitlines()]
        titles = [row for row in rows if row.startswith("Resume: The Harvest Game")]
        details = [rows[i + 1] for i, row in enumerate(rows) if row in titles]
        assert len(details) == 2, rows
        assert all(" — last played today " in title for title in titles)
        assert details[0] != details[1]
        assert details[1].startswith("turn 1 · You 0 · North 0")
        assert details[0].startswith("turn ") and not details[0].startswith("turn 1 ")


def test_last_played_says_today_yesterday_or_the_date():
    now = datetime(2026, 12, 1, 9, 30, tzinfo=UTC).astimezone()
    assert last_played(now - timedelta(minutes=5), now) == f"today {now - timedelta(minutes=5):%H:%M}"
    assert last_played(now - timedelta(days=1), now).startswith("yesterday ")
    assert last_played(now - timedelta(days=3), now) == (now - timedelta(days=3)).strftime("%d %b %H:%M")
    assert last_played(now - timedelta(days=400), now) == (now - timedelta(days=400)).strftime("%d %b %Y")


async def test_a_new_game_of_an_unfinished_kind_asks_first_and_resume_goes_back_to_it():
    app = make_app("harvest", seed=3, level="easy")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        first = present(table(app).saving.autosave).save_id
        await leave(pilot)
        await choose_in_menu(pilot, "harvest")
        assert isinstance(app.screen, SetupScreen)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, UnfinishedScreen)
        shown = screen_text(app)
        assert "You have an unfinished game of The Harvest Game" in shown
        assert "turn 1 · You 0 · North 0" in shown and "last played today" in shown
        await pilot.press("r")
        await pilot.pause()
        resumed = table(app)
        assert resumed.resumed is not None and resumed.resumed.id == first
        await leave(pilot)  # back to the menu, not to the Play page
        assert saved_ids() == {first}


async def test_start_another_keeps_the_old_one_and_escape_starts_nothing():
    app = make_app("harvest", seed=3, level="easy")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        first = present(table(app).saving.autosave).save_id
        await leave(pilot)
        await choose_in_menu(pilot, "harvest")
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen) and saved_ids() == {first}
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        second = table(app)
        second_id = present(second.saving.autosave).save_id
        assert second.resumed is None and second_id != first
        await leave(pilot)
        assert saved_ids() == {first, second_id}


async def test_a_direct_start_asks_too_when_its_kind_is_unfinished():
    app = make_app("clover", seed=3, level="easy")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        first = present(table(app).saving.autosave).save_id
        await leave(pilot)
    app = make_app("clover", seed=4, level="easy")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, UnfinishedScreen)
        await pilot.press("enter")  # the focused button: resume it
        await pilot.pause()
        assert present(table(app).resumed).id == first


KEYS = {"en": ("r Resume it", "n New game", "? Rules", "esc Back"),
        "sv": ("r Fortsätt det", "n Nytt spel", "? Regler", "esc Tillbaka")}
BENEATH = {"en": ("r rules", "r reads the rules", "learn to play"),  # the menu's and the Play page's key lines
           "sv": ("r regler", "r för reglerna", "t lär dig spela")}


@pytest.mark.parametrize("language", ["en", "sv"])
async def test_the_resume_question_names_each_key_once_and_question_mark_shows_the_rules(language):
    """A playtest in Swedish: the question over the menu ("Fortsätt det (r)",
    the Footer "r Fortsätt det") showed the menu's key line "r regler" just
    above its Footer, r named twice with two meanings.  The question now
    covers what is beneath it (the menu, the Play page), its Footer names
    every key it takes, and ? shows the game's rules, as everywhere."""
    from rules import i18n
    from tests.tui.lessons.pilot import footer_text
    from tui.screens.rules_page import RulesPage

    i18n.use(language)
    app = make_app("hearts", seed=3, level="easy")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        first = present(table(app).saving.autosave).save_id
        await leave(pilot)
    app = make_app("hearts", seed=4, level="easy")
    async with app.run_test(size=(80, 24)) as pilot:  # `kortbord hearts`: asked over the menu
        question = await until_screen(pilot, lambda s: isinstance(s, UnfinishedScreen))
        for _ in range(20):
            if footer_text(question):
                break
            await pilot.pause()
        assert all(key in footer_text(question) for key in KEYS[language]), footer_text(question)
        shown = " ".join(screen_text(app).split())
        assert KEYS[language][0][2:] in shown and not any(words in shown for words in BENEATH[language]), shown
        await pilot.press("question_mark")
        rules = await until_screen(pilot, lambda s: isinstance(s, RulesPage))
        assert narrow(rules, RulesPage).game == "hearts"
        await pilot.press("escape")
        await until_screen(pilot, lambda s: s is question)
        await pilot.press("r")
        await until_screen(pilot, lambda s: isinstance(s, GameScreen))
        assert present(table(app).resumed).id == first
        await leave(pilot)
        await choose_in_menu(pilot, "hearts")  # from the Play page: asked over it
        await pilot.press("enter")
        question = await until_screen(pilot, lambda s: isinstance(s, UnfinishedScreen))
        for _ in range(20):  # the question drawn, its Footer too
            if KEYS[language][0] in footer_text(question) and KEYS[language][0][2:] in screen_text(app):
                break
            await pilot.pause()
        shown = " ".join(screen_text(app).split())
        assert KEYS[language][0][2:] in shown and not any(words in shown for words in BENEATH[language]), shown
        await pilot.press("escape")
        await until_screen(pilot, lambda s: isinstance(s, SetupScreen))

"""Leaving a game goes where its question says: "Leave this game and go
back to the menu?" (Swedish "Lämna spelet och gå tillbaka till menyn?"),
and yes (y, or j in Swedish) shows the menu, whichever way the game was
started: from its page in the menu, by ``kortbord GAME``, or by a lesson's
"Play it", the lesson opened from the game's page or by ``kortbord learn``.
The game's page gives way to the table in each case."""

from __future__ import annotations

import pytest

import rules.lessons
from tests.tui.lessons.pilot import SIZE, step_ready
from tui.app import KortbordApp
from tui.lessons.done import LessonDone
from tui.screens.confirm import ConfirmScreen
from tui.screens.game_base import GameScreen
from tui.screens.menu import MenuScreen
from tui.screens.setup import SetupScreen

GAME = "hearts"  # the shortest lesson
QUESTION = {"en": "Leave this game and go back to the menu?", "sv": "Lämna spelet och gå tillbaka till menyn?"}
YES = {"en": "y", "sv": "j"}


def app_for(start: str | None = None, learn: bool = False, lang: str = "en") -> KortbordApp:
    app = KortbordApp(start=start, learn=learn, pace="instant", seed=1, lang=lang)
    app.animation_level = "none"
    return app


async def until(pilot, done, what: str, limit: int = 100) -> None:
    for _ in range(limit):
        await pilot.pause()
        if done():
            return
    raise AssertionError(f"no {what}: {pilot.app.screen_stack}")


async def the_games_page(pilot) -> None:
    """The menu's first game chosen: its page (the Play page)."""
    await until(pilot, lambda: isinstance(pilot.app.screen, MenuScreen), "menu")
    await pilot.press("enter")
    await until(pilot, lambda: isinstance(pilot.app.screen, SetupScreen), "game's page")
    assert pilot.app.screen.game == GAME


async def the_lesson_played(pilot) -> None:
    """Every step taken, then "Play it"."""
    for step in rules.lessons.lesson(GAME).steps:
        screen = await step_ready(pilot)
        assert screen.act(step.answer(screen.game))
    await until(pilot, lambda: isinstance(pilot.app.screen, LessonDone), "lesson's last screen")
    await pilot.press("enter")  # Play it
    await until(pilot, lambda: isinstance(pilot.app.screen, GameScreen) and pilot.app.screen.lesson is None
                and pilot.app.screen.is_mounted, "game after the lesson")


def question(app) -> str:
    """The question asked now."""
    assert isinstance(app.screen, ConfirmScreen), app.screen_stack
    return app.screen.question


async def left_and_where(pilot, lang: str = "en") -> None:
    """q at the table: the question says the menu, and yes shows it."""
    app = pilot.app
    table = app.screen
    assert isinstance(table, GameScreen) and table.lesson is None and not table.game.is_over
    await pilot.press("q")
    await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "leave question")
    assert question(app).startswith(QUESTION[lang]), question(app)
    await pilot.press(YES[lang])
    await until(pilot, lambda: table not in app.screen_stack, "table left")
    assert isinstance(app.screen, MenuScreen), app.screen_stack
    assert not any(isinstance(screen, SetupScreen) for screen in app.screen_stack)


async def test_a_game_from_a_lesson_opened_on_its_page_goes_back_to_the_menu():
    app = app_for()
    async with app.run_test(size=SIZE) as pilot:
        await the_games_page(pilot)
        await pilot.press("t")  # learn to play
        await the_lesson_played(pilot)
        await left_and_where(pilot)


async def test_in_swedish_too():
    app = app_for(lang="sv")
    async with app.run_test(size=SIZE) as pilot:
        await the_games_page(pilot)
        await pilot.press("t")
        await the_lesson_played(pilot)
        await left_and_where(pilot, "sv")


async def test_a_lesson_left_before_its_end_goes_back_to_the_games_page():
    """The lesson's own q says nothing of the menu: it goes back where it
    was opened from (tui/lessons/run.py), the game's page here."""
    app = app_for()
    async with app.run_test(size=SIZE) as pilot:
        await the_games_page(pilot)
        page = app.screen
        await pilot.press("t")
        await step_ready(pilot)
        await pilot.press("q")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "leave question")
        assert question(app).startswith("Leave the lesson?")
        await pilot.press("y")
        await until(pilot, lambda: app.screen is page, "game's page")


@pytest.mark.parametrize("way", ["page", "command", "learn"])
async def test_every_other_way_into_a_game_goes_back_to_the_menu(way):
    app = app_for(start=GAME if way != "page" else None, learn=way == "learn")
    async with app.run_test(size=SIZE) as pilot:
        if way == "page":
            await the_games_page(pilot)
            await pilot.press("enter")  # Start
        if way == "learn":
            await the_lesson_played(pilot)
        await until(pilot, lambda: isinstance(app.screen, GameScreen) and app.screen.is_mounted
                    and app.screen.lesson is None, "table")
        await left_and_where(pilot)

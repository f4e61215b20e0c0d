"""Where the cursor is at a lesson's table: always seen where the keys will
act (an empty pile under it is drawn as one), and back on the step's card
after a key the step refuses, so the next space does what the step asks."""

from __future__ import annotations

import pytest

from rules.cards import Card, parse_card
from rules.clover.view import CloverView
from tests.narrow import narrow, present
from tests.tui.lessons.pilot import SIZE, lesson_app, log_text, message, state, step_index, step_ready, step_taking
from tests.tui.screen_walk import screen_text
from tui.screens.clover.screen import CloverScreen
from tui.screens.game_base import GameScreen
from tui.screens.harvest.screen import HarvestScreen
from tui.store.lessons import remember_step
from tui.textual_private import queue_empty
from tui.widgets import Hand
from tui.widgets.hand import NO_CURSOR


def row_shown(screen: HarvestScreen, row_id: str) -> str:
    """The text of one of the board's one-line piles as the screen shows it."""
    region = present(screen.query_one(f"#{row_id}")).region
    return screen_text(screen.app).splitlines()[region.y][region.x:region.right]


async def until(pilot, wanted, limit: int = 20) -> None:
    """Pauses until ``wanted()`` holds (at most ``limit``): the screen is drawn a refresh or more later."""
    for _ in range(limit):
        await pilot.pause()
        if wanted():
            return


@pytest.mark.parametrize(("key", "lands_on"), [("up", "AC"), ("left", "AC"), ("right", "KH"), ("down", "KH")])
async def test_the_cursor_stays_seen_on_the_empty_barn_after_its_last_card_moved(key, lands_on):
    """A playtest, harvest lesson step 3→4: A♣ moved from the barn to the
    harvest, and no cursor was drawn anywhere (it rested on the empty barn,
    where enter answers 'Nothing to pick there').  The arrows go on from
    there as drawn: ↑ and ← to A♣ above it, ↓ and → to the hand's first card,
    where it stays (it was drawn back on A♣, placed afresh for the step)."""
    remember_step("harvest", step_taking("harvest", "grow AC"))
    app = lesson_app("harvest")
    async with app.run_test(size=SIZE) as pilot:
        screen = narrow(await step_ready(pilot), HarvestScreen)
        assert screen.picker.card == parse_card("AC")
        await pilot.press("enter")
        screen = narrow(await step_ready(pilot), HarvestScreen)
        assert step_index(screen) == step_taking("harvest", "done") and not screen.view.barns[0]
        await until(pilot, lambda: ">(empty)" in row_shown(screen, "my-barn"))
        assert row_shown(screen, "my-barn").split() == ["barn", ">(empty)"]
        assert ">" not in row_shown(screen, "my-harvest") and screen.query_one(Hand).cursor == NO_CURSOR
        await pilot.press("enter")  # the keys act there: enter answers for the empty pile
        await until(pilot, lambda: message(screen).startswith("Nothing to pick there"))
        assert message(screen).startswith("Nothing to pick there: d to say done")
        await pilot.press(key)
        await until(pilot, lambda: ">" not in row_shown(screen, "my-barn") and queue_empty(screen))
        assert screen.picker.card == parse_card(lands_on) and ">" not in row_shown(screen, "my-barn")
        hand = screen.query_one(Hand)
        if lands_on == "AC":
            assert row_shown(screen, "my-harvest").split()[:2] == ["harvest", ">A♣"] and hand.cursor == NO_CURSOR
        else:
            assert hand.card_at_cursor() == parse_card(lands_on) and ">" not in row_shown(screen, "my-harvest")


def cursor_card(screen: GameScreen) -> Card | None:
    """The card under the cursor at any table with one."""
    if isinstance(screen, HarvestScreen):
        return screen.picker.card
    if isinstance(screen, CloverScreen):
        return narrow(screen.view, CloverView).meadow[screen.cursor]
    return screen.query_one(Hand).card_at_cursor()


@pytest.mark.parametrize(("game", "step", "digit", "refused"), [
    ("harvest", "sow KH", "2", "QC"), ("hearts", "play 9D", "4", "AD"), ("clover", "pick 8C", "1", "3C")])
async def test_a_digit_the_step_refuses_leaves_the_cursor_on_the_steps_card(game, step, digit, refused):
    """A playtest, every lesson: a digit naming a card the step does not take
    was refused (rightly), and the cursor stayed on that card, so the next
    space was refused again.  The cursor goes back to the step's card; space
    then makes the step's move.  (Speed's digits name piles: it has no cursor.)"""
    index = step_taking(game, step)
    remember_step(game, index)
    app = lesson_app(game)
    async with app.run_test(size=SIZE) as pilot:
        screen = await step_ready(pilot)
        wanted = parse_card(step.split()[1])
        before = state(screen)
        await pilot.press(digit)
        await until(pilot, lambda: message(screen).startswith("Not in this step"))
        assert message(screen).startswith("Not in this step: the log says why.") and state(screen) == before
        assert f"not to {step.split()[0]} {parse_card(refused).label}" in log_text(screen).replace("take", "pick")
        assert cursor_card(screen) == wanted
        await pilot.press("space")  # the step's move, by the one key
        await until(pilot, lambda: step_index(screen) > index)
        assert step_index(screen) == index + 1


async def cursor_to(pilot, screen: GameScreen, card: Card, limit: int = 30) -> None:
    """The arrows, → then ←, until the cursor is on ``card`` (as a player moves it)."""
    for key in ("right", "left"):
        for _ in range(limit):
            if cursor_card(screen) == card:
                return
            was = cursor_card(screen)
            await pilot.press(key)
            await until(pilot, lambda was=was: cursor_card(screen) != was and queue_empty(screen))
    assert cursor_card(screen) == card, cursor_card(screen)


@pytest.mark.parametrize(("game", "step", "refused"), [
    ("harvest", "graze 6H 4C", "AC"), ("hearts", "play 9D", "AD"), ("clover", "pick 8C", "3C")])
async def test_a_space_the_step_refuses_puts_the_cursor_on_the_steps_card(game, step, refused):
    """A playtest, harvest lesson step 11: the cursor on A♣, space; the log said
    the lesson wants 6♥ grazed with 4♣, and the cursor stayed on A♣, so the
    next space was refused again, the same text twice in the log.  As after
    a refused digit, the cursor goes to the step's card: space then makes
    the step's move, at every table with a cursor."""
    index = step_taking(game, step)
    remember_step(game, index)
    app = lesson_app(game)
    async with app.run_test(size=SIZE) as pilot:
        screen = await step_ready(pilot)
        wanted = parse_card(step.split()[-1])
        if isinstance(screen, HarvestScreen):  # 6♥ first, where the cursor starts: then the grazer
            await pilot.press("space")
            await until(pilot, lambda: screen.picker.first == parse_card("6H") and cursor_card(screen) == wanted)
            assert screen.picker.first == parse_card("6H")
        await cursor_to(pilot, screen, parse_card(refused))
        before = state(screen)
        await pilot.press("space")
        await until(pilot, lambda: message(screen).startswith("Not in this step") and cursor_card(screen) == wanted)
        assert message(screen).startswith("Not in this step: the log says why.") and state(screen) == before
        assert parse_card(refused).label in log_text(screen)
        assert cursor_card(screen) == wanted
        await pilot.press("space")  # the step's move, by the one key
        await until(pilot, lambda: step_index(screen) > index)
        assert step_index(screen) == index + 1


async def test_a_card_the_engine_refuses_at_a_lesson_puts_the_cursor_on_the_steps_card():
    """Harvest step 11 before 6♥ is picked: A♣ cannot graze yet (the engine's
    reason is said), and the cursor goes to 6♥, where space begins the step."""
    index = step_taking("harvest", "graze 6H 4C")
    remember_step("harvest", index)
    app = lesson_app("harvest")
    async with app.run_test(size=SIZE) as pilot:
        screen = narrow(await step_ready(pilot), HarvestScreen)
        await cursor_to(pilot, screen, parse_card("AC"))
        before = state(screen)
        await pilot.press("space")
        await until(pilot, lambda: message(screen).startswith("enter and space pick") and cursor_card(screen) == parse_card("6H"))
        assert message(screen).startswith("enter and space pick the card under the cursor: A♣ cannot be picked now.")
        assert cursor_card(screen) == parse_card("6H") and state(screen) == before
        await pilot.press("space")  # 6♥ picked: the cursor on 4♣, and space grazes it
        await until(pilot, lambda: screen.picker.first == parse_card("6H") and cursor_card(screen) == parse_card("4C"))
        await pilot.press("space")
        await until(pilot, lambda: step_index(screen) > index)
        assert step_index(screen) == index + 1

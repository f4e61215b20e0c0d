"""The Speed lesson at its table by keys only, on the table's ManualClock
(conftest.py): at every step a wrong key is answered with its reason (the
step's, the engine's or the table's) and nothing changes, North stays
still however long the person reads, and neither a round's summary nor
the game-over screen covers the lesson's own end; the step reached is kept."""

from __future__ import annotations

import json

import rules.lessons
from rules.speed.game import SpeedGame
from tests.narrow import narrow
from tests.tui.helpers import until_screen
from tests.tui.lessons.pilot import SIZE, lesson_app, log_text, message, step_index, step_ready
from tui.app import KortbordApp
from tui.lessons.done import LessonDone
from tui.screens.game_over import GameOverScreen
from tui.screens.menu import MenuScreen
from tui.screens.speed.round_over import SpeedRoundOver
from tui.screens.speed.screen import SpeedScreen
from tui.store.lessons import lessons_path

LESSON = rules.lessons.lesson("speed")
READING = 30.0  # virtual seconds the person reads each step: North would have played many cards

# Each step: the wrong key, what it is answered (None: the step's own reason), the step's key.
KEYS = [
    ("1", None, "2"),  # Q♣ would fit the king
    ("1", None, "2"),
    ("4", None, "3"),  # 4♥ would fit 5♥: the next step's card
    ("5", None, "3"),  # J♠ fits 10♣ too
    ("2", "Your table pile 2 is empty.", "5"),
    ("right", None, "left"),  # the bigger pile
    ("2", "Your table pile 2 is empty.", "5"),
    ("1", "You placed all your table cards: slap the table with space.", "space"),
]


def state(screen) -> str:
    return json.dumps(screen.game.to_json(), sort_keys=True)


async def test_the_speed_lesson_by_keys_north_never_races_and_the_end_is_the_lessons(clock):
    app = lesson_app("speed")
    async with app.run_test(size=SIZE) as pilot:
        for index, (wrong, answer, right) in enumerate(KEYS):
            screen = await step_ready(pilot)
            assert isinstance(screen, SpeedScreen) and step_index(screen) == index
            assert all(seat == 0 for seat, _move in screen.session.log)  # North made no move of its own
            before = state(screen)
            clock.advance(READING)
            await pilot.pause()
            assert state(screen) == before  # nobody raced the person while they read
            await pilot.press(wrong)
            if answer is None:  # the step's reason, whole in the log; what to do on the message line
                assert log_text(screen).endswith(LESSON.steps[index].reason())
                assert message(screen) == (f"Not in this step: the log says why.\nLesson {index + 1}/{len(LESSON.steps)}: "
                                           f"{LESSON.steps[index].wanted()} (the log says why)")  # the step's line below
            else:
                assert answer in message(screen), message(screen)
            assert state(screen) == before and step_index(screen) == index
            if index == 3:  # North was first on the left pile, long before: the table shows it fits nowhere
                await pilot.press("4")
                assert "4♥ fits neither 4♠ nor 10♣" in message(screen), message(screen)
                assert state(screen) == before
            await pilot.press(right)
            await pilot.pause()
        assert isinstance(app.screen, LessonDone)
        clock.advance(READING)  # the game-over screen's moment has long passed
        await pilot.pause()
        assert isinstance(app.screen, LessonDone)
        assert not any(isinstance(s, (SpeedRoundOver, GameOverScreen)) for s in app.screen_stack)
        table = narrow(app.screen_stack[-2], SpeedScreen)
        assert table.game.is_over and narrow(table.game, SpeedGame).winner == 0
        assert "You have no cards left and win the game!" in log_text(table)
        await pilot.press("enter")  # the real game: North plays on its own timers again
        game_table = await until_screen(pilot, lambda s: isinstance(s, SpeedScreen) and s.lesson is None)
        for _second in range(int(READING)):  # a second at a time: the table may still be opening (a busy machine)
            clock.advance(1.0)
            await pilot.pause()
            if any(seat == 1 for seat, _move in game_table.session.log):
                break
        assert any(seat == 1 for seat, _move in game_table.session.log)


async def test_a_speed_lesson_left_inside_a_position_comes_back_where_it_was(clock):
    app = lesson_app("speed")
    async with app.run_test(size=SIZE) as pilot:
        for _wrong, _answer, right in KEYS[:5]:
            await step_ready(pilot)
            await pilot.press(right)
        screen = await step_ready(pilot)
        assert step_index(screen) == 5 and screen.view.may_slap  # the last card placed: a slap is due
        position = state(screen)
        await pilot.press("escape", "y")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)  # left: the menu, as a game's table goes back to
    assert json.loads(lessons_path().read_text())["steps"] == {"speed": 5}
    app = lesson_app("speed")
    async with app.run_test(size=SIZE) as pilot:
        screen = await step_ready(pilot)
        assert step_index(screen) == 5 and state(screen) == position
        assert "Lesson 6/8: slap the left pile" in message(screen)
        await pilot.press("left")
        screen = await step_ready(pilot)
        assert step_index(screen) == 6 and not isinstance(app.screen, SpeedRoundOver)


async def test_the_speed_lesson_in_swedish():
    """The step's sentence, its refusal and the table's keys in Swedish
    (--lang sv); the cards by their Swedish labels (Kn for a jack)."""
    app = KortbordApp(start="speed", learn=True, pace="instant", lang="sv")
    app.animation_level = "none"
    async with app.run_test(size=SIZE) as pilot:
        screen = await step_ready(pilot)
        assert "Lektion 1/8: Speed har ingen turordning" in log_text(screen)
        assert message(screen).startswith("Lektion 1/8: spela 7♦ på 6♠")
        await pilot.press("1")
        assert "Här säger lektionen: spela 7♦ på 6♠, inte spela din hög 1" in log_text(screen), log_text(screen)
        for key in ("2", "2", "3"):
            await pilot.press(key)
            screen = await step_ready(pilot)
        assert "Spela sedan Kn♥, som vändes upp under 10♣, på 10♣" in log_text(screen)
        await pilot.press("4")
        said = message(screen)  # a race within a moment of North's card (seen.py), else no fit (real time here)
        assert "För sent: vänstra högen visar nu 4♠." in said or "4♥ går varken på 4♠ eller 10♣" in said, said

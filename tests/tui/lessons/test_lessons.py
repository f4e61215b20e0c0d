"""Lessons at the table, played by the pilot: every step refuses a legal
move it does not teach (with the step's reason, nothing changed) and one the
engine refuses (with the engine's reason), takes its own, and the lesson
ends by offering its first game; the step reached is kept."""

from __future__ import annotations

import json

import pytest

import rules
import rules.lessons
from rules.core import IllegalAction
from rules.harvest.game import HarvestGame
from tests.narrow import narrow, present
from tests.tui.lessons.pilot import (
    SIZE,
    fits_the_log,
    footer_text,
    hint_of,
    laid_out,
    lesson_app,
    log_shown,
    log_text,
    message,
    shown_whole,
    state,
    step_index,
    step_ready,
)
from tests.tui.screen_walk import screen_text
from tui.lessons.done import LessonDone
from tui.lessons.run import LessonRun
from tui.screens.game_base import GameScreen
from tui.screens.menu import MenuScreen
from tui.store.lessons import lessons_path, step_of
from tui.widgets.rules_panel import RulesPanel

NOT_NOW = {"harvest": "pass", "clover": "more", "hearts": "play 2C", "speed": "slap L"}  # a move the engine refuses at a step with one legal move



def numbers_shown(screen) -> bool:
    """The scores, points taken, turn and North's last bouquet the table
    shows are the engine's."""
    text, game = screen_text(screen.app), screen.game
    if game.name == "hearts":
        return (f"took {game.taken[0]} · total {game.totals[0]}" in text
                and f"took {game.taken[2]} · total {game.totals[2]}" in text)
    if game.name == "clover":
        north = game.last_bouquets[1]
        bouquet = f"last bouquet: {north[0].label}" if north else "last bouquet: none yet"
        turn = f"turn {game.turn_number} "  # "Turn 4 · " where the top bar gives up the game's name for room
        return ((turn in text or turn.capitalize() in text) and f"{game.totals[0]}/40" in text
                and f"{game.totals[1]}/40" in text and bouquet in text)
    if game.name == "harvest":
        return f"turn {game.turn} " in text and f"{game.totals[0]}/20" in text and f"{game.totals[1]}/20" in text
    return True  # Speed counts no points: its lesson's numbers are the piles' cards, which the table draws


@pytest.mark.parametrize("game", list(rules.lessons.LESSONS))
async def test_each_lesson_played_to_its_end(game):
    """At 80×24, each step's sentence stands whole in the log (the jump's
    telling first), and so does each refusal, with what to do whole on the
    message line; the numbers the table shows are the engine's."""
    lesson = rules.lessons.lesson(game)
    app = lesson_app(game)
    async with app.run_test(size=SIZE) as pilot:
        for index, step in enumerate(lesson.steps):
            screen = await step_ready(pilot)
            assert step_index(screen) == index
            told = f"Lesson {index + 1}/{len(lesson.steps)}: {lesson.sentence(index, screen.game)}"
            assert shown_whole(told, screen), f"step {index + 1} does not fit: {log_shown(screen)}"
            assert numbers_shown(screen), f"step {index + 1}: the table and the engine disagree"
            before = state(screen)
            legal = screen.game.legal_actions(0)
            wrong = next((a for a in legal if not step.takes(a)), None)
            for other in (a for a in legal if not step.takes(a)):  # every refusal fits too, not only the one said
                assert fits_the_log(present(lesson.refusal(index, screen.game, other)), screen), other
            if wrong is not None:  # a legal move the step does not teach: the step's reason, whole in the log
                assert not screen.act(wrong)
                refusal = present(lesson.refusal(index, screen.game, wrong))
                await laid_out(pilot, refusal, screen)  # the message line grown a row
                # the step's line below the refusal says what it wants, at every table
                standing = f"Lesson {index + 1}/{len(lesson.steps)}: {step.wanted()} (the log says why)"
                assert message(screen) == f"Not in this step: the log says why.\n{standing}", message(screen)
                assert all(row in screen_text(app) for row in message(screen).split("\n"))  # whole on the message line
                assert shown_whole(refusal, screen), log_shown(screen)
            else:  # the only legal move is the step's: a move the engine refuses, with its reason
                assert not screen.act(NOT_NOW[game])
                with pytest.raises(IllegalAction) as refused:
                    clone = rules.load_game(screen.game.to_json())
                    clone.apply(0, clone.parse_action(0, NOT_NOW[game]))
                assert str(refused.value) in message(screen)
                assert str(refused.value).split()[-1] in screen_text(app)  # its last word on screen
            assert state(screen) == before and step_index(screen) == index
            hint = await hint_of(pilot, screen)  # i: the step's own move and reason, not the hard player's
            assert hint.action == step.answer(screen.game)
            assert message(screen).startswith(f"Hint: {step.wanted()}"), message(screen)
            assert f"Hint: {step.wanted()} — {step.reason()}" in log_text(screen)
            assert screen.act(hint.action), message(screen)
        await pilot.pause()
        assert isinstance(app.screen, LessonDone)
        await pilot.press("enter")
        await pilot.pause()
        table = narrow(app.screen, GameScreen)
        assert table.lesson is None and table.settings.options == lesson.first_game
        assert table.game.options.items() >= lesson.first_game.items()
    assert step_of(game, len(lesson.steps)) == 0  # done: it starts again next time


async def test_harvest_by_keys_a_wrong_key_is_refused_and_the_step_waits():
    app = lesson_app("harvest")
    async with app.run_test(size=SIZE) as pilot:
        screen = await step_ready(pilot)
        before = state(screen)
        await pilot.press("d")  # done: keep the diamonds
        assert "Here the lesson wants you to put a diamond on your field, not to say done" in log_text(screen)
        assert message(screen) == ("Not in this step: the log says why.\n"  # the step's line below it
                                   "Lesson 1/25: put a diamond on your field (the log says why)")
        assert state(screen) == before and step_index(screen) == 0
        await pilot.press("enter")  # the cursor starts on a diamond
        screen = await step_ready(pilot)
        assert step_index(screen) == 1 and len(narrow(screen.game, HarvestGame).fields[0]) == 1
        await pilot.press("left")  # a card the field limit refuses: the engine's reason
        await pilot.press("left", "left", "left", "enter")
        assert step_index(screen) == 1 and len(narrow(screen.game, HarvestGame).barns[0]) == 0
        assert f"Lesson 2/{len(rules.lessons.lesson('harvest').steps)}" in log_text(screen)


async def test_the_step_reached_is_kept_and_resumed():
    lesson = rules.lessons.lesson("harvest")
    app = lesson_app("harvest")
    async with app.run_test(size=SIZE) as pilot:
        for step in lesson.steps[:3]:
            screen = await step_ready(pilot)
            assert screen.act(step.answer(screen.game))
        screen = await step_ready(pilot)
        position = state(screen)
        # q, shown whatever is open (a playtest: the Footer flipped between esc and q as a card was picked)
        assert "q Leave lesson" in footer_text(screen) and "esc Leave lesson" not in footer_text(screen)
        await pilot.press("escape")  # esc leaves too, asked first; kortbord learn opened it: leaving goes to the menu
        await pilot.pause()
        assert app.is_running and "Leave the lesson?" in str(app.screen.query_one(".question").render())
        await pilot.press("y")
        await pilot.pause()
        assert app.is_running and isinstance(app.screen, MenuScreen)  # as a game kortbord GAME started
    assert json.loads(lessons_path().read_text())["steps"] == {"harvest": 3}
    app = lesson_app("harvest")
    async with app.run_test(size=SIZE) as pilot:
        screen = await step_ready(pilot)
        assert step_index(screen) == 3 and state(screen) == position
        assert f"Lesson 4/{len(lesson.steps)}" in message(screen)
        # a playtest: the lesson opened part way with no word of why
        assert f"You left this lesson at step 4 of {len(lesson.steps)}: it goes on there" in log_text(screen)


async def test_no_save_keeps_no_place():
    app = lesson_app("harvest", keep=False)
    async with app.run_test(size=SIZE) as pilot:
        screen = await step_ready(pilot)
        assert screen.act(rules.lessons.lesson("harvest").steps[0].answer(screen.game))
        await step_ready(pilot)
    assert not lessons_path().exists()


async def test_the_play_page_offers_the_lesson_and_q_comes_back_to_it():
    from tui.screens.setup import SetupScreen

    app = lesson_app("harvest")
    app.start_game = None
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        page = SetupScreen("harvest")
        app.push_screen(page)
        await pilot.pause()
        assert "t learn to play" in str(page.query_one("#setup-hint").render())
        await pilot.press("t")
        screen = await step_ready(pilot)
        assert step_index(screen) == 0
        await pilot.press("q", "y")
        await pilot.pause()
        assert app.screen is page
        await pilot.press("t")
        screen = await step_ready(pilot)
        assert screen.act(rules.lessons.lesson("harvest").steps[0].answer(screen.game))
        screen = await step_ready(pilot)
        await pilot.press("question_mark", "escape")  # esc closes the rules first
        await pilot.pause()
        assert app.screen is screen and not screen.query_one("#rules-panel", RulesPanel).is_open
        await pilot.press("escape", "y")  # then leaves, asked first, the step kept
        await pilot.pause()
        assert app.screen is page and app.is_running and step_of("harvest", len(rules.lessons.lesson("harvest").steps)) == 1
        steps = len(rules.lessons.lesson("harvest").steps)  # the page says where t goes on (a playtest)
        assert f"t lesson (step 2 of {steps})" in str(page.query_one("#setup-hint").render())
        speed = SetupScreen("speed")  # the real-time game has its lesson too
        app.push_screen(speed)
        await pilot.pause()
        assert "t learn to play" in str(speed.query_one("#setup-hint").render())
        await pilot.press("t")
        screen = await step_ready(pilot)
        assert narrow(screen.lesson, LessonRun).lesson.game == "speed" and step_index(screen) == 0


@pytest.mark.parametrize("game", list(rules.lessons.LESSONS))
async def test_each_lesson_sentence_and_refusal_fits_in_swedish(game):
    """--lang sv at 80×24: each step's sentence stands whole in the log, and
    so does the refusal of a move the step does not teach, with what to do
    whole on the message line (the lesson's last screen too)."""
    from tui.app import KortbordApp
    from tui.i18n import _

    lesson = rules.lessons.lesson(game)
    app = KortbordApp(start=game, learn=True, pace="instant", lang="sv", seed=1)
    app.animation_level = "none"
    async with app.run_test(size=SIZE) as pilot:
        for index, step in enumerate(lesson.steps):
            screen = await step_ready(pilot)
            heading = _("Lesson {n}/{count}").format(n=index + 1, count=len(lesson.steps))
            told = f"{heading}: {lesson.sentence(index, screen.game)}"
            assert told.startswith("Lektion") and shown_whole(told, screen), log_shown(screen)
            wrong = next((a for a in screen.game.legal_actions(0) if not step.takes(a)), None)
            for other in (a for a in screen.game.legal_actions(0) if not step.takes(a)):
                assert fits_the_log(present(lesson.refusal(index, screen.game, other)), screen), other
            if wrong is not None:
                assert not screen.act(wrong)
                refusal = present(lesson.refusal(index, screen.game, wrong))
                await laid_out(pilot, refusal, screen)  # the message line grown a row
                assert shown_whole(refusal, screen), log_shown(screen)
                assert message(screen).startswith("Inte i det här steget")
                assert all(row in screen_text(app) for row in message(screen).split("\n"))
            assert screen.act(step.answer(screen.game)), message(screen)
        await pilot.pause()
        assert isinstance(app.screen, LessonDone)
        ending = " ".join(lesson.ending().split())
        assert ending.split()[-1] in screen_text(app)  # its last word at 80×24

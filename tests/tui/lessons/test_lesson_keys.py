"""Keys at a lesson's table that once did more than they said: a refused
d dropped the harvest pick and moved the cursor; esc left the lesson
without asking; a Hearts hand's end reviewed a hand its built position
cannot replay, and showed the engine's answer for another game ("Everyone
is still choosing cards to pass") over the score table."""

from __future__ import annotations

from typing import Any

import pytest
from textual.widgets import Button

import rules.lessons
from rules.cards import parse_card
from rules.harvest.game import HarvestGame
from rules.hearts.game import HeartsGame
from tests.narrow import narrow
from tests.tui.helpers import until_screen
from tests.tui.lessons.pilot import (
    SIZE,
    footer_text,
    lesson_app,
    message,
    state,
    step_index,
    step_ready,
    step_taking,
)
from tui.screens.confirm import ConfirmScreen
from tui.screens.harvest.screen import HarvestScreen
from tui.screens.hearts.scores import HeartsScores
from tui.screens.hearts.screen import HeartsScreen
from tui.screens.menu import MenuScreen
from tui.store.lessons import remember_step, step_of


async def test_a_refused_done_keeps_the_harvest_pick_and_the_cursor():
    remember_step("harvest", step_taking("harvest", "graze 4H 2H"))
    app = lesson_app("harvest")
    async with app.run_test(size=SIZE) as pilot:
        screen = narrow(await step_ready(pilot), HarvestScreen)
        assert screen.picker.card == parse_card("4H")
        await pilot.press("enter")  # 4♥ picked: now a grazer for it
        picked, cursor, before = screen.picker.first, screen.picker.card, state(screen)
        assert picked == parse_card("4H")
        await pilot.press("d")  # done: a legal move this step does not teach
        assert message(screen) == "Not in this step: the log says why.\nLesson 12/25: graze 4♥ with 2♥ (the log says why)"
        assert (screen.picker.first, screen.picker.card, state(screen)) == (picked, cursor, before)
        await pilot.press("down") if screen.picker.card != parse_card("2H") else None
        while screen.picker.card != parse_card("2H"):
            await pilot.press("right")
        await pilot.press("enter")  # the pick was kept: 2♥ goes on 4♥
        game = narrow((await step_ready(pilot)).game, HarvestGame)
        stack = next(st for st in game.stacks if st.pasture == parse_card("4H"))
        assert [str(c) for c in stack.grazers] == ["2H"]


async def test_esc_goes_back_one_level_and_leaving_the_lesson_asks_first():
    index = step_taking("harvest", "graze 4H QH")
    remember_step("harvest", index)
    app = lesson_app("harvest")
    async with app.run_test(size=SIZE) as pilot:
        screen = narrow(await step_ready(pilot), HarvestScreen)
        screen.picker.card = parse_card("4H")  # the pasture the step grazes (another is refused when picked)
        await pilot.press("enter", "backspace")  # a pick, taken back
        assert screen.picker.first is None and "Pick again." in message(screen)
        before = state(screen)
        await pilot.press("escape")  # one level more: the lesson, asked first
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen) and app.is_running
        assert "Leave the lesson? Next time it goes on at this step." in str(app.screen.query_one(".question").render())
        await pilot.press("escape")  # esc on the question: no, back at the table
        await pilot.pause()
        assert app.screen is screen and step_index(screen) == index and state(screen) == before
        await pilot.press("q")  # q asks the same
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("y")
        await pilot.pause()
        assert app.is_running and isinstance(app.screen, MenuScreen)  # kortbord learn opened it: yes goes to the menu
    assert step_of("harvest", len(rules.lessons.lesson("harvest").steps)) == index


async def test_a_hearts_lesson_hand_ends_without_a_review_or_a_wrong_notice(monkeypatch):
    lesson = rules.lessons.lesson("hearts")
    remember_step("hearts", step_taking("hearts", "play 3H"))  # the moon hand's last card
    app = lesson_app("hearts")
    notices: list[str] = []
    async with app.run_test(size=SIZE) as pilot:
        notify = app.notify

        def noting(text: str, *args: Any, **kwargs: Any) -> None:
            notices.append(str(text))
            notify(text, *args, **kwargs)

        monkeypatch.setattr(app, "notify", noting)
        screen = narrow(await step_ready(pilot), HeartsScreen)
        await pilot.press("1")  # 3♥, the last card: the hand is over
        for _ in range(20):  # the last trick shows until a key
            if isinstance(app.screen, HeartsScores):
                break
            await pilot.press("space")
            await pilot.pause()
        await until_screen(pilot, lambda s: isinstance(s, HeartsScores))
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert screen.hand_end.reviews is None  # a built position: the seed and the moves do not replay it
        assert not notices, notices
        assert "v Review" not in " ".join(str(w.render()) for w in app.screen.query("Footer"))
        await pilot.press("enter")
        screen = narrow(await step_ready(pilot), HeartsScreen)
        assert step_index(screen) == len(lesson.steps) - 1 and narrow(screen.game, HeartsGame).hand_number == 2


async def test_the_swedish_leave_question_takes_j_for_ja_and_says_so():
    from rules import i18n

    i18n.use("sv")
    app = lesson_app("harvest")
    async with app.run_test(size=SIZE) as pilot:
        await step_ready(pilot)
        await pilot.press("q")
        await pilot.pause()
        question = app.screen
        assert isinstance(question, ConfirmScreen)
        labels = [str(button.label) for button in question.query(Button)]
        assert labels == ["Ja (j)", "Nej (n)"], labels
        assert "j Ja" in footer_text(question) and "y Ja" not in footer_text(question)
        await pilot.press("j")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)  # j is Ja: the lesson left, the menu


async def test_the_english_leave_question_keeps_y_and_ignores_j():
    app = lesson_app("harvest")
    async with app.run_test(size=SIZE) as pilot:
        screen = await step_ready(pilot)
        await pilot.press("q")
        await pilot.pause()
        question = app.screen
        assert [str(button.label) for button in question.query(Button)] == ["Yes (y)", "No (n)"]
        await pilot.press("j")
        await pilot.pause()
        assert app.screen is question and app.is_running
        await pilot.press("n")
        await pilot.pause()
        assert app.screen is screen


async def test_the_swedish_leave_question_still_takes_y():
    from rules import i18n

    i18n.use("sv")
    app = lesson_app("harvest")
    async with app.run_test(size=SIZE) as pilot:
        await step_ready(pilot)
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)


async def test_swedish_questions_with_their_own_word_for_yes_take_j():
    """'Spela det' at a lesson's end and 'Avsluta' at the clover table:
    Swedish prompts say j for yes, so j answers (y still does)."""
    from rules import i18n
    from tui.lessons.done import LessonDone
    from tui.screens.clover.finish import FinishOrPick

    i18n.use("sv")
    app = lesson_app("harvest")
    async with app.run_test(size=SIZE) as pilot:
        await step_ready(pilot)
        answers: list[bool | None] = []
        app.push_screen(FinishOrPick("Avsluta utan att plocka?"), answers.append)
        await pilot.pause()
        question = app.screen
        assert [str(button.label) for button in question.query(Button)][0] == "Avsluta (j)"
        assert "j Avsluta" in footer_text(question) and "y Avsluta" not in footer_text(question)
        await pilot.press("j")
        await pilot.pause()
        app.push_screen(LessonDone("Klart.", "harvest"), answers.append)
        await pilot.pause()
        await pilot.press("j")
        await pilot.pause()
        assert answers == [True, True]


async def test_hearts_first_step_says_why_the_others_show_10_cards():
    """Issue 41, item 6: the others show 10 cards while the person holds 13; the
    explanation (the log's) scrolled out at 80x24: the step's own sentence says it."""
    from tests.tui.lessons.pilot import shown_whole

    remember_step("hearts", 0)
    app = lesson_app("hearts")
    async with app.run_test(size=SIZE) as pilot:
        screen = await step_ready(pilot)
        assert screen.game.view(0).hand_sizes == (13, 10, 10, 10)
        sentence = rules.lessons.lesson("hearts").sentence(0, screen.game)
        assert "the others have chosen, so they show 10 cards" in sentence
        assert shown_whole(f"Lesson 1/7: {sentence}", screen)


async def test_question_mark_on_the_last_screen_opens_the_rules_it_points_to():
    """Issue 41, item 7: the last screen says "read them in the rules panel (?)", and ? did nothing there."""
    from tui.lessons.done import LessonDone
    from tui.screens.rules_page import RulesPage

    app = lesson_app("clover")
    async with app.run_test(size=SIZE) as pilot:
        await step_ready(pilot)
        answers: list[bool | None] = []
        done = LessonDone(rules.lessons.lesson("clover").ending(), "clover")
        app.push_screen(done, answers.append)
        await pilot.pause()
        assert "(?)" in str(done.query_one(".question").render())
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, RulesPage) and app.screen.game == "clover"
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is done and answers == []


@pytest.mark.parametrize("language", ["en", "sv"])
async def test_the_harvest_last_screen_shows_its_whole_text_at_80_by_24(language):
    """Its sentence about the first game, rewritten plainly (a playtest: "Your
    first game is one too"), and every word after it, shown in the dialog."""
    from rules import i18n
    from tests.tui.screen_walk import screen_text
    from tui.lessons.done import LessonDone

    i18n.use(language)
    app = lesson_app("harvest")
    async with app.run_test(size=SIZE) as pilot:
        await step_ready(pilot)
        ending = rules.lessons.lesson("harvest").ending()
        done = LessonDone(ending, "harvest")
        app.push_screen(done)
        shown = ""
        for _ in range(20):  # the dialog's sentence, as its rows show it at 80x24
            await pilot.pause()
            if not done.query(".question"):
                continue
            region = done.query_one(".question").region
            rows = screen_text(app).splitlines()[region.y:region.bottom]
            shown = " ".join(" ".join(row[region.x:region.right] for row in rows).split())
            if ending in shown:
                break
        assert ending in shown, shown


async def test_the_clover_lessons_north_is_not_labelled_an_ai_level():
    """Issue 41, item 7: North was '(medium AI)' while it plays the lesson's replies, at no level."""
    from tests.tui.screen_walk import screen_text

    app = lesson_app("clover")
    async with app.run_test(size=SIZE) as pilot:
        await step_ready(pilot)
        shown = screen_text(app)
        assert "North" in shown and " AI)" not in shown, shown


def test_the_lessons_say_what_the_playtester_could_not_see():
    """Issue 41, item 7: Speed's North waits at the lesson; the harvest lesson's
    A♠ on J♥ was never seen before the next game opened."""
    from rules.i18n import speaking

    with speaking("en"):
        speed = rules.lessons.lesson("speed")
        assert "(in this lesson North waits for you)" in speed.sentence(0, speed.game_at(0))
        harvest = rules.lessons.lesson("harvest")
        index = step_taking("harvest", "field 3D")
        assert harvest.steps[index - 1].accepts == ("spade AS JH",)
        told = harvest.sentence(index, harvest.game_at(index))
        assert told.startswith("Another game (we leave the first after your ace of spades blew away J♥)")
        ended = narrow(harvest.played(index - 1)[0], HarvestGame)
        ended.apply(0, ended.parse_action(0, "spade AS JH"))
        assert "JH" in [str(card) for card in ended.discard] and not ended.harvests[1] and not ended.barns[1]


@pytest.mark.parametrize("language", ["en", "sv"])
async def test_the_clover_step_that_takes_nothing_says_the_table_asks_first(language):
    """A playtest: clover's step 10 said "say done", and d opened a question
    the step never mentioned (finish without picking?): the step names it and
    its key, and that key finishes the step."""
    from tests.tui.lessons.pilot import shown_whole
    from tui.app import KortbordApp
    from tui.screens.clover.finish import FinishOrPick

    taught = rules.lessons.lesson("clover")
    index = next(i for i in range(len(taught.steps)) if taught.steps[i].accepts == ("done",)
                 and not taught.game_at(i).view(0).picked)
    remember_step("clover", index)
    app = KortbordApp(start="clover", learn=True, pace="instant", lang=language, seed=1)
    app.animation_level = "none"
    async with app.run_test(size=SIZE) as pilot:
        screen = await step_ready(pilot)
        sentence = taught.sentence(index, screen.game)
        key = {"en": "finish (y) when the table asks", "sv": "avsluta (j) när bordet frågar"}[language]
        assert key in sentence and shown_whole(f"{sentence}", screen)
        await pilot.press("d")
        await pilot.pause()
        assert isinstance(app.screen, FinishOrPick)
        await pilot.press({"en": "y", "sv": "j"}[language])
        screen = await step_ready(pilot)
        assert step_index(screen) == index + 1


@pytest.mark.parametrize(("language", "answer"), [
    ("en", "x does nothing here: Finish (y) or Pick a card (n)."),
    ("sv", "x gör inget här: Avsluta (j) eller Plocka ett kort (n).")])
async def test_a_key_that_means_nothing_in_a_question_is_answered(language, answer):
    """A playtest (Swedish clover): in the "finish without picking?" question
    x was ignored without a word, where every table and the score table
    answer such a key. The question stays; a line under its buttons says the
    keys that answer it; those still do."""
    from tui.app import KortbordApp
    from tui.screens.clover.finish import FinishOrPick

    remember_step("clover", 0)
    app = KortbordApp(start="clover", learn=True, pace="instant", lang=language, seed=1)
    app.animation_level = "none"
    async with app.run_test(size=SIZE) as pilot:
        await step_ready(pilot)
        answers: list[bool | None] = []
        question = FinishOrPick("?")
        app.push_screen(question, answers.append)
        await pilot.pause()
        await pilot.press("x")
        await pilot.pause()
        assert app.screen is question and not answers
        line = question.query_one("#key-answer")
        assert line.display and str(line.render()) == answer
        await pilot.press("n")
        await pilot.pause()
        assert answers == [False]


@pytest.mark.parametrize(("language", "pace"), [("en", "normal"), ("sv", "normal"), ("en", "instant")])
async def test_the_moon_step_shows_who_took_the_queen_and_covers_no_card(language, pace):
    """A playtest at Hearts step 5→6: the interlude's two rows covered the
    hand's bottom border and numbers, "Lesson 6/7 follows as soon as you
    have a move to make" stood under "… opens another game: space goes
    on", and the trick stayed at "West to play": who took Q♠ was never
    seen.  West's card ends the trick first, the table's own line says
    another game opens, and the hand's rows are all there."""
    from tests.tui.screen_walk import screen_text
    from tui.app import KortbordApp
    from tui.lessons.interlude import LessonInterlude
    from tui.widgets import Hand

    remember_step("hearts", step_taking("hearts", "play QS"))
    app = KortbordApp(start="hearts", learn=True, pace=pace, lang=language, seed=1)
    app.animation_level = "none"
    async with app.run_test(size=SIZE) as pilot:
        screen = narrow(await step_ready(pilot), HeartsScreen)
        assert screen.act("play QS")
        for _ in range(100):
            await pilot.pause(0.05)
            if isinstance(app.screen, LessonInterlude):
                break
        assert isinstance(app.screen, LessonInterlude), (screen.holds, screen.game.view(0).trick, screen_text(app))
        await pilot.pause(0.5)  # held: nothing more is played
        view = screen.game.view(0)
        assert view.trick == () and view.hand_sizes == (9, 9, 9, 9), view  # West played, no card of the next trick
        shown = screen_text(app)
        took = {"en": "takes the trick", "sv": "tar sticket"}[language]
        assert took in " ".join(shown.split()), shown
        said = {"en": "Above: what your move did. Lesson 6/7 opens another game: space goes on.",
                "sv": "Ovan: vad draget gjorde. Lektion 6/7: ett nytt parti, mellanslag går vidare."}[language]
        assert message(screen) == said and {"en": "follows as soon as", "sv": "så snart"}[language] not in shown
        hand = screen.query_one(Hand).region
        rows = shown.splitlines()[hand.y:hand.bottom]
        bottoms = sum(row.count("╰───╯") + row.count("┗━━━┛") for row in rows)
        assert bottoms == len(view.hand) and said[:10] not in "".join(rows), rows  # every card whole
        await pilot.press("space")
        after = await step_ready(pilot)
        assert step_index(after) == 5 and isinstance(after, HeartsScreen) and len(after.game.view(0).hand) == 1


@pytest.mark.parametrize("move", ["play 9D", "play AD", "play 3D", "play QS", "play 3H"])
async def test_a_hearts_step_starts_the_cursor_on_its_own_card(move):
    """A playtest: Hearts step 5 (play Q♠) started the cursor on 4♦; the
    harvest table asked its lesson for the step's card, the Hearts table did not."""
    from tui.widgets import Hand

    remember_step("hearts", step_taking("hearts", move))
    app = lesson_app("hearts")
    async with app.run_test(size=SIZE) as pilot:
        screen = narrow(await step_ready(pilot), HeartsScreen)
        assert screen.query_one(Hand).card_at_cursor() == parse_card(move.split()[1])
        await pilot.press("space")  # the step's move, by the one key
        for _ in range(20):
            await pilot.pause(0.05)
            if step_index(screen) > step_taking("hearts", move):
                break
        assert step_index(screen) == step_taking("hearts", move) + 1


async def test_the_hearts_pass_step_starts_the_cursor_on_a_card_it_names():
    """A playtest: Hearts step 1 (pass A♥, K♥ and A♠) started the cursor on
    3♦, the hand's first card: the table asked its lesson for the step's
    card only when a card was to be played, not passed.  The cursor starts
    on the first of the three (as the hand shows them), and the pass made by
    keys from there goes on to step 2, the cursor on its card."""
    from tui.widgets import Hand

    remember_step("hearts", 0)
    app = lesson_app("hearts")
    async with app.run_test(size=SIZE) as pilot:
        screen = narrow(await step_ready(pilot), HeartsScreen)
        hand = screen.query_one(Hand)
        named = [parse_card(card) for card in ("AS", "KH", "AH")]
        shown = [card for card in screen.view.hand if card in named]
        for _ in range(20):  # the hand drawn and the cursor placed
            if hand.card_at_cursor() == shown[0]:
                break
            await pilot.pause()
        assert hand.card_at_cursor() == shown[0], (hand.card_at_cursor(), shown)
        for card in shown:  # by keys: space on each, → to the next
            while hand.card_at_cursor() != card:
                await pilot.press("right")
            await pilot.press("space")
        await pilot.press("enter")
        screen = narrow(await step_ready(pilot), HeartsScreen)
        for _ in range(20):  # the turn drawn, the cursor placed
            if hand.card_at_cursor() == parse_card("9D"):
                break
            await pilot.pause()
        assert step_index(screen) == 1 and hand.card_at_cursor() == parse_card("9D")


async def test_a_step_that_takes_any_pass_points_at_no_card():
    """Step 7 ("pass any three cards") names no card: the lesson points at
    none (its hint marks none either), and the cursor stays where it is."""
    from tui.lessons.run import LessonRun

    remember_step("hearts", step_taking("hearts", "play 3H"))
    app = lesson_app("hearts")
    async with app.run_test(size=SIZE) as pilot:
        screen = narrow(await step_ready(pilot), HeartsScreen)
        await pilot.press("space")  # 3♥: the hand is over, its score table, then step 7's pass
        screen = narrow(await step_ready(pilot), HeartsScreen)
        assert step_index(screen) == 6 and screen.choosing_pass()
        assert narrow(screen.lesson, LessonRun).points_at(screen, None) is None


@pytest.mark.parametrize("language", ["en", "sv"])
async def test_a_hearts_refusal_keeps_the_steps_line_below_it(language):
    """A playtest at Hearts step 4: 2♥ showed "Hearts are not broken yet: …"
    in place of "Lesson 4/7: play 3♦"; at the harvest lesson both stayed.
    A lesson's message line has two rows at every table."""
    from tui.app import KortbordApp

    remember_step("hearts", step_taking("hearts", "play 3D"))
    app = KortbordApp(start="hearts", learn=True, pace="normal", lang=language, seed=1)
    app.animation_level = "none"
    async with app.run_test(size=SIZE) as pilot:
        screen = narrow(await step_ready(pilot), HeartsScreen)
        before = state(screen)
        assert not screen.act("play 2H")
        await pilot.pause()
        refused, step = message(screen).split("\n")
        assert refused == {"en": "Hearts are not broken yet: lead another suit while you hold one.",
                           "sv": "Hjärter har inte brutits än: spela ut en annan färg så länge du har en."}[language]
        assert step.startswith({"en": "Lesson 4/7: play 3♦", "sv": "Lektion 4/7: spela 3♦"}[language]), step
        assert state(screen) == before

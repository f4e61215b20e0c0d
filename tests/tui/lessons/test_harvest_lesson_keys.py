"""The harvest lesson's grazing and feeding steps at their keys: the pasture and
grazer picks refused for the step's reasons, the cursor and the lesson's
line while a pick is made (split from test_lesson_keys.py, which keeps the
other games' and the lessons' common keys; what the lesson shows between
moves is in test_harvest_lesson_pauses.py)."""

from __future__ import annotations

import textwrap

import pytest

from rules.cards import parse_card
from rules.harvest.game import HarvestGame
from tests.narrow import narrow, present
from tests.tui.lessons.pilot import (
    SIZE,
    at_example_4,
    footer_text,
    graze_2c_ac,
    lesson_app,
    log_text,
    message,
    state,
    step_index,
    step_ready,
    step_taking,
)
from tests.tui.screen_walk import screen_text
from tui.screens.harvest.screen import HarvestScreen
from tui.store.lessons import remember_step


async def test_the_wrong_pasture_is_refused_when_it_is_picked():
    """Issue 41, item 2: enter on North's 4♥ when the step grazes 6♥ was taken
    as the first pick and refused only at the grazer, for grazer order."""
    remember_step("harvest", step_taking("harvest", "graze 6H 3C"))
    app = lesson_app("harvest")
    async with app.run_test(size=SIZE) as pilot:
        screen = narrow(await step_ready(pilot), HarvestScreen)
        before = state(screen)
        screen.picker.card = parse_card("4H")
        await pilot.press("enter")
        assert screen.picker.first is None and state(screen) == before
        # why 6♥, in the game's terms (a playtest: "this step wants 6♥, not 4♥" said no more than the step)
        assert ("Here the lesson wants you to graze 6♥ with 3♣, not to pick 4♥: the source's first example grazes "
                "6♥, worth 6, with 3♣ and 4♣: 3 + 4 = 7 can eat it.") in log_text(screen)
        assert message(screen) == "Not in this step: the log says why.\nLesson 10/25: graze 6♥ with 3♣ (the log says why)"
        screen.picker.card = parse_card("6H")
        await pilot.press("enter")  # the right one is picked
        assert screen.picker.first == parse_card("6H")


async def test_done_while_grazing_the_examples_is_refused_for_what_done_does():
    """Issue 41, item 2: d at step 12 was refused with a reason about grazer order."""
    remember_step("harvest", step_taking("harvest", "graze 4H 2H"))
    app = lesson_app("harvest")
    async with app.run_test(size=SIZE) as pilot:
        screen = narrow(await step_ready(pilot), HarvestScreen)
        await pilot.press("d")
        said = log_text(screen)
        assert "not to say done: done would end your grazing" in said
        assert "lies at the bottom" not in said.split("not to say done")[-1]


async def test_step_12_says_the_keys_to_the_other_pasture_and_they_work():
    """Issue 41, item 2: 'Put 2♥ on 4♥ first' said no key, and 6♥ stayed picked from the step before."""
    remember_step("harvest", step_taking("harvest", "graze 6H 4C"))
    app = lesson_app("harvest")
    async with app.run_test(size=SIZE) as pilot:
        screen = narrow(await step_ready(pilot), HarvestScreen)
        for card in ("6H", "4C"):
            screen.picker.card = parse_card(card)
            await pilot.press("enter")
        screen = narrow(await step_ready(pilot), HarvestScreen)
        assert screen.picker.first == parse_card("6H")
        # the cursor starts on the step's first card (a later playtest: steps that started elsewhere)
        assert "the cursor is on it; enter picks it in place of 6♥, then 2♥." in log_text(screen)
        assert screen.picker.card == parse_card("4H")
        await pilot.press("enter")
        assert screen.picker.first == parse_card("4H")


@pytest.mark.parametrize("language", ["en", "sv"])
@pytest.mark.parametrize(("step", "card"), [("graze 4H QH", "9S"), ("grow 3C", "2S"), ("grow 3C", "9S")])
async def test_space_on_a_card_that_cannot_be_picked_is_answered_about_the_key(language, step, card):
    """Issue 41, item 7: at harvest step 13 space said "9♠ has value 9 but your
    field holds 4 diamonds…", as if the person had tried 9♠.  A playtest: the
    answer then took two rows as one sentence ("enter and space pick the card
    under the cursor, 9♠: 9♠ is in your hand: …"): the key's answer is one row
    of its own, and the engine's reason the next where it fits there whole (a
    reason of two rows, the Swedish for 2♠ in growing time, is said alone).
    And the step's line stays below them, a third row while they stand (a
    playtest: a two-row answer pushed it off until the next move)."""

    from tui.app import KortbordApp

    remember_step("harvest", step_taking("harvest", step))
    app = KortbordApp(start="harvest", learn=True, pace="instant", lang=language, seed=1)
    app.animation_level = "none"
    async with app.run_test(size=SIZE) as pilot:
        screen = narrow(await step_ready(pilot), HarvestScreen)
        before = state(screen)
        screen.picker.card = parse_card(card)
        await pilot.press("space")
        rows = message(screen).split("\n")
        label = parse_card(card).label  # 9♠ and 2♠ in both languages
        key = {"en": f"enter and space pick the card under the cursor: {label} cannot be picked now.",
               "sv": f"enter och mellanslag väljer kortet under markören: {label} kan inte väljas nu."}[language]
        width = SIZE[0] - 2
        assert sum(len(textwrap.wrap(row, width)) for row in rows) == 3, rows  # the message line's three rows
        reason = narrow(screen.game, HarvestGame).card_reason(0, parse_card(card))
        standing = present(screen.lesson).standing(screen)
        assert standing.startswith(("Lesson ", "Lektion ")) and standing in screen_text(app)
        assert rows == ([key, reason, standing] if len(reason) <= width else [reason, standing]), rows
        await pilot.press("x")  # a one-row answer: the line is two rows again, the step's line the second
        await pilot.pause()
        assert message(screen).split("\n")[1] == standing and present(screen.messages.widget()).size.height == 2
        assert state(screen) == before


@pytest.mark.parametrize("language", ["en", "sv"])
async def test_a_grazer_on_the_pasture_still_picked_from_the_step_before_is_refused_for_the_pasture(language):
    """A playtest, step 12: enter on 2♥ while 6♥ (step 11's pasture) was still
    picked was refused with "in the source's example 2♥ lies at the bottom",
    the reason for another grazer order; the mistake was the pasture. The
    refusal names the wrong first pick and the pasture to pick in its place, as the step does."""
    from tests.tui.lessons.pilot import shown_whole
    from tui.app import KortbordApp
    from tui.lessons.run import LessonRun

    remember_step("harvest", step_taking("harvest", "graze 6H 4C"))
    app = KortbordApp(start="harvest", learn=True, pace="instant", lang=language, seed=1)
    app.animation_level = "none"
    async with app.run_test(size=SIZE) as pilot:
        screen = narrow(await step_ready(pilot), HarvestScreen)
        screen.picker.card = parse_card("6H")
        await pilot.press("enter")
        screen.picker.card = parse_card("4C")
        await pilot.press("enter")  # step 11 done: 6♥ stays the pasture picked
        screen = narrow(await step_ready(pilot), HarvestScreen)
        assert screen.picker.first == parse_card("6H") and step_index(screen) == step_taking("harvest", "graze 4H 2H")
        before = state(screen)
        screen.picker.card = parse_card("2H")
        await pilot.press("enter")
        assert state(screen) == before
        # the step's own advice (a playtest: the refusal said esc, the step's sentence to pick 4♥ in its place)
        # a later playtest: "6♥ is the wrong first pick", where 6♥ was the right pick a step ago, still picked
        wrong = {"en": "6♥ is still picked from the step before; pick 4♥ in its place: the source's third example",
                 "sv": "6♥ är fortfarande valt från steget innan; välj 4♥ i stället för det:"}[language]
        refusal = narrow(screen.lesson, LessonRun).lesson.refusal(step_index(screen), screen.game, "graze 6H 2H")
        assert refusal is not None and wrong in refusal and shown_whole(refusal, screen), log_text(screen)
        bottom = narrow(screen.lesson, LessonRun).lesson.steps[step_index(screen)].reason()  # "2♥ lies at the bottom"
        assert bottom not in refusal, refusal
        screen.picker.card = parse_card("4H")
        await pilot.press("enter")  # as the refusal says: 4♥ picked in place of 6♥
        assert screen.picker.first == parse_card("4H") and app.screen is screen


@pytest.mark.parametrize("language", ["en", "sv"])
async def test_the_lessons_line_and_its_keys_stay_while_a_pasture_is_picked(language):
    """A playtest: the leave key flipped between "esc Leave lesson" and "q Leave
    lesson" once a pasture was picked; the prompt said "esc: back" while the
    Footer showed "⌫ Unpick"; the "Lesson n/25: …" line went blank while a
    pasture was picked, and Backspace said only "Pick again.". One way out
    is shown throughout, the prompt and the Footer name the same key, and the
    step's line stays below a one-row answer."""
    from tui.app import KortbordApp

    words = {"en": ("q Leave lesson", "esc Unpick", "Lesson 13/25: graze 4♥ with Q♥", "Pick again."),
             "sv": ("q Lämna lektionen", "esc Ångra val", "Lektion 13/25: beta 4♥ med D♥", "Välj igen.")}[language]
    leave, unpick, standing, again = words
    remember_step("harvest", step_taking("harvest", "graze 4H QH"))
    app = KortbordApp(start="harvest", learn=True, pace="instant", lang=language, seed=1)
    app.animation_level = "none"
    async with app.run_test(size=SIZE) as pilot:
        screen = narrow(await step_ready(pilot), HarvestScreen)
        assert leave in footer_text(screen) and message(screen).startswith(standing), message(screen)
        screen.picker.card = parse_card("4H")
        await pilot.press("enter")  # the pasture picked
        assert screen.picker.first == parse_card("4H")
        keys = footer_text(screen)
        assert leave in keys and unpick in keys and "⌫" not in keys, keys
        assert message(screen).startswith(standing), message(screen)  # the step's line stays
        await pilot.press("backspace")
        assert screen.picker.first is None
        assert message(screen).split("\n") == [again, message(screen).split("\n")[1]]
        assert message(screen).split("\n")[1].startswith(standing), message(screen)
        assert leave in footer_text(screen)


@pytest.mark.parametrize(("step", "first", "presses"), [("graze 6H 4C", "6H", 2), ("spade AS JH", "AS", 1)])
async def test_up_from_the_pick_never_hides_the_cursor(step, first, presses):
    """A playtest: the first ↑ from the barn at step 12 (6♥ still picked), and the
    first ↑ after choosing A♠ at step 22, put the cursor on the picked card,
    drawn "[6♥]" (or raised in the hand) with no ">" anywhere. ↑ lands on
    another card of the pile, and a picked card under the cursor shows ">"."""
    from tests.tui.screen_walk import screen_text
    from tui.widgets.card import Look
    from tui.widgets.harvest_rows import card_cell

    remember_step("harvest", step_taking("harvest", step))
    app = lesson_app("harvest")
    async with app.run_test(size=SIZE) as pilot:
        screen = narrow(await step_ready(pilot), HarvestScreen)
        screen.choose(parse_card(first))
        await pilot.pause()
        if step == "graze 6H 4C":  # step 11 played: 6♥ stays picked at step 12, the cursor in the barn
            screen.choose(parse_card("4C"))
            screen = narrow(await step_ready(pilot), HarvestScreen)
        assert screen.picker.first == parse_card(first)
        for _ in range(presses):
            await pilot.press("up")
            await pilot.pause()
            card = screen.picker.card
            assert card is not None and card != screen.picker.first, card
            shown = screen_text(app)
            assert f">{card.label}" in shown or card in screen.view.hand, shown
        assert str(card_cell(parse_card("6H"), False, Look.SELECTED, True)) == ">6♥]"


@pytest.mark.parametrize("language", ["en", "sv"])
async def test_the_way_out_stays_whole_when_unpick_is_offered(language):
    """A playtest: with a pasture picked, "esc Unpick" joined the Footer and
    cut "q Leave lesson" to "q Leave" at 80 columns.  The way out is whole,
    as at every other moment of the lesson; a key the player can spare there
    (pause, then hint) gives way, still listed in the rules panel."""
    from tui.app import KortbordApp

    remember_step("harvest", step_taking("harvest", "graze 4H 2H"))
    app = KortbordApp(start="harvest", learn=True, pace="normal", lang=language, seed=1)  # p shown: not instant
    app.animation_level = "none"
    leave = {"en": "q Leave lesson", "sv": "q Lämna lektionen"}[language]
    async with app.run_test(size=SIZE) as pilot:
        screen = narrow(await step_ready(pilot), HarvestScreen)
        assert footer_text(screen).endswith(leave)
        screen.picker.card = parse_card("4H")
        await pilot.press("enter")
        assert screen.picker.first == parse_card("4H")
        footer = footer_text(screen)  # every key whole on the line
        assert "esc " in footer and footer.endswith(leave), footer


async def test_a_step_starts_the_cursor_on_its_own_card():
    """A playtest: step 8 asks for Q♣ from the barn, and the cursor started
    on A♣ (in the harvest); enter then moved A♣ back, which the step refuses."""
    remember_step("harvest", step_taking("harvest", "grow QC"))
    app = lesson_app("harvest")
    async with app.run_test(size=SIZE) as pilot:
        screen = narrow(await step_ready(pilot), HarvestScreen)
        assert screen.picker.card == parse_card("QC")
        await pilot.press("enter")  # the step's move, by the one key
        screen = narrow(await step_ready(pilot), HarvestScreen)
        assert step_index(screen) == step_taking("harvest", "grow QC") + 1


async def test_weather_with_nothing_to_play_shows_no_cursor():
    """A playtest: in weather time with no spade to play (it passes by
    itself), the hand still showed the cursor, as if a card could be played.
    The arrows are not offered then (test_passing_keys.py); p holds it, and
    the cursor is drawn to go over the cards."""
    from tui.widgets import Hand
    from tui.widgets.hand import NO_CURSOR

    app = at_example_4("en", "normal")
    async with app.run_test(size=SIZE) as pilot:
        screen = await graze_2c_ac(pilot)
        seen = False
        for _ in range(300):
            await pilot.pause(0.02)
            view = screen.view
            if screen.holds - {"away"}:  # North's reordering held to be read: the arrows wait for space too
                if view.decision == "weather" and 0 in view.to_act:
                    await pilot.press("right")
                    assert screen.picker.card is None and message(screen).startswith("right does nothing now")
                await pilot.press("space")
                continue
            if view.decision == "weather" and 0 in view.to_act and view.nothing:
                seen = True
                assert screen.picker.card is None and screen.query_one(Hand).cursor == NO_CURSOR
                await pilot.press("p")  # it waits: the cursor is drawn on the person's own cards, ←→ go over them
                for _wait in range(30):
                    await pilot.pause()
                    if screen.picker.card is not None:
                        break
                assert screen.picker.card in screen.view.hand
                break
        assert seen, "no weather time with nothing to play"


async def test_a_step_after_a_graze_of_the_same_pasture_starts_on_its_own_card():
    """A playtest: step 11 (graze 6♥ with 4♣) started on A♣, where step 10's
    cursor was left, the same grazing and pasture: its own card is 4♣."""
    remember_step("harvest", step_taking("harvest", "graze 6H 3C"))
    app = lesson_app("harvest", pace="normal")
    async with app.run_test(size=SIZE) as pilot:
        screen = narrow(await step_ready(pilot), HarvestScreen)
        for _key in range(2):  # 6♥, then 3♣: the cursor starts on each
            await pilot.press("enter")
            await pilot.pause(0.1)
        screen = narrow(await step_ready(pilot), HarvestScreen)
        await pilot.pause(0.3)
        assert step_index(screen) == step_taking("harvest", "graze 6H 4C")
        assert screen.picker.first == parse_card("6H") and screen.picker.card == parse_card("4C"), screen.picker.card
        await pilot.press("enter")  # the step's move, by the one key
        screen = narrow(await step_ready(pilot), HarvestScreen)
        assert step_index(screen) == step_taking("harvest", "graze 4H 2H")

"""The harvest lesson's grazing and feeding steps at their keys: the pasture and
grazer picks refused for the step's reasons, space and enter on the
feeding held to be read, the cursor and the lesson's line while a pick is
made (split from test_lesson_keys.py, which keeps the other games' and the
lessons' common keys)."""

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
async def test_three_stacks_fed_at_once_are_each_readable_at_80x24(language):
    """Issue 41, item 3: the harvest table's grazing area cut the first feeding
    at "2♥" and never showed the third stack (at every harvest table, not only
    the lesson's: the lesson's example 4 makes three stacks fed at once)."""
    from tests.tui.screen_walk import screen_text
    from tui.screens.harvest import text as ht
    from tui.widgets.harvest_grazing import GrazingArea

    app = at_example_4(language, "instant")
    async with app.run_test(size=SIZE) as pilot:
        screen = await graze_2c_ac(pilot)
        for _ in range(50):
            await pilot.pause()
            if len(screen.news.fed) == 3:
                break
        area = screen.query_one(GrazingArea)
        region = area.region
        rows = screen_text(app).splitlines()[region.y:region.bottom]
        shown = " ".join(" ".join(row[region.x:region.right].split()) for row in rows)
        for event in screen.news.fed:
            assert " ".join(ht.feeding_short(event, screen.names).split()) in shown, shown
        log = log_text(screen)
        for event in screen.news.fed:
            assert event.arithmetic in log  # the sums, whole, in the log the area names


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
    import textwrap

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


async def test_one_space_after_a_feeding_goes_on_once():
    """A playtest: after three stacks were fed, with nothing left for the
    person to decide, one space both ended the feeding's show (the screen's
    any-key-ends-it) and then, the show gone, picked the card under the
    cursor: "You pass." and a refusal of 9♠ for one key."""
    from tui.screens.harvest.news import SHOW

    remember_step("harvest", step_taking("harvest", "graze 2C AC"))
    app = lesson_app("harvest", pace="normal")
    async with app.run_test(size=SIZE) as pilot:
        screen = await graze_2c_ac(pilot)
        for _ in range(200):
            await pilot.pause(0.05)
            if SHOW in screen.holds and screen.offers("go_on", ()):
                break
        assert SHOW in screen.holds and screen.offers("go_on", ())
        screen.picker.card = parse_card("9S")
        await pilot.press("space")
        await pilot.pause(0.3)
        assert not message(screen).startswith("enter and space pick"), message(screen)


@pytest.mark.parametrize("language", ["en", "sv"])
async def test_a_feeding_in_the_lesson_is_read_before_the_next_step_is_told(language):
    """A playtest at 80x24: the sums of the three-stack feeding were pushed out
    of the log at once by the next step's sentence, the grazing area saying
    "The log (What happened) has each stack's sums". The table holds the
    feeding until space, as it does when the computer would move on, and
    shows it from its first row (three stacks' sums are taller than the
    log at 80x24): space reads on, then goes on.  A later playtest: every
    line said "space goes on" while the first space only scrolled the log,
    and on the weather screen before it the log's last sentence was cut
    ("You put A♣ to graze on") by the taller prompt below it. Each line
    (prompt, message, Footer) says what space does at each press."""
    from rules.harvest.seasons import GROWING
    from tests.tui.lessons.pilot import log_shown
    from tui.screens.harvest.news import SHOW

    words = {"en": ("space shows the rest of the log", "space goes on", "Read on", "Go on", "Lesson 15/25"),
             "sv": ("mellanslag visar resten av loggen", "mellanslag går vidare", "Läs vidare", "Vidare",
                    "Lektion 15/25")}[language]
    rest, goes_on, read_key, go_key, step_15 = words

    def lines() -> tuple[str, str, str]:
        prompt = " ".join(str(screen.query_one("#h-prompt").render()).split())
        return prompt, " ".join(message(screen).split()), footer_text(screen)

    def says(what: str, key: str) -> bool:
        prompt, said, keys = lines()
        other = goes_on if what == rest else rest
        return what in prompt and other not in prompt and other not in said and f" {key} " in f" {keys} "

    app = at_example_4(language, "normal")
    async with app.run_test(size=SIZE) as pilot:
        screen = await graze_2c_ac(pilot)
        weather_seen = False
        for _ in range(200):
            await pilot.pause(0.05)
            fed = screen.view.season == GROWING  # the engine has fed the stacks (the news may come after)
            if SHOW in screen.holds and fed and len(screen.news.fed) == 3:
                break
            if SHOW in screen.holds and not fed and (screen.offers("go_on", ()) or screen.offers("read_on", ())):
                await pilot.pause(0.3)  # North keeps the grazers: the log ends with that, after the grazing, whole
                grazed = {"en": "You put A♣ to graze on North's 2♣. North keeps your grazers in their order.",
                          "sv": "Du låter E♣ beta på Nords 2♣. Nord behåller dina betare i deras ordning."}[language]
                assert log_shown(screen).endswith(grazed), log_shown(screen)
                assert says(goes_on, go_key), lines()
                weather_seen = True
                await pilot.press("space")
        assert weather_seen and len(screen.news.fed) == 3 and SHOW in screen.holds, screen.holds
        await pilot.pause(0.3)
        assert step_15 not in log_text(screen)
        # the three stacks' sums take more rows than the log: shown from the first, space reads on
        first, *_, last = screen.news.fed
        assert first.arithmetic in log_shown(screen) and last.arithmetic not in log_shown(screen), log_shown(screen)
        assert says(rest, read_key), lines()
        track = {"en": (" FEEDING ", " GROWING "), "sv": (" UTFODRING ", " VÄXTETID ")}[language]
        assert track[0] in str(screen.query_one("#h-track").render()), screen.query_one("#h-track").render()
        await pilot.press("space")
        await pilot.pause(0.3)
        assert SHOW in screen.holds and last.arithmetic in log_shown(screen), log_shown(screen)
        assert step_15 not in log_text(screen) and says(goes_on, go_key), lines()
        await pilot.press("space")
        for _ in range(40):
            await pilot.pause(0.05)
            if step_15 in log_text(screen):
                break
        assert step_15 in log_text(screen) and SHOW not in screen.holds
        assert track[1] in str(screen.query_one("#h-track").render())  # the feeding read: growing time
        assert step_index(screen) == step_taking("harvest", "grow 3C")


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
async def test_between_two_steps_the_message_line_says_the_next_one_follows(language):
    """A playtest: from example 4's move through North's reordering, the
    weather and the feeding held to be read, the message line said "North
    keeps your grazers…" and no "Lesson n/25" line.  It says the next step
    follows, below the table's news, whole at 80x24; and the Footer offers
    only space while the table waits for it (it offered "d Done" there, which
    the lesson's next step, not yet told, would refuse)."""
    app = at_example_4(language, "normal")
    follows = {"en": "Lesson 15/25 follows as soon as you have a move to make.",
               "sv": "Lektion 15/25 följer så snart du har ett drag att göra."}[language]
    async with app.run_test(size=SIZE) as pilot:
        screen = await graze_2c_ac(pilot)
        held = 0
        for _ in range(400):
            await pilot.pause(0.02)
            if step_index(screen) == 14 and not present(screen.lesson).standing(screen).endswith(follows):
                break  # the next step told
            if screen.holds - {"away"}:
                held += 1
                rows = message(screen).split("\n")
                assert rows[-1] == follows, rows
                await pilot.pause()  # drawn
                if message(screen).split("\n") == rows:  # the table did not move on meanwhile
                    shown = screen_text(app)
                    assert all(part in shown for row in rows for part in textwrap.wrap(row, 78)), (rows, shown)
                footer = footer_text(screen)
                assert "space" in footer or "mellanslag" in footer or "⏎" in footer
                assert " d " not in f" {footer} ", footer  # d would be refused: nothing is decided yet
                if held % 20 == 0:
                    await pilot.press("space")
        assert held, "no feeding held to be read"
        assert message(await step_ready(pilot)).startswith(("Lesson 15/25: move 3♣", "Lektion 15/25:"))


@pytest.mark.parametrize("language", ["en", "sv"])
async def test_the_ace_of_spades_storm_is_seen_before_the_second_game_opens(language):
    """A playtest at step 22→23: the ace of spades blew J♥ away and the
    lesson's second game opened at once; only step 23's sentence said so.
    The table stays as the move left it (J♥ gone from North's harvest, the
    log telling it) until a key, as a feeding held to be read, then step 23."""
    from tui.app import KortbordApp
    from tui.lessons.interlude import LessonInterlude
    from tui.widgets.harvest_rows import CardRow

    remember_step("harvest", step_taking("harvest", "spade AS JH"))
    app = KortbordApp(start="harvest", learn=True, pace="normal", lang=language, seed=1)
    app.animation_level = "none"
    async with app.run_test(size=SIZE) as pilot:
        screen = narrow(await step_ready(pilot), HarvestScreen)
        assert parse_card("JH") in screen.view.barns[1]
        assert screen.act("spade AS JH")
        for _ in range(5):
            await pilot.pause()
        assert isinstance(app.screen, LessonInterlude) and screen in app.screen_stack
        assert parse_card("JH") not in screen.view.barns[1]
        assert "J♥" not in str(screen.query_one("#opp-barn", CardRow).render())
        said = {"en": "Above: what your move did. Lesson 23/25 opens another game: space goes on.",
                "sv": "Ovan: vad draget gjorde. Lektion 23/25: ett nytt parti, mellanslag går vidare."}[language]
        assert message(screen) == said  # the table's own line, one row: nothing over the cards
        rows = screen_text(app).splitlines()
        assert rows[-1].split() == (["space", "Go", "on", "?", "Rules", "q", "Leave", "lesson"] if language == "en"
                                    else ["mellanslag", "Vidare", "?", "Regler", "q", "Lämna", "lektionen"]), rows[-1]
        await pilot.press("x")  # a key that means nothing: answered, the table left as it is
        await pilot.pause()
        assert isinstance(app.screen, LessonInterlude) and message(screen).startswith(
            {"en": "x does nothing now: space goes on.", "sv": "x gör inget nu: mellanslag går vidare."}[language])
        assert log_text(screen).endswith({"en": "A♠ is the worst storm: it removes any heart or club, J♥ too.",
                                          "sv": "den tar bort vilket hjärter- eller klöverkort som helst, även Kn♥."}
                                         [language])  # the storm, told last
        await pilot.pause(1.0)  # North waits: nothing moves under the line
        assert app.screen_stack[-2] is screen and step_index(screen) == 22
        await pilot.press("space")
        screen = narrow(await step_ready(pilot), HarvestScreen)
        assert step_index(screen) == 22 and screen.view.beginner


async def test_q_over_the_storm_asks_and_leaves_at_the_next_step():
    from tui.lessons.interlude import LessonInterlude
    from tui.screens.confirm import ConfirmScreen
    from tui.store.lessons import step_of

    remember_step("harvest", step_taking("harvest", "spade AS JH"))
    app = lesson_app("harvest", pace="normal")
    async with app.run_test(size=SIZE) as pilot:
        screen = narrow(await step_ready(pilot), HarvestScreen)
        assert screen.act("spade AS JH")
        await pilot.pause()
        assert isinstance(app.screen, LessonInterlude)
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("y")
        await pilot.pause()
        assert screen not in app.screen_stack and not isinstance(app.screen, LessonInterlude)
        assert step_of("harvest", 25) == 22


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


@pytest.mark.parametrize("language", ["en", "sv"])
async def test_the_three_stack_feeding_points_to_the_log_in_both_languages(language):
    """A playtest in Swedish: the grazing area of the three stacks fed at once
    gave up its pointer to the log, which English keeps (the Swedish outcome
    rows wrapped: "…tillbaka till din / ladugård."), and the log named the
    feeding "Betandet" where the season and the Swedish rules say
    "utfodring": one name for one thing."""
    from tui.screens.harvest import text as ht
    from tui.widgets.harvest_grazing import GrazingArea

    app = at_example_4(language, "normal")
    async with app.run_test(size=SIZE) as pilot:
        screen = await graze_2c_ac(pilot)
        for _ in range(200):
            await pilot.pause(0.02)
            if len(screen.news.fed) == 3:
                break
            if screen.holds - {"away"}:
                await pilot.press("space")  # the reordering read
        assert len(screen.news.fed) == 3
        await pilot.pause()
        region = screen.query_one(GrazingArea).region
        rows = screen_text(app).splitlines()[region.y:region.bottom]
        shown = [" ".join(row[region.x:region.right].split()) for row in rows]
        for event in screen.news.fed:
            assert " ".join(ht.feeding_short(event, screen.names).split()) in shown, shown
        pointer = {"en": "The log (What happened) has each stack's sums.",
                   "sv": "Loggen (Vad som hänt) har varje stapels summor."}[language]
        assert pointer in shown, shown
        if language == "sv":
            assert "Betandet" not in log_text(screen) and "Utfodringen på Nords skördehög" in log_text(screen)


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
    itself), the hand still showed the cursor, as if a card could be played."""
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
                await pilot.press("right")  # the arrows still go over the cards, the reason said
                assert screen.picker.card is not None
                break
        assert seen, "no weather time with nothing to play"


async def feeding_held_at_step_24(pilot, screen: HarvestScreen) -> None:
    """Step 24's graze made, and the feeding held to be read, space offered to go on."""
    from tui.screens.harvest.news import SHOW

    assert screen.act("graze 4H 4C")
    for _ in range(200):
        await pilot.pause(0.05)
        if SHOW in screen.holds and screen.offers("go_on", ()):
            break
    assert SHOW in screen.holds and screen.offers("go_on", ()), screen.holds


@pytest.mark.parametrize(("language", "key", "go_on"), [("en", "x", "space Go on"), ("en", "end", "space Go on"),
                                                        ("sv", "x", "mellanslag Vidare")])
async def test_a_key_that_means_nothing_leaves_the_feeding_to_be_read(language, key, go_on):
    """A playtest at step 24→25 (English End, Swedish x): the key went on to
    growing time unsaid, and the Footer kept "space Go on", which then
    picked.  Such a key leaves the feeding standing (the line says space
    goes on, as the prompt does); space goes on, and the Footer follows."""
    from tui.app import KortbordApp
    from tui.screens.harvest.news import SHOW

    remember_step("harvest", step_taking("harvest", "graze 4H 4C"))
    app = KortbordApp(start="harvest", learn=True, pace="normal", lang=language, seed=1)
    app.animation_level = "none"
    async with app.run_test(size=SIZE) as pilot:
        screen = narrow(await step_ready(pilot), HarvestScreen)
        await feeding_held_at_step_24(pilot, screen)
        await pilot.press(key)
        await pilot.pause(0.3)
        step_25 = {"en": "Lesson 25/25:", "sv": "Lektion 25/25:"}[language]
        assert SHOW in screen.holds and step_25 not in log_text(screen), screen.holds
        assert go_on in footer_text(screen), footer_text(screen)
        if key == "x":
            said = {"en": "x does nothing now: space goes on.", "sv": "x gör inget nu: mellanslag går vidare."}
            assert message(screen).startswith(said[language]), message(screen)
        await pilot.press("space")
        for _ in range(40):
            await pilot.pause(0.05)
            if step_25 in log_text(screen):
                break
        assert SHOW not in screen.holds and step_25 in log_text(screen), message(screen)
        assert go_on not in footer_text(screen), footer_text(screen)


async def test_a_key_with_its_own_job_ends_the_feeding_and_the_footer_follows():
    """v (the discard pile) at the feeding held to be read goes on, as
    acting does; the Footer no longer offers space to go on (a playtest: it
    did, over growing time, and space then picked)."""
    from tui.screens.harvest.news import SHOW

    remember_step("harvest", step_taking("harvest", "graze 4H 4C"))
    app = lesson_app("harvest", pace="normal")
    async with app.run_test(size=SIZE) as pilot:
        screen = narrow(await step_ready(pilot), HarvestScreen)
        await feeding_held_at_step_24(pilot, screen)
        await pilot.press("v")
        for _ in range(40):
            await pilot.pause(0.05)
            if "Lesson 25/25:" in log_text(screen):
                break
        assert SHOW not in screen.holds and "Lesson 25/25:" in log_text(screen), message(screen)
        assert "Go on" not in footer_text(screen) and "Done" in footer_text(screen), footer_text(screen)


@pytest.mark.parametrize(("move", "language"), [("grow KH", "en"), ("field 3D", "sv")])
async def test_a_jump_within_the_game_shows_the_moves_result_first(move, language):
    """A playtest at steps 9→10 and 23→24: 0.4 s after enter the table was
    already turns later; the K♥ just moved to the harvest was never seen.
    As where another game opens, the table stays as the move left it until
    space, its message line saying so."""
    from tui.app import KortbordApp
    from tui.lessons.interlude import LessonInterlude
    from tui.widgets.harvest_rows import CardRow

    remember_step("harvest", step_taking("harvest", move))
    app = KortbordApp(start="harvest", learn=True, pace="normal", lang=language, seed=1)
    app.animation_level = "none"
    async with app.run_test(size=SIZE) as pilot:
        screen = narrow(await step_ready(pilot), HarvestScreen)
        turn, at = screen.view.turn_number, step_index(screen)
        assert screen.act(move)
        await pilot.pause(0.4)
        assert isinstance(app.screen, LessonInterlude) and app.screen_stack[-2] is screen
        assert screen.view.turn_number == turn
        if move == "grow KH":
            assert "K♥" in str(screen.query_one("#my-harvest", CardRow).render())
        said = {"en": f"Above: what your move did. Lesson {at + 2}/25 is some turns later: space goes on.",
                "sv": f"Ovan: vad draget gjorde. Lektion {at + 2}/25 hoppar fram: mellanslag går vidare."}[language]
        assert message(screen) == said
        await pilot.press("space")
        after = narrow(await step_ready(pilot), HarvestScreen)
        assert after is not screen and step_index(after) == at + 1 and after.view.turn_number > turn


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


@pytest.mark.parametrize("language", ["en", "sv"])
async def test_a_resumed_step_shows_the_feeding_its_sentence_explains(language):
    """A playtest (Swedish, left at step 15 and started again): the step
    explained the feeding's three stacks while the grazing area said "No
    grazing stacks now." and the log began with turn 1's lines at turn 13.
    The log opens with the step before's move and what followed it, the
    feeding, and the grazing area shows that feeding, as it did then."""
    from tui.app import KortbordApp
    from tui.widgets.harvest_grazing import GrazingArea

    remember_step("harvest", step_taking("harvest", "grow 3C"))
    app = KortbordApp(start="harvest", learn=True, pace="normal", lang=language, seed=1)
    app.animation_level = "none"
    async with app.run_test(size=SIZE) as pilot:
        screen = narrow(await step_ready(pilot), HarvestScreen)
        await pilot.pause(0.3)
        grazed, fed, none = {"en": ("You put A♣ to graze on North's 2♣.", "Feeding, turn 13", "No grazing stacks"),
                             "sv": ("Du låter E♣ beta på Nords 2♣.", "Utfodring, tur 13", "Inga betesstaplar")
                             }[language]
        assert log_text(screen).startswith(grazed), log_text(screen)[:200]
        area = " ".join(str(screen.query_one(GrazingArea).render()).split())
        assert fed in area and none not in area, area

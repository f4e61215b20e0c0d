"""The harvest lesson between moves: a feeding held to be read (space,
enter and a key that means nothing there), the storm and the jump whose
result is seen before the table moves on, the line that says the next step
follows, and a resumed step showing what its sentence explains (split from
test_harvest_lesson_keys.py, which keeps the picks and the cursor)."""

from __future__ import annotations

import textwrap

import pytest

from rules.cards import parse_card
from tests.narrow import narrow, present
from tests.tui.lessons.pilot import (
    SIZE,
    at_example_4,
    footer_text,
    graze_2c_ac,
    lesson_app,
    log_text,
    message,
    step_index,
    step_ready,
    step_taking,
)
from tests.tui.screen_walk import screen_text
from tui.screens.harvest.screen import HarvestScreen
from tui.store.lessons import remember_step


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
        for _ in range(20):
            await pilot.pause()
            if isinstance(app.screen, LessonInterlude):
                break
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
                                                        ("sv", "x", "mellanslag Vidare"), ("en", "i", "space Go on"),
                                                        ("sv", "i", "mellanslag Vidare")])
async def test_a_key_that_means_nothing_leaves_the_feeding_to_be_read(language, key, go_on):
    """A playtest at step 24→25 (English End, Swedish x): the key went on to
    growing time unsaid, and the Footer kept "space Go on", which then
    picked.  Such a key leaves the feeding standing (the line says space
    goes on, as the prompt does); space goes on, and the Footer follows.
    The hint is no key of a feeding held to be read (a playtest: i, offered
    there, said "No hint now: it is not your turn." and the feeding was
    gone, or it opened the next step with its hint star already shown)."""
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
        assert {"en": "i Hint", "sv": "i Tips"}[language] not in footer_text(screen), footer_text(screen)
        if key in ("x", "i"):
            said = {"en": f"{key} does nothing now: space goes on.", "sv": f"{key} gör inget nu: mellanslag går vidare."}
            assert message(screen).startswith(said[language]), message(screen)
            assert not screen.hints.thinking  # no hint asked for
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


async def test_page_keys_scroll_the_log_at_the_pause_before_another_game():
    """A playtest at step 22→23's pause, 'Above: what your move did': PgUp
    six times left the log unchanged and the line as it was, where the
    pause is meant for reading the log.  The page keys scroll the table's
    log under the pause, with their answer at either end."""
    from tui.lessons.interlude import LessonInterlude

    remember_step("harvest", step_taking("harvest", "spade AS JH"))
    app = lesson_app("harvest", pace="normal")
    async with app.run_test(size=SIZE) as pilot:
        screen = narrow(await step_ready(pilot), HarvestScreen)
        assert screen.act("spade AS JH")
        log = present(screen.table_log.widget())
        for _ in range(20):  # the pause opens, and the log scrolls to its end, a refresh or more later
            await pilot.pause()
            if isinstance(app.screen, LessonInterlude) and log.max_scroll_y > 0 and round(log.scroll_offset.y) == log.max_scroll_y:
                break
        assert isinstance(app.screen, LessonInterlude)
        assert log.max_scroll_y > 0 and round(log.scroll_offset.y) == log.max_scroll_y
        await pilot.press("pageup")
        await pilot.pause()
        assert round(log.scroll_offset.y) < log.max_scroll_y and "does nothing" not in message(screen)
        for _ in range(40):
            await pilot.press("pageup")
            await pilot.pause()
            if "first line already" in message(screen):
                break
        assert round(log.scroll_offset.y) == 0
        assert message(screen).startswith("The log is at its first line already: PgDn scrolls it down.")
        await pilot.press("pagedown")
        await pilot.pause()
        assert round(log.scroll_offset.y) > 0 and "first line already" not in message(screen)
        assert isinstance(app.screen, LessonInterlude) and step_index(screen) == 22


async def test_a_resumed_step_names_the_feeding_by_its_own_turn():
    """A playtest, left at step 21 and started again: the grazing area read
    "Feeding, turn 15: …" (the turn the table opened in) where the step's
    sentence and the area before leaving said North's turn 14; it stood so
    into turn 16.  The area names the feeding's own turn, and keeps it
    until live play would replace it (the next grazing), as played through."""
    from tui.widgets.harvest_grazing import GrazingArea

    remember_step("harvest", step_taking("harvest", "spade 3S JC") + 1)
    app = lesson_app("harvest", pace="normal")
    async with app.run_test(size=SIZE) as pilot:
        screen = narrow(await step_ready(pilot), HarvestScreen)
        assert step_index(screen) == 20 and screen.view.turn_number == 15
        await pilot.pause(0.3)
        area = " ".join(str(screen.query_one(GrazingArea).render()).split())
        assert "Feeding, turn 14: North grazed on your harvest" in area and "turn 15" not in area, area
        assert "In North's turn 14" in log_text(screen)
        assert screen.act("done")
        screen = narrow(await step_ready(pilot), HarvestScreen)
        await pilot.pause(0.3)
        area = " ".join(str(screen.query_one(GrazingArea).render()).split())
        assert step_index(screen) == 21 and screen.view.turn_number == 16
        assert "Feeding, turn 14: North grazed on your harvest" in area, area  # no grazing since: as played through

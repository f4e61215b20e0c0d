"""The Speed table paused and resumed (issue 30, items 1 and 2): a pause
shows the same truth as play, a resumed table says one thing about its
pause, and the round summary's enter deals the next round at once, also
when the game was left between two rounds.  80×24, keys only, the Match on
a ManualClock (no real sleeping)."""

from __future__ import annotations

from rules.speed.view import PLAYING, ROUND_OVER
from tests.narrow import present
from tests.tui.screens.speed import test_table as test_speed
from tests.tui.screens.speed.test_table import SIZE, play_until, speed_app, table
from tui import store
from tui.screens.speed import SpeedScreen
from tui.screens.speed.round_over import SpeedRoundOver
from tui.widgets.speed_table import PileRow

clock = test_speed.clock  # the fixture: every Speed table in the test on one ManualClock


def shown(app) -> list[str]:
    """The screen's lines as a player reads them."""
    return [strip.text for strip in app.screen._compositor.render_strips()]


def marks(screen: SpeedScreen) -> list[str]:
    """The line under each of the person's piles ("4f→LR": where it fits)."""
    return [present(pile).hint for pile in screen.query_one("#my-row", PileRow).piles]


async def test_a_pause_shows_what_fits_as_play_does(clock):
    """Seed 1: 3♥ fits 4♦ and 4♣.  Paused, the top bar said 'none of your
    cards fits' and the marks under the piles were gone."""
    app = speed_app(seed=1, level="medium")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        playing_top, playing_marks = screen.status_text(screen.view, True), marks(screen)
        assert playing_marks[3] == "4f→LR" and "GO!" in playing_top
        await pilot.press("p")
        await pilot.pause()
        assert screen.session.paused
        assert marks(screen) == playing_marks
        top = shown(app)[0]
        assert "none of your cards fits" not in top and "GO!" in top and "PAUSED: p goes on" in top
        assert any("PAUSED" in line for line in shown(app)[1:])  # the centre says it too


async def leave_and_resume(pilot) -> SpeedScreen:
    """q, y (saved), then enter on the menu's resume line: the new table."""
    app = pilot.app
    await pilot.press("q", "y")
    await pilot.pause()
    assert store.list_saves()[0][0].game == "speed"
    await pilot.press("enter")
    await pilot.pause()
    return table(app)


async def test_a_resumed_table_says_one_thing_about_its_pause(clock):
    """The top bar said 'PAUSED: close what is open to go on' beside the
    mark 'PAUSED: p goes on', with nothing open."""
    app = speed_app(seed=1, level="medium")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        resumed = await leave_and_resume(pilot)
        assert resumed.session.paused and resumed.holds == {"user"}
        top = shown(app)[0]
        assert top.count("PAUSED") == 1 and "PAUSED: p goes on" in top and "close what is open" not in top
        assert marks(resumed)[3] == "4f→LR"


async def to_the_first_summary(pilot, clock) -> SpeedScreen:
    app = pilot.app
    await pilot.pause()
    screen = table(app)
    await play_until(pilot, clock, lambda: isinstance(app.screen, SpeedRoundOver))
    assert screen.view.phase == ROUND_OVER and screen.view.round == 1
    return screen


async def test_enter_on_the_round_summary_deals_the_next_round_at_once(clock):
    """'enter: deal the next round' dealt it two seconds later, on an empty
    table: a q in that time saved the round over, and the resumed table
    stayed there until p."""
    app = speed_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await to_the_first_summary(pilot, clock)
        await pilot.press("enter")
        await pilot.pause()  # no time passes on the table's clock
        assert screen.view.phase == PLAYING and screen.view.round == 2
        assert screen.session.log[-1] == (0, "deal")
        resumed = await leave_and_resume(pilot)
        assert resumed.view.round == 2 and resumed.view.phase == PLAYING
        assert shown(app)[0].count("PAUSED") == 1


async def test_a_game_left_between_rounds_shows_the_summary_again_and_enter_deals(clock):
    """Left while the summary was up (the save is taken at the slap): back,
    the same summary and its enter, not an empty table that waits for p."""
    app = speed_app()
    async with app.run_test(size=SIZE) as pilot:
        await to_the_first_summary(pilot, clock)
    assert store.list_saves()[0][0].record.state["phase"] == "round_over"
    app = speed_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # the menu's resume line
        await pilot.pause()
        assert isinstance(app.screen, SpeedRoundOver) and app.screen.round_number == 1
        assert "enter: deal the next round" in "\n".join(shown(app))
        screen = table(app)
        assert "user" not in screen.holds
        await pilot.press("enter")
        await pilot.pause()
        assert screen.view.phase == PLAYING and screen.view.round == 2
        assert not screen.session.paused and "PAUSED" not in shown(app)[0]


async def test_the_top_bar_names_the_round_summarys_key(clock):
    """A playtest (Swedish): with the round summary open the top bar read
    "PAUS: stäng det som är öppet för att fortsätta" while the summary's
    Footer said "⏎ Vidare": the bar names the key, as the Footer does."""
    from tui.widgets.footer import Footer

    app = speed_app()
    async with app.run_test(size=SIZE) as pilot:
        await to_the_first_summary(pilot, clock)
        top = shown(app)[0]
        assert "PAUSED: enter goes on" in top and "close what is open" not in top, top
        keys = {key.description: key.key for key, _start, _end in app.screen.query_one(Footer).placed()}
        assert keys["Go on"] == "enter", keys

"""PgUp and PgDn scroll the log at every game's table (a playtest: PgUp
did nothing and said nothing, and the first lines of a long log, "…left).",
could not be read).  At its first or its newest line the key says so; the
keys the games use are left as they were: a harvest feeding held to be
read stays held while the log is scrolled."""

from __future__ import annotations

import pytest

from tests.narrow import narrow, present
from tests.tui.lessons.pilot import SIZE, at_example_4, graze_2c_ac, log_shown, message
from tui.app import KortbordApp
from tui.screens.game_base import GameScreen
from tui.screens.harvest.news import SHOW

from .helpers import make_app

FIRST = "The first line of a long log."


async def table(pilot) -> GameScreen:
    for _ in range(100):
        await pilot.pause()
        if isinstance(pilot.app.screen, GameScreen) and pilot.app.screen.is_mounted:
            return pilot.app.screen
    raise AssertionError(f"no table: {pilot.app.screen_stack}")


@pytest.mark.parametrize("game", ["hearts", "harvest", "clover", "speed"])
async def test_page_keys_scroll_the_log_and_say_so_at_either_end(game):
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        screen = await table(pilot)
        screen.table_log.say(FIRST)
        for n in range(60):
            screen.table_log.say(f"Line {n} of the log.")
        await pilot.pause()
        log = present(screen.table_log.widget())
        assert FIRST not in log_shown(screen) and round(log.scroll_offset.y) == log.max_scroll_y
        await pilot.press("pageup")
        await pilot.pause()
        assert 0 < round(log.scroll_offset.y) < log.max_scroll_y  # a page up, not to the top
        for _ in range(40):
            if round(log.scroll_offset.y) == 0:
                break
            await pilot.press("pageup")
            await pilot.pause()
        assert log_shown(screen).startswith(" ".join(log.lines[0].text.split()))  # its first row
        await pilot.press("pageup")
        assert "The log is at its first line already: PgDn scrolls it down." in message(screen)
        await pilot.press("pagedown")
        await pilot.pause()
        assert round(log.scroll_offset.y) > 0
        assert "first line already" not in message(screen)  # the answer goes when the next key acts
        for _ in range(40):
            if round(log.scroll_offset.y) == log.max_scroll_y:
                break
            await pilot.press("pagedown")
            await pilot.pause()
        assert "Line 59 of the log." in log_shown(screen)
        await pilot.press("pagedown")
        assert "The log is at its newest line already: PgUp scrolls it up." in message(screen)
        await pilot.press("pageup")
        await pilot.pause()
        assert round(log.scroll_offset.y) < log.max_scroll_y and "newest line already" not in message(screen)


async def test_page_keys_answer_in_swedish():
    app = KortbordApp(start="hearts", lang="sv", seed=7, pace="instant", level="easy")
    app.animation_level = "none"
    async with app.run_test(size=SIZE) as pilot:
        screen = await table(pilot)
        await pilot.press("pagedown")
        assert "Loggen visar redan sin senaste rad: PgUp rullar upp den." in message(screen)
        for _ in range(10):
            await pilot.press("pageup")
        assert "Loggen visar redan sin första rad: PgDn rullar ned den." in message(screen)
        await pilot.press("right")  # the hand's cursor: a key that acts and says nothing
        await pilot.pause()
        assert "första rad" not in message(screen)


async def test_a_feeding_held_to_be_read_stays_while_the_log_scrolls():
    """Any key but a few goes on from a held feeding; PgUp and PgDn are for reading it."""
    app = at_example_4("en", "normal")
    async with app.run_test(size=SIZE) as pilot:
        screen = await graze_2c_ac(pilot)
        for _ in range(50):
            await pilot.pause()
            if SHOW in screen.holds:
                break
        assert SHOW in screen.holds
        log = present(screen.table_log.widget())
        for _ in range(20):  # the feeding's lines are laid out and scrolled to a refresh or more later
            await pilot.pause()
            if log.max_scroll_y > 0 and round(log.scroll_offset.y) == log.max_scroll_y:
                break
        before = round(log.scroll_offset.y)
        assert before == log.max_scroll_y > 0
        await pilot.press("pageup")
        await pilot.pause()
        assert SHOW in narrow(app.screen, GameScreen).holds and round(log.scroll_offset.y) < before


@pytest.mark.parametrize("game", ["hearts", "speed"])
async def test_a_log_read_back_stays_where_it_is_read_as_new_lines_come(game):
    """A full run: at the Speed table North played on while PgUp was read,
    and each new line scrolled the log back to its end.  Lines said while
    the log is read back leave it there; at its end, or after a key that
    is not a page key, it follows the newest line again."""
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        screen = await table(pilot)
        if game == "speed":
            await pilot.press("p")  # North's timers wait: the lines below are the test's own
        for n in range(60):
            screen.table_log.say(f"Line {n} of the log.")
        log = present(screen.table_log.widget())
        for _ in range(20):
            await pilot.pause()
            if log.max_scroll_y > 0 and round(log.scroll_offset.y) == log.max_scroll_y:
                break
        await pilot.press("pageup")
        await pilot.pause()
        read = round(log.scroll_offset.y)
        assert 0 < read < log.max_scroll_y
        screen.table_log.say("North plays on.")
        await pilot.pause()
        assert round(log.scroll_offset.y) == read and "North plays on." not in log_shown(screen)
        for _ in range(40):  # back at its end, it follows again
            if round(log.scroll_offset.y) == log.max_scroll_y:
                break
            await pilot.press("pagedown")
            await pilot.pause()
        screen.table_log.say("North plays again.")
        await pilot.pause()
        assert round(log.scroll_offset.y) == log.max_scroll_y and "North plays again." in log_shown(screen)
        await pilot.press("pageup")
        await pilot.pause()
        await pilot.press("x")  # a key that is not a page key ends the reading back
        screen.table_log.say("North plays a third time.")
        await pilot.pause()
        assert round(log.scroll_offset.y) == log.max_scroll_y and "North plays a third time." in log_shown(screen)

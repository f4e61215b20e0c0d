"""The Footer while the player's own pause stands: no play keys, which the
match refuses (a playtest: '1-5 Play (L first)  asdfg Play (R first)  ?
Rules  i Hint  p Go on  q Back', and 3 answered 'The game is paused.');
a play key pressed still gets that answer; the hint, which works
paused, stays offered.  80×24, the Match on a
ManualClock."""

from __future__ import annotations

from tests.tui.lessons.pilot import footer_text
from tests.tui.screens.speed import test_table as test_speed
from tests.tui.screens.speed.test_refusal_shown import message, until
from tests.tui.screens.speed.test_table import SIZE, speed_app, table

clock = test_speed.clock  # the fixture: every Speed table in the test on one ManualClock


async def test_paused_the_footer_offers_no_play_and_a_play_key_is_answered(clock):
    app = speed_app(seed=1, level="medium")  # seed 1: 3♥ fits, the footer offers play
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        assert await until(pilot, lambda: "Play (L first)" in footer_text(screen))
        await pilot.press("p")
        assert await until(pilot, lambda: "Go on" in footer_text(screen))
        footer = footer_text(screen)
        assert "Play" not in footer, footer
        assert footer.endswith("? Rules  i Hint  p Go on  q Back"), footer  # the hint works paused: offered
        await pilot.press("3")
        assert await until(pilot, lambda: message(screen) == "The game is paused."), message(screen)
        assert screen.session.paused and screen.session.log == []  # nothing played
        await pilot.press("i")
        assert await until(pilot, lambda: message(screen).startswith("Hint: play 3♥"))
        await pilot.press("p")
        assert await until(pilot, lambda: "Play (L first)" in footer_text(screen))

"""The 13th card of a Hearts pass has a number key once the cursor reaches
it (a playtest: "1 … 9 0" sat under the first ten, all 13 may be passed)."""

from __future__ import annotations

from tests.tui.helpers import hearts_screen, make_app
from tui.widgets import Hand

SIZE = (80, 24)


async def test_0_chooses_the_thirteenth_card_once_the_cursor_is_on_it():
    app = make_app("hearts", seed=7, level="medium")
    async with app.run_test(size=SIZE) as pilot:
        screen = hearts_screen(app)
        for _ in range(100):
            await pilot.pause()
            if screen.choosing_pass() and screen.query_one(Hand).quick_picks():
                break
        hand = screen.query_one(Hand)
        last = screen.view.hand[-1]
        assert len(screen.view.hand) == 13 and last not in hand.quick_picks()
        await pilot.press(*["right"] * 12)
        for _ in range(50):
            await pilot.pause()
            if hand.card_at_cursor() == last:
                break
        assert hand.quick_picks()[-1] == last
        await pilot.press("0")
        for _ in range(50):
            await pilot.pause()
            if screen.passing.cards:
                break
        assert screen.passing.cards == [last]

"""A key pressed before the score table is on screen is not answered by it
(a playtest at the normal pace: one space at "· a key shows the scores",
and the table opened saying "space does nothing here: enter goes on to the
next hand", at hands 2, 3, 5 and 7).  The last trick's hold ended by itself
and pushed the table just as the key came; the key, pressed for the
scores, met the table and got its answer.  Here the timing is driven: the
hold's time ends on the manual clock and the key comes in the same tick."""

from __future__ import annotations

import pytest
from textual import events

from rules.clock import ManualClock
from tests.tui.helpers import hearts_screen, make_app, rich_text, saved_game
from tui import settings
from tui.screens.game_base import GameScreen
from tui.screens.hearts import HeartsScreen
from tui.screens.hearts.scores import HeartsScores
from tui.settings import TableSettings
from tui.textual_private import queue_empty, send_to_terminal
from tui.widgets import Scoreboard

SIZE = (80, 24)


@pytest.fixture
def manual(monkeypatch) -> ManualClock:
    clock = ManualClock()
    monkeypatch.setattr(GameScreen, "make_clock", lambda self: clock)
    monkeypatch.setitem(settings.PACES, "fast", (0.25, 5.0))  # a trick shows 5 s on the manual clock
    return clock


def go_on_line(screen: HeartsScores) -> str:
    return str(screen.query_one("#go-on-line").render())


async def at_the_last_trick(pilot, clock: ManualClock, record):
    """The first hand resumed at its last trick, played out to "a key shows the scores"."""
    app = pilot.app
    app.resume_game(record.id)
    for _ in range(400):
        await pilot.pause()
        if not isinstance(app.screen, HeartsScreen):
            continue
        screen = hearts_screen(app)
        if screen.hand_end.pending and "trick" in screen.holds:
            return screen
        if screen.session.game.to_act() == {0} and screen.view.hand_number == 1:
            screen.act(screen.session.game.legal_actions(0)[0])
        else:
            clock.advance(0.3)
    raise AssertionError(f"never: {app.screen_stack}")


@pytest.mark.parametrize("key", ["space", "x", "enter"])
async def test_a_key_that_comes_as_the_hold_ends_is_not_answered_by_the_score_table(manual, key):
    record = saved_game(TableSettings("hearts", {}, "medium", "fast", 7),
                        lambda game: game.hand_number == 1 and len(game.view(0).tricks_played) == 12)
    app = make_app(None, seed=7, pace="fast", level="medium")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = await at_the_last_trick(pilot, manual, record)
        assert "a key shows the scores" in str(screen.query_one("#status").render())
        pressed = events.Key(key, " " if key == "space" else None if key == "enter" else key)
        pressed.set_sender(app)
        manual.advance(5)  # the hold's time ends: the table is pushed...
        send_to_terminal(app, pressed)  # ...and the key, pressed before it was there, comes
        for _ in range(100):  # the table painted, and every key sent so far handled
            await pilot.pause()
            top = app.screen
            if (isinstance(top, HeartsScores) and top.shown_at is not None and queue_empty(app)
                    and queue_empty(top) and "Total" in rich_text(top.query_one(Scoreboard).content)):
                break
        top = app.screen
        assert isinstance(top, HeartsScores), f"{key} closed the score table unread"
        assert go_on_line(top) == "enter: next hand"
        await pilot.press("space")  # a key pressed with the table on screen is answered
        for _ in range(20):
            await pilot.pause()
            if go_on_line(top) != "enter: next hand":
                break
        assert go_on_line(top).startswith("space does nothing here")

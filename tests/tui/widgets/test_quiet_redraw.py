"""A table redraws all of itself after every move, and refreshes the
Footer's keys; at a shared table four apps do so for every card, on one
server (issue 18's load).  What did not change must not be drawn again:
Textual's Footer remounts all its keys at every refresh of the bindings,
and ``Static.update`` lays out the whole screen even with the same text."""

from __future__ import annotations

import pytest
from textual.widget import Widget

from rules.clock import ManualClock
from tests.narrow import narrow
from tests.tui.bench import Bench
from tests.tui.helpers import make_app
from tests.tui.remote.test_table_screen import alone_at_hearts
from tui import settings
from tui.i18n import _
from tui.screens.game_base import GameScreen
from tui.screens.shared.presence import Presence
from tui.tables import Hub
from tui.widgets import EventLog
from tui.widgets.footer import Footer

SIZE = (80, 24)


@pytest.fixture
def manual(monkeypatch) -> ManualClock:
    clock = ManualClock()  # nothing moves unless the test says so
    monkeypatch.setattr(GameScreen, "make_clock", lambda self: clock)
    monkeypatch.setitem(settings.PACES, "fast", (0.25, 10_000.0))
    return clock


def table(app) -> GameScreen:
    return next(s for s in reversed(app.screen_stack) if isinstance(s, GameScreen))


def spy_on_refreshes(monkeypatch) -> list[tuple[str, bool]]:
    asked: list[tuple[str, bool]] = []
    original = Widget.refresh

    def refresh(self, *regions, **kwargs):
        asked.append((type(self).__name__, bool(kwargs.get("layout"))))
        return original(self, *regions, **kwargs)

    monkeypatch.setattr(Widget, "refresh", refresh)
    return asked


async def settle(pilot, screen: GameScreen, asked: list, clock: ManualClock) -> None:
    """Until the table's start has settled: its first lines scrolled, a
    first move, the clover narration's steps on their 0.25 s timer (on the
    table's clock)."""
    for _tries in range(200):
        asked.clear()
        clock.advance(0.05)
        await pilot.pause()
        if not asked and not screen.holds:
            return
    raise AssertionError("the table's start never settled")


@pytest.mark.parametrize("game", ["hearts", "harvest", "clover", "speed"])
async def test_a_redraw_that_changes_nothing_draws_nothing(game, manual, monkeypatch):
    app = make_app(game, seed=7, pace="fast")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        asked = spy_on_refreshes(monkeypatch)
        await settle(pilot, screen, asked, manual)
        screen.redraw()
        screen.refresh_bindings()
        await pilot.pause()
        assert asked == [], asked  # the Footer's line among them


async def test_the_footer_shows_new_keys_when_its_keys_change(manual):
    app = make_app("hearts", seed=7, pace="fast")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        footer = screen.query_one(Footer)

        def shown() -> set[str]:
            return {key.description for key in footer.keys}

        def bound() -> set[str]:
            return {_(active.binding.description) for active in screen.active_bindings.values()
                    if active.binding.show}

        assert "Pass 3" in shown() and shown() == bound()
        await pilot.press("1", "2", "3", "enter")  # passed: the keys are the play's now
        manual.advance(30.0)
        await pilot.pause()
        assert "Pass 3" not in shown() and shown() == bound()


async def test_the_live_line_repaints_the_log_only_when_it_changes(monkeypatch):
    clock = ManualClock()
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        hub = Hub(clock)
        _anna, screen = await alone_at_hearts(pilot, hub)
        log = screen.query_one(EventLog)
        await pilot.pause()
        asked = spy_on_refreshes(monkeypatch)
        role = narrow(screen.role, Presence)
        role.tick()
        role.tick()
        await pilot.pause()
        assert ("EventLog", False) not in asked  # the same line: nothing to repaint
        driver = role.driver
        driver.thinking = (0, driver.clock.now() - 3.2)  # as if the server had said so three seconds ago
        role.tick()
        await pilot.pause()
        assert ("EventLog", False) in asked and "3 s" in str(log.border_subtitle)


async def test_the_log_shows_its_newest_line_in_the_frame_that_draws_it():
    app = Bench(lambda: EventLog(id="log"))
    async with app.run_test(size=(30, 8)) as pilot:
        log = app.query_one(EventLog)
        for n in range(20):
            log.say(f"North plays {n}♣.")
        await pilot.pause()
        assert log.scroll_y == log.max_scroll_y > 0
        log.say("You play Q♠.")  # and no pause: the next frame must already show it
        assert log.scroll_y == log.max_scroll_y
        assert "You play Q♠." in "".join(seg.text for seg in log.lines[-1])


async def test_the_newest_line_stays_whole_when_a_move_fills_the_log():
    app = make_app("harvest", seed=7)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("d")  # a pass: the turn goes round, the log gets past its height
        await pilot.pause()
        log = table(app).query_one(EventLog)
        assert log.max_scroll_y > 0 and log.scroll_y == log.max_scroll_y  # the newest line whole, not cut off


async def test_a_new_log_line_lays_out_nothing_and_moves_the_scrollbar(monkeypatch):
    app = Bench(lambda: EventLog(id="log"))
    async with app.run_test(size=(30, 8)) as pilot:
        log = app.query_one(EventLog)
        await pilot.pause()
        asked = spy_on_refreshes(monkeypatch)
        for n in range(2, 20):  # past the log's height
            log.say(f"North plays {n}♣.")
        log.say("You play Q♠.")
        await pilot.pause()
        assert not any(layout for _name, layout in asked), asked
        assert log.vertical_scrollbar.window_virtual_size == len(log.lines) > 8  # the thumb follows
        assert log.scroll_y == log.max_scroll_y and "You play Q♠." in "".join(s.text for s in log.lines[-1])


async def test_a_hold_that_changes_no_pause_lays_out_nothing(manual, monkeypatch):
    app = make_app("hearts", seed=7, pace="fast")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        asked = spy_on_refreshes(monkeypatch)
        await settle(pilot, screen, asked, manual)
        screen.holding.hold("look")
        screen.holding.release("look")
        await pilot.pause()
        assert not any(layout for _name, layout in asked), asked
        await pilot.press("p")  # the player pauses: PAUSED shows, the status line makes room
        await pilot.pause()
        assert any(layout for _name, layout in asked)
        assert "PAUSED" in str(screen.query_one("PauseBadge").render())

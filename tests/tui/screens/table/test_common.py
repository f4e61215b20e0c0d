"""What every table shows the same way (issue 13): the pause in the top bar,
and what an undo took back, marked in the log."""

from __future__ import annotations

import pytest

from rules.clock import ManualClock
from tests.tui.helpers import make_app
from tui import settings
from tui.screens.game_base import GameScreen
from tui.widgets import EventLog

SIZE = (80, 24)


@pytest.fixture
def manual(monkeypatch) -> ManualClock:
    clock = ManualClock()
    monkeypatch.setattr(GameScreen, "make_clock", lambda self: clock)
    monkeypatch.setitem(settings.PACES, "fast", (0.25, 10_000.0))
    return clock


def table(app) -> GameScreen:
    return next(s for s in reversed(app.screen_stack) if isinstance(s, GameScreen))


def screen_lines(app) -> list[str]:
    return [strip.text for strip in app.screen._compositor.render_strips()]


@pytest.mark.parametrize("game", ["hearts", "harvest", "clover", "speed"])
async def test_the_top_bar_says_paused_at_every_table(game, manual):
    app = make_app(game, seed=7, pace="fast")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        top = screen_lines(app)[0]
        assert "PAUSED" not in top
        await pilot.press("p")
        await pilot.pause()
        top = screen_lines(app)[0]
        assert "PAUSED: p goes on" in top and top.rstrip().endswith("p goes on")
        assert top.count("PAUSED") == 1  # said once, not by the table and the mark both
        assert screen_lines(app)[1:] and "PAUSED: p goes on" not in "".join(screen_lines(app)[1:])
        await pilot.press("p")
        await pilot.pause()
        assert "PAUSED" not in screen_lines(app)[0]


# clover: its first move, a pick, turned up a talon card and is not undone
# (tests/tui/screens/clover/test_undo.py has its own undo, marked the same way)
@pytest.mark.parametrize("game", ["hearts", "harvest"])
async def test_undo_marks_in_the_log_what_it_took_back(game):
    app = make_app(game, seed=5)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        for _ in range(60):  # the person's first move, by keys, and the replies
            if any(seat == 0 for seat, _ in screen.session.log):
                break
            await pilot.press("1", "2", "3", "enter", "space", "d")
            await pilot.pause()
        await pilot.press("space", "space")  # what is shown goes on
        await pilot.pause()
        log = screen.query_one(EventLog)
        before = [t.plain for t in log._said]
        await pilot.press("u")
        await pilot.pause()
        said = [t.plain for t in log._said]
        taken = [line for line in said if line.startswith("× ")]
        assert taken, said
        assert said[-1] == "Undone: the lines marked × are taken back."
        kept = said[:said.index(taken[0])]
        assert kept == before[:len(kept)]  # what came before the move is as it was
        assert [line[2:] for line in taken] == before[len(kept):len(kept) + len(taken)]
        struck = next(t for t in log._said if t.plain.startswith("× "))
        assert any("strike" in str(span.style) for span in struck.spans)


@pytest.mark.parametrize("game", ["hearts", "harvest", "clover", "speed"])
async def test_a_key_that_means_nothing_is_answered_once(game, manual, monkeypatch):
    # Two tables called GameScreen.on_key themselves, and Textual runs it as
    # well: every idle key was answered twice.
    answered: list[str] = []
    app = make_app(game, seed=5)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        def idle_answer(self: GameScreen, key: str) -> str:
            answered.append(key)
            return ""

        monkeypatch.setattr(type(screen), "idle_answer", idle_answer)
        screen.holding.hold("test")  # nothing moves meanwhile
        await pilot.press("question_mark", "question_mark")  # open and close the rules: a known key
        answered.clear()
        await pilot.press("x")
        await pilot.pause()
        assert answered == ["x"]


@pytest.mark.parametrize("game", ["hearts", "harvest", "clover", "speed"])
async def test_a_table_popped_as_it_mounts_draws_and_acts_no_more(game):
    # The 10,000-key menu soak found it: a table left in the same moment it
    # opened still ran its mount and a queued key, with its widgets gone.
    from tui.screens import registry
    from tui.settings import TableSettings

    app = make_app(None)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = registry.screen_class(game)(TableSettings(game, seed=5))
        app.push_screen(screen)
        app.pop_screen()
        await pilot.pause()
        assert screen.gone and not screen.check_action("leave", ())
        from rules.driver import Update
        from tui.screens.table.updates import SessionUpdated
        from tui.table import Stamped

        screen.post_message(SessionUpdated(Stamped(Update(None, None, ()), screen.table.generation)))
        await pilot.pause()

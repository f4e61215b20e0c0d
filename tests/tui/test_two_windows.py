"""One game, two windows (issue 14, item 1): taking the game's lock is the
act of opening it, so of two Kortbords pressing enter on the same saved game
at the same moment exactly one gets the table; the other says the game is
open elsewhere and stays at the menu.  The real two-process race is in the
soak run (tests/tui/test_vanish.py)."""

from __future__ import annotations

from tests.narrow import narrow, present
from tui import store
from tui.screens.game_base import GameScreen
from tui.screens.menu import MenuScreen

from .helpers import autosave_id, make_app, pass_three, record_notices


async def a_saved_hearts_game() -> str:
    app = make_app("hearts")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pass_three(pilot)
        await pilot.press("space")
        await pilot.pause()
        save_id = autosave_id(app)
    return save_id


async def test_the_other_window_takes_the_game_while_this_one_reads_it(monkeypatch):
    save_id = await a_saved_hearts_game()
    path = store.saves_dir() / f"{save_id}.json"
    app = make_app(None)
    other: dict = {}
    load = app.store_load

    def load_while_the_other_window_opens_it(where):
        # The other Kortbord's enter lands between this one's check and its load.
        try:
            other["lock"] = store.locks.acquire(path)
        except store.locks.LockHeld:
            other["lock"] = None
        return load(where)

    monkeypatch.setattr(app, "store_load", load_while_the_other_window_opens_it)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert narrow(app.screen, MenuScreen).chosen == f"resume:{save_id}"
        await pilot.press("enter")
        await pilot.pause()
        table = app.screen
        opened_here = isinstance(table, GameScreen)
        opened_there = other.get("lock") is not None
        assert opened_here + opened_there == 1, (opened_here, opened_there)
        if isinstance(table, GameScreen):
            assert table.saving.autosave is not None and not table.saving.autosave.conflict
        store.locks.release(other.get("lock"))


async def test_a_game_open_in_another_window_is_refused_and_the_menu_stays(monkeypatch):
    save_id = await a_saved_hearts_game()
    path = store.saves_dir() / f"{save_id}.json"
    app = make_app(None)
    async with app.run_test(size=(80, 24)) as pilot:
        shown = record_notices(app, monkeypatch, shown=False)
        await pilot.pause()
        held = store.locks.acquire(path)  # the other window opens it after this one listed it
        try:
            await pilot.press("enter")
            await pilot.pause()
            assert isinstance(app.screen, MenuScreen)
            assert any("open in another Kortbord window" in m for m in shown), shown
        finally:
            store.locks.release(held)
        await pilot.press("enter")  # closed there: now it opens here
        await pilot.pause()
        table = app.screen
        assert isinstance(table, GameScreen)
        assert not present(table.saving.autosave).conflict

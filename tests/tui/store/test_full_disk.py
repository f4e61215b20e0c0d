"""A disk that fills up mid-game (issue 14, items 3 and 10): the player is
told before the app exits that the last moves are not saved, and where the
game stands on disk; the exit status says so too; and the failures make one
notice, updated, not one per move.  ENOSPC is injected here; the soak run
also fills a real (small) file system (tests/tui/test_vanish.py)."""

from __future__ import annotations

import errno
import json

import pytest

from tests.narrow import present
from tests.tui.helpers import make_app, pass_three
from tui import store
from tui.screens.confirm import ConfirmScreen
from tui.screens.game_base import GameScreen
from tui.screens.menu import MenuScreen
from tui.textual_private import showing


def fill_the_disk(monkeypatch) -> None:
    def no_space(path, data):
        raise OSError(errno.ENOSPC, "No space left on device", str(path))

    monkeypatch.setattr("tui.store.saves.write_json_atomic", no_space)


def table(app) -> GameScreen:
    return next(s for s in reversed(app.screen_stack) if isinstance(s, GameScreen))


async def test_quitting_with_unsaved_moves_says_so_and_fails(monkeypatch):
    app = make_app("hearts")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pass_three(pilot)
        await pilot.pause()
        path = store.saves_dir() / f"{present(table(app).saving.autosave).save_id}.json"
        on_disk = len(json.loads(path.read_text())["log"])
        fill_the_disk(monkeypatch)
        await pilot.press("space")
        await pilot.pause()
        await pilot.press("space")
        await pilot.pause()
        moves = len(table(app).session.log)
        assert moves > on_disk
        # One notice for the failing saves, however many moves failed.
        failing = [n for n in showing(app) if "cannot be saved" in n.message]
        assert len(failing) == 1, [n.message for n in showing(app)]
        assert f"cannot be saved in {path.parent}: the disk is full" in failing[0].message
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)  # told before the app exits
        question = app.screen.question
        assert "could not be saved" in question and "No space left on device" in question
        assert str(path) in question and f"after move {on_disk} of {moves}" in question
        await pilot.press("y")
        await pilot.pause()
    assert app.return_code == 1
    assert str(path) in app.exit_note and f"after move {on_disk}" in app.exit_note


async def test_the_leave_dialog_does_not_say_it_is_saved_when_it_is_not():
    disk = pytest.MonkeyPatch()  # its own: undoing it leaves KORTBORD_HOME alone
    app = make_app("hearts")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pass_three(pilot)
        await pilot.pause()
        fill_the_disk(disk)
        await pilot.press("space")
        await pilot.pause()
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        assert "It is saved" not in app.screen.question and "could not be saved" in app.screen.question
        disk.undo()  # space again: the next save works
        await pilot.press("n")
        await pilot.pause()
        await pilot.press("space")
        await pilot.pause()
        await pilot.press("q")
        await pilot.pause()
        assert "It is saved" in app.screen.question


async def test_quitting_when_everything_is_saved_asks_nothing():
    app = make_app("hearts")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pass_three(pilot)
        await pilot.press("ctrl+q")
        await pilot.pause()
    assert not app.exit_note and not app.return_code


async def test_the_same_problem_is_one_notice():
    app = make_app(None)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for _ in range(3):
            app.notify("The saved game x is damaged.", severity="warning", markup=False)
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        assert [n.message for n in showing(app)].count("The saved game x is damaged.") == 1

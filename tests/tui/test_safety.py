"""The guards of tui/safety.py: in a player's run an exception in a handler
or a clock callback is a notice and a line in errors.log, never a traceback;
under test (tests/conftest.py) the same error is raised again after being
reported, so no test can pass over it."""

from __future__ import annotations

import subprocess
import sys

import pytest
from textual.app import App
from textual.binding import Binding

from rules.clock import ManualClock
from rules.core import IllegalAction
from tui import safety
from tui.safety import GuardedClock, error_log_path, guarded
from tui.textual_private import showing


class Broken(App):
    """A bare app whose key b runs a guarded handler that fails."""

    BINDINGS = [Binding("b", "break", "Break"), Binding("i", "refuse", "Refuse")]

    @guarded
    def action_break(self) -> None:
        raise ZeroDivisionError("division by zero")

    @guarded
    def action_refuse(self) -> None:
        raise IllegalAction("You must follow suit.")


def test_the_run_is_under_test():
    assert safety.reraising()


async def test_under_test_a_guarded_handler_raises_again():
    app = Broken()
    with pytest.raises(ZeroDivisionError):
        async with app.run_test() as pilot:
            await pilot.press("b")
            await pilot.pause()
    assert "ZeroDivisionError" in error_log_path().read_text()  # reported first
    error_log_path().unlink()  # seen: the errors.log check of tests/tui/conftest.py passes


async def test_in_a_players_run_a_guarded_handler_only_reports(player_errors):
    app = Broken()
    async with app.run_test() as pilot:
        await pilot.press("b")
        await pilot.pause()
        assert app.is_running
        assert any("ZeroDivisionError" in n.message for n in showing(app))
    assert "ZeroDivisionError" in error_log_path().read_text()


async def test_an_illegal_action_is_the_rules_answer_not_an_error():
    app = Broken()
    async with app.run_test() as pilot:
        await pilot.press("i")
        await pilot.pause()
        assert app.is_running
        assert [n.message for n in showing(app)] == ["You must follow suit."]
    assert not error_log_path().exists()


def failing() -> None:
    raise KeyError("gone")


def test_under_test_a_guarded_clock_raises_again_after_reporting():
    seen: list[BaseException] = []
    clock = GuardedClock(ManualClock(), seen.append)
    clock.call_later(1.0, failing)
    with pytest.raises(KeyError):
        clock.clock.advance(1.0)
    assert [type(e) for e in seen] == [KeyError]


def test_in_a_players_run_a_guarded_clock_reports_and_goes_on(player_errors):
    seen: list[BaseException] = []
    fired: list[int] = []
    clock = GuardedClock(ManualClock(), seen.append)
    clock.call_later(1.0, failing)
    clock.call_later(2.0, fired.append, 2)
    clock.clock.advance(3.0)
    assert [type(e) for e in seen] == [KeyError] and fired == [2]


def test_a_players_run_never_raises_again():
    """Nothing in the app switches the re-raising on: only the tests do."""
    code = "import tui.app, tui.safety; print(tui.safety.reraising())"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_the_error_log_is_bounded(monkeypatch):
    """errors.log rotates at ERRORS_LOG_SIZE into errors.log.1, which the
    next rotation replaces: a player who meets the same error all day keeps
    two files, each holding whole records."""
    monkeypatch.setattr(safety, "ERRORS_LOG_SIZE", 2000)
    path = error_log_path()
    for number in range(40):
        try:
            raise ValueError(f"error number {number}")
        except ValueError as error:
            assert safety.record(error) == path
    older = path.with_name("errors.log.1")
    assert path.stat().st_size <= 2000 and older.stat().st_size <= 2000
    assert not path.with_name("errors.log.2").exists()
    for each in (path, older):
        text = each.read_text()
        assert text.startswith("Traceback") and text.endswith("\n\n")  # whole records, each ending in an empty line
    assert "error number 39" in path.read_text() and "error number 0\n" not in path.read_text() + older.read_text()
    path.unlink()
    older.unlink()  # seen: the errors.log check of tests/tui/conftest.py passes

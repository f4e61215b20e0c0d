"""Every Speed table in the lesson tests runs on one ManualClock (the
table's clock: tests/tui/screens/speed does the same), so no timer of the
real clock runs there and no test sleeps."""

from __future__ import annotations

import pytest

from rules.clock import ManualClock
from tui.screens.speed.screen import SpeedScreen


@pytest.fixture(autouse=True)
def clock(monkeypatch) -> ManualClock:
    manual = ManualClock()
    monkeypatch.setattr(SpeedScreen, "make_clock", staticmethod(lambda: manual))
    return manual

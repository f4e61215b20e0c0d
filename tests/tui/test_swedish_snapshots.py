"""Swedish at 80×24: the menu and one position at every table, the same
seeds and keys as the English snapshots (tests/tui/test_snapshots.py and tests/tui/screens/*/test_snapshots.py).

The engine's sentences (the log, the refusals) are the rules catalog's:
until that one is translated they show in English here, and the pictures
change when it is.  Regenerate after a deliberate change with
``.venv/bin/python -m pytest tests/tui/test_swedish_snapshots.py --snapshot-update``
and look at the SVGs in tests/tui/__snapshots__/test_swedish_snapshots/ first.
"""

from __future__ import annotations

import pytest

from rules import i18n
from tests.tui.screens.clover.test_snapshots import _picking
from tests.tui.screens.clover.test_table import clover_app
from tests.tui.screens.harvest.pilot import harvest_app
from tests.tui.screens.harvest.test_snapshots import grazing, play_until
from tests.tui.screens.speed.test_snapshots import _run_until
from tests.tui.screens.speed.test_table import clock, speed_app  # noqa: F401  (clock is a fixture)

from .helpers import make_app


@pytest.fixture(autouse=True)
def swedish(english):
    """After the English start of every test (tests/conftest.py)."""
    i18n.use("sv")


async def _settle(pilot) -> None:
    await pilot.pause()
    await pilot.wait_for_scheduled_animations()
    await pilot.pause()


def test_menu_in_swedish(snap_compare):
    assert snap_compare(make_app(), run_before=_settle)


def test_play_page_in_swedish(snap_compare):
    async def open_hearts(pilot):
        await pilot.pause()
        await pilot.press("enter")
        await _settle(pilot)

    assert snap_compare(make_app(), run_before=open_hearts)


def test_hearts_passing_in_swedish(snap_compare):
    async def choose_two(pilot):
        await pilot.pause()
        await pilot.press("2", "5", "right")
        await _settle(pilot)

    assert snap_compare(make_app("hearts"), run_before=choose_two)


def test_harvest_grazing_in_swedish(snap_compare):
    async def run(pilot):
        await play_until(pilot, grazing)
        await pilot.press("right", "enter")  # attack 2♥; J♥ waits to graze
        await _settle(pilot)

    assert snap_compare(harvest_app(seed=4), run_before=run)


def test_clover_picking_in_swedish(snap_compare):
    assert snap_compare(clover_app(seed=12), run_before=_picking)


def test_speed_at_the_slap_in_swedish(snap_compare, clock):  # noqa: F811
    assert snap_compare(speed_app(), run_before=_run_until(clock, lambda s: s.view.may_slap))

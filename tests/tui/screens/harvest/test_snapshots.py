"""Snapshots of the harvest table at 80×24 (pytest-textual-snapshot):
grazing, the defender's reordering, feeding with its arithmetic, a spade's
targets, and the ASCII look.  Regenerate after a deliberate change with
``--snapshot-update`` and look at the SVGs before committing them."""

from __future__ import annotations

from tests.tui.screens.harvest.pilot import harvest_app, play_until


async def _settle(pilot) -> None:
    await pilot.pause()
    await pilot.wait_for_scheduled_animations()
    await pilot.pause()


def grazing(screen) -> bool:
    return screen.view.decision == "graze"


def test_grazing_pasture_chosen(snap_compare):
    async def run(pilot):
        await play_until(pilot, grazing)
        await pilot.press("right", "enter")  # attack 2♥; J♥ waits to graze
        await _settle(pilot)

    assert snap_compare(harvest_app(seed=4), run_before=run)


def test_feeding_arithmetic(snap_compare):
    async def run(pilot):
        await play_until(pilot, grazing)
        await pilot.press("right", "enter", "enter")  # J♥ grazes on 2♥: fed at once
        await _settle(pilot)

    assert snap_compare(harvest_app(seed=4), run_before=run)


def test_defender_reorders(snap_compare):
    async def run(pilot):
        await play_until(pilot, lambda s: s.view.decision == "reorder")
        await _settle(pilot)

    assert snap_compare(harvest_app(seed=6, level="medium"), run_before=run)


def test_spade_targets(snap_compare):
    async def run(pilot):
        await play_until(pilot, lambda s: s.view.decision == "weather" and s.current_picks())
        await pilot.press("1")
        await _settle(pilot)

    assert snap_compare(harvest_app(seed=1), run_before=run)


def test_ascii_feeding(snap_compare):
    async def run(pilot):
        await play_until(pilot, grazing)
        await pilot.press("right", "enter", "enter")
        await _settle(pilot)

    assert snap_compare(harvest_app(seed=4, ascii_mode=True), run_before=run)

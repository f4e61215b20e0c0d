"""Snapshots of the Clover Picker's table at 80×24 (fixed seeds, easy AI).

Regenerate after a deliberate change with
``.venv/bin/python -m pytest tests/tui/screens/clover/test_snapshots.py --snapshot-update``
and look at the SVGs in tests/tui/screens/clover/__snapshots__/test_snapshots/ first.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.narrow import present
from tests.tui.screens.clover.test_table import clover_app, play_chain, play_turn, slow_pace, table  # noqa: F401 (a fixture)


async def _settle(pilot) -> None:
    await pilot.pause()
    await pilot.wait_for_scheduled_animations()
    await pilot.pause()


async def _picking(pilot) -> None:
    """Seed 12, our third turn: a bouquet with a two-card spade chain (both
    extra cards chosen with m) and a club scored; the cheapest card picked,
    its slot refilled, 3 left that buy nothing."""
    await pilot.pause()
    screen = table(pilot.app)
    for _ in range(2):
        await play_turn(pilot, screen)
    assert await play_chain(pilot, screen) == 2
    view = screen.view
    assert view.chained == 2 and view.scored_clubs
    slots = screen.affordable()
    cheapest = min(slots, key=lambda s: (view.meadow[s].rank, s))
    await pilot.press(str(cheapest + 1))
    await pilot.pause()
    # Nothing more within the 3 left: every card dimmed, no frame on any (a playtest).
    assert screen.view.picked and screen.view.budget_left == 3 and not screen.affordable()
    await _settle(pilot)


def test_picking(snap_compare):
    assert snap_compare(clover_app(seed=12), run_before=_picking)


def test_picking_ascii(snap_compare):
    assert snap_compare(clover_app(seed=12, ascii_mode=True), run_before=_picking)


def test_chain_choice(snap_compare):
    """Seed 12, our third turn: the five are out with a spade among them;
    the bouquet says how many more the spades allow and which card is next,
    the status bar and the Footer give m and s."""

    async def chain(pilot):
        await pilot.pause()
        screen = table(pilot.app)
        for _ in range(2):
            await play_turn(pilot, screen)
        assert screen.my_chain() and screen.view.chain_left == 1
        await _settle(pilot)

    assert snap_compare(clover_app(seed=12), run_before=chain)


@pytest.mark.usefixtures("slow_pace")
def test_north_turn_narrated(snap_compare):
    """Seed 22: North's bouquet after our fourth turn is laid out step by
    step; the snapshot is taken with its spade chain shown and its clubs
    counted, before its budget."""

    async def north_turn(pilot):
        await pilot.pause()
        screen = table(pilot.app)
        for _ in range(3):
            await play_turn(pilot, screen)
        await play_chain(pilot, screen)
        # From here on the turns are narrated at a pace the test steps by hand.
        screen.settings = replace(screen.settings, pace="slow")
        await play_turn(pilot, screen)
        for _ in range(20):
            show = screen.narrator.show
            if show.owner == "North" and show.scored is not None:
                break
            screen.narration.next_step()
            await pilot.pause()
        show = screen.narrator.show
        assert screen.narrating and show.chained == 1 and len(present(show.scored)) == 1 and show.reds is None
        await _settle(pilot)

    assert snap_compare(clover_app(seed=22), run_before=north_turn)

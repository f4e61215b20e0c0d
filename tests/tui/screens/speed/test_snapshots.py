"""Speed snapshots at 80×24 on a ManualClock (seeded, so the same keys and
the same virtual time give the same picture).

Regenerate after a deliberate change with
``.venv/bin/python -m pytest tests/tui/screens/speed/test_snapshots.py --snapshot-update``
and look at the SVGs in tests/tui/screens/speed/__snapshots__/test_snapshots/.
"""

from __future__ import annotations

from rules.speed.view import BLOCKED
from tests.tui.screens.speed.test_table import clock, play_until, speed_app, table  # noqa: F401  (clock is a fixture)


def _run_until(clock, done):  # noqa: F811
    async def run(pilot):
        await pilot.pause()
        screen = table(pilot.app)
        await play_until(pilot, clock, lambda: done(screen))
        await pilot.pause()
        await pilot.wait_for_scheduled_animations()
        await pilot.pause()
    return run


def test_blocked_countdown(snap_compare, clock):  # noqa: F811
    assert snap_compare(speed_app(), run_before=_run_until(clock, lambda s: s.view.phase == BLOCKED))


def test_at_the_slap(snap_compare, clock):  # noqa: F811
    assert snap_compare(speed_app(), run_before=_run_until(clock, lambda s: s.view.may_slap))


def test_ascii_mid_round(snap_compare, clock):  # noqa: F811
    app = speed_app(ascii_mode=True)
    assert snap_compare(app, run_before=_run_until(clock, lambda s: len(s.session.log) >= 6))

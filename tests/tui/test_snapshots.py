"""Snapshot tests (pytest-textual-snapshot): seeded positions at 80×24.

Regenerate after a deliberate change with
``.venv/bin/python -m pytest tests/tui/test_snapshots.py --snapshot-update``
and look at the SVGs in tests/tui/__snapshots__/ before committing them.
"""

from __future__ import annotations

from tui.screens.hearts.scores import HeartsScores

from .helpers import hearts_screen, make_app, pass_three, play_until_scores, review_done


async def _settle(pilot) -> None:
    await pilot.pause()
    await pilot.wait_for_scheduled_animations()
    await pilot.pause()


def test_menu(snap_compare):
    """The four games as a player sees them: each one ready to play."""
    assert snap_compare(make_app(), run_before=_settle)


def test_passing(snap_compare):
    async def choose_two(pilot):
        await pilot.pause()
        await pilot.press("2", "5", "right")
        await _settle(pilot)

    assert snap_compare(make_app("hearts"), run_before=choose_two)


def test_mid_trick(snap_compare):
    async def mid_trick(pilot):
        await pilot.pause()
        await pass_three(pilot)
        screen = hearts_screen(pilot.app)
        for _ in range(30):  # play on until the person must follow a lead
            view = screen.view
            if view.turn == 0 and view.trick:
                break
            await pilot.press("space")
            await pilot.pause()
        await _settle(pilot)

    assert snap_compare(make_app("hearts"), run_before=mid_trick)


def test_score_table(snap_compare):
    async def to_scores(pilot):
        await pilot.pause()
        await play_until_scores(pilot)
        assert isinstance(pilot.app.screen, HeartsScores)
        await review_done(pilot)  # the hand's review: its line and v come when it is done
        await _settle(pilot)

    assert snap_compare(make_app("hearts"), run_before=to_scores)


def test_rules_panel(snap_compare):
    async def open_rules(pilot):
        await pilot.pause()
        await pilot.press("question_mark")
        await _settle(pilot)

    assert snap_compare(make_app("hearts"), run_before=open_rules)


def test_too_small(snap_compare):
    assert snap_compare(make_app("hearts"), terminal_size=(60, 20), run_before=_settle)


def test_ascii(snap_compare):
    async def mid_trick(pilot):
        await pilot.pause()
        await pass_three(pilot)
        await pilot.press("space")
        await _settle(pilot)

    assert snap_compare(make_app("hearts", ascii_mode=True), run_before=mid_trick)

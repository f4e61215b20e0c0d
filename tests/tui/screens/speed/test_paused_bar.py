"""The Speed table's top bar under the player's own pause: the PAUSED mark
covers its right end, so the bar says what play shows in fewer words, and
its last word shows at 80 columns (a playtest: 'Speed · round 1 · GO! →
fits: 1-5 (left first), asdfg (rig…  PAUSED: p goes on')."""

from __future__ import annotations

from dataclasses import replace

import pytest
from rich.cells import cell_len

import rules
from rules.i18n import LANGUAGES, speaking
from rules.speed.view import BLOCKED, OVER, ROUND_OVER, SLAP, Unblock
from tests.tui.screens.speed import test_table as test_speed
from tests.tui.screens.speed.test_table import SIZE, speed_app, table
from tui.i18n import _ as tui_
from tui.screens.speed import text as words
from tui.widgets.pause_badge import PauseBadge

clock = test_speed.clock  # the fixture: every Speed table in the test on one ManualClock

NAMES = ["South", "North"]


def paused_bars(ascii_mode: bool) -> list[str]:
    """Every top bar a paused table can show, at round 100 (the round limit's last)."""
    view = replace(rules.new_game("speed", seed=1).view(0), round=100)
    left, right = view.centers
    assert left is not None and right is not None
    big = (replace(left, size=26), replace(right, size=26))
    views = [view, replace(view, phase=ROUND_OVER), replace(view, phase=OVER, is_over=True)]
    views += [replace(view, phase=BLOCKED, unblock=unblock, turners=(), countdown=countdown)
              for unblock in Unblock for countdown in (None, 2.5)]
    views += [replace(view, phase=SLAP, finisher=finisher, centers=big) for finisher in (0, 1)]
    views.append(replace(view, phase=SLAP, finisher=0, centers=(left, None)))
    bars = [words.status_line(v, NAMES, can_play, paused=True, by_user=True)
            for v in views for can_play in (True, False)]
    return [words.ascii_arrows(rules.cards.to_ascii(bar)) if ascii_mode else bar for bar in bars]


@pytest.mark.parametrize("ascii_mode", [False, True])
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_paused_top_bar_ends_before_the_pause_mark(language, ascii_mode):
    with speaking(language):
        mark = cell_len(tui_("PAUSED: p goes on")) + 2  # the mark's padding
        room = SIZE[0] - 1 - mark  # the bar's left padding, then the mark
        too_long = [bar for bar in paused_bars(ascii_mode) if cell_len(bar) > room]
    assert not too_long, (room, too_long)


async def test_the_paused_top_bar_shows_its_last_word(clock):
    """Seed 1 at its start: 3♥ fits, so the bar says GO! and its keys."""
    app = speed_app(seed=1, level="medium")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        await pilot.press("p")
        bar = screen.status_text(screen.view, True)
        top = ""
        for _ in range(40):  # until the mark is on and the bar laid out beside it
            await pilot.pause()
            top = app.screen._compositor.render_strips()[0].text
            if screen.query_one(PauseBadge).has_class("-on") and "PAUSED: p goes on" in top:
                break
        assert screen.session.paused
        assert "GO!" in bar and bar in top and "…" not in top, top

"""The harvest table's log says the same live and resumed: a resumed game's
log is rebuilt from the engine's events, so every line of it must come from
one (a playtest: "North keeps your grazers in their order." was the
screen's own line, and a resumed game's log lacked it)."""

from __future__ import annotations

from tests.narrow import narrow
from tests.tui.lessons.pilot import log_text
from tests.tui.screens.harvest.pilot import SEED_TWO_GRAZERS, SIZE, harvest_app, play_until, table
from tui.screens.harvest.screen import HarvestScreen
from tui.screens.menu import MenuScreen
from tui.textual_private import queue_empty

KEPT = "North keeps your grazers in their order."
RESUMED = "— resumed; what happened last —"


async def until(pilot, wanted, limit: int = 40) -> None:
    """Pauses until ``wanted()`` holds (at most ``limit``)."""
    for _ in range(limit):
        await pilot.pause()
        if wanted():
            return


async def test_north_keeping_your_grazers_order_is_in_the_resumed_log_as_in_the_live_one():
    app = harvest_app(seed=SEED_TWO_GRAZERS)
    async with app.run_test(size=SIZE) as pilot:
        await play_until(pilot, lambda s: s.view.decision == "graze" and len(s.view.barns[0]) >= 2
                         and s.view.harvests[1])
        screen = table(app)
        more = len(screen.view.barns[0]) > 2
        await pilot.press("enter", "enter", "enter")  # a pasture, two grazers: North reorders, or keeps the order
        if more:
            await pilot.press("d")
        await until(pilot, lambda: screen.view.decision == "grow" and queue_empty(screen) and KEPT in log_text(screen))
        live = log_text(screen)
        attack = live[live.rindex("— Turn"):]  # this turn: the person attacks
        assert attack.count(KEPT) == 1 and attack.index(KEPT) < attack.index("You pass."), attack  # once, in its place
    again = harvest_app(seed=SEED_TWO_GRAZERS, start=None)
    async with again.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(again.screen, MenuScreen))
        assert (narrow(again.screen, MenuScreen).chosen or "").startswith("resume:")
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(again.screen, HarvestScreen) and RESUMED in log_text(again.screen))
        resumed = log_text(narrow(again.screen, HarvestScreen)).split(RESUMED)[1]
        assert KEPT in resumed, resumed
        grazing = resumed[:resumed.index(KEPT) + len(KEPT)].strip()  # the grazing told as live, the kept order last
        assert grazing.endswith(f"You put K♥ to graze on North's A♣. {KEPT}") and grazing in attack, grazing
        assert resumed.index(KEPT) < resumed.index("You pass."), resumed  # before weather time, in its place

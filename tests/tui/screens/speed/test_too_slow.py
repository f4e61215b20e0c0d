""""Too slow" only for a card the table showed fitting a moment ago (a
playtest: L showed 3♦ for some 6 s, North's 3♦ on 4♥; key 1 for 5♠ was
answered "Too slow: that pile now shows 3♦.", where the table had drawn 5♠
fitting neither 3♦ nor J♣).  80×24, the Match on a ManualClock, seed 7."""

from __future__ import annotations

from rules.cards import Card
from rules.speed.game import SpeedGame, fits
from tests.narrow import narrow
from tests.tui.screens.speed import test_table as test_speed
from tests.tui.screens.speed.test_refusal_shown import message, until
from tests.tui.screens.speed.test_table import LEFT_KEYS, SIZE, speed_app, table
from tui.screens.speed import SpeedScreen
from tui.screens.speed.seen import MOMENT_SECONDS
from tui.widgets.speed_table import CenterRow

clock = test_speed.clock  # the fixture: every Speed table in the test on one ManualClock


def covered_fit(screen: SpeedScreen) -> tuple[int, str, Card] | None:
    """(the person's pile, the centre pile, its top) where North's last
    card covered one the pile's top fitted, and that top fits no centre
    pile now: the engine, asked, would call it a race."""
    game = narrow(screen.session.game, SpeedGame)
    if game.phase != "playing":
        return None
    tops = [None if c is None else c[-1] for c in game.centers]
    for k, key in enumerate("LR"):
        center = game.centers[k]
        if center is None or game.placed_by[k] != 1 or len(center) < 2:
            continue
        for number, pile in enumerate(game.table[0], start=1):
            if pile and fits(pile[-1], center[-2]) and not any(t is not None and fits(pile[-1], t) for t in tops):
                return number, key, center[-1]
    return None


async def test_a_card_shown_fitting_nowhere_for_seconds_is_not_too_slow(clock):
    app = speed_app(seed=7, level="easy")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        for _ in range(3000):
            await pilot.pause()
            found = covered_fit(screen)
            if found is None:
                clock.advance(0.1)
                continue
            tops = [c.top for c in screen.view.centers if c is not None]
            since = clock.now()
            while covered_fit(screen) == found and clock.now() - since < MOMENT_SECONDS + 0.5:
                clock.advance(0.1)  # the table shows North's card a while: the person reads it
                await pilot.pause()
            if covered_fit(screen) != found or [c.top for c in screen.view.centers if c is not None] != tops:
                continue  # North moved on meanwhile: another moment
            assert await until(pilot, lambda shown=tuple(t.label for t in tops): all(
                label in screen.query_one(CenterRow).text() for label in shown))
            pile, _key, top = found
            card = screen.view.table[pile - 1].top
            assert card is not None
            await pilot.press(LEFT_KEYS[pile - 1])
            assert await until(pilot, lambda: message(screen) != "")
            said = message(screen)
            assert "Too slow" not in said, said
            assert said.startswith(f"{card.label} fits neither ") or said.startswith(f"{card.label} does not go on"), said
            assert top.label in said
            return
        raise AssertionError("North never covered a card of the person's pile's")


def test_a_play_drawn_fitting_counts_a_moment_after_the_table_changed():
    from rules.clock import ManualClock
    from rules.speed.actions import Play
    from tui.screens.speed.seen import SeenPlays

    manual = ManualClock()
    seen = SeenPlays(manual.now)
    seen.drawn(frozenset({Play(1, "L")}))
    manual.advance(5.0)  # shown fitting a long while
    seen.drawn(frozenset({Play(2, "R")}))  # North covered it: the table draws it so
    assert seen.fitted() == {Play(1, "L"), Play(2, "R")}  # a key on its way aims at what was there
    manual.advance(MOMENT_SECONDS)
    assert seen.fitted() == {Play(2, "R")}  # long enough to see: no longer a race

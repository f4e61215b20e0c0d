"""A refused play is worded against the piles the engine refused it on, and
the table shows those piles with it (a playtest, round 1 just after p: the
right pile showed 3♥, the log's last line 'North plays 3♥ on 4♥', and the
message '9♦ fits neither A♣ nor 4♥').  80×24, the Match on a ManualClock."""

from __future__ import annotations

from rules.clock import ManualClock
from rules.speed.game import fits
from tests.narrow import present
from tests.tui.screens.speed import test_table as test_speed
from tests.tui.screens.speed.test_table import SIZE, speed_app, table
from tui.screens.speed import SpeedScreen
from tui.widgets.speed_table import CenterRow

clock = test_speed.clock  # the fixture: every Speed table in the test on one ManualClock


def message(screen: SpeedScreen) -> str:
    return str(present(screen.messages.widget()).render())


def centre_tops(screen: SpeedScreen) -> list[str]:
    """The centre piles' top cards as the engine has them now."""
    return [c.top.label for c in screen.view.centers if c is not None]


def drawn(screen: SpeedScreen) -> str:
    """What the centre row shows now."""
    return screen.query_one(CenterRow).text()


def unfit_pile(screen: SpeedScreen) -> int | None:
    """A pile of the person's whose top fits no centre pile (1-5), if any."""
    view = screen.view
    tops = [c.top for c in view.centers if c is not None]
    for number, pile in enumerate(view.table, start=1):
        if pile.top is not None and tops and not any(fits(pile.top, top) for top in tops):
            return number
    return None


async def until(pilot, condition, limit: int = 40) -> bool:
    """Pauses until ``condition()`` holds (at most ``limit``), for a loaded machine."""
    for _ in range(limit):
        if condition():
            return True
        await pilot.pause()
    return condition()


async def a_refusable_moment(pilot, screen: SpeedScreen, clock: ManualClock, within: float = 1e9) -> int:
    """Waits on the clock until the person holds a pile that fits nowhere,
    in play, with a move of the computer's still to come (its timer due
    ``within`` seconds)."""
    for _ in range(2000):
        await pilot.pause()
        pile = unfit_pile(screen)
        due = clock.next_due()
        soon = due is not None and due - clock.now() < within
        if pile is not None and screen.view.phase == "playing" and screen.session.legal_actions(1) and soon:
            return pile
        clock.advance(0.1)
    raise AssertionError("no pile that fits nowhere while North could still play")


async def test_a_refusal_no_longer_names_a_pile_north_has_covered(clock):
    """The refusal names the piles it was judged on; once North covers one,
    the message names no card the table no longer shows."""
    app = speed_app(seed=7, level="easy")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        pile = await a_refusable_moment(pilot, screen, clock, within=1.0)  # before the flash's 2 s are over
        await pilot.press("p")
        await until(pilot, lambda: screen.session.paused)
        await pilot.press("p", str(pile))  # resume, then the pile that fits nowhere
        judged = centre_tops(screen)
        assert await until(pilot, lambda: "fits neither" in message(screen) or "does not go on" in message(screen))
        assert all(top in message(screen) for top in judged), (judged, message(screen))
        start = clock.now()
        while centre_tops(screen) == judged and clock.now() - start < 1.5:  # North plays, the flash still up
            clock.advance(0.05)
            await pilot.pause()
        now = centre_tops(screen)
        assert now != judged
        gone = [top for top in judged if top not in now]
        assert await until(pilot, lambda: all(top in drawn(screen) for top in now))
        said = message(screen)
        assert not any(top in said for top in gone), (judged, now, said)


async def test_a_refusal_shows_the_piles_it_was_judged_on(clock):
    """North's move lands in the engine before the table has drawn it; the
    person's key is refused on the new piles, and the table shows them with
    the refusal, not the piles it drew before."""
    app = speed_app(seed=7, level="easy")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        for _ in range(400):
            pile = await a_refusable_moment(pilot, screen, clock)
            before = centre_tops(screen)
            log = len(screen.session.log)
            due = clock.next_due()
            clock.advance(0.1 if due is None else max(0.0, due - clock.now()))  # no pause: not drawn yet
            moved = len(screen.session.log) > log and screen.session.log[-1][0] == 1
            if moved and centre_tops(screen) != before and unfit_pile(screen) == pile:
                assert all(top in drawn(screen) for top in before)  # the table still shows the piles before
                screen.action_play(pile, "L")
                said = message(screen)
                assert "fits neither" in said or "does not go on" in said or "Too slow" in said, said
                assert all(top in drawn(screen) for top in centre_tops(screen)), (said, drawn(screen))
                return
            await pilot.pause()
        raise AssertionError("North never moved while a pile of the person's fitted nowhere")


"""Who won, shown when the player asks for it (a playtest: after 'enter: see
who won' the centre said 'game over' and the Footer '? Rules  i Hint  p
Pause  q Back' for about 2 s, with no winner and no way on; then the dialog
came with enter on Play again, and an impatient enter started a new game
unseen).  The wait was the table's 1.5 s for the last card to be seen
(tests/benchmarks/speed_game_over.py measures it), which the last round's
summary already gives.  80×24, the Match on a ManualClock."""

from __future__ import annotations

from textual import events

from tests.tui.screens.speed import test_table as test_speed
from tests.tui.screens.speed.test_table import SIZE, play_until, speed_app, table
from tui.screens.game_over import GameOverScreen
from tui.screens.speed import SpeedScreen
from tui.screens.speed.round_over import SpeedRoundOver
from tui.textual_private import send_to_terminal

clock = test_speed.clock  # the fixture: every Speed table in the test on one ManualClock


async def to_the_last_summary(pilot, clock) -> SpeedScreen:
    app = pilot.app
    await pilot.pause()
    screen = table(app)
    await play_until(pilot, clock, lambda: isinstance(app.screen, SpeedRoundOver) and app.screen.game_over)
    assert screen.game.is_over
    return screen


async def dialog_up(pilot, limit: int = 40) -> GameOverScreen | None:
    """Pauses (the table's clock stands) until the game-over dialog is mounted."""
    for _ in range(limit):
        await pilot.pause()
        over = pilot.app.screen
        if isinstance(over, GameOverScreen) and over.is_mounted and over.query("#again"):
            return over
    return None


async def test_the_game_over_dialog_comes_at_once_and_the_table_offers_no_hint_nor_pause(clock):
    app = speed_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await to_the_last_summary(pilot, clock)
        await pilot.press("enter")  # "enter: see the final table"
        over = await dialog_up(pilot)
        assert over is not None, app.screen_stack  # no time passed on the table's clock
        assert str(over.query_one("#winners").render()) == "You win!"
        # Under it, the table offers no hint and no pause: the game is over.
        assert not screen.check_action("hint", ())
        assert not screen.check_action("toggle_pause", ("pause",))
        assert not screen.check_action("toggle_pause", ("go",))
        assert screen.check_action("toggle_rules", ()) and screen.check_action("leave", ())


async def test_an_enter_pressed_before_the_dialog_was_up_starts_no_game(clock):
    """An enter the terminal sent before the dialog was mounted (pressed in the
    heat of the end, handled once the app got to it) chooses nothing; one
    pressed on the dialog is answered and plays nothing either (a playtest:
    the habit of every summary, it dealt a new game unseen); a plays again."""
    app = speed_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await to_the_last_summary(pilot, clock)
        early = events.Key("enter", "\r")  # stamped now: before the dialog
        await pilot.press("enter")
        over = await dialog_up(pilot)
        assert over is not None
        send_to_terminal(app, early)
        for _ in range(10):
            await pilot.pause()
        assert app.screen is over and table(app) is screen  # no new game
        await pilot.press("enter")  # on the dialog: not a choice
        for _ in range(10):
            await pilot.pause()
        assert app.screen is over and table(app) is screen
        assert "enter does nothing here: a plays again" in str(over.query_one("#review-line").render())
        await pilot.press("a")
        for _ in range(40):
            await pilot.pause()
            if not isinstance(app.screen, GameOverScreen) and table(app) is not screen:
                break
        assert table(app) is not screen and not table(app).game.is_over


async def test_the_last_rounds_summary_says_who_won_the_game(clock):
    """A playtest: the last summary said 'Cards left — you: 0, North: 52.
    enter: see who won' and the top bar 'the game is over', never who won."""
    app = speed_app()
    async with app.run_test(size=SIZE) as pilot:
        await to_the_last_summary(pilot, clock)
        summary = app.screen
        lines = [str(line.render()) for line in summary.query(".summary-line")]
        assert lines[-1] == "You win the game!", lines  # under the cards left
        assert "enter: see the final table" in [str(line.render()) for line in summary.query(".title")]
        shown = [strip.text for strip in app.screen._compositor.render_strips()]
        assert any("You win the game!" in line for line in shown), shown  # within 80×24


def test_the_winner_line_names_north_or_a_draw():
    from rules.core import Result
    from rules.i18n import speaking
    from tui.screens.speed.round_over import winner_line

    names = ["South", "North"]
    assert winner_line(Result((0,), (0, 52), ""), names) == "You win the game!"
    assert winner_line(Result((1,), (52, 0), ""), names) == "North wins the game."
    assert winner_line(Result((), (26, 26), ""), names) == "The game is a draw."
    with speaking("sv"):
        assert winner_line(Result((1,), (52, 0), ""), names) == "North vinner spelet."
        assert winner_line(Result((0,), (0, 52), ""), names) == "Du vinner spelet!"

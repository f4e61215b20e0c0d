"""A plain Hearts table at seed 7's first hand, one card from its end: the
tests of what the hand's end offers (t at the score table, i at the last
trick) start there, the person's last card played by its key."""

from __future__ import annotations

from tests.tui.helpers import hearts_screen, make_app, saved_game
from tui.app import KortbordApp
from tui.screens.hearts.screen import HeartsScreen
from tui.settings import TableSettings


def last_card_app() -> tuple[KortbordApp, str]:
    """The app, and the saved game it resumes (before ``run_test``: the save is written first)."""
    record = saved_game(TableSettings("hearts", {}, "medium", "instant", 7),
                        lambda game: game.hand_number == 1 and len(game.view(0).tricks_played) == 12)
    return make_app(None, seed=7, pace="instant", level="medium"), record.id


async def play_the_last_card(pilot, saved: str) -> HeartsScreen:
    app = pilot.app
    await pilot.pause()
    app.resume_game(saved)
    await pilot.pause()
    screen = hearts_screen(app)
    for _ in range(40):
        await pilot.pause()
        if screen.my_turn():
            await pilot.press("space")
            return screen
    raise AssertionError("the person's last card was never theirs to play")

"""i at a Hearts hand's end: a playtest of the lesson from the menu (the
moon hand's last trick shown, "a key shows the scores") found "i Hint" in
the Footer, and i answered "Hint: pass three cards — any three will do."
in the log and on the message line: the next hand's pass, dealt by the
engine but not shown (the table showed the ended hand, no cards in the
hand).  Until the score table closes the hint is not offered, and i is one
of the keys that show the scores, as the status line says."""

from __future__ import annotations

from tests.narrow import narrow
from tests.tui.lessons.pilot import SIZE, footer_text, lesson_app, message, step_ready, step_taking
from tests.tui.screen_walk import screen_text
from tests.tui.screens.hearts.last_card import last_card_app, play_the_last_card
from tui.screens.hearts.scores import HeartsScores
from tui.screens.hearts.screen import HeartsScreen
from tui.store.lessons import remember_step


async def to_the_last_trick(pilot, screen: HeartsScreen) -> None:
    """The hand's last card played, its last trick shown ("a key shows the scores")."""
    for _ in range(100):
        await pilot.pause()
        if screen.hand_end.pending:
            for _ in range(20):  # the Footer and the status line laid out for the moment
                if "Go on" in footer_text(screen) and "a key shows the scores" in screen_text(pilot.app):
                    return
                await pilot.pause()
    raise AssertionError(f"the hand's last trick is not shown: {screen_text(pilot.app)}")


async def i_shows_the_scores(pilot, screen: HeartsScreen) -> None:
    app = pilot.app
    assert "i Hint" not in footer_text(screen)
    await pilot.press("i")
    for _ in range(40):
        await pilot.pause()
        if isinstance(app.screen, HeartsScores):
            break
    assert isinstance(app.screen, HeartsScores), screen_text(app)
    assert screen.table.hint is None and not screen.hints.thinking
    assert "Hint" not in message(screen) and "Hint" not in " ".join(screen_text(app).split())


async def test_i_at_the_lesson_moon_hands_last_trick_shows_the_scores_not_the_next_pass():
    remember_step("hearts", step_taking("hearts", "play 3H"))
    app = lesson_app("hearts", pace="normal")
    async with app.run_test(size=SIZE) as pilot:
        screen = narrow(await step_ready(pilot), HeartsScreen)
        await pilot.press("space")  # 3♥, the hand's last card
        await to_the_last_trick(pilot, screen)
        await i_shows_the_scores(pilot, screen)
        await pilot.press("enter")  # the next hand: its pass, and the hint offered again
        screen = narrow(await step_ready(pilot), HeartsScreen)
        assert screen.choosing_pass() and "i Hint" in footer_text(screen)


async def test_i_at_the_plain_tables_last_trick_shows_the_scores():
    """At the instant pace the last trick shows until a key, whoever took it."""
    app, saved = last_card_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await play_the_last_card(pilot, saved)
        await to_the_last_trick(pilot, screen)
        await i_shows_the_scores(pilot, screen)

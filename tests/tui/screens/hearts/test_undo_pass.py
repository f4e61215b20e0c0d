"""u at the Hearts table after the pass (a playtest): "You received 8♣ A♠
J♥ from East.", then u took the pass back, and the same three cards came
after another choice, seen before choosing.  The engine refuses it
(rules/hearts/game.py ``undo_barrier``); the table says why, changes
nothing, and its Footer does not offer u."""

from __future__ import annotations

from tests.tui.helpers import hearts_screen, make_app
from tests.tui.lessons.pilot import footer_text

SIZE = (80, 24)


def message(screen) -> str:
    return str(screen.query_one("#message").render())


async def until(pilot, holds, limit: int = 100) -> None:
    """Pauses until ``holds()`` (at most ``limit``): CI's 8 workers on 2 cores."""
    for _ in range(limit):
        await pilot.pause()
        if holds():
            return
    raise AssertionError("the table did not get there")


async def test_u_after_the_cards_received_are_shown_is_refused_and_changes_nothing():
    app = make_app("hearts", seed=7, level="medium")  # instant
    async with app.run_test(size=SIZE) as pilot:
        screen = hearts_screen(app)
        await until(pilot, screen.choosing_pass)
        await pilot.press("8", "9", "3", "enter")
        await until(pilot, lambda: "You received" in message(screen) and screen.view.turn == 0)
        received, hand, log = message(screen), screen.view.hand, list(screen.session.log)
        assert " u " not in f" {footer_text(screen)} "
        await pilot.press("u")
        await until(pilot, lambda: "No undo" in message(screen))
        assert message(screen) == "No undo past the pass: you have seen the cards you received."
        assert screen.session.log == log and screen.view.hand == hand and not screen.choosing_pass()
        assert "You received" in received

"""The harvest table's ↑↓ (a pile up or down): offered in the Footer only
when it has another pile (or another card of a stack's column) to go to,
and answered, not offered, when every card the cursor may rest on is in
one pile (a playtest: "↑↓ Pile" at field time with only the hand)."""

from __future__ import annotations

from rules.cards import parse_card as C
from tests.tui.lessons.pilot import footer_text, message
from tests.tui.screens.harvest.pilot import SIZE, harvest_app, play_until, table
from tui.textual_private import queue_empty


async def settled(pilot, screen, wanted, limit: int = 20) -> None:
    """Pauses until ``wanted()`` holds (at most ``limit``): the Footer and the message line are laid out a refresh later."""
    for _ in range(limit):
        await pilot.pause()
        if wanted():
            return


async def drawn(pilot, screen) -> None:
    """Pauses until the table has handled every update sent so far (the position play_until stopped at is drawn)."""
    await settled(pilot, screen, lambda: queue_empty(screen) and queue_empty(pilot.app))


async def test_up_and_down_are_offered_only_where_there_is_another_pile():
    app = harvest_app(seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await play_until(pilot, lambda s: s.view.decision == "field")
        screen = table(app)
        assert {p.zone for p in screen.cursor_stops()} == {"hand"}  # turn 1: nothing on the table yet
        await drawn(pilot, screen)
        await settled(pilot, screen, lambda: "Pick" in footer_text(screen))
        footer = footer_text(screen)
        assert "Move" in footer and "Pile" not in footer, footer
        card, state = screen.picker.card, screen.session.game.to_json()
        await pilot.press("up")
        await settled(pilot, screen, lambda: message(screen) != "")
        assert message(screen) == "All the cards are in this pile now: ←→ moves."  # the key's answer, not silence
        assert screen.picker.card is card and screen.session.game.to_json() == state


async def test_up_goes_to_another_pile_in_a_decision_the_cursor_was_kept_into():
    """Turn 3's growing, the cursor kept on A♥ from turn 1's sowing: ↑ took it to
    North's J♣ (its reason said), and the drawing put it back on A♥ at once,
    as if the cursor were placed afresh for the new decision: ↑ seemed to do nothing."""
    app = harvest_app(seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await play_until(pilot, lambda s: len({p.zone for p in s.cursor_stops()}) > 1)
        screen = table(app)
        await drawn(pilot, screen)
        await settled(pilot, screen, lambda: "Pile" in footer_text(screen))
        assert "↑↓ Pile" in footer_text(screen)
        was = screen.picker.card
        await pilot.press("up")
        await settled(pilot, screen, lambda: screen.picker.card is not was and queue_empty(screen))
        assert (screen.view.decision, screen.picker.card, was) == ("grow", C("JC"), C("AH"))
        assert message(screen).startswith("J♣ is not yours")  # the engine's reason for the card it landed on

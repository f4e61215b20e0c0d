"""Undo at the clover table (issue 30): never past a card the talon turned
up (the engine's refusal is shown, nothing changes), and an undo that is
allowed brings the "new" marks back and says "Undone" once."""

from __future__ import annotations

from tests.tui.lessons.pilot import footer_text
from tests.tui.screens.clover.test_table import SIZE, clover_app, message, table
from tui.screens.confirm import ConfirmScreen
from tui.widgets import EventLog
from tui.widgets.clover_meadow import CloverMeadow


def log_text(screen) -> str:
    return "\n".join(line.text for line in screen.query_one(EventLog).lines)


async def until_my_chain(pilot, screen) -> None:
    """Pick (spades first) and finish turns until the person may play one
    more spade: a decision that turns nothing up."""
    for _ in range(200):
        await pilot.pause()
        assert not screen.game.is_over, "the game ended before a spade chain"
        if screen.my_chain():
            return
        if screen.my_pick():
            if slots := screen.affordable():
                view = screen.view
                best = max(slots, key=lambda s: (view.meadow[s].suit == "S", view.meadow[s].rank))
                await pilot.press(str(best + 1))
                continue
            await pilot.press("d")
            await pilot.pause()
            if isinstance(pilot.app.screen, ConfirmScreen):
                await pilot.press("y")
    raise AssertionError("no spade chain for the person")


async def test_undo_after_a_pick_is_refused_and_shows_no_talon_card():
    app = clover_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        slot = screen.affordable()[0]
        before = screen.view.meadow
        footer_before = footer_text(screen)
        await pilot.press(str(slot + 1))
        await pilot.pause()
        after, log = screen.view.meadow, log_text(screen)
        assert after != before  # a card came up from the talon
        # a playtest: the Footer offered "u Undo" there, and u was then refused: it is not offered
        assert "u Undo" not in footer_text(screen)
        assert "u Undo" not in footer_before  # the first turn, before a move: nothing to undo (a playtest)
        await pilot.press("u")
        await pilot.pause()
        assert "talon" in message(screen) and "you have seen it" in message(screen)
        assert screen.view.meadow == after and log_text(screen) == log  # nothing taken back
        assert not screen.session.undo_used


async def test_an_allowed_undo_keeps_the_new_marks_and_says_undone_once():
    app = clover_app(seed=2)
    async with app.run_test(size=SIZE) as pilot:
        screen = table(app)
        await until_my_chain(pilot, screen)
        fresh = set(screen.narrator.fresh)
        assert fresh  # the opponent's turn turned cards up: marked "new"
        await pilot.press("m")
        await pilot.pause()
        await pilot.press("u")
        await pilot.pause()
        assert screen.my_chain() and screen.session.undo_used
        assert screen.narrator.fresh == fresh
        assert screen.query_one(CloverMeadow).fresh == frozenset(fresh)  # drawn
        said = [t.plain for t in screen.query_one(EventLog)._said]
        assert [line for line in said if "Undone" in line] == ["Undone: the lines marked × are taken back."]
        assert any(line.startswith("× You add") for line in said)  # the chain card, taken back

"""The review at the Hearts score table (issue 28): a hand with a known
blunder gets one line and v shows the decision; enter plays the hand again
from there at a practice table that is never saved; a hand with nothing
costly stays quiet."""

from __future__ import annotations

import rules
from tests.rules.hearts.test_review import queen_on_yourself
from tests.tui.helpers import make_app
from tests.tui.screen_walk import screen_text
from tui.screens.hearts import HeartsScreen
from tui.screens.hearts.scores import HeartsScores
from tui.screens.review import ReviewScreen
from tui.store.paths import saves_dir
from tui.textual_private import showing


async def play_first_hand(pilot, seed: int, blunder, south: str = "medium") -> HeartsScores:
    """South plays as the ``south`` player would, but for ``blunder`` when
    it applies (once); the others are the table's medium players."""
    app = pilot.app
    player = rules.new_bot("hearts", south, f"{seed}/0")
    blundered = False
    for _ in range(400):
        await pilot.pause()
        if isinstance(app.screen, HeartsScores):
            return app.screen
        screen = app.screen
        if not isinstance(screen, HeartsScreen):
            continue
        view = screen.view
        if screen.trick_showing():
            await pilot.press("space")
        elif 0 in screen.session.game.to_act():
            legal = screen.session.legal_actions(0)
            action = None if blundered else blunder(view, legal)
            blundered = blundered or action is not None
            screen.act(action or player.choose(view, legal))
    raise AssertionError("the hand did not end")


def saves_on_disk():
    return list(saves_dir().glob("*.json")) if saves_dir().exists() else []


async def reviewed(pilot, scores: HeartsScores):
    for _ in range(600):
        await pilot.pause(0.02)
        if scores.review() is not None:
            return scores.review()
    raise AssertionError("the review never came")


async def test_a_costly_decision_is_named_and_played_again_at_a_practice_table():
    app = make_app("hearts", seed=12, level="medium")
    async with app.run_test(size=(80, 24)) as pilot:
        scores = await play_first_hand(pilot, 12, queen_on_yourself)
        result = await reviewed(pilot, scores)
        assert not result.quiet and str(result.decisions[0].chosen) == "play QS"
        await pilot.pause()
        assert "v reviews it" in screen_text(app)
        await pilot.press("v")
        await pilot.pause()
        assert isinstance(app.screen, ReviewScreen)
        text = screen_text(app)
        assert "Cost:" in text and "Q♠" in text
        # The review covers the score table: one dialog, one bottom border (issue 40.13).
        assert "enter: next hand" not in text and "lowest total wins" not in text
        assert sum(line.strip().startswith("╰") for line in text.splitlines()) == 1, text
        saves_before = sorted(str(path) for path in saves_on_disk())
        await pilot.press("enter")
        for _ in range(20):
            await pilot.pause()
        table = app.screen
        assert isinstance(table, HeartsScreen) and table.replay is not None
        assert table.saving.autosave is None and table.view.turn == 0 and table.view.hand_number == 1
        assert "practice, not saved" in screen_text(app)
        # The hand as it stood: the queen is back in South's hand.
        assert any(card.code == 11 for card in table.view.hand)
        assert sorted(str(path) for path in saves_on_disk()) == saves_before
        await leave_practice_back_to_the_review(pilot, table, scores)


async def leave_practice_back_to_the_review(pilot, table, under) -> None:
    """q, y at the practice table: back at the review it came from, with
    the score table (or game-over screen) ``under`` it; esc goes back to that."""
    app = pilot.app
    review = app.screen_stack[-2]
    assert isinstance(review, ReviewScreen)
    await pilot.press("q")
    await pilot.pause()
    assert "go back to the review" in screen_text(app)
    await pilot.press("y")
    for _ in range(10):
        await pilot.pause()
    assert app.screen is review and table not in app.screen_stack
    text = screen_text(app)
    assert "Cost:" in text and "enter plays" in text
    await pilot.press("escape")
    await pilot.pause()
    assert app.screen is under


async def test_space_at_the_score_table_keeps_it_and_its_review():
    """space closed the score table (whose line says only "enter: next
    hand"), and the hand's review with it.  Now space, q and any other key
    are answered and the table stays; v still reviews, enter goes on."""
    app = make_app("hearts", seed=12, level="medium")
    async with app.run_test(size=(80, 24)) as pilot:
        scores = await play_first_hand(pilot, 12, queen_on_yourself)
        await reviewed(pilot, scores)
        for key in ("space", "q", "x"):
            await pilot.press(key)
            await pilot.pause()
            assert app.screen is scores, key
        line = str(scores.query_one("#go-on-line").render())
        assert line == "x does nothing here: enter goes on to the next hand, v reviews this one.", line
        assert screen_text(app).split()[-6:] == ["on", "v", "Review", "t", "Last", "trick"]  # t: the last trick
        assert "space" not in {key for key, b in scores.active_bindings.items() if b.enabled}
        await pilot.press("v")
        await pilot.pause()
        assert isinstance(app.screen, ReviewScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is scores
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, HeartsScreen)


async def test_v_answers_when_there_is_nothing_to_review():
    app = make_app("hearts", seed=3, level="medium")
    async with app.run_test(size=(80, 24)) as pilot:
        scores = await play_first_hand(pilot, 3, lambda view, legal: None, south="hard")
        await reviewed(pilot, scores)
        await pilot.press("v")
        await pilot.pause()
        assert isinstance(app.screen, HeartsScores)
        # Answered in the dialog, not by a toast over it (issue 40.13).
        assert not list(showing(app))
        assert "No decision of yours this hand cost a point or more." in " ".join(screen_text(app).split())
        assert "enter: next hand" in screen_text(app)

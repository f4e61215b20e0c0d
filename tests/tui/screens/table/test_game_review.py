"""The review at the game-over screen (issue 28): a game with a known
blunder gets one line and v shows the decision with its cost in win
chance; enter plays the game again from there at a practice table that is
never saved; a game with nothing costly stays quiet, and v says so."""

from __future__ import annotations

import rules
from rules.harvest.actions import DONE
from rules.harvest.bots import HeuristicBot
from tests.narrow import narrow, present
from tests.rules.clover.test_review import winning_card_kept
from tests.rules.harvest.test_review import winning_harvest_kept_back
from tests.tui.helpers import hearts_screen, make_app, play_to_game_over
from tests.tui.screen_walk import screen_text
from tests.tui.screens.hearts.test_hand_review import leave_practice_back_to_the_review
from tui.screens.clover import CloverScreen
from tui.screens.game_over import GameOverScreen
from tui.screens.harvest import HarvestScreen
from tui.screens.review import GAME, ReviewScreen
from tui.store.paths import saves_dir
from tui.textual_private import showing


async def play_to_the_end(pilot, table, player, blunder, nudge: bool = False, made=lambda action: True
                          ) -> int | None:
    """South plays as ``player`` would, but for ``blunder`` when it applies,
    until it has ``made`` the blunder, through the table's ``act``; the
    others are the table's players (``nudge``: space goes on while they
    play).  Returns the log index of the blunder, if made."""
    app = pilot.app
    at = None
    for _ in range(3000):
        await pilot.pause()
        if isinstance(app.screen, GameOverScreen):
            return at
        screen = app.screen
        if not isinstance(screen, table):
            continue
        if 0 not in screen.session.game.to_act():
            if nudge:
                await pilot.press("space")
            continue
        view, legal = screen.view, screen.session.legal_actions(0)
        action = blunder(view, legal) if at is None else None
        if action is not None and made(action):
            at = len(screen.session.log)
        screen.act(action or player.choose(view, legal))
    raise AssertionError("the game did not end")


async def reviewed(pilot, over: GameOverScreen):
    for _ in range(3000):
        await pilot.pause(0.02)
        if over.review() is not None:
            return over.review()
    raise AssertionError("the review never came")


def saves_on_disk():
    return sorted(str(path) for path in saves_dir().glob("*.json")) if saves_dir().exists() else []


async def test_v_at_game_over_names_the_costliest_decision_and_enter_plays_it_again():
    app = make_app("clover", seed=6, level="medium")
    async with app.run_test(size=(80, 24)) as pilot:
        at = await play_to_the_end(pilot, CloverScreen, rules.new_bot("clover", "medium", "6/0"), winning_card_kept)
        over = app.screen
        assert at is not None and isinstance(over, GameOverScreen)
        result = await reviewed(pilot, over)
        assert result.part == GAME and result.unit == "win chance"
        top = result.decisions[0]
        assert top.index == at and str(top.chosen) == "stop" and str(top.best) == "more"
        await pilot.pause()
        text = screen_text(app)
        assert "Your costliest decision cost 100 percentage points of win" in text and "v reviews it." in text
        await pilot.press("v")
        await pilot.pause()
        assert isinstance(app.screen, ReviewScreen)
        text = screen_text(app)
        flat = " ".join(line.strip(" │▊▎") for line in text.splitlines())  # the dialog's lines, unwrapped
        assert "Cost:" in text and "stopping the spade chain" in flat and "of the game" in flat, text
        before = saves_on_disk()
        await pilot.press("enter")
        for _ in range(20):
            await pilot.pause()
        table = app.screen
        assert isinstance(table, CloverScreen) and table.replay is not None and table.saving.autosave is None
        assert "practice, not saved" in screen_text(app)
        # The game as it stood: the chain is South's to go on with, and more wins it now.
        assert table.session.log == present(present(over.reviews).log(top))[:at]
        assert top.best in table.session.legal_actions(0)
        assert saves_on_disk() == before
        await leave_practice_back_to_the_review(pilot, table, over)


async def test_a_game_with_nothing_costly_stays_quiet_and_v_says_so():
    app = make_app("clover", seed=4, level="hard")
    async with app.run_test(size=(80, 24)) as pilot:
        await play_to_the_end(pilot, CloverScreen, rules.new_bot("clover", "hard", "4/0"), lambda view, legal: None)
        over = narrow(app.screen, GameOverScreen)
        result = await reviewed(pilot, over)
        assert result.quiet and result.evaluated > 0
        await pilot.pause()
        assert "v reviews it" not in screen_text(app)
        await pilot.press("v")
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        # Answered in the dialog above its buttons, not by a toast over them (issue 40.13).
        assert not list(showing(app))
        text = " ".join(screen_text(app).split())
        assert "No decision of yours this game cost 5 percentage points of" in text and "win chance or more." in text
        assert "Play again (a)" in text and "Menu (m)" in text


async def test_a_harvest_decision_is_played_again_at_the_harvest_table():
    app = make_app("harvest", seed=5, level="medium")
    async with app.run_test(size=(80, 24)) as pilot:
        at = await play_to_the_end(pilot, HarvestScreen, HeuristicBot(), winning_harvest_kept_back, nudge=True,
                                   made=lambda action: action == DONE)
        over = app.screen
        assert at is not None and isinstance(over, GameOverScreen)
        result = await reviewed(pilot, over)
        top = result.decisions[0]
        assert top.index == at and str(top.chosen) == "done" and str(top.best).startswith("grow ")
        await pilot.press("v")
        await pilot.pause()
        assert isinstance(app.screen, ReviewScreen) and "say done" in screen_text(app)
        await pilot.press("enter")
        for _ in range(20):
            await pilot.pause()
        table = app.screen
        assert isinstance(table, HarvestScreen) and table.replay is not None and table.saving.autosave is None
        assert "practice, not saved" in screen_text(app)
        assert table.session.log == present(present(over.reviews).log(top))[:top.index]
        assert top.best in table.session.legal_actions(0)
        await leave_practice_back_to_the_review(pilot, table, over)


async def test_hearts_game_over_reviews_the_whole_game_from_its_hands_reviews():
    # Seed 24 ends in six hands (seed 7 took twelve): every hand is still
    # reviewed at its score table and two of them hold the game's costliest
    # decisions, at less than half the CPU (about two seconds a hand: its play and its review).
    app = make_app("hearts", seed=24, level="easy")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await play_to_game_over(pilot)
        over = app.screen
        assert isinstance(over, GameOverScreen)
        result = await reviewed(pilot, over)
        hands = present(hearts_screen(app).hand_end.reviews).finished()
        assert result.part == GAME and result.unit == "points" and not result.quiet
        # The hands' own reviews are reused: a decision of a hand reviewed at its score table is that review's.
        assert all(d in hands[d.part].decisions for d in result.decisions if d.part in hands)
        costs = [d.cost for d in result.decisions]
        assert costs == sorted(costs, reverse=True) and len(costs) <= 2
        assert all(d.cost <= costs[-1] for r in hands.values() for d in r.decisions if d not in result.decisions)
        await pilot.pause()
        assert "of the game cost" in screen_text(app)
        await pilot.press("v")
        await pilot.pause()
        assert isinstance(app.screen, ReviewScreen)
        assert f"Hand {result.decisions[0].part}, cost: " in screen_text(app) and "Cost:" not in screen_text(app)


async def test_the_game_over_screen_says_a_review_is_coming_until_it_comes():
    """A harvest game's review came some 20 s after the game-over screen,
    which gave no sign of it: it says "Reviewing your game…" meanwhile, and
    a review with nothing costly says so in its place."""
    from textual.app import App

    from rules.review import Review
    from tui.screens.review import Reviewed, Reviews

    class Host(App):
        def on_mount(self) -> None:
            over = GameOverScreen(None, ["South", "North"])
            over.reviews = Reviews("harvest", over.post_message, lambda job: None)
            over.reviews.start(1, {}, [], 0, GAME)  # asked; its job never runs here
            self.push_screen(over)

    app = Host()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        over = app.screen
        line = over.query_one("#review-line")
        assert line.display and str(line.render()) == "Reviewing your game…"
        over.post_message(Reviewed(GAME, Review("harvest", 0, GAME, "win chance", (), 12, 3)))
        await pilot.pause()
        assert str(line.render()) == "No decision of yours this game cost 5 percentage points of win chance or more."

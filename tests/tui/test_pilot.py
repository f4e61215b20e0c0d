"""Pilot tests at 80×24: keys only, instant AI pace, fixed seeds."""

from __future__ import annotations

import pytest
from textual.widgets import Markdown, OptionList

import rules
from rules.hearts.game import Play
from rules.session import Session
from tests.narrow import narrow
from tui.safety import error_log_path
from tui.screens.hearts.scores import HeartsScores
from tui.screens.menu import MenuScreen
from tui.screens.setup import SetupScreen
from tui.textual_private import showing
from tui.widgets import Hand, Look, RulesPanel
from tui.widgets.scoreboard import Scoreboard

from .helpers import hearts_screen, make_app, pass_three, play_to_game_over, play_until_scores, rich_text, until_screen

SIZE = (80, 24)


async def test_menu_lists_the_four_games_and_opens_hearts_setup():
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        assert isinstance(app.screen, MenuScreen)
        games = app.screen.query_one(OptionList)
        ids = [games.get_option_at_index(i).id for i in range(games.option_count)]
        assert ids == ["hearts", "harvest", "clover", "speed"]
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        await pilot.press("right")  # 4 -> 5 players
        assert app.screen.values["players"] == 5
        await pilot.press("enter")
        await pilot.pause()
        screen = hearts_screen(app)
        assert screen.session.game.num_players == 5


async def test_a_whole_hand_by_keys_only_ends_in_the_score_table():
    app = make_app("hearts")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = hearts_screen(app)
        assert screen.choosing_pass()
        await pass_three(pilot)
        assert screen.view.phase == "playing"
        played = await play_until_scores(pilot)
        assert played == 13
        assert isinstance(app.screen, HeartsScores)
        history = screen.session.game.view(0).history
        assert len(history) == 1 and sum(history[0].taken) == 26
        table = app.screen.query_one(Scoreboard)
        text = rich_text(table.content)
        assert "Total" in text and "H1" in text
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is screen
        assert screen.view.hand_number == 2 and screen.choosing_pass()


async def test_highlight_matches_legal_actions_every_turn():
    app = make_app("hearts", seed=11)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = hearts_screen(app)
        await pass_three(pilot)
        hand = screen.query_one(Hand)
        checked = 0
        while screen.view.hand_number == 1 and checked < 13:
            await pilot.pause()
            view = screen.view
            if view.phase != "playing" or view.turn != 0:
                await pilot.press("space")
                continue
            legal = {narrow(a, Play).card for a in screen.session.game.legal_actions(0)}
            for card in view.hand:
                assert hand.look_of(card) is (Look.LEGAL if card in legal else Look.DIMMED)
            assert set(hand.quick_picks()) == legal or len(legal) > 10
            checked += 1
            await pilot.press("1")
        assert checked == 13


async def test_an_illegal_card_shows_the_engines_reason_and_changes_nothing():
    app = make_app("hearts", seed=11)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = hearts_screen(app)
        await pass_three(pilot)
        hand = screen.query_one(Hand)
        for _ in range(60):  # find a turn with a card that may not be played
            await pilot.pause()
            view = screen.view
            if view.phase == "playing" and view.turn == 0:
                legal = {narrow(a, Play).card for a in screen.session.game.legal_actions(0)}
                illegal = [c for c in view.hand if c not in legal]
                if illegal:
                    break
            await pilot.press("space")
        else:
            raise AssertionError("no illegal card came up")
        game = screen.session.game
        before = game.to_json()
        try:
            rules.load_game(before).apply(0, Play(illegal[0]))
        except rules.IllegalAction as refusal:
            reason = str(refusal)
        hand.move_to(illegal[0])
        await pilot.press("space")
        await pilot.pause()
        assert game.to_json() == before
        message = str(screen.query_one("#message").render())
        assert message == reason
        assert screen.query_one("#message").has_class("-error")


async def test_the_rules_panel_opens_scrolls_and_closes():
    app = make_app("hearts")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = hearts_screen(app)
        panel = screen.query_one(RulesPanel)
        assert not panel.display or not panel.is_open
        await pilot.press("question_mark")
        await pilot.pause()
        assert panel.is_open and panel.display
        assert "rules" in screen.holds
        text = panel.query_one(Markdown).source
        assert "## Keys" in text and "Reconstruction" in text
        await pilot.press("pagedown")
        await pilot.pause()
        assert panel.scroll_y > 0
        await pilot.press("f1")
        await pilot.pause()
        assert not panel.is_open
        assert "rules" not in screen.holds


async def test_a_meaningless_key_gets_an_answer_and_q_asks_first():
    app = make_app("hearts")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = hearts_screen(app)
        await pilot.press("x")
        await pilot.pause()
        assert "does nothing now" in str(screen.query_one("#message").render())
        await pilot.press("q")
        await pilot.pause()
        assert app.screen is not screen  # the confirm dialog
        await pilot.press("n")
        await pilot.pause()
        assert app.screen is screen
        await pilot.press("q", "y")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)


async def test_too_small_window_shows_a_message_and_resizing_back_restores():
    app = make_app("hearts")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = hearts_screen(app)
        await pass_three(pilot)
        before = screen.session.game.to_json()
        await pilot.resize_terminal(60, 20)
        await pilot.pause()
        assert type(app.screen).__name__ == "TooSmallScreen"
        said = str(app.screen.query_one("#too-small-text").render())
        assert "at least 80×24" in said and "ctrl+q quits." in said  # a terminal's way out (a browser's differs)
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert app.screen is screen
        assert screen.session.game.to_json() == before


async def test_every_game_in_the_menu_opens_its_play_page_its_table_and_its_rules():
    from tui.screens import registry

    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for name in registry.TABLES:
            menu = app.screen
            assert isinstance(menu, MenuScreen)
            games = menu.query_one(OptionList)
            # its title (its "ready" line gives way once the tables left behind make the list long: menu.py)
            assert str(games.get_option(name).prompt).startswith(registry.TABLES[name].title)
            games.highlighted = games.get_option_index(name)
            await pilot.press("r")
            page = await until_screen(pilot, lambda s: type(s).__name__ == "RulesPage")
            assert page.game == name
            await pilot.press("escape")
            await until_screen(pilot, lambda s, menu=menu: s is menu)
            await pilot.press("enter")
            setup = await until_screen(pilot, lambda s: isinstance(s, SetupScreen))
            assert setup.game == name
            await pilot.press("enter")
            table = await until_screen(pilot, lambda s, name=name: type(s) is registry.screen_class(name))
            assert table.settings.game == name and table.session.game.name == name
            app.pop_screen()
            await until_screen(pilot, lambda s, menu=menu: s is menu)


async def test_a_table_that_does_not_import_fails_instead_of_being_not_built_yet(monkeypatch):
    """Every game is built: a broken import is an error (raised under test),
    not a game the menu shows as "not playable yet"."""
    import dataclasses

    from tui.screens import registry

    broken = dataclasses.replace(registry.TABLES["clover"], screen="tui.screens.no_such_table:CloverScreen")
    monkeypatch.setitem(registry.tables(), "clover", broken)
    app = make_app()
    with pytest.raises(ModuleNotFoundError, match="no_such_table"):
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            games = app.screen.query_one(OptionList)
            games.highlighted = games.get_option_index("clover")
            await pilot.press("enter", "enter")
            await pilot.pause()
    assert "ModuleNotFoundError" in error_log_path().read_text()  # reported as a player would see it
    error_log_path().unlink()


async def test_game_over_offers_play_again_and_the_menu():
    from tui.screens.game_over import GameOverScreen

    app = make_app("hearts", seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        # Start near the end (every total in the 90s) so one or two hands do.
        screen = hearts_screen(app)
        data = screen.session.game.to_json()
        data["scores"] = [90, 95, 92, 97]
        narrow(screen.session, Session).game = rules.load_game(data)  # a turn-based table's driver
        await play_to_game_over(pilot)
        first = hearts_screen(app)
        result = first.session.game.result
        assert result is not None and max(result.scores) >= 100
        assert isinstance(app.screen, GameOverScreen)
        shown = str(app.screen.query_one("#winners").render())
        assert all(("You" if s == 0 else first.names[s]) in shown for s in result.winners)
        await pilot.press("a")
        await pilot.pause()
        again = hearts_screen(app)
        assert again is not first and again.session.game.seed == 4
        assert again.view.hand_number == 1
        await pilot.press("q", "y")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)


async def test_bots_are_paced_and_a_finished_trick_holds_them(monkeypatch):
    from rules.clock import ManualClock
    from tui import settings
    from tui.screens.game_base import GameScreen

    clock = ManualClock()
    monkeypatch.setattr(GameScreen, "make_clock", lambda self: clock)
    # The trick stays until a key (no real-time release during the test).
    monkeypatch.setitem(settings.PACES, "normal", (0.6, 10_000.0))
    app = make_app("hearts", pace="normal")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = hearts_screen(app)
        clock.advance(0)  # the bots choose their passes at once
        await pass_three(pilot)
        session = screen.session
        times: list[tuple[float, int | None]] = []
        session.subscribe(lambda update: times.append((clock.now(), update.seat)))
        for _ in range(400):
            await pilot.pause()
            if "trick" in screen.holds:
                break
            if screen.view.turn == 0:
                await pilot.press("space")
            else:
                clock.advance(0.1)
        else:
            raise AssertionError("no trick was completed")
        plays = [(t, seat) for t, seat in times]
        assert len(plays) >= 4
        for (before, _), (after, seat) in zip(plays, plays[1:]):
            if seat != 0:  # a bot's card comes one pace after the last card
                assert after - before >= 0.6 - 1e-9
        await pilot.pause()
        assert screen.won_trick is not None
        moves = len(session.log)
        clock.advance(60)
        assert len(session.log) == moves  # held while the trick is shown
        await pilot.press("x")  # any key goes on
        await pilot.pause()
        assert "trick" not in screen.holds
        if screen.view.turn != 0:
            clock.advance(0.7)
            assert len(session.log) == moves + 1
        # p holds the computer players until p again
        await pilot.press("p")
        moves = len(session.log)
        clock.advance(60)
        assert len(session.log) == moves
        await pilot.press("p")
        assert "user" not in screen.holds


async def test_a_click_on_a_card_selects_it_while_passing():
    app = make_app("hearts")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = hearts_screen(app)
        hand = screen.query_one(Hand)
        third = hand.cards[2]
        x = next(x for x in range(hand.size.width) if hand.index_at(x) == 2)
        await pilot.click(Hand, offset=(x, 2))
        await pilot.pause()
        assert screen.passing.cards == [third]


async def test_a_failing_bot_is_reported_not_a_traceback(monkeypatch, tmp_path, player_errors):
    from rules.clock import ManualClock
    from tui.screens.game_base import GameScreen

    monkeypatch.setenv("KORTBORD_HOME", str(tmp_path))

    clock = ManualClock()
    monkeypatch.setattr(GameScreen, "make_clock", lambda self: clock)
    app = make_app("hearts", pace="normal")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = hearts_screen(app)
        for seat in screen.session.seats[1:]:
            monkeypatch.setattr(seat.bot, "choose", lambda view, legal: 1 / 0)
        clock.advance(1)  # the bots' passes: each one fails
        await pilot.pause()
        assert any("ZeroDivisionError" in n.message for n in showing(app))
        assert app.is_running
        assert "ZeroDivisionError" in (tmp_path / "errors.log").read_text()

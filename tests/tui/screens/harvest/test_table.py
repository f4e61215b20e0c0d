"""Pilot tests of the harvest table at 80×24: keys only, instant AI pace,
fixed seeds."""

from __future__ import annotations

from textual.widgets import Static

from rules.cards import parse_card
from rules.harvest.actions import JokerStorm, PlaySpade
from rules.harvest.game import HarvestGame
from rules.harvest.weather import can_remove
from tests.narrow import narrow, present
from tests.tui.helpers import rich_text
from tests.tui.screens.harvest.pilot import SEED_TWO_GRAZERS, SIZE, check_highlight, harvest_app, play_until, press_for_decision, table
from tui.app import KortbordApp
from tui.screens.game_over import GameOverScreen
from tui.screens.harvest import HarvestScreen
from tui.screens.harvest import picks as hp
from tui.screens.setup import SetupScreen
from tui.widgets import Hand, Look


async def test_a_whole_game_against_the_easy_ai_by_keys_only():
    app = harvest_app(seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        decisions = 0
        for _ in range(2000):
            await pilot.pause()
            view = screen.view
            if view.is_over:
                break
            if 0 not in view.to_act:
                await pilot.press("space")
                continue
            check_highlight(screen)
            decisions += 1
            await press_for_decision(pilot, screen)
        else:
            raise AssertionError("the game did not end")
        await pilot.pause()
        assert decisions > 5
        assert isinstance(app.screen, GameOverScreen)
        result = present(screen.session.game.result)
        assert max(result.scores) >= 20
        # the person is "You" at game over (issue 13.7)
        headline = str(app.screen.query_one("#winners").render())
        assert headline == ("You win!" if result.winners == (0,) else "North wins!")
        scores = app.screen.query_one("#final-scores", Static)
        board = rich_text(scores.content)
        assert "You (South)" in board
        await pilot.press("m")
        await pilot.pause()
        assert not any(isinstance(s, HarvestScreen) for s in app.screen_stack)


async def test_the_play_page_options_reach_the_engine():
    app = harvest_app(seed=5, start=None)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.push_screen(SetupScreen("harvest"))
        await pilot.pause()
        await pilot.press("right")  # beginner: yes
        await pilot.press("down", "right")  # jokers: 2
        await pilot.press("enter")
        await pilot.pause()
        game = narrow(table(app).session.game, HarvestGame)
        assert game.options["beginner"] is True and game.options["jokers"] == 2
        assert parse_card("JK1") in game.deck
        assert parse_card("AS") not in game.deck


async def test_grazing_is_built_card_by_card():
    app = harvest_app(seed=4)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        await play_until(pilot, lambda s: s.view.decision == "graze" and len(s.view.barns[0]) >= 1)
        view = screen.view
        target = present(screen.picker.card)
        assert hp.zone_of(view, target) == hp.OPP_HARVEST
        await pilot.press("enter")
        await pilot.pause()
        assert screen.picker.first is target
        assert "Grazing on" in str(screen.query_one("#h-prompt").render())
        grazer = screen.picker.card
        assert grazer in view.barns[0]
        await pilot.press("enter")
        await pilot.pause()
        stacks = screen.view.stacks
        if len(view.barns[0]) > 1:
            assert len(stacks) == 1 and stacks[0].pasture is target
            assert stacks[0].grazers == (grazer,)
            assert screen.picker.first is target  # the pasture stays chosen for more grazers
            await pilot.press("d")
            await pilot.pause()
        # With the barn empty the grazing ends by itself; either way the
        # feeding is shown with its arithmetic.
        fed = screen.news.fed
        assert fed and fed[0].pasture is target and fed[0].grazers == (grazer,)
        assert target.label in fed[0].arithmetic


async def test_weather_targets_are_what_the_spade_can_remove():
    app = harvest_app(seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        await play_until(pilot, lambda s: s.view.decision == "weather" and s.current_picks())
        view = screen.view
        prompt = str(screen.query_one("#h-prompt").render())
        assert "WEATHER, your move" in prompt and "d to pass" in prompt
        await pilot.press("1")  # the first playable spade, by its number
        await pilot.pause()
        spade = screen.picker.first
        assert spade is not None and spade in view.hand
        legal = screen.session.game.legal_actions(0)
        expected = {a.target for a in legal if isinstance(a, (PlaySpade, JokerStorm))
                    and getattr(a, "spade", getattr(a, "joker", None)) is spade}
        targets = {p.card for p in screen.current_picks() if p.action is not None}
        assert targets == expected
        if not spade.is_joker:
            assert all(can_remove(spade, t) for t in targets)
        await pilot.press("escape")
        await pilot.pause()
        assert screen.picker.first is None
        await pilot.press("d")  # pass
        await pilot.pause()
        mine = [text for seat, text in screen.session.log if seat == 0]
        assert mine[-1] == "pass"


async def test_a_refused_sowing_shows_the_engines_reason_and_changes_nothing():
    app = harvest_app(seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        def refusable(s) -> list:
            """Hearts and clubs in hand that the field limit refuses now."""
            if s.view.decision != "sow":
                return []
            legal = {p.card for p in s.current_picks()}
            return [c for c in s.view.hand if c.suit in "HC" and c not in legal]

        await play_until(pilot, refusable)
        too_big = refusable(screen)
        game = screen.session.game
        before = game.to_json()
        hand = screen.query_one(Hand)
        # A click on the dimmed card: the engine's refusal, nothing changes.
        screen.choose(too_big[0])
        await pilot.pause()
        assert game.to_json() == before
        message = screen.query_one("#message")
        assert "field holds" in str(message.render()) and message.has_class("-error")
        assert hand.look_of(too_big[0]) is Look.DIMMED


async def test_keys_that_mean_nothing_get_an_answer_and_ascii_mode_has_no_suits():
    app = harvest_app(seed=3, ascii_mode=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        await pilot.press("x")
        await pilot.pause()
        assert "does nothing now" in str(screen.query_one("#message").render())
        for widget in ("#opp-seat", "#my-seat", "#h-prompt", "#status"):
            text = str(screen.query_one(widget).render())
            assert not set(text) & set("♠♥♦♣"), text


async def test_the_person_defends_by_lifting_a_grazer():
    app = harvest_app(seed=6, level="medium")
    async with app.run_test(size=SIZE) as pilot:
        await play_until(pilot, lambda s: s.view.decision == "reorder")
        screen = table(app)
        assert "Defend" in str(screen.query_one("#h-prompt").render())
        stack = next(st for st in screen.view.stacks if len(st.grazers) > 1)
        lifted = screen.picker.card
        assert lifted in stack.grazers[1:]
        await pilot.press("enter")
        await pilot.pause()
        now = next(st for st in screen.view.stacks if st.pasture is stack.pasture)
        assert now.grazers[0] is lifted
        await pilot.press("d")
        await pilot.pause()
        assert screen.view.season == "weather" or screen.news.fed


async def test_the_ais_reordering_is_told_before_weather_time():
    app = harvest_app(seed=SEED_TWO_GRAZERS)
    async with app.run_test(size=SIZE) as pilot:
        await play_until(pilot, lambda s: s.view.decision == "graze" and len(s.view.barns[0]) >= 2
                         and s.view.harvests[1])
        screen = table(app)
        more = len(screen.view.barns[0]) > 2
        await pilot.press("enter", "enter", "enter")  # a pasture, two grazers
        if more:
            await pilot.press("d")
        await pilot.pause()
        message = str(screen.query_one("#message").render())
        if screen.news.fed:  # the feeding's news came: the reordering's copy went (a playtest: it lingered)
            assert "grazers" not in message and message.startswith("Feeding time"), message
        else:
            assert "North keeps your grazers" in message or "North reorders" in message
        # In the log, in its place (a playtest: kept, it was on the message line only): after
        # the person's grazing, before weather time; a lift is logged as its own line.
        log = " ".join(" ".join(line.text.split()) for line in present(screen.table_log.widget()).lines)
        grazed = log.rindex("You put ")
        told = min((at for at in (log.find("North keeps your grazers in their order.", grazed),
                                  log.find("North lifts", grazed)) if at >= 0), default=-1)
        assert told > grazed and "Weather" not in log[grazed:told], log[grazed:]


async def test_a_joker_plays_as_a_storm_or_with_f_as_a_fence():
    from rules.harvest.actions import JokerFence
    from tui.settings import TableSettings

    app = harvest_app(seed=7, start=None)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.start_table(TableSettings("harvest", {"jokers": 4, "beginner": False}, "easy",
                                      "instant", 7))
        await pilot.pause()

        def joker_time(screen) -> bool:
            return (screen.view.decision == "weather" and bool(screen.view.stacks)
                    and any(p.card.is_joker for p in screen.current_picks()))

        await play_until(pilot, joker_time)
        screen = table(app)
        joker = next(p.card for p in screen.current_picks() if p.card.is_joker)
        number = screen.query_one(Hand).quick_picks().index(joker) + 1
        await pilot.press(str(number))
        await pilot.pause()
        assert screen.picker.first is joker
        assert "storm" in str(screen.query_one("#h-prompt").render())
        await pilot.press("f")
        await pilot.pause()
        acting = [p.action for p in screen.current_picks() if p.action is not None]
        assert acting and all(isinstance(a, JokerFence) for a in acting)
        pasture = narrow(acting[0], JokerFence).pasture
        assert screen.picker.card is pasture
        await pilot.press("enter")
        await pilot.pause()
        assert all(st.pasture is not pasture for st in screen.view.stacks)
        assert joker in screen.view.discard


async def test_enter_after_the_last_barn_card_does_not_undo_the_move():
    app = harvest_app(seed=21, level="medium")
    async with app.run_test(size=SIZE) as pilot:
        await play_until(pilot, lambda s: s.view.decision == "grow" and len(s.view.barns[0]) == 1
                         and not s.view.harvests[0])
        screen = table(app)
        card = screen.view.barns[0][0]
        assert screen.picker.card is card
        await pilot.press("enter")
        await pilot.pause()
        assert screen.view.harvests[0] == (card,) and screen.picker.card is None
        await pilot.press("enter")  # nothing under the cursor: an answer, no move back
        await pilot.pause()
        assert screen.view.harvests[0] == (card,)
        # an empty barn is no "pile that is done", and "d when done" said done twice (issue 40)
        assert str(screen.query_one("#message").render()) == \
            "Nothing to pick there: d to say done, or the arrows to pick another card."
        await pilot.press("left")  # the arrows bring the cursor back
        await pilot.pause()
        assert screen.picker.card is card
        await pilot.press("d")
        await pilot.pause()
        assert screen.view.decision != "grow"


async def test_a_click_picks_like_enter():
    app = harvest_app(seed=4)
    async with app.run_test(size=SIZE) as pilot:
        await play_until(pilot, lambda s: s.view.decision == "graze")
        screen = table(app)
        row = screen.query_one("#opp-harvest")
        cards = screen.view.harvests[1]
        # The row: an 8-column title, then each card as " 2♥ " (its label plus margins).
        x = 8 + sum(len(c.label) + 2 for c in cards[:-1]) + 1
        await pilot.click(row, offset=(x, 0))
        await pilot.pause()
        assert screen.picker.first is cards[-1]


async def test_a_feeding_holds_the_ai_until_a_key(monkeypatch):
    from rules.clock import ManualClock
    from tui import settings
    from tui.screens.game_base import GameScreen

    clock = ManualClock()
    monkeypatch.setattr(GameScreen, "make_clock", lambda self: clock)
    monkeypatch.setitem(settings.PACES, "normal", (0.6, 10_000.0))  # no release by time
    app = KortbordApp(seed=21, start="harvest", pace="normal", level="medium")
    app.animation_level = "none"
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        for _ in range(800):
            await pilot.pause()
            if "show" in screen.holds:
                break
            if 0 in screen.view.to_act:
                await press_for_decision(pilot, screen)
            else:
                clock.advance(0.7)
        else:
            raise AssertionError("no feeding held the AI")
        assert screen.news.fed and 0 not in screen.view.to_act
        assert "space goes on" in str(screen.query_one("#h-prompt").render())
        moves = len(screen.session.log)
        clock.advance(60)
        assert len(screen.session.log) == moves  # held while the feeding is read
        await pilot.press("space")
        await pilot.pause()
        assert "show" not in screen.holds
        clock.advance(0.7)
        assert len(screen.session.log) == moves + 1


async def test_undo_takes_back_a_grazing():
    app = harvest_app(seed=4)
    async with app.run_test(size=SIZE) as pilot:
        await play_until(pilot, lambda s: s.view.decision == "graze")
        screen = table(app)
        before = screen.session.game.to_json()
        await pilot.press("enter", "enter")  # a pasture and its grazer (fed at once here)
        await pilot.pause()
        assert screen.session.game.to_json() != before
        await pilot.press("u")
        await pilot.pause()
        assert screen.session.game.to_json() == before
        assert screen.picker.first is None and not screen.news.fed
        assert screen.view.decision == "graze"


async def test_the_footer_shows_the_keys_of_the_moment_after_every_key():
    """A cursor key does not ask the Footer again (the keys offered do not
    follow the cursor): after every key, moves, picks and unpicks mixed,
    the Footer still shows what the bindings say now."""
    import random

    from tui.widgets.footer import Footer, keys_of

    rng = random.Random(4)
    app = harvest_app(seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        footers, moves = set(), 0
        for _ in range(160):
            key = rng.choice(["left", "right", "left", "right", "up", "down", "enter", "escape", "d", "f"])
            was = screen.picker.card
            await pilot.press(key)
            await pilot.pause()
            if app.screen is not screen:
                break
            moves += key in ("left", "right", "up", "down") and screen.picker.card != was
            keys = screen.query_one(Footer).keys
            assert keys == keys_of(screen)
            footers.add(keys)
        assert moves > 20 and len(footers) > 1  # the cursor moved, and the keys offered changed on the way

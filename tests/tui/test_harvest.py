"""Pilot tests of the harvest table at 80×24: keys only, instant AI pace,
fixed seeds."""

from __future__ import annotations

from rules.cards import parse_card
from rules.harvest.actions import JokerStorm, PlaySpade
from rules.harvest.weather import can_remove
from tui.app import KortbordApp
from tui.screens import harvest_picks as hp
from tui.screens.game_over import GameOverScreen
from tui.screens.harvest import HarvestScreen
from tui.screens.setup import SetupScreen
from tui.widgets import EventLog, Hand, Look

from .helpers import rich_text

SIZE = (80, 24)
SEED_TWO_GRAZERS = 2  # the simple player attacks with two grazers on turn 5


def harvest_app(seed: int, level: str = "easy", ascii_mode: bool = False,
                start: str | None = "harvest") -> KortbordApp:
    app = KortbordApp(ascii_mode=ascii_mode, seed=seed, start=start, pace="instant", level=level)
    app.animation_level = "none"
    return app


def table(app) -> HarvestScreen:
    for screen in reversed(app.screen_stack):
        if isinstance(screen, HarvestScreen):
            return screen
    raise AssertionError(f"no harvest table in {app.screen_stack}")


def cursor_zone(screen) -> str | None:
    return next((p.zone for p in screen.current_picks() if p.card is screen.cursor), None)


async def press_for_decision(pilot, screen) -> None:
    """One key a simple player would press now: attack with one grazer,
    never play weather, grow the whole barn, play a diamond, sow all."""
    view = screen.view
    decision = view.decision
    if view.nothing:  # only pass or done: the prompt says why
        await pilot.press("d")
    elif decision == "graze":
        if screen.first is None:
            await pilot.press("enter")  # the cursor starts on the opponent's harvest
        elif any(st.pasture is screen.first for st in view.stacks):
            await pilot.press("d")
        else:
            await pilot.press("enter")  # the first barn card grazes
    elif decision == "grow":
        if not view.barns[0]:
            await pilot.press("d")
        elif cursor_zone(screen) != hp.MY_BARN:
            await pilot.press("down")
        else:
            await pilot.press("enter")
    elif decision in ("field", "sow"):
        await pilot.press("enter")
    else:  # reorder, weather
        await pilot.press("d")


def check_highlight(screen) -> None:
    """What is highlighted is what legal_actions allows, nothing more."""
    legal = screen.session.game.legal_actions(0)
    allowed = set()
    for a in legal:
        for name in ("card", "grazer", "pasture", "spade", "joker", "target"):
            card = getattr(a, name, None)
            if card is not None:
                allowed.add(card)
    picks = screen.current_picks()
    assert {p.card for p in picks} <= allowed
    for p in picks:
        if p.action is not None:
            assert p.action in legal
    hand = screen.query_one(Hand)
    hand_picks = {p.card for p in picks if p.zone == hp.HAND}
    for card in screen.view.hand:
        if picks and card is not screen.first:
            assert hand.look_of(card) is (Look.LEGAL if card in hand_picks else Look.DIMMED)


async def play_until(pilot, wanted, limit: int = 600) -> None:
    """Play by keys (the simple player above) until ``wanted(screen)``
    holds at one of the person's decisions."""
    screen = table(pilot.app)
    for _ in range(limit):
        await pilot.pause()
        view = screen.view
        if 0 in view.to_act and wanted(screen):
            return
        if view.is_over:
            break
        if 0 in view.to_act:
            await press_for_decision(pilot, screen)
        else:
            await pilot.press("space")
    raise AssertionError("the position did not come up")


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
        result = screen.session.game.result
        assert max(result.scores) >= 20
        # the person is "You" at game over (issue 13.7)
        headline = str(app.screen.query_one("#winners").render())
        assert headline == ("You win!" if result.winners == (0,) else "North wins!")
        scores = app.screen.query_one("#final-scores")
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
        game = table(app).session.game
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
        target = screen.cursor
        assert hp.zone_of(view, target) == hp.OPP_HARVEST
        await pilot.press("enter")
        await pilot.pause()
        assert screen.first is target
        assert "Grazing on" in str(screen.query_one("#h-prompt").render())
        grazer = screen.cursor
        assert grazer in view.barns[0]
        await pilot.press("enter")
        await pilot.pause()
        stacks = screen.view.stacks
        if len(view.barns[0]) > 1:
            assert len(stacks) == 1 and stacks[0].pasture is target
            assert stacks[0].grazers == (grazer,)
            assert screen.first is target  # the pasture stays chosen for more grazers
            await pilot.press("d")
            await pilot.pause()
        # With the barn empty the grazing ends by itself; either way the
        # feeding is shown with its arithmetic.
        fed = screen.fed
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
        spade = screen.first
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
        assert screen.first is None
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
        lifted = screen.cursor
        assert lifted in stack.grazers[1:]
        await pilot.press("enter")
        await pilot.pause()
        now = next(st for st in screen.view.stacks if st.pasture is stack.pasture)
        assert now.grazers[0] is lifted
        await pilot.press("d")
        await pilot.pause()
        assert screen.view.season == "weather" or screen.fed


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
        assert "North keeps your grazers" in message or "North reorders" in message


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
        assert screen.first is joker
        assert "storm" in str(screen.query_one("#h-prompt").render())
        await pilot.press("f")
        await pilot.pause()
        acting = [p.action for p in screen.current_picks() if p.action is not None]
        assert acting and all(isinstance(a, JokerFence) for a in acting)
        pasture = acting[0].pasture
        assert screen.cursor is pasture
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
        assert screen.cursor is card
        await pilot.press("enter")
        await pilot.pause()
        assert screen.view.harvests[0] == (card,) and screen.cursor is None
        await pilot.press("enter")  # nothing under the cursor: an answer, no move back
        await pilot.pause()
        assert screen.view.harvests[0] == (card,)
        assert "d when done" in str(screen.query_one("#message").render())
        await pilot.press("left")  # the arrows bring the cursor back
        await pilot.pause()
        assert screen.cursor is card
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
        assert screen.first is cards[-1]


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
        assert screen.fed and 0 not in screen.view.to_act
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
        assert screen.first is None and not screen.fed
        assert screen.view.decision == "graze"


def manual_app(monkeypatch, seed: int, pace: str = "fast", level: str = "easy"):
    """An app at a real pace whose bots wait for ``clock.advance``."""
    from rules.clock import ManualClock
    from tui.screens.game_base import GameScreen

    clock = ManualClock()
    monkeypatch.setattr(GameScreen, "make_clock", lambda self: clock)
    app = KortbordApp(seed=seed, start="harvest", pace=pace, level=level)
    app.animation_level = "none"
    return app, clock


async def test_every_turn_of_the_person_waits_for_them_and_says_why_nothing_can_be_played(monkeypatch):
    """Issue 13.3: seed 3 at fast pace used to play five of the person's turns
    unseen (field 1♦, a hand of cards worth 2 or more)."""
    app, clock = manual_app(monkeypatch, seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        for key in ("enter", "enter", "d", "enter", "enter", "enter", "d"):
            await pilot.press(key)
            await pilot.pause()
            clock.advance(1)
        seen: dict[int, list[str]] = {}
        for _ in range(400):
            await pilot.pause()
            view = screen.view
            if view.is_over or view.turn_number > 12:
                break
            if 0 not in view.to_act:
                if "show" in screen.holds:
                    await pilot.press("space")
                clock.advance(1)
                continue
            prompt = str(screen.query_one("#h-prompt").render())
            if view.turn == 0:
                seen.setdefault(view.turn_number, []).append(prompt)
            if view.nothing:
                assert view.nothing in " ".join(prompt.split())
                moves = len(screen.session.log)
                clock.advance(60)
                await pilot.pause()
                assert len(screen.session.log) == moves  # it waits for the person's key
            await press_for_decision(pilot, screen)
        # South started: the odd turns are South's, and each one came to the person
        mine = [t for t in range(3, screen.view.turn_number + 1) if t % 2 == 1]
        assert len(mine) >= 4 and all(t in seen for t in mine), seen.keys()
        said = " ".join(" ".join(p.split()) for prompts in seen.values() for p in prompts)
        assert "Nothing to sow: your field holds 1 diamond; your crops are worth 2 or more." in said


async def test_instant_pace_takes_a_decision_with_nothing_to_play_and_says_why():
    app = harvest_app(seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        told = ""
        for _ in range(300):
            await pilot.pause()
            if screen.view.is_over:
                break
            # never left at a decision with nothing to play: instant pace takes it
            assert not (screen.view.nothing and 0 in screen.view.to_act)
            log = screen.query_one(EventLog)
            told = next((t.plain for t in log._said if t.plain.startswith(
                ("Nothing to sow:", "Nothing for the field:", "No weather"))), "")
            if told:
                break
            await press_for_decision(pilot, screen)
        assert told, "no decision was taken for the person with its reason told"


async def test_the_cursor_lands_on_a_card_that_cannot_be_used_and_the_engine_says_why():
    """Issue 13.13: the cursor used to skip such cards, so their reason never showed."""
    app = harvest_app(seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)

        def dimmed_crop(s) -> bool:
            return s.view.decision == "sow" and any(
                c.suit in "HC" and c not in {p.card for p in s.current_picks()} for c in s.view.hand)

        await play_until(pilot, dimmed_crop)
        game = screen.session.game
        before = game.to_json()
        hand = screen.query_one(Hand)
        legal = {p.card for p in screen.current_picks()}
        for _ in range(len(screen.cursor_stops())):
            if screen.cursor in screen.view.hand and screen.cursor not in legal \
                    and screen.cursor.suit in "HC":
                break
            await pilot.press("right")
            await pilot.pause()
        card = screen.cursor
        assert card in screen.view.hand and card not in legal
        assert hand.look_of(card) is Look.DIMMED and hand.card_at_cursor() is card
        message = " ".join(str(screen.query_one("#message").render()).split())
        assert message == game.card_reason(0, card) and "field holds" in message
        await pilot.press("enter")  # tried: the same reason, as a refusal, and nothing changes
        await pilot.pause()
        assert game.to_json() == before
        assert screen.query_one("#message").has_class("-error")
        assert " ".join(str(screen.query_one("#message").render()).split()) == message


async def test_the_cursor_on_a_pile_row_has_a_shape_not_only_a_colour(monkeypatch):
    """Issue 13.12: with NO_COLOR the reversed cell was all that marked the cursor."""
    monkeypatch.setenv("NO_COLOR", "1")
    app = harvest_app(seed=21, level="medium")
    async with app.run_test(size=SIZE) as pilot:
        await play_until(pilot, lambda s: s.view.decision == "grow" and s.view.barns[0]
                         and cursor_zone(s) == hp.MY_BARN)
        screen = table(app)
        row = str(screen.query_one("#my-barn").render())
        assert f">{screen.cursor.label}" in row
        assert row.count(">") == 1


async def test_long_answers_wrap_and_the_footer_keeps_every_key_at_80_columns(monkeypatch):
    """Issue 13.8: a spade's arithmetic lost its end; the Footer after a
    spade was picked ended in "q Ba"."""
    from textual.widgets._footer import FooterKey

    app, clock = manual_app(monkeypatch, seed=1)  # a real pace: "Pause AI" is a key too
    async with app.run_test(size=SIZE) as pilot:
        screen = table(app)
        for _ in range(600):
            await pilot.pause()
            if screen.view.decision == "weather" and screen.current_picks():
                break
            if 0 in screen.view.to_act:
                await press_for_decision(pilot, screen)
            elif "show" in screen.holds:
                await pilot.press("space")
            else:
                clock.advance(1)
        await pilot.press("1")  # a spade: now esc (Unpick) is one of the keys too
        await pilot.pause()
        keys = list(screen.query(FooterKey))
        described = {k.description for k in keys}
        assert {"Move", "Pile", "Pick", "Pass", "Unpick", "Rules", "Pause AI", "Undo",
                "Back"} <= described
        for key in keys:  # each one whole, inside the 80 columns
            assert key.region.width >= len(key.description) and key.region.right <= SIZE[0], (
                key.description, key.region)
        # a reason longer than a line goes on to the message's second line
        spade = screen.first
        crops = [c for c in screen.session.game.view(0).deck if c.suit in "HC"]
        reasons = [screen.session.game.card_reason(0, c, spade) for c in crops]
        reason = max(reasons, key=len)
        assert len(reason) > SIZE[0] - 2
        screen.say(reason)
        await pilot.pause()
        message = screen.query_one("#message")
        assert message.size.height == 2
        assert " ".join(str(message.render()).split()) == reason


async def test_every_feeding_waits_for_a_key_and_its_line_goes_with_the_key(monkeypatch):
    """Issue 13.9: a timer let the AI go on after 1.6 s (sometimes before the
    person had read), and "space goes on" stayed into the next turn."""
    import asyncio

    app, clock = manual_app(monkeypatch, seed=21, pace="fast", level="medium")
    async with app.run_test(size=SIZE) as pilot:
        screen = table(app)
        held = 0
        for _ in range(1500):
            await pilot.pause()
            if screen.view.is_over or held == 2:
                break
            if "show" in screen.holds:
                held += 1
                assert screen.fed and 0 not in screen.view.to_act
                assert screen.fed_title.startswith(f"Feeding, turn {screen.view.turn_number}: ")
                message = str(screen.query_one("#message").render())
                assert "space goes on" in message
                moves = len(screen.session.log)
                await asyncio.sleep(2 * app_settings_hold(screen) + 0.3)  # longer than any timer
                clock.advance(60)
                await pilot.pause()
                assert "show" in screen.holds and len(screen.session.log) == moves
                await pilot.press("space")
                await pilot.pause()
                assert "show" not in screen.holds
                assert "space goes on" not in str(screen.query_one("#message").render())
            elif 0 in screen.view.to_act:
                await press_for_decision(pilot, screen)
            else:
                clock.advance(1)
        assert held == 2


def app_settings_hold(screen) -> float:
    return screen.settings.trick_hold


async def test_on_a_board_card_that_cannot_be_used_the_cursor_dims_it_and_says_why():
    from tui.screens.harvest import ROW_IDS

    app = harvest_app(seed=21, level="medium")
    async with app.run_test(size=SIZE) as pilot:
        def rows(s):
            return [z for z in ROW_IDS if any(p.zone == z for p in s.cursor_stops())]

        await play_until(pilot, lambda s: s.view.decision in ("field", "sow") and s.current_picks()
                         and rows(s))
        screen = table(app)
        zone = rows(screen)[0]
        for _ in range(8):
            here = next(p.zone for p in screen.cursor_stops() if p.card is screen.cursor)
            if here == zone:
                break
            await pilot.press("up")
            await pilot.pause()
        card = screen.cursor
        row = screen.query_one(f"#{ROW_IDS[zone]}")
        assert card in row.cards and not any(p.card is card for p in screen.current_picks())
        assert row.looks[card] is Look.DIMMED and f">{card.label}" in str(row.render())
        message = " ".join(str(screen.query_one("#message").render()).split())
        assert message == screen.session.game.card_reason(0, card)
        assert message.startswith(("Field time:", "Sowing time:"))

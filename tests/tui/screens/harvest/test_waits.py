"""Pilot tests of the harvest table at a real pace on a manual clock: every
turn and feeding waits for the person and says why; where the cursor lands
and what it says; long answers at 80 columns."""

from __future__ import annotations

import pytest
from textual.content import Content

from rules.harvest.game import HarvestGame
from tests.narrow import narrow, present
from tests.tui.screens.harvest.pilot import SIZE, cursor_zone, harvest_app, manual_app, play_until, press_for_decision, table
from tui.screens.harvest import picks as hp
from tui.widgets import EventLog, Hand, Look
from tui.widgets.footer import Footer


async def test_a_season_with_nothing_possible_is_shown_for_the_pace_then_passes_by_itself(monkeypatch):
    """Issue 30.4: every season waited for d even when nothing in it was
    possible (4-5 presses a turn early on).  Now it is shown for the pace's
    time with the engine's reason, then passes by itself, told in the log
    and struck on the season track; p holds it.  (Issue 13.3, seed 3 at
    fast pace: those turns must not go by unseen.)"""
    from tui.widgets.harvest_track import SeasonTrack

    app, clock = manual_app(monkeypatch, seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        pace = screen.settings.bot_delay
        passes, held = 0, False
        for _ in range(600):
            await pilot.pause()
            view = screen.view
            if view.is_over or passes >= 6:
                break
            if 0 not in view.to_act:
                if "show" in screen.holds:
                    await pilot.press("space")
                clock.advance(1)
                continue
            if not view.nothing:
                await press_for_decision(pilot, screen)
                continue
            prompt = " ".join(str(screen.query_one("#h-prompt").render()).split())
            assert view.nothing in prompt and "passes by itself" in prompt
            moves, season = len(screen.session.log), view.season
            if not held:  # once: p holds it as long as the player likes, and it is shown the pace's time after
                held = True
                await pilot.press("p")
                await pilot.pause()
                clock.advance(60)
                await pilot.pause()
                assert len(screen.session.log) == moves
                assert "Paused: p lets it pass." in " ".join(str(screen.query_one("#h-prompt").render()).split())
                await pilot.press("p")
                await pilot.pause()
                clock.advance(pace - 0.01)
                await pilot.pause()
                assert len(screen.session.log) == moves
            clock.advance(pace)
            await pilot.pause()
            await pilot.pause()
            assert len(screen.session.log) > moves and screen.session.log[moves][0] == 0  # the person's own pass
            passes += 1
            said = [t.plain for t in screen.query_one(EventLog)._said]
            assert view.nothing in said, said[-5:]  # why, once; then the pass, told once
            after = said[len(said) - 1 - said[::-1].index(view.nothing):]
            assert sum("pass" in line.lower() for line in after) <= 1, said[-5:]
            if screen.view.turn_number == view.turn_number and screen.view.season != season:
                assert season in screen.passed_seasons()
                track = narrow(screen.query_one(SeasonTrack).render(), Content)
                struck = [span for span in track.spans if "strike" in str(span.style)]
                assert struck, track
        assert passes >= 4, passes  # seed 3: North wins on turn 10


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
            told = next((t.plain for t in log._said if t.plain.startswith(("No weather", "Nothing "))), "")
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
        game = narrow(screen.session.game, HarvestGame)
        before = game.to_json()
        hand = screen.query_one(Hand)
        legal = {p.card for p in screen.current_picks()}
        for _ in range(len(screen.cursor_stops())):
            at = screen.picker.card
            if at is not None and at in screen.view.hand and at not in legal and at.suit in "HC":
                break
            await pilot.press("right")
            await pilot.pause()
        card = present(screen.picker.card)
        assert card in screen.view.hand and card not in legal
        assert hand.look_of(card) is Look.DIMMED and hand.card_at_cursor() is card
        message = " ".join(str(screen.query_one("#message").render()).split())
        assert message == game.card_reason(0, card) and "field holds" in message
        await pilot.press("enter")  # tried: the same reason, as the key's refusal, and nothing changes
        await pilot.pause()
        assert game.to_json() == before
        assert screen.query_one("#message").has_class("-error")
        refused = str(screen.query_one("#message").render())
        key = f"enter and space pick the card under the cursor: {card.label} cannot be picked now."
        # issue 41: the key's answer, on a row of its own; a reason of two rows is said alone (a playtest)
        assert refused == (f"{key}\n{message}" if len(message) <= SIZE[0] - 2 else message), refused


async def test_the_cursor_on_a_pile_row_has_a_shape_not_only_a_colour(monkeypatch):
    """Issue 13.12: with NO_COLOR the reversed cell was all that marked the cursor."""
    monkeypatch.setenv("NO_COLOR", "1")
    app = harvest_app(seed=21, level="medium")
    async with app.run_test(size=SIZE) as pilot:
        await play_until(pilot, lambda s: s.view.decision == "grow" and s.view.barns[0]
                         and cursor_zone(s) == hp.MY_BARN)
        screen = table(app)
        row = str(screen.query_one("#my-barn").render())
        assert f">{present(screen.picker.card).label}" in row
        assert row.count(">") == 1


async def test_long_answers_wrap_and_the_footer_keeps_every_key_at_80_columns(monkeypatch):
    """Issue 13.8: a spade's arithmetic lost its end; the Footer after a
    spade was picked ended in "q Ba"."""
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
        keys = screen.query_one(Footer).placed()
        described = {k.description for k, _start, _end in keys}
        assert {"Move", "Pile", "Pick", "Pass", "Unpick", "Rules", "Pause AI", "Undo",
                "Back"} <= described
        for key, start, end in keys:  # each one whole, inside the 80 columns
            assert end - start >= len(key.description) and end <= SIZE[0], (key.description, start, end)
        # a reason longer than a line goes on to the message's second line
        spade = screen.picker.first
        crops = [c for c in screen.session.game.view(0).deck if c.suit in "HC"]
        reasons = [narrow(screen.session.game, HarvestGame).card_reason(0, c, spade) for c in crops]
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
                assert screen.news.fed and 0 not in screen.view.to_act
                assert screen.news.fed_title.startswith(f"Feeding, turn {screen.view.turn_number}: ")
                message = str(screen.query_one("#message").render())
                assert "space goes on" in message
                moves = len(screen.session.log)
                clock.advance(60)  # longer than any timer: every timer at the table is on its clock
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


async def test_on_a_board_card_that_cannot_be_used_the_cursor_dims_it_and_says_why():
    from tui.screens.harvest.board import ROW_IDS
    from tui.widgets.harvest_rows import CardRow

    app = harvest_app(seed=21, level="medium")
    async with app.run_test(size=SIZE) as pilot:
        def rows(s):
            return [z for z in ROW_IDS if any(p.zone == z for p in s.cursor_stops())]

        await play_until(pilot, lambda s: s.view.decision in ("field", "sow") and s.current_picks()
                         and rows(s))
        screen = table(app)
        zone = rows(screen)[0]
        for _ in range(8):
            here = next(p.zone for p in screen.cursor_stops() if p.card is screen.picker.card)
            if here == zone:
                break
            await pilot.press("up")
            await pilot.pause()
        card = present(screen.picker.card)
        row = screen.query_one(f"#{ROW_IDS[zone]}", CardRow)
        assert card in row.cards and not any(p.card is card for p in screen.current_picks())
        assert row.looks[card] is Look.DIMMED and f">{card.label}" in str(row.render())
        message = " ".join(str(screen.query_one("#message").render()).split())
        assert message == narrow(screen.session.game, HarvestGame).card_reason(0, card)
        assert message.startswith(("Field time:", "Sowing time:"))


async def test_while_a_feeding_waits_every_line_says_the_ai_waits_and_names_the_same_key(monkeypatch):
    """Issue 30.3: after a feeding in the computer's turn the top bar said
    "North is deciding" while the prompt said the AI waits for space, and
    the Footer said "⏎ Go on"."""
    app, clock = manual_app(monkeypatch, seed=21, pace="fast", level="medium")
    async with app.run_test(size=SIZE) as pilot:
        screen = table(app)
        for _ in range(1500):
            await pilot.pause()
            if "show" in screen.holds or screen.view.is_over:
                break
            if 0 in screen.view.to_act:
                await press_for_decision(pilot, screen)
            else:
                clock.advance(1)
        assert "show" in screen.holds
        status = str(screen.query_one("#status").render())
        prompt = " ".join(str(screen.query_one("#h-prompt").render()).split())
        message = " ".join(str(screen.query_one("#message").render()).split())
        assert "is deciding" not in status and "North waits for you" in status
        assert "space goes on" in prompt and "North waits" in prompt
        assert "space goes on" in message
        keys = {k.description: k.display for k, _start, _end in screen.query_one(Footer).placed()}
        assert keys["Go on"] == "space"
        await pilot.press("enter")  # the Pick key, which also goes on, as the Footer's click would
        await pilot.pause()
        assert "show" not in screen.holds


async def test_a_card_picked_again_after_it_was_put_back_is_not_said_to_be_put_back(monkeypatch):
    """Issue 30.5: with A♠ picked and the cursor on North's grazer, the line
    under the hand said "A♠ put back: pick again." — an answer to an
    earlier key, still standing beside the new pick; enter then plays the
    storm on the card the cursor shows."""
    import rules
    from tests.rules.harvest.helpers import position

    def storm_position(*_args, **_options):
        # North's turn, weather time: North (no spade) passes first; the person holds A♠
        # with 2 fields; North grazes on the person's 7♥ with Q♥ on top of 4♣
        return position(active=1, step="weather", hands=("AS 5H 3C", "2H 9D"), fields=(2, 2),
                        harvests=("6C", ""), stacks=[("7H", "QH 4C")])

    real = rules.new_game
    monkeypatch.setattr(rules, "new_game", lambda name, seed=None, **options: (
        storm_position() if name == "harvest" else real(name, seed=seed, **options)))
    app, clock = manual_app(monkeypatch, seed=1, pace="normal")
    async with app.run_test(size=SIZE) as pilot:
        screen = table(app)
        clock.advance(1)  # North passes
        await pilot.pause()
        for key in ("1", "1", "1"):  # A♠ picked, put back, picked again
            await pilot.press(key)
            await pilot.pause()
        ace = screen.picker.first
        assert ace is not None and ace.label == "A♠"
        grazer = present(screen.picker.card)
        assert grazer.label == "Q♥" and f">{grazer.label}" in str(screen.query_one("#grazing").render())
        message = str(screen.query_one("#message").render())
        assert "put back" not in message, message
        await pilot.press("enter")
        await pilot.pause()
        assert screen.session.log[-1] == (0, "spade AS QH")


@pytest.mark.parametrize(("lang", "last"), [("en", "(p stops it)."), ("sv", "(p stoppar).")])
async def test_a_weather_time_that_passes_by_itself_says_so_to_its_last_word(monkeypatch, lang, last):
    """Issue 40.13: North's turn, weather time, North passed; the person's
    spade is one the field allows but it reaches no card in play: the
    prompt said "North passed. No weather to play: … is worth more. It
    passes by" and lost the rest at 80×24."""
    import rules
    from tests.rules.harvest.helpers import position
    from tests.tui.screen_walk import screen_text

    def weather_position(*_args, **_options):
        return position(active=1, step="weather", hands=("3S 9S 2D", "2H 9D"), fields=(3, 2),
                        harvests=("8C", "9H"))

    real = rules.new_game
    monkeypatch.setattr(rules, "new_game", lambda name, seed=None, **options: (
        weather_position() if name == "harvest" else real(name, seed=seed, **options)))
    from rules.clock import ManualClock
    from tui.app import KortbordApp
    from tui.screens.game_base import GameScreen

    clock = ManualClock()
    monkeypatch.setattr(GameScreen, "make_clock", lambda self: clock)
    app = KortbordApp(seed=1, start="harvest", pace="normal", level="easy", lang=lang)
    app.animation_level = "none"
    async with app.run_test(size=SIZE) as pilot:
        screen = table(app)
        clock.advance(1)  # North passes
        await pilot.pause()
        view = screen.view
        assert view.nothing and 0 in view.to_act and view.turn == 1
        text = screen_text(app)
        assert last in text, text
        assert view.nothing.split()[-1] in " ".join(text.split())

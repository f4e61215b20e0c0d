"""The Speed table at 80×24: keys only, the Match on a ManualClock that the
test advances (no real sleeping), fixed seeds."""

from __future__ import annotations

import pytest

from rules.clock import ManualClock
from rules.speed.actions import Play
from rules.speed.game import SpeedGame
from rules.speed.match import Match
from rules.speed.view import BLOCKED, SLAP
from tests.narrow import narrow, present
from tests.tui.helpers import make_app, rich_text
from tui.safety import GuardedClock
from tui.screens import registry
from tui.screens.game_over import GameOverScreen
from tui.screens.speed.round_over import SpeedRoundOver
from tui.screens.speed.screen import LEFT_KEYS, RIGHT_KEYS, SpeedScreen
from tui.widgets.event_log import EventLog
from tui.widgets.speed_table import CenterRow, HandPile, PileRow, TablePile

SIZE = (80, 24)
STEP = 0.25  # virtual seconds the test lets pass when the person waits


@pytest.fixture
def clock(monkeypatch) -> ManualClock:
    """Every Speed table built in the test runs on this clock."""
    manual = ManualClock()
    monkeypatch.setattr(SpeedScreen, "make_clock", staticmethod(lambda: manual))
    return manual


def speed_app(seed: int = 7, level: str = "easy", ascii_mode: bool = False):
    app = make_app("speed", seed=seed, ascii_mode=ascii_mode)
    app.level = level
    return app


def table(app) -> SpeedScreen:
    for screen in reversed(app.screen_stack):
        if isinstance(screen, SpeedScreen):
            return screen
    raise AssertionError(f"no Speed table in {app.screen_stack}")


def key_for(screen: SpeedScreen) -> str | None:
    """The key a quick player presses now, read from what the screen shows
    (the green piles), or None to wait."""
    view = screen.view
    if view.may_slap:
        if view.one_pile:
            return "space"
        left, right = view.centers
        return "left" if left.size <= right.size else "right"
    plays = [a for a in screen.session.legal_actions(0) if isinstance(a, Play)]
    if not plays:
        return None
    play = plays[0]
    return (LEFT_KEYS if play.center == "L" else RIGHT_KEYS)[play.pile - 1]


async def step(pilot, clock: ManualClock) -> str:
    """One thing a player does: a key, enter on a round summary, or wait
    (until the next timer: time passes only in ``ManualClock.advance``)."""
    app = pilot.app
    await pilot.pause(0)  # the screen handles what the match posted (no idle wait)
    if isinstance(app.screen, GameOverScreen):
        return "over"
    if isinstance(app.screen, SpeedRoundOver):
        await pilot.press("enter")
        return "enter"
    if table(app).session.game.is_over:
        clock.advance(0.1)  # the game-over screen comes after a moment (on the table's clock)
        await pilot.pause(0)
        return "end"
    key = key_for(table(app))
    if key is None:
        due = clock.next_due()
        clock.advance(STEP if due is None else max(0.0, due - clock.now()))
        return "wait"
    await pilot.press(key)
    clock.advance(0.05)
    return key


async def play_until(pilot, clock, done, limit: int = 5000) -> list[str]:
    did: list[str] = []
    for _ in range(limit):
        if done():
            return did
        did.append(await step(pilot, clock))
    raise AssertionError(f"not reached after {limit} steps: {did[-20:]}")


async def test_a_whole_game_against_the_easy_ai_by_keys_only(clock):
    app = speed_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        assert narrow(screen.session.clock, GuardedClock).clock is clock  # the base's make_clock(), guarded
        assert present(screen.session.seats[1].bot).level == "easy"
        did = await play_until(pilot, clock, lambda: isinstance(app.screen, GameOverScreen))
        await pilot.pause()  # pushed is not yet mounted: its score table is filled on mount
        game = narrow(screen.session.game, SpeedGame)
        assert game.is_over and game.winner == 0 and present(game.result).scores[0] == 0
        # A summary after every round, the last too: the game is won by the
        # table slap that ends a one-pile round.
        assert did.count("enter") == game.round
        assert "space" in did and any(k in did for k in ("left", "right"))
        assert not screen.session.bot_errors
        summary = str(app.screen.query_one("#summary").render())
        assert "South got rid of every card" in summary
        # the person is "You"; the last column counts cards left (issue 13.7)
        assert str(app.screen.query_one("#winners").render()) == "You win!"
        scores = app.screen.query_one("#final-scores")
        board = rich_text(scores.content)
        assert "Cards left" in board and "You (South)" in board and "Total" not in board
        await pilot.press("m")
        await pilot.pause()
        assert not isinstance(app.screen, (SpeedScreen, GameOverScreen))


async def test_legal_piles_are_green_and_named_by_their_keys(clock):
    app = speed_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        for _ in range(40):
            await pilot.pause(0)
            legal = set(screen.session.legal_actions(0))
            piles = screen.query_one("#my-row", PileRow).piles
            for i, pile in enumerate(piles):
                fits = [k for k in "LR" if Play(i + 1, k) in legal]
                assert present(pile).hint_on == bool(fits)
                assert all(k in present(pile).hint for k in fits)
            await step(pilot, clock)


async def test_a_key_that_does_not_fit_shows_the_reason_and_play_goes_on(clock):
    app = speed_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        legal = screen.session.legal_actions(0)
        wrong = next(i for i in range(1, 6) if not any(narrow(a, Play).pile == i for a in legal))
        await pilot.press(LEFT_KEYS[wrong - 1])
        message = str(screen.query_one("#message").render())
        view = screen.session.game.view(0)
        tops = [center.top.label for center in view.centers if center is not None]
        # a playtest: the key tries both piles, and the refusal named only the left one's top
        assert "does not go on" in message if len(tops) == 1 else (
            message.startswith(f"{view.table[wrong - 1].top.label} fits neither {tops[0]} nor {tops[1]}: ")
            and len(message) <= SIZE[0] - 2), message
        assert not screen.session.paused and not screen.holds
        clock.advance(3)  # the flash goes by in real time; play goes on meanwhile
        await pilot.pause()
        assert screen.session.log  # the computer played


async def test_too_slow_when_the_computer_was_first(clock):
    # The person aims at what the screen showed; the computer got there first.
    app = speed_app(seed=7, level="expert")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        for _ in range(400):
            screen.redraw()
            seen = screen.seen.fitted()
            before = len(screen.session.log)
            clock.advance(0.1)
            if len(screen.session.log) > before and seen:
                seat, text = screen.session.log[-1]
                stale = [narrow(a, Play) for a in seen if narrow(a, Play).center == text.split()[-1]
                         and a not in screen.session.legal_actions(0)]
                if seat == 1 and stale:
                    screen.action_play(stale[0].pile, stale[0].center)
                    pile = "left" if stale[0].center == "L" else "right"
                    assert f"Too slow: the {pile} pile now shows " in str(screen.query_one("#message").render())
                    return
            await pilot.pause()
        raise AssertionError("no race found")


async def test_the_blocked_countdown_shows_and_redraws_only_the_centre(clock, monkeypatch):
    app = speed_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        await play_until(pilot, clock, lambda: screen.view.phase == BLOCKED)
        await pilot.pause()
        centre = screen.query_one(CenterRow).text()
        assert "BLOCKED" in centre and "turn in 3" in centre
        assert "BLOCKED" in str(screen.query_one("#status").render())
        refreshed = []
        monkeypatch.setattr(TablePile, "refresh", lambda self, *a, **k: refreshed.append(self.number))
        monkeypatch.setattr(HandPile, "refresh", lambda self, *a, **k: refreshed.append("hand"))
        clock.advance(1.0)  # one tick: Countdown(2)
        await pilot.pause()
        assert "turn in 2" in screen.query_one(CenterRow).text()
        assert refreshed == []


async def test_pause_key_freezes_the_match_and_the_window_losing_focus_pauses(clock):
    app = speed_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        await pilot.press("p")
        assert screen.session.paused
        state = narrow(screen.session, Match).to_json()
        clock.advance(30)
        await pilot.pause()
        assert screen.session.game.to_json() == state["game"]
        top = app.screen._compositor.render_strips()[0].text  # the top bar's pause mark (game_base)
        assert "PAUSED: p goes on" in top and top.count("PAUSED") == 1
        await pilot.press("1")  # a move while paused is refused, not applied
        assert "paused" in str(screen.query_one("#message").render())
        await pilot.press("p")
        assert not screen.session.paused
        app.app_focus = False
        await pilot.pause()
        assert screen.session.paused and "user" in screen.holds


async def test_the_slap_keys_show_both_pile_sizes(clock):
    app = speed_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        await play_until(pilot, clock, lambda: screen.view.may_slap)
        view = screen.view
        assert view.phase == SLAP and not view.one_pile
        centre = screen.query_one(CenterRow).text()
        assert f"{view.centers[0].size} cards" in centre and "SLAP" in centre
        footer_keys = {b.binding.action for b in screen.active_bindings.values() if b.binding.show}
        assert "slap('L')" in footer_keys and "slap('R')" in footer_keys
        assert not any(a.startswith("play") for a in footer_keys)


def test_the_play_page_offers_the_levels_and_no_pace():
    choices = {c.key: c for c in registry.choices("speed")}
    assert "pace" not in choices
    assert choices["level"].values == ("easy", "medium", "hard", "expert")
    assert "s a card" in choices["level"].text("easy")
    assert "pace" in {c.key for c in registry.choices("hearts")}


async def test_the_mouse_plays_a_green_pile(clock):
    app = speed_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        while not screen.session.legal_actions(0):
            clock.advance(STEP)
            await pilot.pause(0)
        play = next(a for a in screen.session.legal_actions(0) if isinstance(a, Play))
        await pilot.click("#my-row", offset=((play.pile - 1) * 7 + 2, 1))
        assert screen.session.log[-1][0] == 0 and screen.session.log[-1][1].startswith(f"play {play.pile} ")


async def test_the_footer_says_go_on_while_paused(clock):
    app = speed_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)

        def shown():
            return {b.binding.description for b in screen.active_bindings.values() if b.binding.show}

        assert "Pause" in shown() and "Go on" not in shown()
        await pilot.press("p")
        await pilot.pause(0)
        assert "Go on" in shown() and "Pause" not in shown()
        await pilot.press("p")
        assert not screen.session.paused


def one_pile_round(clock: ManualClock) -> SpeedScreen:
    """A one-pile round, as seed 45 comes to in its third round: North has
    run out of hand cards (so only South's centre pile, 5♥, is played on)
    and South's last table card, 6♠, fits it.  North's four kings and Q♦ do
    not fit before or after it.  Not a game its seed deals, so not one to
    save: its app keeps nothing (``make_app(keep=False)``)."""
    from rules.cards import CARDS, parse_cards
    from rules.opening import open_driver
    from rules.speed.game import SpeedGame
    from tui.settings import TableSettings

    south, north, centre = parse_cards("6S"), parse_cards("KD KC KS KH QD"), parse_cards("5H")
    hand = [c for c in CARDS if c not in south + north + centre]
    game = SpeedGame.from_position([[south, [], [], [], []], [[c] for c in north]], [hand, []], [centre, None],
                                   round_number=3, seed=45)
    match = open_driver(game, [(game.seat_name(0), None), (game.seat_name(1), "easy")], clock, delay=0)
    return SpeedScreen(TableSettings("speed", {}, "easy", seed=45), driver=match)


async def test_a_one_pile_round_ends_with_space_slapping_the_table(clock):
    app = make_app(None, keep=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = one_pile_round(clock)
        await app.push_screen(screen)
        await play_until(pilot, clock, lambda: screen.view.may_slap and screen.view.one_pile)
        assert "SLAP the table: space" in str(screen.query_one("#status").render())
        footer = {b.binding.action for b in screen.active_bindings.values() if b.binding.show}
        assert "slap('table')" in footer and "slap('L')" not in footer
        await pilot.press("left")  # not an answer in a one-pile round
        assert screen.view.may_slap and "space" in str(screen.query_one("#message").render())
        await pilot.press("space")
        await pilot.pause()
        assert isinstance(app.screen, SpeedRoundOver)
        lines = " ".join(str(w.render()) for w in app.screen.query(".summary-line"))
        assert "You slapped the table" in lines and "North took the centre pile" in lines


async def test_the_rules_panel_pauses_the_match_and_escape_closes_it(clock):
    app = speed_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        await pilot.press("question_mark")
        assert screen.session.paused and "rules" in screen.holds
        await pilot.press("escape")
        await pilot.pause(0)
        assert not screen.session.paused and not screen.holds


async def test_the_centre_says_what_the_top_bar_says_in_a_one_pile_round(clock):
    """Issue 13.6: the centre said "SLAP! take the smaller pile" while the bar
    rightly said "SLAP the table"."""
    from tui.widgets.speed_table import CenterNews

    app = make_app(None, keep=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = one_pile_round(clock)
        await app.push_screen(screen)
        await play_until(pilot, clock, lambda: screen.view.may_slap and screen.view.one_pile)
        await pilot.pause()
        centre = " ".join(str(screen.query_one(CenterNews).render()).split())
        assert "SLAP! the table space" in centre and "smaller" not in centre
        assert "SLAP the table: space" in str(screen.query_one("#status").render())


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_the_log_box_is_closed_on_the_right(clock, size):
    """Issue 13.5: no ╮ and no right │ at 80×24 and 120×40."""
    app = speed_app()
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        log = table(app).query_one("#speed-log")
        box = log.region
        screen_lines = [strip.text for strip in app.screen._compositor.render_strips()]
        lines = [screen_lines[y][box.x:box.right] for y in range(box.y, box.bottom)]
        width = box.width
        assert lines[0].startswith("╭") and lines[0].endswith("╮") and len(lines[0]) == width
        assert all(line.endswith("│") for line in lines[1:-1])
        assert lines[-1].endswith("╯")


async def test_the_seat_line_counts_one_card_in_the_singular(clock):
    from dataclasses import replace

    app = speed_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        view = replace(screen.view, cards_left=(1, 2))
        assert screen.seat_line(view, 0, "South · you").endswith("· 1 card left")
        assert screen.seat_line(view, 1, "North").endswith("· 2 cards left")


async def test_every_top_bar_line_fits_in_80_columns(clock):
    """Round 99 (the widest number the round limit allows on screen), every
    phase, with and without a card that fits."""
    from dataclasses import replace

    from rules.speed.view import OVER, PLAYING, ROUND_OVER

    app = speed_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        view = replace(screen.view, round=99)
        lines = []
        for phase in (PLAYING, BLOCKED, ROUND_OVER, OVER):
            for can_play in (True, False):
                lines.append(screen.status_text(replace(view, phase=phase), can_play))
        for finisher in (0, 1):
            for can_play in (True, False):
                lines.append(screen.status_text(replace(view, phase=SLAP, finisher=finisher), can_play))
        too_long = [line for line in lines if len(line) > 79]  # one cell of margin each side
        assert not too_long, too_long


async def test_the_log_keeps_a_blank_column_before_its_right_border(clock):
    """As the other tables' logs do: text never touches the │."""
    app = speed_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        log = screen.query_one("#speed-log", EventLog)
        await play_until(pilot, clock, lambda: len(log.lines) >= 12)
        await pilot.pause()
        box = log.region
        screen_lines = [strip.text for strip in app.screen._compositor.render_strips()]
        inside = [screen_lines[y][box.x:box.right] for y in range(box.y + 1, box.bottom - 1)]
        assert sum(1 for line in inside if line[1:-2].strip()) >= 10, inside  # words on the lines
        assert all(line[-2] == " " for line in inside), inside

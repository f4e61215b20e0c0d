"""The Hearts table as a player meets it (issue 13): keys act on the card
under the cursor, a finished trick is seen before anything goes on, the score
table stops the game until it is closed, the last trick can be looked at
again, and the game ends with every hand's scores."""

from __future__ import annotations

import pytest
from textual.widgets import Static

from rules.clock import ManualClock
from rules.hearts.game import HeartsGame
from tests.narrow import narrow
from tests.tui.helpers import hearts_screen, make_app, rich_text, saved_game
from tui import settings
from tui.screens.game_base import GameScreen
from tui.screens.hearts.scores import HeartsScores
from tui.settings import TableSettings
from tui.textual_private import send_to_terminal
from tui.widgets import EventLog, Hand
from tui.widgets.trick_table import TrickTable

SIZE = (80, 24)


def message(screen) -> str:
    return str(screen.query_one("#message").render())


def cards(text: str):
    from rules.cards import parse_card

    return [parse_card(t) for t in text.split()]


@pytest.fixture
def manual(monkeypatch) -> ManualClock:
    """The bots on a clock the test advances; a finished trick stays until a key."""
    clock = ManualClock()
    monkeypatch.setattr(GameScreen, "make_clock", lambda self: clock)
    monkeypatch.setitem(settings.PACES, "fast", (0.25, 10_000.0))
    return clock


async def bots_play(pilot, clock: ManualClock, screen, steps: int = 40) -> None:
    """Let the bots move until the person is to act or the bots are held."""
    for _ in range(steps):
        await pilot.pause()
        if 0 in screen.session.game.to_act() or screen.holds:
            return
        clock.advance(0.3)
    await pilot.pause()


async def to_the_second_trick(pilot, clock: ManualClock, screen) -> None:
    """Seed 7's opening by keys: pass 8 9 3, lead 2♣, and go on past West's
    trick, to the person's turn in the second trick."""
    await pilot.press("8", "9", "3", "enter")
    await bots_play(pilot, clock, screen)
    await pilot.press("space")  # 2♣
    await bots_play(pilot, clock, screen)
    await pilot.press("space")  # West's trick seen: go on
    await bots_play(pilot, clock, screen)


async def test_space_that_clears_a_won_trick_never_plays_another_card(manual):
    # The keys: seed 7, pass 8 9 3, lead 2♣, take the second trick with K♦.
    app = make_app("hearts", seed=7, pace="fast", level="medium")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = hearts_screen(app)
        manual.advance(0)
        await to_the_second_trick(pilot, manual, screen)
        assert screen.view.turn == 0 and screen.view.trick
        await pilot.press("2")  # K♦ takes the trick
        await pilot.pause()
        assert screen.won_trick is not None and screen.won_trick.winner == 0
        hand = screen.query_one(Hand)
        aimed = hand.card_at_cursor()
        moves = len(screen.session.log)
        await pilot.press("space")  # clears the trick: it plays nothing
        await pilot.pause()
        assert len(screen.session.log) == moves
        assert screen.won_trick is None and hand.card_at_cursor() == aimed
        await pilot.press("right", "right")
        await pilot.pause()
        assert hand.card_at_cursor() == cards("2H")[0]  # the dimmed 2♥, where the keys put it
        await pilot.press("space")  # space means the 2♥: the engine's reason
        await pilot.pause()
        assert len(screen.session.log) == moves
        assert message(screen).startswith("Hearts are not broken yet")
        assert hand.card_at_cursor() == cards("2H")[0]
        await pilot.press("right")  # from the dimmed 2♥ to its neighbour, 4♥
        assert hand.card_at_cursor() == cards("4H")[0]


async def test_arrows_clear_a_won_trick_and_move_from_where_the_cursor_is(manual):
    app = make_app("hearts", seed=7, pace="fast", level="medium")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = hearts_screen(app)
        manual.advance(0)
        await to_the_second_trick(pilot, manual, screen)
        await pilot.press("2")  # K♦ takes the trick; the cursor stays at its place (9♠)
        await pilot.pause()
        hand = screen.query_one(Hand)
        assert hand.card_at_cursor() == cards("9S")[0]
        moves = len(screen.session.log)
        await pilot.press("right", "right")  # the keys, while the trick shows
        await pilot.pause()
        assert screen.won_trick is None and hand.card_at_cursor() == cards("2H")[0]
        await pilot.press("space")  # the 2♥, refused: never Q♣
        await pilot.pause()
        assert len(screen.session.log) == moves
        assert message(screen).startswith("Hearts are not broken yet")


async def test_the_footer_says_go_on_while_a_finished_trick_shows(manual):
    app = make_app("hearts", seed=7, pace="fast", level="medium")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = hearts_screen(app)
        manual.advance(0)
        await to_the_second_trick(pilot, manual, screen)
        await pilot.press("2")
        await pilot.pause()
        active = screen.active_bindings
        assert active["space"].binding.action == "go_on"
        assert "play" not in {b.binding.action for b in active.values()}


def log_text(screen) -> str:
    return " ".join(" ".join(text.plain.split()) for text in screen.query_one(EventLog)._said)


async def play_to_hand_end(pilot, screen, clock: ManualClock | None, hand: int) -> None:
    """Play (the first legal action) until the score table of ``hand`` is up."""
    app = pilot.app
    for _ in range(2000):
        await pilot.pause()
        if isinstance(app.screen, HeartsScores):
            if app.screen.history[-1].hand_number == hand:
                return
            await pilot.press("enter")
            continue
        if "trick" in screen.holds or (screen.won_trick is not None and not screen.view.trick):
            await pilot.press("space")  # a finished trick seen
            continue
        legal = screen.session.game.legal_actions(0)
        if legal:
            screen.act(legal[0])
        elif clock is not None:
            clock.advance(0.3)
    raise AssertionError(f"hand {hand} did not end")


@pytest.mark.parametrize("pace", ["instant", "fast"])
async def test_the_next_hand_waits_until_the_score_table_is_closed(pace, manual):
    # The game resumed at hand 3's last trick, played there by the engine
    # alone (the screen would redraw at every card): hand 4 has no pass, so
    # its computer players could play at once.
    record = saved_game(TableSettings("hearts", {}, "medium", pace, 7),
                        lambda game: game.hand_number == 3 and len(game.view(0).tricks_played) == 12)
    app = make_app(None, seed=7, pace=pace, level="medium")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.resume_game(record.id)
        await pilot.pause()
        screen = hearts_screen(app)
        manual.advance(0)
        await play_to_hand_end(pilot, screen, manual, hand=3)
        assert isinstance(app.screen, HeartsScores)
        manual.advance(60)  # the bots' time passes while the table is open
        await pilot.pause()
        view = screen.session.game.view(0)
        assert view.hand_number == 4 and view.pass_direction == "none"  # dealt by the engine...
        assert set(view.hand_sizes) == {13} and not view.trick  # ...but nobody has played
        assert "Hand 4 dealt" not in log_text(screen)  # and it is not told yet
        status = str(screen.query_one("#status").render())
        assert "hand 3 is over" in status
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is screen
        assert "Hand 4 dealt" in log_text(screen)
        assert "hand 4" in str(screen.query_one("#status").render())
        manual.advance(5)
        await pilot.pause()
        after = screen.session.game.view(0)
        assert after.trick or after.turn == 0  # the next hand has begun


async def test_at_instant_pace_a_finished_trick_shows_until_a_key():
    app = make_app("hearts", seed=7, level="medium")  # instant
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = hearts_screen(app)
        await pilot.press("8", "9", "3", "enter")
        await pilot.pause()
        await pilot.press("space")  # 2♣; the three others follow at once
        await pilot.pause()
        view = screen.view
        assert len(view.tricks_played) == 1 and not view.trick  # West took it and leads next...
        assert screen.won_trick is not None and screen.won_trick.winner == 1
        table = screen.query_one(TrickTable)
        assert "West took it" in table.caption and len(table.trick) == 4  # ...shown, not skipped
        await pilot.press("space")
        await pilot.pause()
        assert screen.won_trick is None and screen.view.turn == 0
        assert len(screen.view.trick) == 3  # the bots went on after the key


async def test_the_last_score_table_lists_every_hand_of_the_game():
    from textual.app import App

    from rules.hearts.view import HandRecord

    totals, history = [0, 0, 0, 0], []
    for number in range(1, 10):  # nine hands: more than the after-hand table's six
        points = (26, 0, 0, 0) if number == 4 else (number, 13, 26 - 13 - number, 0)
        shooter = 0 if number == 4 else None
        if shooter is not None:
            points = (0, 26, 26, 26)
        totals = [t + p for t, p in zip(totals, points)]
        history.append(HandRecord(number, points, shooter, tuple(totals), points))

    class Host(App):
        def on_mount(self) -> None:
            self.push_screen(HeartsScores(history, ["South", "West", "North", "East"], True))

    async with Host().run_test(size=SIZE) as pilot:
        await pilot.pause()
        sheet = pilot.app.screen.query_one("#score-sheet", Static)
        text = rich_text(sheet.content)
        rows = [line for line in text.splitlines() if line.strip().startswith("│")]
        numbers = [line.split("│")[1].strip() for line in rows]
        assert numbers[1:] == [str(n) for n in range(1, 10)] + ["Total"]  # every hand, then the totals
        assert "☾ 0" in text  # the moon shot in hand 4
        total_row = rows[-1].split("│")[2:-1]
        assert [int(c) for c in total_row] == totals


async def test_t_shows_the_last_trick_again_and_the_bots_wait(manual):
    app = make_app("hearts", seed=7, pace="fast", level="medium")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = hearts_screen(app)
        manual.advance(0)
        await pilot.press("t")  # passing: no trick yet, the key is not offered
        assert not screen.look_back.on
        await pilot.press("8", "9", "3", "enter")
        await bots_play(pilot, manual, screen)
        assert "t" not in screen.active_bindings  # the first trick: the Footer offers no last trick
        await pilot.press("t")
        await pilot.pause()
        assert "No trick has been played yet" in message(screen)  # the key still says why
        await pilot.press("space")  # 2♣
        await bots_play(pilot, manual, screen)
        await pilot.press("space")  # West's trick seen
        await bots_play(pilot, manual, screen)
        assert screen.view.turn == 0 and len(screen.view.trick) == 3
        assert "t" in screen.active_bindings  # in the Footer
        await pilot.press("t")
        await pilot.pause()
        table = screen.query_one(TrickTable)
        first = screen.view.tricks_played[-1][1]
        assert table.trick == dict(first) and table.winner == 1
        assert "The last trick: West took it with A♣" in table.caption
        moves = len(screen.session.log)
        await pilot.press("space")  # goes back; plays nothing
        await pilot.pause()
        assert not screen.look_back.on and len(screen.session.log) == moves
        assert table.trick == dict(screen.view.trick)
        # while a bot is to play, t holds it
        await pilot.press("2")  # K♦ takes the trick
        await pilot.press("space")  # seen
        await pilot.press("1")  # lead Q♣
        await pilot.pause()
        assert screen.view.turn == 1
        await pilot.press("t")
        moves = len(screen.session.log)
        manual.advance(10)
        await pilot.pause()
        assert len(screen.session.log) == moves
        await pilot.press("x")
        manual.advance(1)
        await pilot.pause()
        assert len(screen.session.log) > moves


async def through_the_first_trick(pilot, manual):
    """Seed 7 at the fast pace on a manual clock: the pass, 2♣ led, and the
    others' cards of the first trick played (West takes it)."""
    await pilot.pause()
    screen = hearts_screen(pilot.app)
    manual.advance(0)
    await pilot.press("8", "9", "3", "enter")
    await bots_play(pilot, manual, screen)
    await pilot.press("space")  # 2♣
    await bots_play(pilot, manual, screen)
    return screen


async def test_esc_closes_the_last_trick_as_its_line_says_a_key_does(manual):
    """"The last trick: any key goes back": esc did nothing (issue 30).
    With the rules open, esc closes the rules first."""
    app = make_app("hearts", seed=7, pace="fast", level="medium")
    async with app.run_test(size=SIZE) as pilot:
        screen = await through_the_first_trick(pilot, manual)
        await pilot.press("space")  # West's trick seen
        await bots_play(pilot, manual, screen)
        await pilot.press("t")
        await pilot.pause()
        assert screen.look_back.on and "any key goes back" in message(screen)
        await pilot.press("question_mark", "escape")  # the rules open, then close
        await pilot.pause()
        assert screen.look_back.on and not screen.query_one("RulesPanel").is_open
        moves = len(screen.session.log)
        await pilot.press("escape")
        await pilot.pause()
        assert not screen.look_back.on and len(screen.session.log) == moves
        assert screen.query_one(TrickTable).trick == dict(screen.view.trick)


async def test_no_key_at_the_last_trick_plays_a_card(manual):
    """A playtester pressed 1 while looking back at the last trick: it went
    back and played the first legal card as well.  Every key there only goes
    back (←→ move the cursor as they go), and the Footer offers no play."""
    app = make_app("hearts", seed=7, pace="fast", level="medium")
    async with app.run_test(size=SIZE) as pilot:
        screen = await through_the_first_trick(pilot, manual)
        await pilot.press("space")  # West's trick seen
        await bots_play(pilot, manual, screen)
        assert screen.view.turn == 0
        for key in ("1", "2", "space", "enter", "left", "x", "t"):
            await pilot.press("t")
            await pilot.pause()
            assert screen.look_back.on
            shown = {b.binding.action for b in screen.active_bindings.values() if b.binding.show}
            assert not shown & {"play", "pick", "toggle_pass", "confirm_pass"}, shown
            moves = len(screen.session.log)
            await pilot.press(key)
            await pilot.pause()
            assert not screen.look_back.on, key
            assert len(screen.session.log) == moves, f"{key} played a card"



async def test_an_undo_queued_behind_the_last_card_of_a_hand_takes_it_back_cleanly():
    """The last card and u pressed in one go (a fast typist, or keys over a
    slow link): the undo reaches a hand that has ended.  It once took the
    hand back behind the score update (which then raised IndexError); now
    the engine refuses it (no undo past a hand's end: the next hand is
    dealt), and the hand's end stands, cleanly."""
    from textual import events

    from tui.safety import error_log_path

    # The first hand resumed at South's last card (played there by the engine alone).
    record = saved_game(TableSettings("hearts", {}, "medium", "instant", 7),
                        lambda game: game.to_act() == {0} and len(game.view(0).hand) == 1)
    app = make_app(None, seed=7, level="medium")  # instant
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.resume_game(record.id)
        await pilot.pause()
        screen = hearts_screen(app)
        assert screen.view.turn == 0 and len(screen.view.hand) == 1 and screen.view.hand_number == 1
        for key, char in (("space", " "), ("u", "u")):
            event = events.Key(key, char)
            event.set_sender(app)
            send_to_terminal(app, event)
        for _ in range(20):
            await pilot.pause()
        assert not error_log_path().exists(), error_log_path().read_text()[-2000:]
        assert narrow(screen.session.game, HeartsGame).hand_number == 2 and not screen.session.undo_used
        assert screen.session.undo_refusal() == "No undo past a hand's end: you have seen the next hand's cards."



async def test_a_key_that_clears_a_won_trick_gets_no_does_nothing_answer(manual, monkeypatch):
    # The base's key answer ran as well: "x does nothing now" under a trick
    # the key had just cleared (until the next update wiped it).
    answered: list[str] = []
    def idle_answer(self: GameScreen, key: str) -> str:
        answered.append(key)
        return ""

    monkeypatch.setattr(GameScreen, "idle_answer", idle_answer)
    app = make_app("hearts", seed=7, pace="fast", level="medium")
    async with app.run_test(size=SIZE) as pilot:
        screen = await through_the_first_trick(pilot, manual)
        assert screen.won_trick is not None or "trick" in screen.holds
        await pilot.press("x")
        await pilot.pause()
        assert screen.won_trick is None and "trick" not in screen.holds
        assert answered == []

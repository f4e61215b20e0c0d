"""The hint key (issue 19): i at every table asks the hard player what it
would do in the person's place; the sentence shows on the message line and
in the log, the cards are marked until the next move, nothing is played,
and a game with a hint says so in the statistics."""

from __future__ import annotations

import pytest
from textual.widgets import Static

from rules.bot import Hint
from rules.cards import cards_label
from rules.clock import ManualClock
from rules.hearts.actions import Pass
from rules.hearts.actions import Play as HeartsPlay
from rules.speed.actions import Play
from tests.narrow import present
from tests.tui.helpers import finish_quickly, hearts_screen, make_app
from tui.screens.game_base import GameScreen
from tui.screens.menu import MenuScreen
from tui.screens.speed import SpeedScreen
from tui.screens.statistics import StatisticsScreen
from tui.screens.table.hints import HintReady
from tui.widgets import EventLog, Hand, Look
from tui.widgets.footer import Footer
from tui.widgets.speed_table import PileRow

SIZE = (80, 24)


def table(app) -> GameScreen:
    return next(s for s in reversed(app.screen_stack) if isinstance(s, GameScreen))


def hint_now(screen: GameScreen) -> Hint:
    """The hint the table shows now, which the test expects."""
    return present(screen.table.hint)


def message(screen) -> str:
    return str(screen.query_one("#message").render())


def logged(screen) -> list[str]:
    return [text.plain for text in screen.query_one(EventLog)._said]


async def ask(pilot) -> None:
    """Press i and wait for the hint's worker thread and its message."""
    await pilot.press("i")
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()
    await pilot.pause()


async def test_a_hearts_hint_names_and_marks_the_pass_and_then_the_card_and_plays_nothing():
    app = make_app("hearts")  # seed 7, instant pace
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = hearts_screen(app)
        before = list(screen.session.log)
        await ask(pilot)
        hint = hint_now(screen)
        assert isinstance(hint.action, Pass)
        assert message(screen) == f"Hint: pass {cards_label(hint.action.cards)} — why: in the log"
        assert f"Hint: {hint.reason}" in logged(screen) and "sampled deals" in hint.reason
        hand = screen.query_one(Hand)
        assert hand.hinted == set(hint.action.cards)
        assert all(hand.look_of(card) is Look.HINTED for card in hint.action.cards)
        assert "hint" in hand.render().plain
        assert screen.session.log == before and screen.choosing_pass()  # nothing passed
        assert screen.session.hints_used

        for card in hint.action.cards:  # pass what it says
            hand.move_to(card)
            await pilot.press("space")
        await pilot.press("enter")
        await pilot.pause()
        assert screen.table.hint is None and not hand.hinted  # gone with the move
        await ask(pilot)
        hint = hint_now(screen)
        assert str(hint.action) == "play 2C"  # seed 7: South holds the 2♣
        assert message(screen) == "Hint: play 2♣ — whoever holds it leads it to the first trick"
        assert isinstance(hint.action, HeartsPlay)
        assert hand.hinted == {hint.action.card} and hand.look_of(hint.action.card) is Look.HINTED
        played = len(screen.session.log)
        await pilot.press("space")  # the person plays it
        await pilot.pause()
        assert len(screen.session.log) > played
        assert screen.table.hint is None and not hand.hinted


async def test_a_hint_while_the_computer_is_to_play_says_it_is_not_your_turn():
    app = make_app("hearts")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = hearts_screen(app)
        await pilot.press("8", "9", "3", "enter")  # seed 7's pass
        await pilot.pause()
        await pilot.press("space")  # the 2♣; West takes the trick and leads next, held while it shows
        await pilot.pause()
        assert screen.trick_showing() and screen.view.turn != 0
        log = list(screen.session.log)
        await ask(pilot)
        assert message(screen) == "No hint now: it is not your turn."
        assert screen.table.hint is None and screen.session.log == log
        assert screen.trick_showing()  # the i key did not clear the trick either


async def test_a_hint_that_comes_after_the_game_moved_on_is_dropped(monkeypatch):
    app = make_app("hearts")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = hearts_screen(app)
        question, position = screen.table.ask_hint()
        hint = present(question)()
        await pilot.press("1", "2", "3", "enter")  # the person passes before it arrives
        await pilot.pause()
        screen.post_message(HintReady(hint, position))
        await pilot.pause()
        assert screen.table.hint is None
        assert message(screen) == "The hint came too late: the game has moved on (i asks again)."
        assert not screen.query_one(Hand).hinted


@pytest.fixture
def clock(monkeypatch) -> ManualClock:
    manual = ManualClock()
    monkeypatch.setattr(SpeedScreen, "make_clock", staticmethod(lambda: manual))
    return manual


async def test_a_speed_hint_when_nothing_fits_says_so(clock):
    app = make_app("speed", seed=7)  # seed 7: none of South's first five cards fits
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        await ask(pilot)
        assert message(screen) == "No hint now: nothing of yours fits a centre pile."
        assert screen.table.hint is None


async def test_a_speed_hint_shows_the_plays_that_fit_and_marks_the_card(clock):
    app = make_app("speed", seed=9)  # seed 9: five plays fit at once
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        assert isinstance(screen, SpeedScreen)
        before = list(screen.session.log)
        await ask(pilot)
        hint = hint_now(screen)
        fits = [a for a in screen.session.legal_actions(0) if isinstance(a, Play)]
        assert isinstance(hint.action, Play) and hint.action in fits
        card = present(screen.view.table[hint.action.pile - 1].top)
        assert f"Hint: {hint.reason}" in logged(screen)
        assert hint.reason.startswith(f"play {card.label} onto {hint.action.center}")
        for play in fits:  # every play that fits is named
            assert present(screen.view.table[play.pile - 1].top).label in hint.reason
        piles = screen.query_one("#my-row", PileRow).piles
        assert [present(p).look is Look.HINTED for p in piles] == [i == hint.action.pile - 1 for i in range(5)]
        assert screen.session.log == before
        clock.advance(5)  # the computer plays on: the mark goes with the next move
        await pilot.pause()
        assert screen.session.log != before
        assert screen.table.hint is None
        assert not any(present(p).look is Look.HINTED for p in screen.query_one("#my-row", PileRow).piles)


@pytest.mark.parametrize("game", ["hearts", "harvest", "clover", "speed"])
async def test_the_hint_key_is_in_the_footer_at_every_table(game, clock):
    app = make_app(game, pace="normal")
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(200):  # the hint is offered at the person's own decision: North's turn first, when it starts
            await pilot.pause(0.05)
            keys = [(k, end) for k, _start, end in table(app).query_one(Footer).placed() if k.description == "Hint"]
            if keys:
                break
            if table(app).narrating:  # a turn told step by step: only space goes on
                await pilot.press("space")
        assert len(keys) == 1 and keys[0][0].key == "i"
        assert keys[0][1] <= SIZE[0]  # whole, inside 80 columns


async def test_a_game_with_a_hint_says_so_in_the_statistics():
    app = make_app("hearts", seed=5)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        await ask(pilot)
        assert screen.table.hint is not None
        session = screen.session
        session.pause()
        finish_quickly(session)
        await pilot.pause()
        assert present(app.store).stats.count() == 1
        (row,) = present(app.store).stats.recent()
        assert row.hints_used and not row.undo_used
        while not isinstance(app.screen, MenuScreen):
            app.pop_screen()
            await pilot.pause()
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, StatisticsScreen)
        recent = str(app.screen.query_one("#recent", Static).content)
        assert "hints used" in recent


def test_an_old_statistics_file_gets_the_hints_column(tmp_path):
    """A statistics file from before hints gets the column, its games
    counted as without (tests/tui/store/test_saves.py: the saves)."""
    import sqlite3

    from tui.store.stats import _SCHEMA, Stats

    old_schema = _SCHEMA.replace("    hints_used INTEGER NOT NULL DEFAULT 0,"
                                 "  -- added after the first version: see _add_hints_used\n", "")
    assert "hints_used" not in old_schema
    path = tmp_path / "stats.sqlite"
    db = sqlite3.connect(path)
    db.executescript(old_schema)
    db.execute("INSERT INTO schema_version VALUES (1)")
    db.execute("INSERT INTO games (game, options, level, seats, winners, scores, human_won, duration,"
               " score_history, undo_used, finished_at) VALUES ('hearts', '{}', 'easy', '[]', '[0]',"
               " '[10, 50, 60, 101]', 1, 600, '[]', 1, '2026-01-01T00:00:00+00:00')")
    db.commit()
    db.close()
    with Stats(path) as stats:
        assert not stats.problems
        (old,) = stats.recent()
        assert old.undo_used and not old.hints_used
        stats.record_game(game="hearts", options={}, level="easy", seats=[], winners=[0], scores=[1, 2, 3, 4],
                          human_won=True, duration=1.0, hints_used=True, finished_at="2026-01-02T00:00:00+00:00")
        assert [r.hints_used for r in stats.recent()] == [True, False]



def stand_in_explain(marks_of):
    """rules.driver's explain for a table whose hard player's reasons are
    written elsewhere (clover, harvest): the first legal action, marking
    ``marks_of(view)``; the table must show whatever it is handed."""
    from rules.hint import Hint

    def explain(name, view, legal, seed):
        return Hint(legal[0], f"do {legal[0]} — a stand-in reason", tuple(marks_of(view)))

    return explain


async def test_a_clover_hint_marks_its_cards_on_the_meadow_and_in_the_queue(monkeypatch):
    from rules import driver
    from tui.widgets.clover_meadow import CloverMeadow
    from tui.widgets.clover_queue import CloverQueue

    monkeypatch.setattr(driver, "explain", stand_in_explain(
        lambda view: [c for c in view.meadow if c is not None][:2]))
    app = make_app("clover", seed=5)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        assert 0 in screen.session.game.to_act()
        await ask(pilot)
        marks = hint_now(screen).marks
        assert message(screen).startswith("Hint: do ") and "a stand-in reason" in logged(screen)[-1]
        meadow = screen.query_one(CloverMeadow)
        looks = [meadow.look_of(slot) is Look.HINTED for slot in range(len(meadow.cards))]
        assert looks == [card in marks for card in meadow.cards] and sum(looks) == 2
        assert meadow.render().plain.count("hint") == 2
        queue = screen.query_one(CloverQueue)  # the hand is empty yet: the queue is shown the marks
        queue.show(marks, queue.title, hinted=marks[1:])
        assert f"*{marks[1].label}*" in " ".join(t.plain for t in queue.tokens(False))
        assert f"*{marks[0].label}*" not in " ".join(t.plain for t in queue.tokens(False))


async def test_a_harvest_hint_marks_its_cards_in_the_hand(monkeypatch):
    from rules import driver

    monkeypatch.setattr(driver, "explain", stand_in_explain(lambda view: (view.hand[0],)))
    app = make_app("harvest", seed=2)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        for _ in range(20):
            if 0 in screen.view.to_act:
                break
            await pilot.pause()
        before = list(screen.session.log)
        await ask(pilot)
        (card,) = hint_now(screen).marks
        hand = screen.query_one(Hand)
        assert hand.look_of(card) is Look.HINTED and "hint" in hand.render().plain
        assert screen.session.log == before  # nothing played


def test_the_harvest_rows_mark_a_hinted_card_by_shape():
    from rules.cards import parse_card
    from tui.widgets.harvest_rows import card_cell

    cell = card_cell(parse_card("6H"), False, Look.HINTED, cursor=False, plain=True)
    assert cell.plain == "*6♥*"
    assert card_cell(parse_card("6H"), True, Look.HINTED, cursor=True).plain == ">6H*"



@pytest.mark.parametrize(("language", "reason", "line"), [
    ("en", "Buy the 8♣: 3.1 points more on average than stopping there, over 32 rollouts.",
     "Hint: Buy the 8♣ — why: in the log"),
    ("sv", "Köp 8♣: 3,1 poäng mer i snitt än att sluta där, över 32 simuleringar.",
     "Tips: Köp 8♣ — varför: i loggen"),
    ("en", "Move A♥ back to your barn: 2.0 points more on average than leaving your harvest as it is, "
     "over 24 sampled deals.", "Hint: Move A♥ back to your barn — why: in the log"),
    ("en", "play 7♦ — 6.8 points fewer on average than 10♥ over 200 sampled deals", "Hint: play 7♦ — why: in the log"),
])
def test_a_hint_too_long_for_the_line_gives_its_move_and_points_to_the_log(language, reason, line):
    """Clover's hint was cut mid-sentence ("…than stopping …"): its move
    ends at ": ", not at the dash Hearts' does.  Every game's hint does what
    Hearts' did: its move on the line, the whole sentence in the log."""
    from rules import i18n
    from tui.screens.table.hints import hint_line

    with i18n.speaking(language):
        assert hint_line(reason, 60) == line
        assert hint_line(reason, 200) == ("Hint: " if language == "en" else "Tips: ") + reason

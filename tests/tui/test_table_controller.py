"""The table controller on a ManualClock, with no Textual at all: holds,
timed holds, refusals, undo, stale updates and the game-over moment."""

import sys

import pytest

from rules.bot import Bot
from rules.clock import ManualClock
from rules.session import Seat, Session
from tests.narrow import present
from tests.rules import countdown as countdown_game
from tests.rules.countdown import Countdown
from tui.table import SCORES, USER, Stamped, TableController


class TakeOne(Bot):
    def choose(self, view, legal):
        return legal[0]


@pytest.fixture(autouse=True)
def register_countdown(monkeypatch):
    countdown_game.register(monkeypatch)


def make(start=9, delay=0.5, holds_for=lambda update: ()):
    clock = ManualClock()
    session = Session(Countdown(seed=1, start=start), [Seat("You"), Seat("Bot", TakeOne())], clock, delay=delay)
    delivered: list[Stamped] = []
    table = TableController(session, delivered.append, holds_for=holds_for)
    return table, clock, delivered


def test_the_controller_imports_no_textual():
    import ast

    tree = ast.parse(open(present(sys.modules["tui.table"].__file__), encoding="utf-8").read())
    imported = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
    imported |= {node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert imported and not any(name.startswith("textual") for name in imported)


def test_a_hold_keeps_the_computer_waiting_until_its_last_reason_is_released():
    table, clock, _ = make()
    table.start()
    assert table.act("take 1") is None
    table.hold("rules")
    table.hold(USER)
    clock.advance(5)
    assert table.game.left == 8  # the bot waits
    table.release("rules")
    clock.advance(5)
    assert table.game.left == 8  # the player's own pause still holds
    assert table.toggle_pause() is False and not table.paused_by_user
    clock.advance(0.6)
    assert table.game.left == 7
    assert table.release("never held") is False


def test_a_timed_hold_releases_itself_on_the_drivers_clock():
    table, clock, _ = make(holds_for=lambda update: ["trick"] if update.seat == 0 else [])
    table.start()
    table.act("take 1")
    table.hold_for("trick", 2.0)
    clock.advance(1.9)
    assert table.held("trick") and table.game.left == 8
    clock.advance(0.2)
    assert not table.held("trick")
    clock.advance(0.6)
    assert table.game.left == 7
    table.hold_for("trick", 0)  # instant pace: nothing to wait for
    assert not table.held("trick")


def test_a_refused_move_comes_back_as_the_engines_sentence_and_changes_nothing():
    table, clock, delivered = make(start=1)
    table.start()
    assert table.act("take 2") == "You cannot take 2: 1 left."
    assert table.game.left == 1 and delivered == []


def test_undo_says_why_not_and_hands_back_the_mark_of_the_move_it_took_back():
    table, clock, delivered = make()
    table.start()
    assert table.undo() == (False, "Nothing to undo: you have not made a move yet.", None)
    table.act("take 2", mark=11)
    clock.advance(1)
    assert table.game.left == 6
    done, sentence, mark = table.undo()
    assert done and mark == 11 and sentence.startswith("Undone")
    assert table.game.left == 9


def test_an_update_queued_before_an_undo_is_stale_after_it():
    table, clock, delivered = make()
    table.start()
    table.act("take 2")
    clock.advance(1)
    queued = list(delivered)  # published, not yet handled by the screen
    table.undo()
    assert not any(table.is_current(stamped) for stamped in queued)
    assert table.is_current(delivered[-1]) and delivered[-1].update.undone


def test_the_game_over_screen_is_due_once_and_waits_for_a_score_table():
    table, clock, _ = make(start=2)
    table.start()
    table.hold(SCORES)
    table.act("take 2")
    assert table.is_over
    assert not table.game_over_due()
    table.release(SCORES)
    assert table.game_over_due() and not table.game_over_due()
    assert table.undo()[1] == "The game is over: there is nothing to undo."


def test_a_resumed_table_can_start_held_by_the_player():
    table, clock, _ = make()
    table.start(paused=True)
    assert table.paused_by_user and table.driver.paused


def test_instant_pace_plays_the_replies_inside_the_move_until_a_hold():
    table, clock, delivered = make(delay=0, holds_for=lambda update: ["look"] if update.seat == 1 else [])
    table.start()
    table.act("take 2")
    assert table.game.left == 6 and table.held("look")  # the reply came at once, then the hold
    table.release("look")
    assert table.game.left == 6  # the person's turn: nothing more to play


@pytest.mark.parametrize("name", ["clover", "harvest", "hearts"])
def test_undo_is_offered_exactly_where_it_works(name):
    """At every position of a seeded game, u is offered iff the undo would
    take something back (a playtest saw 'u Undo' on a first turn, at the
    harvest after passes the table made, and at North's clover turn past a
    card turned up, each then refused)."""
    import random

    import rules

    game = rules.new_game(name, seed=4)
    rng, log = random.Random(4), list[tuple[int, str]]()
    while not game.is_over and len(log) < 120:
        seat = min(game.to_act())
        action = rng.choice(game.legal_actions(seat))
        log.append((seat, str(action)))
        game.apply(seat, action)
    seen = set()
    for end in range(len(log) + 1):
        prefix = log[:end]
        session = Session(rules.replay(name, 4, game.options, prefix), [Seat("You"), *[Seat("Bot", TakeOne())] * 3][
            :game.num_players], ManualClock(), delay=0.5, log=list(prefix))
        table = TableController(session, lambda update: None)
        offered = table.undo_offered()
        done, sentence, _ = table.undo()
        assert offered == done, (end, sentence)
        seen.add(offered)
    assert seen == {True, False}

"""The table controller's hint on a ManualClock, with no Textual: asked at a
position, kept only if the game is still there when it arrives, gone after
the next move and after an undo."""

import pytest

import rules
from rules.bot import Bot
from rules.clock import ManualClock
from rules.hint import Hint
from rules.session import Seat, Session
from tests.rules import countdown as countdown_game
from tests.rules.countdown import Countdown
from tui.table import TableController


class TakeOne(Bot):
    def choose(self, view, legal):
        return legal[0]

    def explain(self, view, legal):
        return Hint(legal[-1], f"take the most: {legal[-1]}", ())


@pytest.fixture(autouse=True)
def countdown(monkeypatch):
    countdown_game.register(monkeypatch)
    monkeypatch.setattr(rules, "new_bot", lambda game, level, seed=0: TakeOne(seed))


def make():
    clock = ManualClock()
    session = Session(Countdown(seed=1, start=9), [Seat("You"), Seat("Bot", TakeOne())], clock, delay=0.5)
    table = TableController(session, lambda stamped: None)
    table.start()
    return table, clock


def test_a_hint_is_kept_for_its_position_until_the_next_move():
    table, clock = make()
    question, position = table.ask_hint()
    hint = question()
    assert table.hint_arrived(hint, position) and table.hint == hint
    assert table.driver.hints_used
    assert table.act(hint.action) is None  # the person takes it
    assert table.hint is None and table.hint_marks == ()


def test_a_hint_that_arrives_after_a_move_or_an_undo_is_dropped():
    table, clock = make()
    question, position = table.ask_hint()
    table.act(table.driver.legal_actions(0)[0])  # the person moves while it is worked out
    assert not table.hint_arrived(question(), position) and table.hint is None
    clock.advance(1)  # the computer replies: the person is to move again
    question, position = table.ask_hint()
    hint = question()
    ok, _, _ = table.undo()
    assert ok
    assert not table.hint_arrived(hint, position)  # the undo made it another position


def test_no_question_while_the_computer_is_to_move():
    table, clock = make()
    table.act(table.driver.legal_actions(0)[0])
    assert table.ask_hint()[0] is None
    assert not table.driver.hints_used

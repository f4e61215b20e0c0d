"""The table controller passes the person's decisions with nothing in them
(issue 30.4): a harvest season where all they can do is pass or say done
goes by itself after the pace's wait, as their own move; p holds it; undo
goes back to their last real decision; no hint is asked there.  On a
ManualClock, with no Textual."""

from __future__ import annotations

import rules
from rules.clock import ManualClock
from rules.harvest.actions import DONE, PASS
from rules.harvest.game import HarvestGame
from rules.session import Seat, Session
from tests.narrow import narrow
from tui.table import HUMAN, TableController

PACE = 0.5


def make(seed: int = 3, pace: float = PACE):
    clock = ManualClock()
    game = rules.new_game("harvest", seed=seed)
    seats = [Seat("You"), Seat("North", rules.new_bot("harvest", "easy", seed=f"{seed}/1"))]
    session = Session(game, seats, clock, delay=pace)
    passed: list = []

    def passing(action):
        passed.append((len(session.log), action, narrow(session.game, HarvestGame).step))
        return f"mark {len(session.log)}"

    table = TableController(session, lambda stamped: None, pass_delay=pace, passing=passing)
    return table, clock, passed


def to_forced(table: TableController, clock: ManualClock, decide=lambda legal: legal[0], limit: int = 2000) -> None:
    """Play on (the person takes ``decide``'s choice at each real decision)
    until the person is at a decision with nothing in it."""
    for _ in range(limit):
        if table.forced() is not None:
            return
        if HUMAN in table.game.to_act():
            assert table.act(decide(table.game.legal_actions(HUMAN)), mark="real") is None
        else:
            clock.advance(0.1)
    raise AssertionError("no decision with nothing in it came up")


def test_a_decision_with_nothing_in_it_waits_the_pace_then_passes_as_the_persons_own_move():
    table, clock, passed = make()
    table.start()
    to_forced(table, clock)
    game, log = table.game, list(table.driver.log)
    action, step = game.forced_pass(HUMAN), game.step
    assert action in (PASS, DONE) and game.legal_actions(HUMAN) == [action]
    assert table.passing_soon
    clock.advance(PACE - 0.01)
    assert table.driver.log == log and not passed  # shown for the pace's time first
    clock.advance(0.02)
    assert passed[0] == (len(log), action, step)
    assert table.driver.log[len(log)] == (HUMAN, str(action))  # the person's own move, as if d was pressed


def test_p_holds_the_flow_and_releasing_it_lets_the_pass_go():
    table, clock, passed = make()
    table.start()
    to_forced(table, clock)
    log = list(table.driver.log)
    assert table.toggle_pause() is True
    clock.advance(60)
    assert table.driver.log == log and not passed and not table.passing_soon
    table.toggle_pause()
    clock.advance(PACE + 0.01)
    assert len(passed) == 1 and table.driver.log[len(log)][0] == HUMAN


def test_no_hint_is_asked_where_there_is_nothing_to_decide():
    table, clock, _ = make()
    table.start()
    to_forced(table, clock)
    question, _position = table.ask_hint()
    assert question is None
    assert table.forced() is not None


def test_undo_goes_back_to_the_last_real_decision_past_the_passes_after_it():
    table, clock, passed = make()
    table.start()
    to_forced(table, clock)
    for _ in range(400):  # on until passes were taken after a real decision of the person's
        if passed and table.decisions() and table.decisions()[-1] < passed[-1][0]:
            break
        if table.forced() is None and HUMAN in table.game.to_act():
            table.act(table.game.legal_actions(HUMAN)[0], mark=f"real {len(table.driver.log)}")
        else:
            clock.advance(0.1)
    real = table.decisions()[-1]
    assert any(at > real for at, _a, _s in passed)
    done, _sentence, mark = table.undo()
    assert done and mark == f"real {real}"  # the mark of the real decision: the log takes back all after it
    assert len(table.driver.log) == real
    assert table.forced() is None and HUMAN in table.game.to_act()  # a real decision: nothing passes again
    clock.advance(60)
    assert len(table.driver.log) == real


def test_with_only_passes_behind_there_is_nothing_to_undo():
    table, clock, passed = make()
    table.start()
    to_forced(table, clock)  # seed 3: the person's first decision, weather time with a field of 0
    clock.advance(PACE + 0.01)
    assert passed and not table.decisions() and table.driver.can_undo()
    log = list(table.driver.log)
    done, sentence, _ = table.undo()
    assert not done and sentence == "Nothing to undo: you have not made a move yet."
    assert table.driver.log == log


def test_at_the_instant_pace_the_person_is_never_left_at_a_decision_with_nothing_in_it():
    table, clock, passed = make(pace=0.0)
    table.start()
    for _ in range(300):
        if table.is_over:
            break
        assert table.forced() is None
        legal = table.game.legal_actions(HUMAN)
        assert legal, "the person is to act after every move at the instant pace"
        table.act(legal[0])
    assert passed and all(action in (PASS, DONE) for _at, action, _step in passed)

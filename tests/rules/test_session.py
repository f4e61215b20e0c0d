import pytest

from rules.bot import Bot
from rules.clock import ManualClock
from rules.core import IllegalAction
from rules.driver import Update
from rules.session import Seat, Session
from tests.rules import countdown as countdown_game

from .countdown import Countdown, Take


class TakeOne(Bot):
    def choose(self, view, legal):
        return legal[0]


@pytest.fixture(autouse=True)
def register_countdown(monkeypatch):
    countdown_game.register(monkeypatch)


def make(delay=0.6, start=7):
    game = Countdown(seed=1, start=start)
    clock = ManualClock()
    session = Session(game, [Seat("You"), Seat("Bot", TakeOne())], clock, delay=delay)
    updates: list[Update] = []
    session.subscribe(updates.append)
    return session, clock, updates


def test_bot_moves_only_after_its_delay_on_the_clock():
    session, clock, updates = make()
    session.start()
    session.act(0, Take(2))
    assert session.game.turn == 1 and len(updates) == 1
    clock.advance(0.59)
    assert session.game.turn == 1
    clock.advance(0.02)
    assert session.game.turn == 0 and session.game.left == 4
    assert [u.seat for u in updates] == [0, 1]
    assert session.log == [(0, "take 2"), (1, "take 1")]


def test_illegal_human_action_changes_nothing_and_bot_seat_is_refused():
    session, clock, updates = make(start=1)
    session.start()
    with pytest.raises(IllegalAction):
        session.act(0, Take(2))
    with pytest.raises(IllegalAction, match="computer"):
        session.act(1, Take(1))
    assert session.game.left == 1 and updates == [] and session.log == []


def test_pause_freezes_bots_and_resume_lets_them_go():
    session, clock, _ = make()
    session.act(0, "take 1")
    session.pause()
    clock.advance(5)
    assert session.game.turn == 1
    session.resume()
    clock.advance(0.6)
    assert session.game.turn == 0


def test_undo_replays_the_log_without_the_last_human_decision():
    session, clock, updates = make()
    session.act(0, Take(2))
    clock.advance(1)
    session.act(0, Take(1))
    assert session.can_undo()
    assert session.undo()
    assert session.log == [(0, "take 2"), (1, "take 1")]
    assert session.game.left == 4 and session.game.turn == 0
    assert updates[-1].undone and session.undo_used


def test_run_bots_plays_until_a_human_is_to_act():
    session, clock, _ = make(start=7)
    session.act(0, Take(1))
    session.run_bots()
    assert session.game.turn == 0 and session.game.left == 5

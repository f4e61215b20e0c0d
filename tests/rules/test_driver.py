"""The two drivers behind one protocol: a failing computer player, the
instant pace, undo under a pause, the registry's driver per game."""

import pytest

import rules
from rules.bot import Bot
from rules.clock import ManualClock
from rules.driver import BotFailed, Update
from rules.session import Seat, Session
from rules.speed.bots import LEVELS as SPEED_LEVELS
from rules.speed.game import SpeedGame
from rules.speed.match import LAGS_KEPT, Match
from tests.rules import countdown as countdown_game

from .countdown import Countdown


class TakeOne(Bot):
    def choose(self, view, legal):
        return legal[0]


class Broken(Bot):
    """Raises something other than IllegalAction, every time."""

    def choose(self, view, legal):
        raise ZeroDivisionError("bot bug")


@pytest.fixture(autouse=True)
def register_countdown(monkeypatch):
    countdown_game.register(monkeypatch)


def left_in(session: Session) -> int:
    game = session.game
    assert isinstance(game, Countdown)
    return game.left


def failures(updates):
    return [e for u in updates for e in u.events if isinstance(e, BotFailed)]


def test_the_registry_names_each_games_driver():
    assert rules.driver_class("speed") is Match and Match.real_time and not Match.undoable
    for name in ("hearts", "harvest", "clover"):
        assert rules.driver_class(name) is Session
    assert not Session.real_time and Session.undoable
    with pytest.raises(KeyError):
        rules.driver_class("chess")


def test_a_session_bot_that_raises_is_reported_once_and_its_fallback_plays_on():
    clock = ManualClock()
    session = Session(Countdown(seed=1, start=9), [Seat("You"), Seat("Bot", Broken())], clock, delay=0.5)
    updates: list[Update] = []
    session.subscribe(updates.append)
    session.start()
    while not session.game.is_over:
        session.act(0, "take 1")
        clock.advance(1)
    assert session.game.is_over  # never a stalled table
    assert [e.seat for e in failures(updates)] == [1]
    assert failures(updates)[0].error == "ZeroDivisionError: bot bug"
    assert len(session.bot_errors) == 1 and "bot bug" in session.bot_errors[0]


def test_a_match_bot_that_raises_is_reported_once_and_the_match_goes_on():
    clock = ManualClock()
    seats = [Seat("hard", SPEED_LEVELS["hard"]()), Seat("broken", Broken())]
    match = Match(SpeedGame(3), seats, clock)
    updates: list[Update] = []
    match.subscribe(updates.append)
    match.start()
    clock.advance(600)  # ten virtual minutes
    assert match.game.is_over
    assert [e.seat for e in failures(updates)] == [1]


def test_instant_pace_plays_the_bots_inside_the_call_until_a_subscriber_pauses():
    clock = ManualClock()
    session = Session(Countdown(seed=1, start=9), [Seat("You"), Seat("Bot", TakeOne())], clock, delay=0)
    session.start()
    session.act(0, "take 2")
    assert left_in(session) == 6 and session.log[-1] == (1, "take 1")  # no clock needed
    session.subscribe(lambda update: session.pause() if update.seat == 1 else None)
    session.act(0, "take 1")
    assert session.paused and left_in(session) == 4
    session.resume()  # nothing left for the bot: it is the person's turn
    assert left_in(session) == 4 and not session.paused


def test_undo_keeps_a_paused_session_paused():
    clock = ManualClock()
    session = Session(Countdown(seed=1, start=9), [Seat("You"), Seat("Bot", TakeOne())], clock, delay=0.5)
    session.act(0, "take 2")
    clock.advance(1)
    session.act(0, "take 1")
    session.pause()
    assert session.undo()
    assert session.paused and session.log == [(0, "take 2"), (1, "take 1")]
    clock.advance(5)
    assert session.log == [(0, "take 2"), (1, "take 1")]


def test_a_long_match_keeps_a_bounded_record_of_its_timer_lags():
    clock = ManualClock()
    seats = [Seat(f"{lv}", SPEED_LEVELS[lv]()) for lv in ("expert", "expert")]
    match = Match(SpeedGame(5), seats, clock)
    for _ in range(LAGS_KEPT + 10):
        match.timer_lags.append(("bot0", 0.0))
    assert len(match.timer_lags) == LAGS_KEPT


def test_run_bots_plays_a_paused_session_to_the_persons_turn():
    clock = ManualClock()
    session = Session(Countdown(seed=1, start=9), [Seat("You"), Seat("Bot", TakeOne())], clock, delay=0.5)
    session.act(0, "take 2")
    session.pause()
    session.run_bots()
    assert left_in(session) == 6 and session.paused

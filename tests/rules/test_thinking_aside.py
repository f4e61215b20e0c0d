"""An expert's search runs in a worker thread on the app's clock (issue 43):
the table's loop goes on drawing and taking keys while it thinks, the pace
still decides when the move is shown, and an answer asked at a position the
game has left is never played."""

from __future__ import annotations

import asyncio
import threading

import pytest

from rules.bot import Bot
from rules.clock import AsyncioClock, ManualClock
from rules.session import Seat, Session
from rules.thinking import MIN_SECONDS, Budget, Thinker
from tests.rules import countdown as countdown_game

from .countdown import Countdown, Take

WAIT = 10.0  # seconds a test waits for something that should take milliseconds


@pytest.fixture(autouse=True)
def register_countdown(monkeypatch):
    countdown_game.register(monkeypatch)


class Held(Thinker, Bot):
    """A thinking bot that answers only once the test lets it (``go``), and
    says in which thread it thought."""

    go = threading.Event()
    threads: list[str] = []
    seconds: list[float | None] = []

    def choose(self, view, legal):
        Held.threads.append(threading.current_thread().name)
        Held.seconds.append(self.thinking.seconds)
        if not Held.go.wait(WAIT):
            raise TimeoutError("never let go")
        return legal[0]


@pytest.fixture
def held():
    Held.go = threading.Event()
    Held.threads = []
    Held.seconds = []
    return Held


def table(clock, delay: float) -> tuple[Session, list]:
    game = Countdown(seed=1, start=7)
    session = Session(game, [Seat("You"), Seat("Bot", Held(0, Budget(seconds=0.5)))], clock, delay=delay)
    updates: list = []
    session.subscribe(updates.append)
    return session, updates


def turn_of(session: Session) -> int:
    game = session.game
    assert isinstance(game, Countdown)
    return game.turn


async def until(condition) -> None:
    for _ in range(int(WAIT / 0.005)):
        if condition():
            return
        await asyncio.sleep(0.005)
    raise AssertionError("not reached")


async def test_the_loop_goes_on_while_an_expert_thinks(held):
    session, updates = table(AsyncioClock(), delay=0.0)
    session.start()
    session.act(0, Take(2))  # the bot's turn: its search starts in a worker thread
    ticks = 0
    while not held.threads:  # the loop runs while the bot is asked
        ticks += 1
        await asyncio.sleep(0.001)
    await asyncio.sleep(0.05)
    assert turn_of(session) == 1 and len(updates) == 1  # still thinking, and the loop is ours
    assert held.threads[0].startswith("kortbord-thinking")
    held.go.set()
    await until(lambda: turn_of(session) == 0)
    assert [u.seat for u in updates] == [0, 1] and session.bot_errors == []


async def test_the_pace_still_decides_when_the_move_is_shown(held):
    held.go.set()  # the answer is there at once
    clock = AsyncioClock(speed=10.0)  # a pace of 3 s is 0.3 s here
    session, updates = table(clock, delay=3.0)
    session.start()
    session.act(0, Take(2))
    await until(lambda: held.threads)
    await asyncio.sleep(0.1)
    assert turn_of(session) == 1  # thought, but the pace has not run out
    await until(lambda: turn_of(session) == 0)
    assert clock.now() >= 3.0
    assert held.seconds == [0.5]  # a pace longer than its budget: the whole budget


@pytest.mark.parametrize(("pace", "seconds"), [(0.25, 0.25), (0.0, MIN_SECONDS)])
async def test_an_expert_thinks_no_longer_than_the_pace(held, pace, seconds):
    held.go.set()
    session, updates = table(AsyncioClock(speed=100.0), delay=pace)
    session.start()
    session.act(0, Take(2))
    await until(lambda: turn_of(session) == 0)
    assert held.seconds == [seconds]


async def test_an_answer_from_before_an_undo_is_not_played(held):
    session, updates = table(AsyncioClock(), delay=0.0)
    session.start()
    session.act(0, Take(2))
    await until(lambda: held.threads)
    session.undo()  # back to the person's decision: the thought is dropped
    assert turn_of(session) == 0 and session._thought is None
    held.go.set()
    await asyncio.sleep(0.1)
    assert turn_of(session) == 0 and [u.seat for u in updates] == [0, None]


def test_a_manual_clock_asks_the_expert_inline(held):
    """Tests on a ManualClock keep every move where it is asked for."""
    held.go.set()
    clock = ManualClock()
    session, updates = table(clock, delay=0.6)
    session.start()
    session.act(0, Take(2))
    clock.advance(0.61)
    assert turn_of(session) == 0 and held.threads == [threading.current_thread().name]

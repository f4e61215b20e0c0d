"""A Kortbord stand-in for the kill tests: plays a Hearts game between four
random players (South a stand-in for the person) through a Session with the autosave, and tells the test how far
it got.

    python -m tests.tui.store.kill_child {loop|plain} SEED DELAY SLOW_AFTER

``loop``: on an AsyncioClock with the handlers on the event loop, as the app
runs.  ``plain``: on a ManualClock advanced by a sleeping loop, handlers
installed with signal.signal (they may interrupt an action half done).
Prints ``id <save id>``, then ``ply <n> <digest>`` after each autosaved
action, and ``flushed`` from the signal handler.  After SLOW_AFTER actions
the bots slow down to 50 ms a move, so that a busy machine still signals the
game before it ends.  Writes only to
$KORTBORD_HOME.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import os
import sys
import time

import rules
from rules.bot import RandomBot
from rules.clock import AsyncioClock, ManualClock
from rules.session import Seat, Session
from tui.store import Autosave, install_signal_handlers

NAMES = ["South", "West", "North", "East"]


def digest(state: dict) -> str:
    text = json.dumps(json.loads(json.dumps(state)), sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def say(text: str) -> None:
    # os.write: no buffer a signal handler could find half used.
    os.write(1, (text + "\n").encode())


def build(seed: int, clock, delay: float, slow_after: int) -> tuple[Session, Autosave]:
    game = rules.new_game("hearts", seed=seed)
    # South is the person's seat, as in every save the app makes; a random
    # stand-in plays it on the same clock as the bots.
    session = Session(game, [Seat(NAMES[0])] + [Seat(n, RandomBot()) for n in NAMES[1:]], clock, delay=delay)
    autosave = Autosave(session).attach()  # first subscriber: saves before the report
    stand_in = RandomBot(seed)

    def play_south() -> None:
        if 0 in session.game.to_act() and not session.game.is_over:
            session.act(0, stand_in.choose(session.game.view(0), session.game.legal_actions(0)))

    def report(update) -> None:
        say(f"ply {len(session.log)} {digest(session.game.to_json())}")
        if len(session.log) >= slow_after:
            session.set_delay(0.05)
        if 0 in session.game.to_act():
            clock.call_later(session.delay, play_south)

    session.subscribe(report)
    clock.call_later(delay, play_south)  # South may have to pass first
    say(f"id {autosave.save_id}")
    return session, autosave


async def run_on_loop(seed: int, delay: float, slow_after: int) -> None:
    session, autosave = build(seed, AsyncioClock(), delay, slow_after)
    stop = asyncio.Event()

    def on_exit(signum: int) -> None:
        say("flushed")
        stop.set()

    install_signal_handlers(autosave.flush, on_exit, asyncio.get_running_loop())
    session.start()
    while not stop.is_set() and not session.game.is_over:
        await asyncio.sleep(0.01)


def run_plain(seed: int, delay: float, slow_after: int) -> None:
    clock = ManualClock()
    session, autosave = build(seed, clock, delay, slow_after)

    def on_exit(signum: int) -> None:
        say("flushed")
        raise SystemExit(0)

    install_signal_handlers(autosave.flush, on_exit)
    session.start()
    while not session.game.is_over:
        clock.advance(session.delay)
        time.sleep(session.delay)


def main() -> None:
    mode, seed, delay, slow_after = sys.argv[1], int(sys.argv[2]), float(sys.argv[3]), int(sys.argv[4])
    if mode == "loop":
        asyncio.run(run_on_loop(seed, delay, slow_after))
    else:
        run_plain(seed, delay, slow_after)
    say("end")


if __name__ == "__main__":
    main()

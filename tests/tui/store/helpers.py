"""Sessions for the store tests: the tiny Countdown game, and Hearts."""

import random

import rules
from rules.bot import RandomBot
from rules.clock import ManualClock
from rules.session import Seat, Session
from tests.rules.countdown import Countdown


def countdown_session(start=9, seed=5):
    game = Countdown(seed=seed, start=start)
    return Session(game, [Seat("You"), Seat("Bot", RandomBot())], ManualClock(), delay=0.5)


def hearts_session(seed=11, players=4):
    game = rules.new_game("hearts", seed=seed)
    names = ["You", "West", "North", "East"][:players]
    seats = [Seat(names[0])] + [Seat(n, RandomBot()) for n in names[1:]]
    return Session(game, seats, ManualClock(), delay=0.5)


def play_human_randomly(session, moves, seed=0):
    """Let the person (seat 0) play ``moves`` random legal actions, bots
    answering in between; stops early when the game ends."""
    rng = random.Random(seed)
    session.start()
    for _ in range(moves):
        session.run_bots()
        if session.game.is_over:
            return
        human = [s for s in session.game.to_act() if session.seats[s].is_human]
        if not human:
            return
        seat = human[0]
        legal = session.game.legal_actions(seat)
        session.act(seat, legal[rng.randrange(len(legal))])

"""Seeded games played to the end by the easy bots, step by step, for the
tests that check every position of a game (tests/rules/test_wire.py,
test_privacy.py)."""

from __future__ import annotations

import random
from collections.abc import Iterator

import rules
from rules.core import Action, Event, Game


def playout(name: str, seed: int, options: dict) -> Iterator[tuple[Game, int | None, Action | None, list[Event]]]:
    """Yields (game, seat, action, events) after the deal (seat and action
    None, the opening events) and after every action, to the end.  The
    seat to act is drawn by the seed among those with a decision, so Speed
    and Hearts' passing see every order."""
    game = rules.new_game(name, seed=seed, **options)
    bots = [rules.new_bot(name, "easy", f"{seed}/{s}") for s in range(game.num_players)]
    rng = random.Random(seed)
    yield game, None, None, list(game.opening_events)
    while not game.is_over:
        seats = sorted(s for s in game.to_act() if game.legal_actions(s))
        seat = seats[rng.randrange(len(seats))]
        action = bots[seat].choose(game.view(seat), list(game.legal_actions(seat)))
        yield game, seat, action, game.apply(seat, action)

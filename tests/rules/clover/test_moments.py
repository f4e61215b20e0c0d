"""moment_before works a view back over the events that led to it: checked
against the views the engine itself gave before those events, for both
seats, over one action and over several, in seeded games played to the end
(the turn too: the top bar and the ▶ ran one turn ahead while a bouquet was told)."""

from __future__ import annotations

import random

import pytest

import rules
from rules.clover.moments import Moment, moment_before
from rules.core import Event


def moment_of(view) -> Moment:
    return Moment(view.hand, view.opponent_hand_size, view.scores, view.turn, view.turn_number)


@pytest.mark.parametrize("seed", range(6))
def test_a_view_worked_back_over_the_events_is_the_view_before_them(seed):
    played_back(seed)


@pytest.mark.parametrize("seed", range(3))
def test_a_drawn_game_worked_back_has_the_last_turns_seat(seed, monkeypatch):
    """A draw names no seat (GameDrawn): the turn before it is the last bouquet's."""
    import rules.clover.game

    monkeypatch.setattr(rules.clover.game, "MAX_TURNS", 6)
    game = played_back(seed)
    assert game.drawn


def played_back(seed: int):
    game = rules.new_game("clover", seed=seed)
    bots = [rules.new_bot("clover", "easy", seed * 2 + s) for s in (0, 1)]
    rng = random.Random(seed)
    history: list[tuple[tuple[Moment, Moment], list[Event]]] = []  # the moments before each action, its events
    for _ in range(3000):
        if game.is_over:
            break
        seat = next(iter(game.to_act()))
        before = (moment_of(game.view(0)), moment_of(game.view(1)))
        events = game.apply(seat, bots[seat].choose(game.view(seat), game.legal_actions(seat)))
        history.append((before, events))
        # Back over the last one to five actions' events.
        back = rng.randint(1, min(5, len(history)))
        later = [e for _, events_of in history[-back:] for e in events_of]
        for s in (0, 1):
            assert moment_before(game.view(s), later) == history[-back][0][s]
    assert game.is_over
    # Worked back over nothing, a view is its own moment.
    assert moment_before(game.view(0), []) == moment_of(game.view(0))
    return game

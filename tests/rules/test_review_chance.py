"""Judging a decision by its win chance (rules/review_chance.py): a cost
is shown only when it clears on two independent sets of worlds, with the
second set's figures (the first set's are flattered by the luck that made
it clear)."""

from __future__ import annotations

import itertools

from rules.review import separating
from rules.review_chance import settle, story_of


def worlds(costly_first: int):
    """Worlds numbered from 0; on the first ``costly_first`` the chosen
    candidate (0) loses where the best (1) wins, after that alternately."""
    counter = itertools.count()

    def draw() -> int:
        return next(counter)

    def outcome(world: int, j: int) -> tuple[float, frozenset]:
        if world < costly_first:
            return float(j == 1), frozenset({("lost",)} if j == 0 else ())
        return float((world + j) % 2), frozenset()  # the two candidates as good as each other

    return draw, outcome


def test_a_cost_that_clears_on_fresh_worlds_too_is_shown_with_their_figures():
    draw, outcome = worlds(costly_first=10_000)
    judged = settle(0, 1, draw, outcome, 50)
    assert judged is not None and judged.cost == 1.0 and judged.samples == 50
    assert draw() == 100  # two sets of 50 worlds drawn


def test_a_cost_that_cleared_by_luck_is_not_shown():
    draw, outcome = worlds(costly_first=50)  # the first 50 worlds flatter the best candidate, the next do not
    assert settle(0, 1, draw, outcome, 50) is None


def test_a_decision_that_does_not_clear_is_measured_once():
    draw, outcome = worlds(costly_first=0)
    assert settle(0, 1, draw, outcome, 50) is None
    assert draw() == 50


def test_the_playouts_tell_the_fact_that_separates_the_moves_most_often():
    draw, outcome = worlds(costly_first=10_000)
    judged = settle(0, 1, draw, outcome, 50)
    assert judged is not None
    told = story_of(judged, lambda fact: True)
    assert told is not None and told.fact == ("lost",) and told.bad
    assert (told.chosen, told.best, told.samples) == (50, 0, 50)


def test_a_good_fact_is_told_from_the_better_move_and_a_rare_one_not_at_all():
    chosen = {("win", 1): 30, ("gave", "8C"): 12, ("win", 0): 5}
    best = {("win", 1): 10, ("gave", "8C"): 10, ("win", 0): 40}
    bad = lambda fact: fact[0] == "gave" or fact[1] != 0  # noqa: E731 - seat 0's view
    told = separating(chosen, best, 100, bad)
    assert told is not None and told.fact == ("win", 0) and not told.bad and (told.chosen, told.best) == (5, 40)  # 35 beats 20
    assert separating({("gave", "8C"): 12}, {("gave", "8C"): 10}, 100, bad) is None  # 2 of 100: not told

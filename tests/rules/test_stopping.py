"""A review nobody waits for stops within one sample (rules/stopping.py):
the worker says how to tell, the sampling loops ask once a sample."""

from __future__ import annotations

import threading

import pytest

from rules.hearts.review import review_hand
from rules.review import review
from rules.stopping import Stopped, check, stoppable
from tests.rules.hearts.test_review import OPTIONS, SOUTH, scripted_hand


def test_check_raises_only_inside_stoppable_once_asked():
    check()  # outside: never
    with stoppable(lambda: False):
        check()
    with stoppable(lambda: True), pytest.raises(Stopped):
        check()
    check()  # the block is left: never again


def test_nested_blocks_restore_the_outer_question_and_other_threads_are_not_stopped():
    seen: list[str] = []

    def ask() -> None:  # a thread without a block of its own is never stopped
        check()
        seen.append("asked")

    with stoppable(lambda: False):
        with stoppable(lambda: True), pytest.raises(Stopped):
            check()
        check()  # the outer question again
        with stoppable(lambda: True):
            worker = threading.Thread(target=ask)
            worker.start()
            worker.join()
    assert seen == ["asked"]  # the other thread had no question of its own


def counting(stop_after: int):
    """A question that turns true on its ``stop_after + 1``-th asking, and
    how many times it was asked."""
    asked = [0]

    def question() -> bool:
        asked[0] += 1
        return asked[0] > stop_after

    return question, asked


def test_a_hearts_review_stops_at_the_next_sample():
    log, _ = scripted_hand(12, None)
    question, asked = counting(5)
    with stoppable(question), pytest.raises(Stopped):
        review_hand(12, OPTIONS, log, SOUTH)
    assert asked[0] == 6  # stopped at the first check after the question turned


@pytest.mark.parametrize("game, seed", [("clover", 3), ("harvest", 4)])
def test_a_win_chance_review_stops_at_the_next_sample(game, seed):
    import rules

    played = rules.new_game(game, seed=seed)
    bots = [rules.new_bot(game, "medium", f"{seed}/{s}") for s in range(2)]
    log: list[tuple[int, str]] = []
    while not played.is_over and len(log) < 40:
        seat = min(played.to_act())
        action = bots[seat].choose(played.view(seat), played.legal_actions(seat))
        played.apply(seat, action)
        log.append((seat, str(action)))
    question, asked = counting(3)
    with stoppable(question), pytest.raises(Stopped):
        review(game, seed, {}, log, 0)
    assert asked[0] == 4

"""The expert level (issue 43): a deadline checked inside the search,
cancellable, and replayable by seed when its budget is a number of rounds."""

from __future__ import annotations

import itertools

import pytest

import rules
from rules.hearts.expert import ExpertBot
from rules.thinking import Budget, Thinker

TURN_BASED = ["hearts", "harvest", "clover"]


class Ticks:
    """A clock that moves ``step`` seconds each time it is read."""

    def __init__(self, step: float) -> None:
        self.step = step
        self.reads = itertools.count()

    def __call__(self) -> float:
        return next(self.reads) * self.step


def test_a_deadline_stops_the_rounds_before_the_time_would_run_out():
    # Each read of the clock is 0.1 s later, one read a round: after round k
    # the clock says 0.1 k s, a round is seen to take 0.1 s, and the fifth
    # would end at 0.5 s, not before it.
    deadline = Budget(seconds=0.5, now=Ticks(0.1)).start()
    done = 0
    while deadline.more(done):
        done += 1
    assert done == 4


def test_a_deadline_always_runs_the_least_rounds_and_stops_when_cancelled():
    budget = Budget(seconds=0.5, now=Ticks(10.0))  # every round is far past the deadline
    deadline = budget.start(least=5)
    assert [deadline.more(k) for k in range(6)] == [True] * 5 + [False]
    budget = Budget(seconds=100.0, now=Ticks(0.0))
    deadline = budget.start(least=2)
    budget.cancel.set()
    assert [deadline.more(k) for k in range(4)] == [True, True, False, False]


def test_fixed_rounds_need_no_clock_and_a_budget_needs_a_limit():
    deadline = Budget.fixed(7).start()
    assert sum(1 for _ in itertools.takewhile(deadline.more, itertools.count())) == 7
    with pytest.raises(ValueError):
        Budget(seconds=None)
    with pytest.raises(ValueError):
        Budget(seconds=0.0)


@pytest.mark.parametrize("game", TURN_BASED)
def test_every_turn_based_game_has_an_expert_above_hard(game):
    assert rules.bot_levels(game)[-2:] == ["hard", "expert"]
    assert rules.default_level(game) == "medium"
    bot = rules.new_bot(game, "expert", 0, Budget.fixed(3))
    assert isinstance(bot, Thinker) and bot.thinking.rounds == 3
    assert rules.level_of(game, bot) == "expert"
    expert = rules.new_bot(game, "expert", 0)
    assert isinstance(expert, Thinker) and expert.thinking.seconds == 0.5


def _play(game_name: str, seed: int, budget: Budget, moves: int) -> list[str]:
    """The first ``moves`` actions of a seeded game with an expert in seat 0
    and hard elsewhere, every bot reseeded per decision as the Session does."""
    game = rules.new_game(game_name, seed=seed)
    bots = [rules.new_bot(game_name, "expert" if s == 0 else "hard", 0, budget) for s in range(game.num_players)]
    out = []
    for move in range(moves):
        if game.is_over:
            break
        seat = min(game.to_act())
        bots[seat].reseed(f"{seed}/{seat}/{move}")
        action = bots[seat].choose(game.view(seat), game.legal_actions(seat))
        game.apply(seat, action)
        out.append(f"{seat} {action}")
    return out


@pytest.mark.parametrize(("game", "moves"), [("hearts", 20), ("harvest", 40), ("clover", 30)])
def test_an_expert_with_a_fixed_number_of_rounds_replays_exactly(game, moves):
    first = _play(game, 5, Budget.fixed(30), moves)
    assert first == _play(game, 5, Budget.fixed(30), moves)
    assert len(first) == moves


def test_the_hearts_expert_thinks_as_long_as_its_clock_allows():
    """The same decision with more time on a (fake) clock weighs more deals."""
    game = rules.new_game("hearts", seed=3)
    view, legal = game.view(0), game.legal_actions(0)
    counts = []
    for step in (0.01, 0.001):
        bot = rules.new_bot("hearts", "expert", 0, Budget(seconds=1.0, now=Ticks(step)))
        assert isinstance(bot, ExpertBot)
        counts.append(bot._decide(view, legal)[1].samples)
    assert counts[0] < counts[1]

"""The expert's deal weights: how well a sampled deal explains the others'
plays (rules/hearts/inference.py)."""

from __future__ import annotations

import random

import pytest

from rules.hearts.game import HeartsGame
from rules.hearts.hard import view_table
from rules.hearts.inference import MISS, PlayLikelihood
from rules.hearts.playout import code_of
from rules.hearts.sampler import DealSampler, knowledge


def policy_game(seed: int, tricks: int) -> HeartsGame:
    """A 4-player hand where seats 1-3 play exactly the playout policy's
    card and seat 0 a random legal one, until seat 0 is to play after
    ``tricks`` tricks (or later in that trick); the passes are random (a
    pass is not judged)."""
    g = HeartsGame(seed, players=4)
    rng = random.Random(seed)
    while g.phase == "passing":
        seat = min(g.to_act())
        legal = g.legal_actions(seat)
        g.apply(seat, legal[rng.randrange(len(legal))])
    while len(g.view(0).tricks_played) < tricks or g.turn != 0:
        turn = g.turn
        assert turn is not None
        seat = turn
        legal = g.legal_actions(seat)
        if seat == 0:
            action = legal[rng.randrange(len(legal))]
        else:
            suit, bit = view_table(g.view(seat), list(g.hands)).policy(seat)
            code = code_of(suit, bit)
            action = next(a for a in legal if a.card.code == code)
        g.apply(seat, action)
    return g


@pytest.mark.parametrize("seed", range(6))
def test_the_deal_the_policy_played_explains_every_play(seed):
    g = policy_game(seed, 5)
    view = g.view(0)
    assert PlayLikelihood(view).weight(list(g.hands)) == 1.0


@pytest.mark.parametrize("seed", range(6))
def test_deals_the_plays_argue_against_count_less(seed):
    g = policy_game(seed, 5)
    view = g.view(0)
    likely = PlayLikelihood(view)
    deals = DealSampler(knowledge(view))
    rng = random.Random(seed)
    weights = [likely.weight(deals.deal(rng)) for _ in range(200)]
    # Every miss is one factor MISS; some sampled deals miss.
    allowed = {MISS ** k for k in range(60)}
    assert all(any(abs(w - a) < 1e-12 for a in allowed) for w in weights)
    assert min(weights) < 1.0
    assert sum(weights) / len(weights) < 1.0


def test_nothing_to_judge_before_the_others_play():
    g = HeartsGame(3, players=4)
    rng = random.Random(3)
    while g.phase == "passing":
        seat = min(g.to_act())
        legal = g.legal_actions(seat)
        g.apply(seat, legal[rng.randrange(len(legal))])
    leader = g.turn
    view = g.view(leader)
    likely = PlayLikelihood(view)
    deal = DealSampler(knowledge(view)).deal(rng)
    assert likely.weight(deal) == 1.0


def test_three_player_hands_are_not_judged():
    g = HeartsGame(5, players=3)
    rng = random.Random(5)
    while g.phase == "passing" or len(g.view(0).tricks_played) < 2 or g.turn != 0:
        seat = min(g.to_act())
        legal = g.legal_actions(seat)
        g.apply(seat, legal[rng.randrange(len(legal))])
    view = g.view(0)
    assert PlayLikelihood(view).weight(DealSampler(knowledge(view)).deal(rng)) == 1.0

"""The hard player's judgement of one decision, from the deciding seat's view.

A card play: every distinct legal card (hard.card_groups) is played out by
the rollout policy (playout.py) on the same sampled deals consistent with
the view (sampler.py).  A pass: the candidate passes the hard player weighs
(passing.py, the chosen one among them) on the same uniform deals of the
unseen cards, the others passing by their rule of thumb.  Common random
numbers: the candidates are compared on the same deals, not on lucky ones.

The measure is the seat's points in the hand as scored, what the player
loses: its own points, 0 when it shoots the moon, 26 when another seat does.
When a moon shot is plausible for the seat (``may_shoot``: nobody else has a
point yet, and a strong hand or 10 points taken), each card is also played
out with the seat going for all 26 and its better plan counts, as for the
hard player.  The review inherits that player's optimism there (the other
seats in the playouts do not defend against a shot); the reason then says
that the better card was a shot at the moon.

The best candidate is picked on one set of deals and the figures (the chosen
and the best action's expectations, the cost, its standard error) come from
as many fresh deals: the best of several noisy means is flattered by the
pick (the winner's curse), the more so among the 21 passes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from random import Random

from rules.core import Action
from rules.review import Story
from rules.stopping import check

from .actions import Pass, Play
from .hard import card_groups, may_shoot, view_table
from .masks import POWER, mask_of
from .passing import Exchanges, candidate_passes, pass_totals
from .playout import field_bit
from .review_story import DEALS as STORY_DEALS
from .review_story import story, told
from .sampler import DealSampler, knowledge
from .view import HeartsView

DEALS = 200  # sampled deals to pick the best, and as many again for the figures


@dataclass(frozen=True)
class Judgement:
    """The chosen and the best action's expected points for the seat, on the
    same ``samples`` deals, and the cost with its standard error."""

    chosen: Action  # for a card: the lowest of the cards interchangeable with it
    best: Action
    chosen_value: float
    best_value: float
    cost: float  # chosen_value - best_value
    error: float
    samples: int
    moon: bool = False  # the best card's figure is its plan of going for the moon
    # What came of the two moves, asked only of a decision the review reports:
    # ``retell(rng)`` plays them out again (review_story.py) and returns the story or None.
    retell: Callable[[Random], Story | None] | None = field(default=None, compare=False, repr=False)


def scored(taken: list[int], me: int) -> int:
    """``me``'s points for the hand as scored: a moon shot gives the
    shooter 0 and everyone else 26."""
    for s, points in enumerate(taken):
        if points == 26:
            return 0 if s == me else 26
    return taken[me]


def judge(view: HeartsView, legal: Sequence[Action], chosen: Play, rng: Random,
          deals: int = DEALS) -> Judgement | None:
    """The card play ``chosen`` judged from ``view`` alone; None when the
    legal cards are all worth the same (nothing to judge)."""
    k = knowledge(view)
    groups = card_groups(list(legal), k.unseen, view.trick)
    if len(groups) < 2:
        return None
    reps = [g[0] for g in groups]
    mine = next(j for j, g in enumerate(groups) if any(a.card == chosen.card for a in g))
    moves = [field_bit(a.card.code) for a in reps]
    me = view.seat

    position, sampler = view_table(view, [0] * view.num_players), DealSampler(k)

    def draw():
        return position.with_hands(sampler.deal(rng))

    def value(base, j: int, shooting: bool) -> int:
        t = base.copy()
        t.play(me, *moves[j])
        if shooting:
            t.shooter = me
        return scored(t.rollout(), me)

    plans = (False, True) if may_shoot(view) else (False,)
    totals = [[0] * len(plans) for _ in reps]
    for _ in range(deals):
        check()
        base = draw()
        for j in range(len(reps)):
            for p, shooting in enumerate(plans):
                totals[j][p] += value(base, j, shooting)
    plan = [plans[min(range(len(plans)), key=lambda p: t[p])] for t in totals]  # each card's better plan
    means = [totals[j][plans.index(plan[j])] / deals for j in range(len(reps))]
    best = min(range(len(reps)), key=lambda j: (round(means[j], 6), j != mine, POWER[reps[j].card.code]))
    judged = _confirmed(reps[mine], reps[best], mine == best, deals, draw,
                        lambda base: value(base, mine, plan[mine]), lambda base: value(base, best, plan[best]),
                        plan[best])

    def facts(base, k: int) -> frozenset:
        j = (mine, best)[k]
        t = base.copy()
        if plan[j]:
            t.shooter = me
        return told(t, me, moves[j], True)[1]

    return replace(judged, retell=lambda own: story(
        own, STORY_DEALS, lambda r: position.with_hands(sampler.deal(r)), facts, me))


def judge_pass(view: HeartsView, chosen: Pass, rng: Random, deals: int = DEALS) -> Judgement:
    """The pass ``chosen`` judged from ``view`` (before the exchange: the
    seat's hand and nothing else) against the hard player's candidates."""
    exchanges = Exchanges(view)
    me = view.seat
    mine = mask_of(chosen.cards)
    candidates = candidate_passes(exchanges.mine, mine)
    totals = pass_totals(exchanges, candidates, deals, rng, lambda taken: scored(taken, me))
    j_mine = candidates.index(mine)
    best = min(range(len(candidates)), key=lambda j: (totals[j], j != j_mine))
    best_pass = Pass(tuple(c for c in view.hand if candidates[best] >> c.code & 1))
    judged = _confirmed(chosen, best_pass, best == j_mine, deals, lambda: exchanges.draw(rng),
                        lambda drawn: scored(exchanges.play_out(drawn, mine), me),
                        lambda drawn: scored(exchanges.play_out(drawn, candidates[best]), me))

    def facts(drawn, k: int) -> frozenset:
        return told(exchanges.table(drawn, (mine, candidates[best])[k]), me, None, False)[1]

    return replace(judged, retell=lambda own: story(own, STORY_DEALS, exchanges.draw, facts, me))


def _confirmed(chosen: Action, best: Action, same: bool, deals: int, draw: Callable,
               chosen_value: Callable, best_value: Callable, moon: bool = False) -> Judgement:
    """The figures of ``chosen`` and ``best`` on ``deals`` fresh deals (none
    needed when the chosen action is the best)."""
    if same:
        return Judgement(chosen, best, 0.0, 0.0, 0.0, 0.0, 0, moon)
    a, b = [], []
    for _ in range(deals):
        check()
        deal = draw()
        a.append(chosen_value(deal))
        b.append(best_value(deal))
    diffs = [x - y for x, y in zip(a, b)]
    cost = sum(diffs) / deals
    var = sum((x - cost) ** 2 for x in diffs) / max(deals - 1, 1)
    return Judgement(chosen, best, sum(a) / deals, sum(b) / deals, cost, (var / deals) ** 0.5, deals, moon)

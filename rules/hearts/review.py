"""The review of a Hearts hand: which of a seat's card plays cost points.

The hand is replayed from the log; at each of the seat's card plays only its
view and legal cards are kept (``moments``), and only those are judged
(``judge``): the review can know no more than the player knew.  Every
distinct legal card is played out, as the hard player does (hard.py), on the
same ``DEALS`` sampled deals consistent with the view (common random numbers:
the cards are compared on the same deals, not on lucky ones).

The measure is the seat's points in the hand as scored, what the player
loses: its own points, 0 when it shoots the moon, 26 when another seat does.
A card's cost is its expectation less the best card's.

When a moon shot is plausible for the seat (``may_shoot``: nobody else has a
point yet, and a strong hand or 10 points taken), each card is also played
out with the seat going for all 26, and its better plan counts, as for the
hard player.  The review inherits that player's optimism there: the other
seats in the playouts do not defend against a shot.  The reason then says
that the better card was a shot at the moon.

A decision is reported only when it clearly cost ``THRESHOLD`` points or
more: the cost less one standard error of the per-deal difference is still
at least ``THRESHOLD``, and the cost is at least ``Z`` standard errors.  The
best of several noisy means is biased low, and a hand the hard player played
(with its own deals and its own measure, which counts a quarter of the
others' points) must not be blamed for sampling noise: in 60 seeded hands
the hard player played (tests/benchmarks/hearts_review.py --hard 60), the
plain "cost >= 1 and 2 standard errors" flagged 2 of its decisions (1.25 and
1.27 points, error about 0.45), this rule none, while the scripted blunders
in the tests cost 2.5 and 12.8 points.

The pass is not reviewed: before the exchange the only knowledge is the hand,
and the playouts would have to guess every other seat's pass and its whole
hand; a figure in points from that would claim more than it knows.  Its log
index is in ``Review.not_reviewed``.

Deals are not reused across decisions: a deal drawn for an earlier decision
rarely fits the cards played since, and drawing anew costs less than
filtering.  The randomness is the review's own, seeded by the game's seed,
the hand and the seat, so a hand reviewed twice gives the same review.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from rules.core import Action
from rules.review import Decision, Review

from .actions import Pass, Play
from .events import TrickWon
from .game import HeartsGame
from .hard import card_groups, may_shoot, view_table
from .masks import POWER
from .playout import field_bit
from .review_why import Why, why_of
from .sampler import knowledge, sample_deal
from .view import HeartsView

__all__ = ["DEALS", "THRESHOLD", "Z", "Moment", "Judgement", "moments", "judge", "review_hand"]

DEALS = 200  # sampled deals per decision
THRESHOLD = 1.0  # points: a cheaper decision is not shown
Z = 2.0  # standard errors the cost must exceed
SHOWN = 2  # decisions shown at most


@dataclass(frozen=True)
class Moment:
    """One card play of the reviewed seat, as that seat saw it: the view and
    legal cards before it, the card played, and the tricks of the hand as
    everyone saw them won (to say afterwards what the card did)."""

    index: int  # in the log
    view: HeartsView
    legal: tuple[Action, ...]
    chosen: Play
    tricks: tuple[TrickWon, ...]  # every trick of the hand, as the table saw them won


@dataclass(frozen=True)
class Judgement:
    """Every distinct card's expected points (``means``, best first) on the
    same ``samples`` deals, and the chosen card's cost with its standard error."""

    chosen: Action  # the representative of the chosen card's group
    best: Action
    means: tuple[tuple[Action, float], ...]
    cost: float
    error: float
    samples: int
    moon: bool = False  # the best card's figure is its plan of going for the moon


def moments(game: HeartsGame, log: Sequence[tuple[int, str]], seat: int, hand: int | None
            ) -> tuple[int, list[Moment], int | None]:
    """Replay ``log`` on ``game`` (new, seeded) and keep ``seat``'s card
    plays in hand ``hand`` (None: the hand of the log's last action), each
    with nothing but what the seat could see.  Returns the hand, the
    moments, and the log index of the seat's pass in it (None if none).
    A seat not at the table or a hand the log does not reach is a
    ``ValueError``; an action the game refuses, its ``IllegalAction``."""
    if not 0 <= seat < game.num_players:
        raise ValueError(f"there is no seat {seat} at this {game.num_players}-player table")
    by_hand: dict[int, list[tuple[int, HeartsView, tuple[Action, ...], Play]]] = {}
    won: dict[int, list[TrickWon]] = {}
    passes: dict[int, int] = {}
    current = game.hand_number
    for index, (s, text) in enumerate(log):
        current = game.hand_number
        action = game.parse_action(s, text)
        if s == seat and type(action) is Play:
            by_hand.setdefault(current, []).append(
                (index, game.view(seat), tuple(game.legal_actions(seat)), action))
        elif s == seat and type(action) is Pass:
            passes[current] = index
        for event in game.apply(s, action):
            if type(event) is TrickWon:  # public: told to every seat as it is
                won.setdefault(current, []).append(event.seen_by(seat))
    hand = current if hand is None else hand
    if not 1 <= hand <= current:
        raise ValueError(f"hand {hand} is not in this log (hands 1 to {current})")
    tricks = won.get(hand, [])
    out = []
    for index, view, legal, chosen in by_hand.get(hand, []):
        out.append(Moment(index, view, legal, chosen, tuple(tricks)))
    return hand, out, passes.get(hand)


def judge(view: HeartsView, legal: Sequence[Action], chosen: Play, rng: random.Random,
          deals: int = DEALS) -> Judgement | None:
    """The hard player's judgement of ``chosen`` from ``view`` alone; None
    when the legal cards are all worth the same (nothing to judge)."""
    k = knowledge(view)
    groups = card_groups(list(legal), k.unseen, view.trick)
    if len(groups) < 2:
        return None
    reps = [g[0] for g in groups]
    mine = next(j for j, g in enumerate(groups) if any(a.card == chosen.card for a in g))
    moves = [field_bit(a.card.code) for a in reps]
    me = view.seat
    shoot = may_shoot(view)
    plain = [[0] * deals for _ in reps]
    shot = [[0] * deals for _ in reps] if shoot else None
    for d in range(deals):
        base = view_table(view, sample_deal(k, rng))
        for j, (suit, bit) in enumerate(moves):
            t = base.copy()
            t.play(me, suit, bit)
            if shot is not None:
                t2 = t.copy()
                t2.shooter = me
                shot[j][d] = scored(t2.rollout(), me)
            plain[j][d] = scored(t.rollout(), me)
    outcomes = plain
    shooting = [False] * len(reps)
    if shot is not None:  # each card with its better plan, as the hard player picks
        shooting = [sum(s) < sum(p) for p, s in zip(plain, shot)]
        outcomes = [s if better else p for p, s, better in zip(plain, shot, shooting)]
    means = [sum(o) / deals for o in outcomes]
    best = min(range(len(reps)), key=lambda j: (round(means[j], 6), POWER[reps[j].card.code]))
    diffs = [a - b for a, b in zip(outcomes[mine], outcomes[best])]
    cost = sum(diffs) / deals
    var = sum((x - cost) ** 2 for x in diffs) / max(deals - 1, 1)
    order = sorted(range(len(reps)), key=lambda j: means[j])
    return Judgement(reps[mine], reps[best], tuple((reps[j], means[j]) for j in order), cost,
                     (var / deals) ** 0.5, deals, shooting[best])


def scored(taken: list[int], me: int) -> int:
    """``me``'s points for the hand as scored: a moon shot gives the
    shooter 0 and everyone else 26."""
    for s, points in enumerate(taken):
        if points == 26:
            return 0 if s == me else 26
    return taken[me]


def review_hand(seed: int, options: dict, log: Sequence[tuple[int, str]], seat: int,
                hand: int | None = None) -> Review:
    """The costliest card plays of ``seat`` in ``hand`` (by default the hand
    of the log's last action): at most ``SHOWN``, each clearly costing at
    least ``THRESHOLD`` points.  About a second of CPU: call it
    in a worker; the result is frozen and picklable."""
    game = HeartsGame(seed=seed, **options)
    hand, found, pass_index = moments(game, log, seat, hand)
    rng = random.Random(f"review:{seed}:{hand}:{seat}")
    costly: list[Decision] = []
    evaluated = forced = 0
    for m in found:
        judged = judge(m.view, m.legal, m.chosen, rng)
        if judged is None:
            forced += 1
            continue
        evaluated += 1
        if judged.cost - judged.error >= THRESHOLD and judged.cost >= Z * judged.error:
            costly.append(_decision(m, judged))
    costly.sort(key=lambda d: (-d.cost, d.index))
    return Review("hearts", seat, hand, "points", tuple(costly[:SHOWN]), evaluated, forced,
                  () if pass_index is None else (pass_index,))


def _decision(m: Moment, judged: Judgement) -> Decision:
    means = dict(judged.means)
    chosen_value, best_value = means[judged.chosen], means[judged.best]
    why: Why = why_of(m.view, m.chosen.card, judged.best.card, chosen_value, best_value, judged.samples,
                      m.tricks, judged.moon)
    return Decision(m.index, m.view.seat, len(m.view.tricks_played) + 1, m.chosen, judged.best,
                    chosen_value, best_value, chosen_value - best_value, judged.samples, why)

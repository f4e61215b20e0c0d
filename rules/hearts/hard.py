"""The hard Hearts player: determinized Monte Carlo over sampled deals.

For each decision it deals the unseen cards many times, consistently with
what its view shows (sampler.py), and for every distinct legal card plays
the rest of the hand out with the fast policy (playout.py).  The card with
the best average outcome is chosen.  The same deals are used for every
candidate, so the comparison is between cards, not between lucky deals.

The work is a fixed number of simulated card plays, not a time limit, so
the bot stays deterministic given its rng.  The outcome counted is the
hand's score: its own points, less a quarter of the others' average (so a
moon shot — 0 for it, 26 for everyone else — is worth trying when the
samples say it works, and a shot by someone else is worth stopping).  When
nobody else has a point and its hand is strong, each card is also played out
with a moon-shooting plan, and the better plan counts.

``explain`` is ``choose`` with what the choice rested on (the search's
means, or the rule that left no choice), said by hints.py: the hint key
shows exactly the card this player would play.

Its pass is chosen the same way (passing.py), among the triples of its most
dangerous cards; the medium player's choice (pass or card) is kept unless the
samples find something better by a clear margin.
"""

from __future__ import annotations

from collections.abc import Callable

from rules.bot import Bot
from rules.hint import Hint

from .heuristics import medium_pass, medium_play
from .hints import Found, hint_for
from .masks import POWER
from .passing import mc_pass_scored
from .playout import QBIT, PlayoutHand, field_bit, to_fields
from .sampler import Dealer, DealSampler, Knowledge, knowledge

OTHERS_WEIGHT = 0.25


class HardBot(Bot):
    level = "hard"
    budget = 200000  # simulated card plays per decision
    min_samples = 8
    max_samples = 400
    pass_samples = 60  # sampled deals per candidate pass
    pass_margin = 0.25
    prior_margin = 0.25  # points per hand in favour of the medium choice

    def choose(self, view, legal_actions):
        return self._decide(view, legal_actions)[0]

    def explain(self, view, legal_actions) -> Hint:
        action, found = self._decide(view, legal_actions)
        return hint_for(view, action, found)

    def _decide(self, view, legal_actions) -> tuple:
        """(the action, what it rests on): one path for choose and explain."""
        if view.phase == "passing":
            pass_pick = medium_pass(view)
            if self.pass_samples <= 0:
                return pass_pick, Found("rule")
            action, scores, deals = mc_pass_scored(view, self.rng, self.pass_deals(), _utility, pass_pick,
                                                   self.pass_margin)
            return action, Found("search", deals, tuple(scores))
        if len(legal_actions) == 1:
            return legal_actions[0], Found("forced")
        k = knowledge(view)
        groups = _distinct(legal_actions, k.unseen, view.trick)
        if len(groups) == 1:
            return groups[0], Found("equal")
        cards_left = sum(view.hand_sizes)
        samples = self.budget // (len(groups) * max(cards_left, 1))
        samples = max(self.min_samples, min(self.max_samples, samples))
        shoot = may_shoot(view)
        if shoot:
            samples = max(self.min_samples, samples // 2)
        samples, totals, shooting = self._search(view, k, groups, shoot, self.play_deals(samples))
        # The medium player's choice keeps the move unless another card is
        # clearly better: small differences are mostly sampling noise.
        preferred = medium_play(view, [a.card for a in legal_actions])
        raw = [total / samples for total in totals]
        means = list(raw)
        for j, a in enumerate(groups):
            if a.card is preferred or _same_group(a.card, preferred, groups):
                means[j] -= self.prior_margin
        best = min(range(len(groups)), key=lambda j: (round(means[j], 6), POWER[groups[j].card.code]))
        return groups[best], Found("search", samples, tuple(zip(groups, raw)), shooting[best])

    def pass_deals(self):
        """How many deals the pass is weighed over (a number, or a
        ``more(done)`` as ``rules.thinking.Deadline.more``)."""
        return self.pass_samples

    def play_deals(self, samples: int):
        """The same for a card: ``samples`` is what the budget of card plays allows."""
        return lambda done: done < samples

    def rollout_seat(self, view, sample: int) -> int:
        """The seat the playouts of deal ``sample`` play as going for the
        moon (-1: nobody but ourselves, when ``may_shoot``)."""
        return -1

    def deal_weigher(self, view) -> Callable[[list[int]], float] | None:
        """How much each sampled deal counts (None: all the same)."""
        return None

    def dealer(self, k: Knowledge) -> Dealer:
        """Where the search's deals come from: hard's sampler (a benchmark's
        clairvoyant variant deals the true hands here, to measure what the
        information is worth at all)."""
        return DealSampler(k)

    def playout(self, t: PlayoutHand, me: int) -> list[int]:
        """A sampled deal played out after one of our candidate cards: the
        points each seat takes (tests/benchmarks/hearts_variants.py tries
        other playouts here)."""
        return t.rollout()

    def _search(self, view, k, groups, shoot: bool, more) -> tuple[int, list[float], list[bool]]:
        """Every group's card played out over sampled deals while
        ``more(deals done)``: (the deals, each card's total utility, whether
        its better plan was our moon shot)."""
        moves = [field_bit(a.card.code) for a in groups]
        me = view.seat
        totals = [0.0] * len(groups)
        shoot_totals = [0.0] * len(groups)
        position = view_table(view, [0] * view.num_players)  # what the view says, once
        deals = self.dealer(k)
        weigh = self.deal_weigher(view)
        weights = 0.0
        samples = 0
        while more(samples):
            hands = deals.deal(self.rng)
            w = 1.0 if weigh is None else weigh(hands)
            weights += w
            base = position.with_hands(hands)
            base.shooter = self.rollout_seat(view, samples)
            for j, (suit, bit) in enumerate(moves):
                t = base.copy()
                t.play(me, suit, bit)
                if shoot:
                    t2 = t.copy()
                    t2.shooter = me
                    shoot_totals[j] += w * _utility(t2.rollout(), me)
                totals[j] += w * _utility(self.playout(t, me), me)
            samples += 1
        if weigh is not None and weights > 0:
            # Weighted means, as the caller divides by the deals.
            scale = samples / weights
            totals = [x * scale for x in totals]
            shoot_totals = [x * scale for x in shoot_totals]
        shooting = [False] * len(groups)
        if shoot:
            # Going for the moon is a plan we may pick per card, not per deal.
            shooting = [b < a for a, b in zip(totals, shoot_totals)]
            totals = [min(a, b) for a, b in zip(totals, shoot_totals)]
        return samples, totals, shooting

def _same_group(card, other, groups) -> bool:
    """Whether ``other`` is interchangeable with ``card`` (no representative
    of its own among ``groups``)."""
    if any(a.card is other for a in groups) or card.suit != other.suit:
        return False
    rep = max((a.card for a in groups if a.card.suit == other.suit and POWER[a.card.code] <= POWER[other.code]),
              key=lambda c: POWER[c.code], default=None)
    return rep is card


def may_shoot(view) -> bool:
    """Worth simulating a moon shot: nobody else has a point yet and we hold
    strength (or have already taken a lot)."""
    me = view.seat
    if any(p for s, p in enumerate(view.points_this_hand) if s != me):
        return False
    if view.points_this_hand[me] >= 10:
        return True
    high = sum(1 for c in view.hand if POWER[c.code] >= 12)
    hearts = sum(1 for c in view.hand if c.suit == "H" and POWER[c.code] >= 11)
    return high >= 5 and hearts >= 2


def _utility(taken: list[int], me: int) -> float:
    n = len(taken)
    for s in range(n):
        if taken[s] == 26:
            if s == me:
                return -OTHERS_WEIGHT * 26
            return 26.0
    others = (sum(taken) - taken[me]) / (n - 1)
    return taken[me] - OTHERS_WEIGHT * others


def _distinct(legal_actions, unseen: int, trick) -> list:
    """One action per group of interchangeable cards (``card_groups``)."""
    return [group[0] for group in card_groups(legal_actions, unseen, trick)]


def card_groups(legal_actions, unseen: int, trick) -> list[list]:
    """The legal actions in groups of interchangeable cards, lowest first in
    each: same suit, no unseen or on-the-table card between them, and Q♠
    always on its own.  Whichever card of a group is played, every sampled
    deal plays out the same (the review counts a card as its group's)."""
    separators = unseen
    for _, card in trick:
        separators |= 1 << card.code
    sep_fields = to_fields(separators)
    out: list[list] = []
    by_suit: dict[int, list] = {}
    for a in legal_actions:
        by_suit.setdefault(a.card.code // 13, []).append(a)
    for suit, actions in by_suit.items():
        actions.sort(key=lambda a: POWER[a.card.code])
        prev_bit = None
        prev_queen = False
        for a in actions:
            _, bit = field_bit(a.card.code)
            queen = suit == 0 and (1 << bit) == QBIT
            between = 0 if prev_bit is None else (
                sep_fields[suit] & ((1 << bit) - 1) & ~((1 << (prev_bit + 1)) - 1))
            if prev_bit is None or queen or prev_queen or between:
                out.append([a])
            else:
                out[-1].append(a)
            prev_bit, prev_queen = bit, queen
    return out


def view_table(view, hands: list[int]) -> PlayoutHand:
    """The position ``view`` shows, with ``hands`` as every seat's cards (a
    sampled deal): ready for ``view.seat`` to play."""
    t = PlayoutHand()
    n = view.num_players
    t.n = n
    t.hands = [to_fields(h) for h in hands]
    t.turn = view.seat
    t.count = len(view.trick)
    t.lead = t.win_bit = t.win_seat = 0
    t.tpts = 0
    t.queen_out = True
    for _, cards, _ in view.tricks_played:
        if any(c.code == 11 for _, c in cards):
            t.queen_out = False
    if view.trick:
        lead_suit = view.trick[0][1].code // 13
        t.lead = lead_suit
        t.win_bit = -1
        for s, card in view.trick:
            suit, bit = field_bit(card.code)
            if suit == lead_suit and bit > t.win_bit:
                t.win_bit, t.win_seat = bit, s
            if suit == 1:
                t.tpts += 1
            elif card.code == 11:
                t.tpts += 13
                t.queen_out = False
    t.broken = view.hearts_broken
    t.first = view.is_first_trick
    t.tricks_left = view.cards_per_hand - len(view.tricks_played)
    t.taken = list(view.points_this_hand)
    t.shooter = -1
    return t

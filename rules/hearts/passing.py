"""The hard player's pass: a handful of candidate passes, each tried on the
same sampled deals, with everyone else passing by a quick rule of thumb and
the hand played out by the rollout policy.

Before the exchange nothing has been played, so the only knowledge is our
own hand: the other hands are a uniform deal of the rest.
"""

from __future__ import annotations

import itertools

from rules.cards import CARDS

from .actions import Pass
from .masks import FULL, POWER, QS, SUIT_MASKS, TWO_CLUBS, mask_of
from .playout import Table, to_fields

POOL = 6  # the most dangerous cards of which every 3 are tried


def danger(code: int, hand: int) -> float:
    """How much a card wants to be passed (higher: pass it sooner)."""
    suit, p = code // 13, POWER[code]
    length = (hand & SUIT_MASKS[suit]).bit_count()
    if code == QS:
        low = (hand & SUIT_MASKS[0] & ~((1 << 11) | (1 << 12) | 1)).bit_count()
        return 100 if low < 4 else 5
    if suit == 0 and p > 12:
        guarded = (hand & SUIT_MASKS[0]).bit_count() - (2 if hand >> QS & 1 else 1) >= 3
        return 40 + p if not guarded or hand >> QS & 1 else p - 6
    if suit == 1:
        return 20 + p if p >= 11 else p
    if code == TWO_CLUBS:
        return 0
    return p + (12 - 3 * length if length <= 3 else 0)


def quick_pass(hand: int) -> int:
    """Three cards by ``danger``, as a mask."""
    codes = [c for c in range(52) if hand >> c & 1]
    codes.sort(key=lambda c: danger(c, hand), reverse=True)
    return (1 << codes[0]) | (1 << codes[1]) | (1 << codes[2])


def candidate_passes(hand: int, extra: int | None = None) -> list[int]:
    codes = [c for c in range(52) if hand >> c & 1]
    codes.sort(key=lambda c: danger(c, hand), reverse=True)
    pool = codes[:POOL]
    out = [(1 << a) | (1 << b) | (1 << c) for a, b, c in itertools.combinations(pool, 3)]
    if extra is not None and extra not in out:
        out.append(extra)
    return out


def start_table(n: int, hands: list[int], size: int) -> Table:
    """A hand about to be played: ``hands`` after the exchange, 2♣ to lead."""
    t = Table()
    t.n = n
    t.hands = [to_fields(h) for h in hands]
    holder = next(s for s in range(n) if hands[s] >> TWO_CLUBS & 1)
    t.turn = holder
    t.count = t.lead = t.win_bit = t.win_seat = t.tpts = 0
    t.broken = False
    t.first = True
    t.tricks_left = size
    t.taken = [0] * n
    t.queen_out = True
    t.shooter = -1
    return t


class Exchanges:
    """Sampled deals as a passing seat sees them: the rest of the cards dealt
    at random to the others, who pass by ``quick_pass``.  ``draw`` gives
    every hand after the exchange but for our own pass; ``after`` puts a
    candidate pass of ours in."""

    def __init__(self, view) -> None:
        self.n = view.num_players
        self.me = view.seat
        self.target = view.pass_target
        self.source = view.pass_source
        self.mine = mask_of(view.hand)
        removed = mask_of(view.removed_cards)
        self.rest = [c for c in range(52) if (FULL & ~self.mine & ~removed) >> c & 1]
        self.size = view.cards_per_hand
        self.others = [s for s in range(self.n) if s != self.me]

    def draw(self, rng) -> tuple[list[int], int]:
        """(every hand after the others' passes, the cards we receive)."""
        n, me, size, rest = self.n, self.me, self.size, self.rest
        rng.shuffle(rest)
        hands = [0] * n
        hands[me] = self.mine
        for i, s in enumerate(self.others):
            m = 0
            for c in rest[i * size:(i + 1) * size]:
                m |= 1 << c
            hands[s] = m
        passes = [0] * n
        for s in self.others:
            passes[s] = quick_pass(hands[s])
        after = [hands[s] & ~passes[s] for s in range(n)]
        for s in self.others:
            t = (s + (self.target - me)) % n
            if t != me:
                after[t] |= passes[s]
        return after, passes[self.source]

    def play_out(self, drawn: tuple[list[int], int], cand: int) -> list[int]:
        """The hand played out by the rollout policy with our pass ``cand``:
        the points each seat takes."""
        return self.table(drawn, cand).rollout()

    def table(self, drawn: tuple[list[int], int], cand: int):
        """The hand about to be played, after the exchange with our pass ``cand``."""
        after, received = drawn
        final = after[:]
        final[self.me] = (self.mine & ~cand) | received
        final[self.target] |= cand
        return start_table(self.n, final, self.size)


def pass_totals(exchanges: Exchanges, candidates: list[int], samples: int, rng, outcome) -> list[float]:
    """Each candidate pass's total ``outcome(taken)`` over ``samples``
    deals of the unseen cards, the same deals for every candidate."""
    totals = [0.0] * len(candidates)
    for _ in range(samples):
        drawn = exchanges.draw(rng)
        for j, cand in enumerate(candidates):
            totals[j] += outcome(exchanges.play_out(drawn, cand))
    return totals


def mc_pass(view, rng, samples: int, utility, preferred: Pass, margin: float) -> Pass:
    return mc_pass_scored(view, rng, samples, utility, preferred, margin)[0]


def mc_pass_scored(view, rng, samples: int, utility, preferred: Pass, margin: float
                   ) -> tuple[Pass, list[tuple[Pass, float]]]:
    """``mc_pass`` and what it found: every candidate pass with its mean
    outcome over the samples (before the preferred pass's margin), for the
    hint's figures."""
    exchanges = Exchanges(view)
    me = view.seat
    preferred_mask = mask_of(preferred.cards)
    candidates = candidate_passes(exchanges.mine, preferred_mask)
    totals = pass_totals(exchanges, candidates, samples, rng, lambda taken: utility(taken, me))
    raw = [total / samples for total in totals]
    means = [mean - margin if cand == preferred_mask else mean for cand, mean in zip(candidates, raw)]
    best = min(range(len(candidates)), key=lambda j: means[j])
    passes = [Pass(tuple(CARDS[c] for c in range(52) if cand >> c & 1)) for cand in candidates]
    return passes[best], list(zip(passes, raw))

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


def _start_table(n: int, hands: list[int], size: int) -> Table:
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


def mc_pass(view, rng, samples: int, utility, preferred: Pass, margin: float) -> Pass:
    return mc_pass_scored(view, rng, samples, utility, preferred, margin)[0]


def mc_pass_scored(view, rng, samples: int, utility, preferred: Pass, margin: float
                   ) -> tuple[Pass, list[tuple[Pass, float]]]:
    """``mc_pass`` and what it found: every candidate pass with its mean
    outcome over the samples (before the preferred pass's margin), for the
    hint's figures."""
    n = view.num_players
    me = view.seat
    target = view.pass_target
    source = view.pass_source
    mine = mask_of(view.hand)
    removed = mask_of(view.removed_cards)
    rest = [c for c in range(52) if (FULL & ~mine & ~removed) >> c & 1]
    size = view.cards_per_hand
    preferred_mask = mask_of(preferred.cards)
    candidates = candidate_passes(mine, preferred_mask)
    totals = [0.0] * len(candidates)
    others = [s for s in range(n) if s != me]
    for _ in range(samples):
        rng.shuffle(rest)
        hands = [0] * n
        hands[me] = mine
        for i, s in enumerate(others):
            m = 0
            for c in rest[i * size:(i + 1) * size]:
                m |= 1 << c
            hands[s] = m
        passes = [0] * n
        for s in others:
            passes[s] = quick_pass(hands[s])
        # Everyone's hand after the exchange, except for our own pass.
        after = [hands[s] & ~passes[s] for s in range(n)]
        for s in others:
            t = (s + (target - me)) % n
            if t != me:
                after[t] |= passes[s]
        received = passes[source]
        for j, cand in enumerate(candidates):
            final = after[:]
            final[me] = (mine & ~cand) | received
            final[target] |= cand
            table = _start_table(n, final, size)
            totals[j] += utility(table.rollout(), me)
    raw = [total / samples for total in totals]
    means = [mean - margin if cand == preferred_mask else mean for cand, mean in zip(candidates, raw)]
    best = min(range(len(candidates)), key=lambda j: means[j])
    passes = [Pass(tuple(CARDS[c] for c in range(52) if cand >> c & 1)) for cand in candidates]
    return passes[best], list(zip(passes, raw))

"""The hard player's pass: a handful of candidate passes, each tried on the
same sampled deals, with everyone else passing by a quick rule of thumb and
the hand played out by the rollout policy.

Before the exchange nothing has been played, so the only knowledge is our
own hand: the other hands are a uniform deal of the rest.

Two passes are never left to the samples (``pass_rules``): Q♠ held with at
most two lower spades goes, and a short club or diamond suit that the pass
can empty is emptied.  The rollouts play the queen's holder too kindly (their
leads seldom flush it) and value a void by one hand's play only, so sixty
noisy deals talked the search out of both, where a good player never is
(issue 43).
"""

from __future__ import annotations

import itertools

from rules.cards import CARDS

from .actions import Pass
from .masks import FULL, POWER, QS, SUIT_MASKS, TWO_CLUBS, mask_of
from .playout import PlayoutHand, to_fields

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


BELOW_QUEEN = SUIT_MASKS[0] & ~((1 << QS) | (1 << 12) | 1)  # 2♠..J♠
VOID_HIGH = 10  # a doubleton with a card this high or higher is worth emptying


def pass_rules(hand: int) -> tuple[int, list[int]]:
    """(the cards every pass must hold, the short suits one of which it must
    empty).  Q♠ with at most two spades below it goes.  A club or diamond
    suit is emptied when the slots left after Q♠, and after A♠ and K♠ that
    as few low spades leave unguarded, can empty it: a singleton (but a
    lone 2♣, which can never take a point) or a doubleton holding a 10 or
    higher."""
    required = 0
    low_spades = (hand & BELOW_QUEEN).bit_count()
    if hand >> QS & 1 and low_spades <= 2:
        required |= 1 << QS
    free = 3 - required.bit_count()
    if low_spades <= 2:
        free -= (hand & (1 | 1 << 12)).bit_count()  # A♠, K♠
    voids = []
    for suit in (2, 3):
        cards = hand & SUIT_MASKS[suit]
        n = cards.bit_count()
        if n == 1 <= free and cards != 1 << TWO_CLUBS or (
                n == 2 <= free and max(POWER[c] for c in range(52) if cards >> c & 1) >= VOID_HIGH):
            voids.append(cards)
    return required, voids


def keeps_rules(hand: int, cand: int) -> bool:
    """Whether the pass ``cand`` keeps ``pass_rules``."""
    required, voids = pass_rules(hand)
    return cand & required == required and (not voids or any(cand & v == v for v in voids))


def candidate_passes(hand: int, extra: int | None = None) -> list[int]:
    """The passes worth trying: those keeping ``pass_rules``, the rest of
    each filled from the most dangerous cards (every combination of them),
    and ``extra`` (a pass to judge, as the review's) whatever it is."""
    codes = [c for c in range(52) if hand >> c & 1]
    codes.sort(key=lambda c: danger(c, hand), reverse=True)
    required, voids = pass_rules(hand)
    bases = [required | v for v in voids] or [required]
    out: list[int] = []
    for base in bases:
        need = 3 - base.bit_count()
        pool = [c for c in codes if not base >> c & 1][:POOL - (3 - need) // 2]
        for combo in itertools.combinations(pool, need):
            cand = base
            for c in combo:
                cand |= 1 << c
            if cand not in out:
                out.append(cand)
    if extra is not None and extra not in out:
        out.append(extra)
    return out


def start_table(n: int, hands: list[int], size: int) -> PlayoutHand:
    """A hand about to be played: ``hands`` after the exchange, 2♣ to lead."""
    t = PlayoutHand()
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
    return pass_totals_while(exchanges, candidates, lambda done: done < samples, rng, outcome)[1]


def pass_totals_while(exchanges: Exchanges, candidates: list[int], more, rng, outcome) -> tuple[int, list[float]]:
    """``pass_totals`` over as many deals as ``more(deals done)`` allows:
    (the deals, the totals)."""
    totals = [0.0] * len(candidates)
    done = 0
    while more(done):
        drawn = exchanges.draw(rng)
        for j, cand in enumerate(candidates):
            totals[j] += outcome(exchanges.play_out(drawn, cand))
        done += 1
    return done, totals


def mc_pass(view, rng, samples: int, utility, preferred: Pass, margin: float) -> Pass:
    return mc_pass_scored(view, rng, samples, utility, preferred, margin)[0]


def mc_pass_scored(view, rng, samples, utility, preferred: Pass, margin: float
                   ) -> tuple[Pass, list[tuple[Pass, float]], int]:
    """``mc_pass`` and what it found: every candidate pass with its mean
    outcome over the samples (before the preferred pass's margin), for the
    hint's figures.  ``samples``: a number of deals, or ``more(done)``
    saying whether to draw another (an expert's deadline)."""
    exchanges = Exchanges(view)
    me = view.seat
    preferred_mask = mask_of(preferred.cards)
    if not keeps_rules(exchanges.mine, preferred_mask):
        preferred_mask = -1  # no favour for a pass that breaks the rules
    candidates = candidate_passes(exchanges.mine, None if preferred_mask < 0 else preferred_mask)
    more = samples if callable(samples) else (lambda done: done < samples)
    samples, totals = pass_totals_while(exchanges, candidates, more, rng, lambda taken: utility(taken, me))
    raw = [total / samples for total in totals]
    means = [mean - margin if cand == preferred_mask else mean for cand, mean in zip(candidates, raw)]
    best = min(range(len(candidates)), key=lambda j: means[j])
    passes = [Pass(tuple(CARDS[c] for c in range(52) if cand >> c & 1)) for cand in candidates]
    return passes[best], list(zip(passes, raw)), samples

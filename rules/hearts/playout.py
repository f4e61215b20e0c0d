"""Fast hand simulation for the hard player's Monte Carlo rollouts.

A hand here is four 13-bit "power fields", one per suit (spades, hearts,
diamonds, clubs as in ``card.code``): bit i stands for the card of power i+2,
so 2 is bit 0 and the ace bit 12, and "higher" is simply a higher bit.  The
rollout policy is the medium player's rules of thumb (duck, dump the queen
and high hearts, lead low) written as a few bit operations, because a
decision plays out hundreds of whole hands.
"""

from __future__ import annotations

from collections.abc import Sequence

S, H, D, C = 0, 1, 2, 3
QBIT = 1 << 10  # Q♠ in the spade field (power 12)
HIGH_SPADES = 0b1100000000000  # K♠, A♠


# A suit's 13 bits in card-code order (ace lowest) -> the same as a power field.
_POWER_FIELD = tuple((f >> 1) | ((f & 1) << 12) for f in range(1 << 13))


def to_fields(mask: int) -> list[int]:
    """A card-code mask as four power fields."""
    return [_POWER_FIELD[mask & 0x1FFF], _POWER_FIELD[mask >> 13 & 0x1FFF],
            _POWER_FIELD[mask >> 26 & 0x1FFF], _POWER_FIELD[mask >> 39 & 0x1FFF]]


def code_of(suit: int, bit: int) -> int:
    """The card code of ``bit`` in ``suit``'s power field."""
    return 13 * suit + (0 if bit == 12 else bit + 1)


def field_bit(code: int) -> tuple[int, int]:
    suit, r = divmod(code, 13)
    return suit, 12 if r == 0 else r - 1


class PlayoutHand:
    """A hand in progress, cheap to copy and to play out."""

    __slots__ = ("n", "hands", "turn", "count", "lead", "win_bit", "win_seat",
                 "tpts", "broken", "first", "tricks_left", "taken", "queen_out", "shooter")
    n: int  # seats
    hands: list[list[int]]  # by seat, four power fields each
    turn: int
    count: int  # cards in the trick
    lead: int  # the led suit
    win_bit: int
    win_seat: int
    tpts: int  # the trick's points
    broken: bool  # hearts broken
    first: bool  # the first trick
    tricks_left: int
    taken: list[int]  # points taken by seat
    queen_out: bool  # Q♠ still to be played
    shooter: int  # the seat played for as if shooting the moon; -1: none

    def copy(self) -> PlayoutHand:
        return self._with([h[:] for h in self.hands])

    def with_hands(self, hands: list[int]) -> PlayoutHand:
        """A copy of this table with ``hands`` (card-code masks, by seat) as
        every seat's cards: one sampled deal of a position."""
        return self._with([to_fields(h) for h in hands])

    def _with(self, fields: list[list[int]]) -> PlayoutHand:
        t = PlayoutHand.__new__(PlayoutHand)
        t.n = self.n
        t.hands = fields
        t.turn = self.turn
        t.count = self.count
        t.lead = self.lead
        t.win_bit = self.win_bit
        t.win_seat = self.win_seat
        t.tpts = self.tpts
        t.broken = self.broken
        t.first = self.first
        t.tricks_left = self.tricks_left
        t.taken = self.taken[:]
        t.queen_out = self.queen_out
        t.shooter = self.shooter
        return t

    def play(self, seat: int, suit: int, bit: int) -> None:
        self.hands[seat][suit] ^= 1 << bit
        count = self.count
        if count == 0:
            self.lead = suit
            self.win_bit = bit
            self.win_seat = seat
        elif suit == self.lead and bit > self.win_bit:
            self.win_bit = bit
            self.win_seat = seat
        if suit == H:
            self.tpts += 1
            self.broken = True
        elif suit == S and bit == 10:
            self.tpts += 13
            self.queen_out = False
        count += 1
        if count == self.n:
            w = self.win_seat
            self.taken[w] += self.tpts
            self.tpts = 0
            self.count = 0
            self.first = False
            self.tricks_left -= 1
            self.turn = w
        else:
            self.count = count
            self.turn = (seat + 1) % self.n

    def legal(self, seat: int) -> list[tuple[int, int]]:
        """Every legal (suit, bit) for ``seat`` (which must be to play)."""
        h = self.hands[seat]
        out = []
        if self.count:
            f = h[self.lead]
            if f:
                return _bits(self.lead, f)
            if self.first:
                safe = [(S, h[S] & ~QBIT), (D, h[D]), (C, h[C])]
                if any(m for _, m in safe):
                    for s, m in safe:
                        out += _bits(s, m)
                    return out
                if h[H]:  # only hearts and Q♠: never the queen on the first trick
                    return _bits(H, h[H])
            for s in range(4):
                out += _bits(s, h[s])
            return out
        if self.first:
            return [(C, 0)] if h[C] & 1 else [(s, b) for s in range(4) for _, b in _bits(s, h[s])]
        suits: Sequence[int] = range(4)
        if not self.broken and (h[S] or h[D] or h[C]):
            suits = (S, D, C)
        for s in suits:
            out += _bits(s, h[s])
        return out

    def rollout(self) -> list[int]:
        """Play the hand out with the policy; returns points taken per seat.
        ``play`` is written out here, the same steps, and the table's state
        is kept in local names until the end (a decision plays out tens of
        thousands of cards: an attribute per step is a tenth of the time)."""
        hands = self.hands
        shooter = self.shooter
        last = self.n - 1
        taken = self.taken
        turn, count, lead, win_bit, win_seat = self.turn, self.count, self.lead, self.win_bit, self.win_seat
        tpts, broken, first, queen_out, tricks_left = self.tpts, self.broken, self.first, self.queen_out, self.tricks_left
        while tricks_left:
            seat = turn
            h = hands[seat]
            if seat == shooter:
                suit, bit = _shoot(h, count, lead, win_bit, first, broken)
            elif count == 0:
                suit, bit = _lead(h, first, broken, queen_out)
            else:
                suit = lead
                f = h[suit]
                if f:
                    # _follow(f, lead, win_bit, first, tpts, queen_out, count == last) written
                    # out: the most frequent step of all.
                    if suit == S and f & QBIT and win_bit > 10:
                        bit = 10
                    elif first:
                        bit = TOP[f]
                    else:
                        bit = -1
                        if count == last and tpts == 0:
                            over = (f >> (win_bit + 1)) << (win_bit + 1)
                            if suit == S:
                                over &= ~QBIT
                            if over:
                                bit = TOP[over]
                        if bit < 0:
                            under = f & ((1 << win_bit) - 1)
                            if under:
                                if suit == S and under & ~QBIT:
                                    under &= ~QBIT
                                bit = TOP[under]
                            else:
                                safe = f & ~QBIT if suit == S else f
                                if not safe:
                                    safe = f
                                bit = LOW[safe] if count != last and suit == S and queen_out else TOP[safe]
                else:
                    suit, bit = _discard(h, first, queen_out)
            # play(seat, suit, bit):
            h[suit] ^= 1 << bit
            if count == 0:
                lead = suit
                win_bit = bit
                win_seat = seat
            elif suit == lead and bit > win_bit:
                win_bit = bit
                win_seat = seat
            if suit == H:
                tpts += 1
                broken = True
            elif suit == S and bit == 10:
                tpts += 13
                queen_out = False
            if count == last:
                taken[win_seat] += tpts
                tpts = 0
                count = 0
                first = False
                tricks_left -= 1
                turn = win_seat
            else:
                count += 1
                turn = seat + 1 if seat < last else 0
        self.turn, self.count, self.lead, self.win_bit, self.win_seat = turn, count, lead, win_bit, win_seat
        self.tpts, self.broken, self.first, self.queen_out, self.tricks_left = tpts, broken, first, queen_out, tricks_left
        return taken

    def policy(self, seat: int) -> tuple[int, int]:
        """The rollout policy's card for ``seat``, as (suit, bit)."""
        h = self.hands[seat]
        if seat == self.shooter:
            return _shoot(h, self.count, self.lead, self.win_bit, self.first, self.broken)
        if self.count == 0:
            return _lead(h, self.first, self.broken, self.queen_out)
        f = h[self.lead]
        if f:
            return self.lead, _follow(f, self.lead, self.win_bit, self.first, self.tpts, self.queen_out,
                                      self.count == self.n - 1)
        return _discard(h, self.first, self.queen_out)


def _bits(suit: int, f: int) -> list[tuple[int, int]]:
    out = []
    while f:
        low = f & -f
        out.append((suit, low.bit_length() - 1))
        f ^= low
    return out


def _low(f: int) -> int:
    return (f & -f).bit_length() - 1


def _tables() -> tuple[tuple, tuple, tuple, tuple]:
    """By 13-bit field: its highest bit, its lowest, the lead's score of the
    suit (lowest bit + 0.3 per card, the very float the rule computes), and
    the discard's preference as one int ordered as the tuple (highest bit
    >= 9, fewer cards, highest bit).  Built a power of two at a time (the
    fields from 2**k up repeat the lower ones with bit k added); index 0 is
    never asked for."""
    top, low, count = [-1], [-1], [0]
    for k in range(13):
        top += [k] * (1 << k)
        low += [k] + low[1:1 << k]
        count += [c + 1 for c in count]
    lead = [lo + 0.3 * c for lo, c in zip(low, count)]
    discard = [(t >= 9) << 8 | (13 - c) << 4 | t for t, c in zip(top, count)]
    return tuple(top), tuple(low), tuple(lead), tuple(discard)


TOP, LOW, LEAD_SCORE, DISCARD_KEY = _tables()


def _lead(h: list[int], first: bool, broken: bool, queen_out: bool) -> tuple[int, int]:
    """The suit with the lowest score (its lowest card, a little for its
    length; spades and hearts weighed by the queen's danger), ties to the
    first of clubs, diamonds, spades, hearts; its lowest card."""
    c = h[C]
    if first and c & 1:
        return C, 0
    d, sp, hh = h[D], h[S], h[H]
    best = 99.0
    best_suit = -1
    if c:
        best, best_suit = LEAD_SCORE[c], C
    if d:
        score = LEAD_SCORE[d]
        if score < best:
            best, best_suit = score, D
    if sp:
        score = LEAD_SCORE[sp]
        if sp & QBIT or (queen_out and sp & HIGH_SPADES):
            score += 20
        elif queen_out:
            score -= 3
        if score < best:
            best, best_suit = score, S
    if hh and (broken or not (sp or d or c)):
        score = LEAD_SCORE[hh] + 4
        if score < best:
            best_suit = H
    return best_suit, LOW[h[best_suit]]


def _follow(f: int, lead: int, w: int, first: bool, tpts: int, queen_out: bool, last: bool) -> int:
    if lead == S and f & QBIT and w > 10:
        return 10
    if first:
        return TOP[f]
    over = f >> (w + 1)
    if last and tpts == 0 and over:
        o = (over << (w + 1)) & ~QBIT if lead == S else over << (w + 1)
        if o:
            return TOP[o]
    under = f & ((1 << w) - 1)
    if under:
        if lead == S and under & ~QBIT:
            under &= ~QBIT
        return TOP[under]
    safe = f & ~QBIT if lead == S else f
    if not safe:
        safe = f
    if not last and lead == S and queen_out:
        return LOW[safe]
    return TOP[safe]


def _discard(h: list[int], first: bool, queen_out: bool) -> tuple[int, int]:
    if first:
        best = (-1, -1, -1)
        for s, m in ((S, h[S] & ~QBIT), (D, h[D]), (C, h[C])):
            if m:
                b = m.bit_length() - 1
                if b > best[0]:
                    best = (b, s, b)
        if best[1] >= 0:
            return best[1], best[2]
        if h[H]:  # only hearts and Q♠: the highest heart, never the queen
            return H, h[H].bit_length() - 1
    sp = h[S]
    if sp & QBIT:
        return S, 10
    if queen_out and sp & HIGH_SPADES:
        return S, TOP[sp]
    hh = h[H]
    if hh and TOP[hh] >= 6:
        return H, TOP[hh]
    best_suit, best_key = -1, -1
    for s in (S, D, C, H):
        f = h[s]
        if f:
            key = DISCARD_KEY[f]
            if key > best_key:
                best_key, best_suit = key, s
    return best_suit, TOP[h[best_suit]]


def _shoot(h: list[int], count: int, lead: int, win_bit: int, first: bool, broken: bool) -> tuple[int, int]:
    """The policy of a seat going for all 26: win every trick it can with its
    highest card, keep its hearts, throw its lowest when it cannot win."""
    if count:
        f = h[lead]
        if f:
            if f >> (win_bit + 1):
                return lead, f.bit_length() - 1
            return lead, _low(f)
        best = (99, -1)
        for s in (D, C, S):
            m = h[s] & ~QBIT if s == S else h[s]
            if m and _low(m) < best[0]:
                best = (_low(m), s)
        if best[1] >= 0 and not first:
            return best[1], best[0]
        if best[1] >= 0:
            return best[1], best[0]
        if h[S] & QBIT and not h[H]:
            return S, 10
        return (H, _low(h[H])) if h[H] else (S, 10)
    if first and h[C] & 1:
        return C, 0
    # Lead the strongest card of the longest allowed suit.
    best_suit, best_key = -1, (-1, -1)
    only_hearts = not (h[S] or h[D] or h[C])
    for s in (H, S, D, C):
        f = h[s]
        if not f or (s == H and not broken and not only_hearts):
            continue
        key = (f.bit_length(), f.bit_count())
        if key > best_key:
            best_key, best_suit = key, s
    return best_suit, h[best_suit].bit_length() - 1

"""Fast hand simulation for the hard player's Monte Carlo rollouts.

A hand here is four 13-bit "power fields", one per suit (spades, hearts,
diamonds, clubs as in ``card.code``): bit i stands for the card of power i+2,
so 2 is bit 0 and the ace bit 12, and "higher" is simply a higher bit.  The
rollout policy is the medium player's rules of thumb (duck, dump the queen
and high hearts, lead low) written as a few bit operations, because a
decision plays out hundreds of whole hands.
"""

from __future__ import annotations

S, H, D, C = 0, 1, 2, 3
QBIT = 1 << 10  # Q♠ in the spade field (power 12)
HIGH_SPADES = 0b1100000000000  # K♠, A♠


def to_fields(mask: int) -> list[int]:
    """A card-code mask as four power fields."""
    out = []
    for s in range(4):
        f = mask >> (13 * s) & 0x1FFF
        out.append((f >> 1) | ((f & 1) << 12))
    return out


def code_of(suit: int, bit: int) -> int:
    """The card code of ``bit`` in ``suit``'s power field."""
    return 13 * suit + (0 if bit == 12 else bit + 1)


def field_bit(code: int) -> tuple[int, int]:
    suit, r = divmod(code, 13)
    return suit, 12 if r == 0 else r - 1


class Table:
    """A hand in progress, cheap to copy and to play out."""

    __slots__ = ("n", "hands", "turn", "count", "lead", "win_bit", "win_seat",
                 "tpts", "broken", "first", "tricks_left", "taken", "queen_out", "shooter")

    def copy(self) -> Table:
        t = Table.__new__(Table)
        t.n = self.n
        t.hands = [h[:] for h in self.hands]
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
        suits = range(4)
        if not self.broken and (h[S] or h[D] or h[C]):
            suits = (S, D, C)
        for s in suits:
            out += _bits(s, h[s])
        return out

    def rollout(self) -> list[int]:
        """Play the hand out with the policy; returns points taken per seat.
        ``policy`` and ``play`` are written out here, the same steps, to
        save two calls per card (a decision plays out thousands of cards)."""
        hands = self.hands
        shooter = self.shooter
        n = self.n
        last = n - 1
        taken = self.taken
        while self.tricks_left:
            seat = self.turn
            h = hands[seat]
            count = self.count
            if seat == shooter:
                suit, bit = _shoot(self, h)
            elif count == 0:
                suit, bit = _lead(self, h)
            else:
                suit = self.lead
                f = h[suit]
                if f:
                    bit = _follow(self, f, count == last)
                else:
                    suit, bit = _discard(self, h)
            # play(seat, suit, bit):
            h[suit] ^= 1 << bit
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
            if count == last:
                w = self.win_seat
                taken[w] += self.tpts
                self.tpts = 0
                self.count = 0
                self.first = False
                self.tricks_left -= 1
                self.turn = w
            else:
                self.count = count + 1
                self.turn = (seat + 1) % n
        return taken

    def policy(self, seat: int) -> tuple[int, int]:
        """The rollout policy's card for ``seat``, as (suit, bit)."""
        h = self.hands[seat]
        if seat == self.shooter:
            return _shoot(self, h)
        if self.count == 0:
            return _lead(self, h)
        f = h[self.lead]
        if f:
            return self.lead, _follow(self, f, self.count == self.n - 1)
        return _discard(self, h)


def _bits(suit: int, f: int) -> list[tuple[int, int]]:
    out = []
    while f:
        low = f & -f
        out.append((suit, low.bit_length() - 1))
        f ^= low
    return out


def _low(f: int) -> int:
    return (f & -f).bit_length() - 1


def _lead(t: Table, h: list[int]) -> tuple[int, int]:
    if t.first and h[C] & 1:
        return C, 0
    best_suit = best_low = -1
    best = 99
    hearts_ok = t.broken or not (h[S] or h[D] or h[C])
    queen_out = t.queen_out
    for s in (C, D, S, H):
        f = h[s]
        if not f or (s == H and not hearts_ok):
            continue
        low = (f & -f).bit_length() - 1
        score = low + 0.3 * f.bit_count()
        if s == S:
            if f & QBIT or (queen_out and f & HIGH_SPADES):
                score += 20
            elif queen_out:
                score -= 3
        elif s == H:
            score += 4
        if score < best:
            best = score
            best_suit = s
            best_low = low
    return best_suit, best_low


def _follow(t: Table, f: int, last: bool) -> int:
    w = t.win_bit
    if t.lead == S and f & QBIT and w > 10:
        return 10
    if t.first:
        return f.bit_length() - 1
    over = f >> (w + 1)
    if last and t.tpts == 0 and over:
        o = (over << (w + 1)) & ~QBIT if t.lead == S else over << (w + 1)
        if o:
            return o.bit_length() - 1
    under = f & ((1 << w) - 1)
    if under:
        if t.lead == S and under & ~QBIT:
            under &= ~QBIT
        return under.bit_length() - 1
    safe = f & ~QBIT if t.lead == S else f
    if not safe:
        safe = f
    if not last and t.lead == S and t.queen_out:
        return _low(safe)
    return safe.bit_length() - 1


def _discard(t: Table, h: list[int]) -> tuple[int, int]:
    if t.first:
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
    if h[S] & QBIT:
        return S, 10
    if t.queen_out and h[S] & HIGH_SPADES:
        return S, h[S].bit_length() - 1
    hh = h[H]
    if hh and hh.bit_length() - 1 >= 6:
        return H, hh.bit_length() - 1
    best_suit, best_key = -1, (-1, 0, 0)
    for s in (S, D, C, H):
        f = h[s]
        if f:
            b = f.bit_length() - 1
            key = (b >= 9, -f.bit_count(), b)
            if key > best_key:
                best_key, best_suit = key, s
    return best_suit, h[best_suit].bit_length() - 1


def _shoot(t: Table, h: list[int]) -> tuple[int, int]:
    """The policy of a seat going for all 26: win every trick it can with its
    highest card, keep its hearts, throw its lowest when it cannot win."""
    if t.count:
        f = h[t.lead]
        if f:
            if f >> (t.win_bit + 1):
                return t.lead, f.bit_length() - 1
            return t.lead, _low(f)
        best = (99, -1)
        for s in (D, C, S):
            m = h[s] & ~QBIT if s == S else h[s]
            if m and _low(m) < best[0]:
                best = (_low(m), s)
        if best[1] >= 0 and not t.first:
            return best[1], best[0]
        if best[1] >= 0:
            return best[1], best[0]
        if h[S] & QBIT and not h[H]:
            return S, 10
        return (H, _low(h[H])) if h[H] else (S, 10)
    if t.first and h[C] & 1:
        return C, 0
    # Lead the strongest card of the longest allowed suit.
    best_suit, best_key = -1, (-1, -1)
    only_hearts = not (h[S] or h[D] or h[C])
    for s in (H, S, D, C):
        f = h[s]
        if not f or (s == H and not t.broken and not only_hearts):
            continue
        key = (f.bit_length(), f.bit_count())
        if key > best_key:
            best_key, best_suit = key, s
    return best_suit, h[best_suit].bit_length() - 1

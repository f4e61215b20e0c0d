"""What a seat knows about the unseen cards, and deals consistent with it.

Everything comes from the seat's view: the cards played (``tricks_played``
and the current trick), the voids those plays showed, and the seat's own
pass, which sits in the pass target's hand until it is played.  It also
guesses where Q♠ is not: a player who discards something else when void,
or plays under a spade king or ace, most likely does not hold it.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.fastrandom import below, shuffle

from .masks import FULL, POWER, mask_of


@dataclass
class Knowledge:
    seat: int
    n: int
    mine: int  # my hand
    played: int  # every card played this hand, the current trick included
    unseen: int  # cards some other seat holds
    voids: list[int]  # per seat, a 4-bit set of suits it cannot hold
    known: list[int]  # per seat, cards it certainly holds
    sizes: list[int]  # cards in each hand
    no_queen: list[bool]  # seats whose play says they most likely lack Q♠


def knowledge(view) -> Knowledge:
    n = view.num_players
    seat = view.seat
    mine = mask_of(view.hand)
    played = 0
    voids = [0] * n
    broken = False
    tricks = [(lead, cards) for lead, cards, _ in view.tricks_played]
    if view.trick:
        tricks.append((view.leader, view.trick))
    no_queen = [False] * n
    queen_gone = False
    for index, (_lead, cards) in enumerate(tricks):
        lead_card = cards[0][1]
        if lead_card.suit == "H" and not broken:
            voids[cards[0][0]] |= 0b1101  # led hearts unbroken: held nothing else
        lead_suit = lead_card.code // 13
        best = -1
        for s, card in cards:
            played |= 1 << card.code
            suit = card.code // 13
            if not queen_gone and index > 0 and card.code != 11 and (
                    suit != lead_suit or (lead_suit == 0 and best > 12)):
                # A sensible player void in the suit led, or under a spade
                # king or ace, gets rid of the queen if it has it.
                no_queen[s] = True
            if suit == lead_suit:
                best = max(best, POWER[card.code])
            if suit != lead_suit:
                voids[s] |= 1 << lead_suit
                if index == 0 and (suit == 1 or card.code == 11):
                    # Points on the first trick: nothing but points was held.
                    voids[s] |= 1 << 2 | 1 << 3
            if suit == 1:
                broken = True
        if any(card.code == 11 for _, card in cards):
            queen_gone = True
    removed = mask_of(view.removed_cards)
    unseen = FULL & ~mine & ~played & ~removed
    known = [0] * n
    if view.pass_target is not None and view.received_cards:
        known[view.pass_target] = mask_of(view.passed_cards) & unseen
    sizes = list(view.hand_sizes)
    voids[seat] = 0
    no_queen[seat] = False
    return Knowledge(seat, n, mine, played, unseen, voids, known, sizes, no_queen)


def sample_deal(k: Knowledge, rng, tries: int = 30) -> list[int]:
    """Hands for every seat (ours as it is) drawn at random among those that
    fit what we know.  The guesses about Q♠ are dropped first if no deal fits
    after half the attempts, then the voids, rather than failing."""
    n = k.n
    others = [s for s in range(n) if s != k.seat]
    free = k.unseen
    for s in others:
        free &= ~k.known[s]
    cards = []  # the free codes from low to high
    while free:
        low = free & -free
        cards.append(low.bit_length() - 1)
        free ^= low
    for attempt in range(tries + 1):
        strict = attempt < tries
        queen_guess = attempt < tries // 2
        hands = [0] * n
        hands[k.seat] = k.mine
        room = [0] * n
        for s in others:
            hands[s] = k.known[s]
            room[s] = max(0, k.sizes[s] - k.known[s].bit_count())  # never below 0: see the draw
        shuffle(rng, cards)
        # Most constrained cards first: those few seats may hold.
        allowed_of = {}
        for suit in range(4):
            allowed_of[suit] = [s for s in others if not (k.voids[s] >> suit & 1)] if strict else others
        queen_seats = allowed_of[0]
        if queen_guess:
            queen_seats = [s for s in queen_seats if not k.no_queen[s]]
        # Each card's possible seats, by code (a list index is cheaper than
        # a key function per card).
        seats_of = [allowed_of[0]] * 13 + [allowed_of[1]] * 13 + [allowed_of[2]] * 13 + [allowed_of[3]] * 13
        seats_of[11] = queen_seats
        choices = [len(allowed_of[0])] * 13 + [len(allowed_of[1])] * 13 + [len(allowed_of[2])] * 13 \
            + [len(allowed_of[3])] * 13
        choices[11] = len(queen_seats)
        order = sorted(cards, key=choices.__getitem__)
        ok = True
        for c in order:
            # A seat without room adds nothing to the total and can never
            # take the draw below, so it need not be filtered out first.
            seats = seats_of[c]
            total = 0
            for s in seats:
                total += room[s]
            if not total:
                ok = False
                break
            r = below(rng, total)
            for s in seats:
                r -= room[s]
                if r < 0:
                    break
            hands[s] |= 1 << c
            room[s] -= 1
        if ok:
            return hands
    raise AssertionError("unreachable: the relaxed attempt always succeeds")

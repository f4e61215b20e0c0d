"""What a seat knows about the unseen cards, and deals consistent with it.

Everything comes from the seat's view: the cards played (``tricks_played``
and the current trick), the voids those plays showed, and the seat's own
pass, which sits in the pass target's hand until it is played.  It also
guesses where Q♠ is not: a player who discards something else when void,
or plays under a spade king or ace, most likely does not hold it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

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


class Dealer(Protocol):
    """What a search draws its deals from: every seat's cards, as masks."""

    def deal(self, rng) -> list[int]: ...


def sample_deal(k: Knowledge, rng, tries: int = 30) -> list[int]:
    """Hands for every seat (ours as it is) drawn at random among those that
    fit what we know.  The guesses about Q♠ are dropped first if no deal fits
    after half the attempts, then the voids, rather than failing."""
    return DealSampler(k, tries).deal(rng)


class DealSampler:
    """``sample_deal`` for one Knowledge, drawn many times: what every draw
    shares (the free cards, each card's possible seats, the order of
    constraint) is made once, not once per sampled deal."""

    def __init__(self, k: Knowledge, tries: int = 30) -> None:
        self.k = k
        self.tries = tries
        self.others = others = [s for s in range(k.n) if s != k.seat]
        free = k.unseen
        for s in others:
            free &= ~k.known[s]
        self.cards: list[int] = []  # the free codes from low to high
        while free:
            low = free & -free
            self.cards.append(low.bit_length() - 1)
            free ^= low
        self.hands = [0] * k.n
        self.hands[k.seat] = k.mine
        # Never below 0: a seat without room adds nothing to a draw's total.
        self.room = [0] * k.n
        for s in others:
            self.hands[s] = k.known[s]
            self.room[s] = max(0, k.sizes[s] - k.known[s].bit_count())
        self._plans: dict[tuple[bool, bool], tuple[list, list[int]]] = {}

    def _plan(self, strict: bool, queen_guess: bool) -> tuple[list, list[int]]:
        """Each card's possible seats, by code, and their number (the sort
        key: most constrained cards first)."""
        plan = self._plans.get((strict, queen_guess))
        if plan is None:
            k, others = self.k, self.others
            allowed_of = [[s for s in others if not (k.voids[s] >> suit & 1)] if strict else others
                          for suit in range(4)]
            queen_seats = allowed_of[0]
            if queen_guess:
                queen_seats = [s for s in queen_seats if not k.no_queen[s]]
            seats_of = [allowed_of[0]] * 13 + [allowed_of[1]] * 13 + [allowed_of[2]] * 13 + [allowed_of[3]] * 13
            seats_of[11] = queen_seats
            plan = self._plans[(strict, queen_guess)] = (seats_of, [len(seats) for seats in seats_of])
        return plan

    def deal(self, rng) -> list[int]:
        cards = self.cards[:]
        tries = self.tries
        for attempt in range(tries + 1):
            seats_of, choices = self._plan(attempt < tries, attempt < tries // 2)
            hands = self.hands[:]
            room = self.room[:]
            shuffle(rng, cards)
            ok = True
            for c in sorted(cards, key=choices.__getitem__):
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

"""A fast, int-coded copy of the clover-picker turn, for the bots' rollouts.

The bots may not touch the game, so the hard bot rebuilds a world from its
view: its own hand exactly, the opponent's hand as its known groups (each in
a sampled order), and a sampled order for the unseen top of the talon.  The
turns are then played out here by medium's rule: picks by ``WORTH``, the
spade chain by ``chain_on``; the expert may play the opponent in another
``Style`` (the greedy picker's, when its bouquets show it).  Cards are card
codes; -1 is an empty meadow slot.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import repeat, starmap

from .values import IS_CLUB, IS_RED, IS_SPADE, VALUE, WIN_SCORE

V, RD, SP, CL = VALUE, IS_RED, IS_SPADE, IS_CLUB
CODES = range(52)


def _worth(c: int) -> float:
    if CL[c]:
        return V[c] - 2.0
    return 1.0 if SP[c] else -1.0


# What a meadow card is worth to the medium player and in the rollouts, on a
# scale where only more than ``THRESHOLD`` is worth buying: a spade (one more
# card drawn, one more club counted) as much as a 3 of clubs, a club its
# points less two, a red card nothing.  Every card bought lengthens the
# hand's cycle, so a club worth 2 or less (the A, the 2 and the court cards)
# and any red card cost more than they bring: against the greedy baseline
# (issue 19) buying them lost most of medium's games.
WORTH: tuple[float, ...] = tuple(_worth(c) for c in CODES)
THRESHOLD = 0.5


@dataclass(frozen=True)
class Style:
    """How a rollout plays a seat: the meadow cards it buys (``worth`` above
    ``THRESHOLD``, the best first) and whether it plays every extra card
    its spades allow (``every_card``) or stops by ``chain_on``."""

    worth: tuple[float, ...]
    every_card: bool


# Medium's rule: the bots' own play, and the opponent's unless it shows otherwise.
MEDIUM = Style(WORTH, every_card=False)
# A player seen buying what medium never buys (a club worth 2 or less): the
# black card of the highest value first (a club on a tie), never a red one,
# every extra card of the chain played (rules.clover.greedy).
GREEDY = Style(tuple(-1.0 if RD[c] else V[c] + 0.5 * CL[c] for c in CODES), every_card=True)


def chain_on(played: list[int], spades: int, card: int) -> bool:
    """Medium's and the rollouts' rule for one more card: take it, unless it
    is a club that would not score now (``spades + 1`` clubs at least as
    good are out already): kept, it is the next turn's first card."""
    if not CL[card]:
        return True
    better = 0
    for c in played:
        if CL[c] and V[c] >= V[card]:
            better += 1
    return better < spades + 1


def continue_chain(hand: list[int], played: list[int], spades: int, extra: int, every_card: bool = False) -> int:
    """Play extra cards by ``chain_on`` (all of them: ``every_card``) while
    the spades allow; returns the spades."""
    while extra < spades and hand and (every_card or chain_on(played, spades, hand[-1])):
        c = hand.pop()
        played.append(c)
        spades += SP[c]
        extra += 1
    return spades


def play_bouquet(hand: list[int], every_card: bool = False) -> tuple[list[int], int]:
    """The five rightmost cards, then the chain (``continue_chain``);
    returns (played, spades)."""
    played: list[int] = []
    spades = 0
    while len(played) < 5 and hand:
        c = hand.pop()
        played.append(c)
        spades += SP[c]
    return played, continue_chain(hand, played, spades, 0, every_card)


def club_score(played: list[int], spades: int) -> int:
    clubs = [V[c] for c in played if CL[c]]
    if len(clubs) > spades + 1:
        clubs.sort(reverse=True)
        return sum(clubs[: spades + 1])
    return sum(clubs)


def greedy_picks(meadow: list[int], talon: list[int], left: int,
                 worth: tuple[float, ...] = WORTH) -> list[int]:
    """Take the best-worth affordable card while one is worth buying;
    refills (from the end of ``talon``) are available at once."""
    picked: list[int] = []
    while True:
        best, best_w = -1, THRESHOLD
        for i, c in enumerate(meadow):
            if c >= 0 and V[c] <= left:
                w = worth[c]
                if w > best_w:
                    best, best_w = i, w
        if best < 0:
            return picked
        c = meadow[best]
        picked.append(c)
        left -= V[c]
        meadow[best] = talon.pop() if talon else -1


def pass_meadow(meadow: list[int], talon: list[int]) -> None:
    """Nothing picked: the meadow under the talon, five new cards up."""
    talon[0:0] = [c for c in reversed(meadow) if c >= 0]
    for i in range(len(meadow)):
        meadow[i] = talon.pop() if talon else -1


class World:
    """One sampled completion of what a seat cannot see, played forward,
    each seat in its ``styles`` (medium's rule unless told)."""

    __slots__ = ("hands", "scores", "meadow", "talon", "rng", "styles")

    def __init__(self, hands: list[list[int]], scores: list[int], meadow: list[int], talon: list[int],
                 rng: random.Random, styles: tuple[Style, Style] = (MEDIUM, MEDIUM)) -> None:
        self.hands = hands
        self.scores = scores
        self.meadow = meadow
        self.talon = talon
        self.rng = rng
        self.styles = styles

    def end_turn(self, seat: int, bouquet: list[int], picked_any: bool) -> None:
        if not picked_any:
            pass_meadow(self.meadow, self.talon)
        # Sorting by fresh random keys is a uniform shuffle, and it keeps the
        # order of the cards two bouquets share: rollouts of two candidates
        # from one seed stay alike, so their difference is less noisy.
        keys = list(starmap(self.rng.random, repeat((), len(CODES))))  # rng.random() 52 times, in C
        bouquet.sort(key=keys.__getitem__)
        self.hands[seat][0:0] = bouquet

    def turn(self, seat: int) -> bool:
        """A whole turn with greedy picking; True when it wins the game."""
        played, spades = play_bouquet(self.hands[seat], self.styles[seat].every_card)
        return self.score_and_pick(seat, played, spades)

    def score_and_pick(self, seat: int, played: list[int], spades: int) -> bool:
        """The rest of a turn once the chain is over; True when it wins."""
        self.scores[seat] += club_score(played, spades)
        if self.scores[seat] >= WIN_SCORE:
            return True
        budget = 0
        for c in played:
            if RD[c]:
                budget += V[c]
        picked = greedy_picks(self.meadow, self.talon, budget, self.styles[seat].worth) if budget else []
        self.end_turn(seat, played + picked, bool(picked))
        return False

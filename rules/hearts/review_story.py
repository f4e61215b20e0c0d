"""What came of a reviewed Hearts decision in its playouts, to tell it in
words (rules/review.py's ``separating``).

The judgement's rollouts (review_judge.py) are written for speed and keep
nothing but the points; the one or two decisions a hand reports are played
out again here, the chosen and the better move on the same ``DEALS`` fresh
deals, card by card with the same rollout policy, noting the facts: who
took the trick the card went to and whether it held points, who took Q♠,
who shot the moon.  Its randomness is its own (seeded by the review), so
the judgement's figures are the same with or without it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from random import Random

from rules.cards import CARDS, Card
from rules.i18n import _
from rules.review import Fact, Story, separating
from rules.voice import Voice

from .masks import QS
from .playout import H, PlayoutHand, S

DEALS = 100  # deals the two moves are played out on again, for what came of them

QUEEN_BIT = 10  # Q♠ in the spade power field


def told(t: PlayoutHand, me: int, move: tuple[int, int] | None, watch: bool) -> tuple[list[int], frozenset]:
    """Play ``t`` out by the rollout policy, ``me`` first playing ``move``
    (None: the table is at a trick's start, nobody's card given); the points
    taken per seat, and the facts: ("trick", winner, points) for the trick
    in progress (``watch``), ("queen", seat) who took Q♠, ("moon", seat)."""
    facts: set = set()
    queen_here = t.tpts >= 13  # Q♠ already in the trick on the table
    watching = watch

    def step(seat: int, suit: int, bit: int) -> None:
        nonlocal queen_here, watching
        left = t.tricks_left
        queen = suit == S and bit == QUEEN_BIT
        points = t.tpts + (1 if suit == H else 13 if queen else 0)
        queen_here = queen_here or queen
        t.play(seat, suit, bit)
        if t.tricks_left != left:  # the trick is over: its winner leads next
            if watching:
                facts.add(("trick", t.turn, points > 0))
                watching = False
            if queen_here:
                facts.add(("queen", t.turn))
                queen_here = False

    if move is not None:
        step(me, *move)
    while t.tricks_left:
        seat = t.turn
        step(seat, *t.policy(seat))
    facts.update(("moon", s) for s, points in enumerate(t.taken) if points == 26)
    return t.taken, frozenset(facts)


def is_bad(seat: int) -> Callable[[Fact], bool | None]:
    """Which facts hurt ``seat`` (True), help it (False), or are not told (None)."""
    def bad(fact) -> bool | None:
        kind, who = fact[0], fact[1]
        if kind == "trick":
            return True if who == seat and fact[2] else None
        if kind == "queen":
            return True if who == seat else None
        return who != seat  # the moon: another seat's hurts, one's own helps
    return bad


def story(rng: Random, deals: int, draw: Callable[[Random], object],
          play: Callable[[object, int], frozenset], seat: int) -> Story | None:
    """The fact that separates the chosen move (0) from the better (1) most
    often, over ``deals`` deals from ``draw``; ``play(deal, j)`` plays move
    ``j`` out on a copy of the deal and returns its facts."""
    a: Counter[Fact] = Counter()
    b: Counter[Fact] = Counter()
    for _n in range(deals):
        deal = draw(rng)
        a.update(play(deal, 0))
        b.update(play(deal, 1))
    return separating(a, b, deals, is_bad(seat))


@dataclass(frozen=True)
class Told:
    """A Hearts story in words: the fact and its counts, the two moves."""

    story: Story
    trick: int  # 1-based; 0 for the pass
    chosen: tuple[Card, ...]  # the card played, or the cards passed
    best: tuple[Card, ...]

    def what(self, voice: Voice) -> str:
        fact = self.story.fact
        kind, who = fact[0], fact[1]
        if kind == "trick":
            return _("you took trick {n} and its points").format(n=self.trick)
        if kind == "queen":
            return _("you took {queen}").format(queen=CARDS[QS].label)
        if voice.is_you(who):
            return _("you shot the moon")
        return _("{seat} shot the moon").format(seat=voice.name(who))


def say_told(told_: Told, names: Sequence[str], seat: int, chosen_value: str, best_value: str,
             cards: Callable[[Sequence[Card]], str]) -> str:
    """The story, then the figures, in one sentence."""
    voice = Voice(tuple(names), seat)
    s = told_.story
    f = {"what": told_.what(voice), "a": s.chosen, "b": s.best, "deals": s.samples,
         "chosen": cards(told_.chosen), "best": cards(told_.best), "trick": told_.trick,
         "chosen_value": chosen_value, "best_value": best_value}
    if told_.trick == 0:
        if s.bad:
            return _("Pass: after passing {chosen}, {what} in {a} of {deals} sampled deals, after passing {best} "
                     "in {b}; expected {chosen_value} points, {best_value} passing {best}.").format(**f)
        return _("Pass: after passing {best}, {what} in {b} of {deals} sampled deals, after passing {chosen} "
                 "in {a}; expected {chosen_value} points, {best_value} passing {best}.").format(**f)
    if s.bad:
        return _("Trick {trick}: after {chosen}, {what} in {a} of {deals} sampled deals, after {best} in {b}; "
                 "expected {chosen_value} points, {best_value} with {best}.").format(**f)
    return _("Trick {trick}: after {best}, {what} in {b} of {deals} sampled deals, after {chosen} in {a}; "
             "expected {chosen_value} points, {best_value} with {best}.").format(**f)

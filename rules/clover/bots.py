"""The clover picker's computer players.

* easy — picks affordable meadow cards at random until nothing is
  affordable; each extra card of the spade chain is a coin toss.
* medium — greedy: the affordable card of the highest worth (clubs their
  points, spades a bonus, reds their buying power while the goal is far),
  while one is worth having (a weak red only slows the hand's cycle).  In
  the spade chain it plays on, except a club that would not score now
  (kept, it leads the next turn's bouquet).
* hard — plays each candidate (more or stop in the chain; a pick or done
  after it) forward over sampled worlds:
  its own hand in the exact order it will be played, the opponent's hand as
  the groups it saw laid out (order inside a group sampled), and the unseen
  top of the talon in a sampled order; never the real talon.  Both players
  then pick greedily for a few rounds, so a meadow left full of good cards
  for the opponent costs it there, and passing to deny it can win.  Its own
hand is exact, so stopping the chain is weighed against the very cards the
next turn would then play.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from rules.bot import Bot
from rules.core import Action

from .actions import MORE, STOP, Done, More, Pick, Stop
from .sim import CL, RD, SP, V, World, chain_on, continue_chain, greedy_picks, worth_table
from .view import CloverView


def _codes(cards) -> list[int]:
    return [c.code for c in cards]


def _done(legal: Sequence[Action]) -> Action:
    return next(a for a in legal if isinstance(a, Done))


def _chain_choice(legal: Sequence[Action]) -> bool:
    """The decision is the spade chain's (more or stop)."""
    return any(isinstance(a, More) for a in legal)


def _deck(view: CloverView) -> list[int]:
    return _codes(view.hand) + _codes(view.bouquet) + _codes(view.picked)


class EasyBot(Bot):
    level = "easy"

    def choose(self, view: CloverView, legal: Sequence[Action]) -> Action:
        if _chain_choice(legal):
            return MORE if self.rng.random() < 0.5 else STOP
        picks = [a for a in legal if isinstance(a, Pick)]
        return picks[self.rng.randrange(len(picks))] if picks else _done(legal)


class MediumBot(Bot):
    level = "medium"
    threshold = 0.5

    def choose(self, view: CloverView, legal: Sequence[Action]) -> Action:
        if _chain_choice(legal):
            return MORE if chain_on(_codes(view.bouquet), view.spades, view.hand[-1].code) else STOP
        picks = [a for a in legal if isinstance(a, Pick)]
        if not picks:
            return _done(legal)
        worth = worth_table(view.scores[view.seat], _deck(view))
        best = max(picks, key=lambda a: (worth[a.card.code], -V[a.card.code], -a.card.code))
        return best if worth[best.card.code] > self.threshold else _done(legal)


class HardBot(Bot):
    level = "hard"
    samples = 32
    rounds = 5  # own turns played forward after this one (the opponent's in between)

    def choose(self, view: CloverView, legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        candidates = [MORE, STOP] if _chain_choice(legal) else _distinct(legal)
        me, opp = view.seat, view.opponent
        my_worth = worth_table(view.scores[me], _deck(view))
        opp_cards = [c for g in view.opponent_groups for c in _codes(g)]
        opp_worth = worth_table(view.scores[opp], opp_cards)
        worths = {me: my_worth, opp: opp_worth}
        totals = [0.0] * len(candidates)
        for _ in range(self.samples):
            base = _sample_world(view, self.rng)
            seed = self.rng.getrandbits(32)
            for i, action in enumerate(candidates):
                world = World([base.hands[0][:], base.hands[1][:]], base.scores[:],
                              base.meadow[:], base.talon[:], random.Random(seed))
                totals[i] += self._rollout(view, world, action, worths)
        best = max(range(len(candidates)), key=lambda i: totals[i])
        return candidates[best]

    def _rollout(self, view: CloverView, world: World, action: Action, worths) -> float:
        me = view.seat
        if isinstance(action, (More, Stop)):
            played, spades = _codes(view.bouquet), view.spades
            if isinstance(action, More):
                hand = world.hands[me]
                c = hand.pop()
                played.append(c)
                spades = continue_chain(hand, played, spades + SP[c], view.chained + 1)
            if world.score_and_pick(me, played, spades, worths[me]):
                return 60.0 + 5 * (self.rounds + 1)
            return self._forward(view, world, worths)
        bouquet = _codes(view.bouquet) + _codes(view.picked)
        picked_any = bool(view.picked)
        if isinstance(action, Pick):
            c = action.card.code
            slot = world.meadow.index(c)
            world.meadow[slot] = world.talon.pop() if world.talon else -1
            bouquet.append(c)
            more = greedy_picks(world.meadow, world.talon, view.budget_left - V[c], worths[me])
            bouquet += more
            picked_any = True
        world.end_turn(me, bouquet, picked_any)
        return self._forward(view, world, worths)

    def _forward(self, view: CloverView, world: World, worths) -> float:
        """The turns after this one, the opponent's first."""
        me, opp = view.seat, view.opponent
        for t in range(self.rounds):
            if world.turn(opp, worths[opp]):
                return -60.0 - 5 * (self.rounds - t)
            if world.turn(me, worths[me]):
                return 60.0 + 5 * (self.rounds - t)
        return float(world.scores[me] - world.scores[opp])


def _distinct(legal: Sequence[Action]) -> list[Action]:
    """One pick per kind of card (same suit class and value play alike)."""
    seen, out = set(), []
    for a in legal:
        if isinstance(a, Pick):
            c = a.card.code
            key = (V[c], CL[c], SP[c], RD[c])
            if key in seen:
                continue
            seen.add(key)
        out.append(a)
    return out


def _sample_world(view: CloverView, rng: random.Random) -> World:
    """Fill in what the seat cannot see, consistently with what it saw."""
    me = view.seat
    known = set(_deck(view))
    known.update(c.code for c in view.meadow if c is not None)
    talon_seen = _codes(view.talon_seen)
    known.update(talon_seen)
    groups = [_codes(g) for g in view.opponent_groups]
    for g in groups:
        known.update(g)
    pool = [c for c in range(52) if c not in known]
    rng.shuffle(pool)
    unknown = view.opponent_hand_size - sum(len(g) for g in groups)
    if unknown > 0:  # the opponent's starting hand: red cards worth at most 2
        reds = [c for c in pool if RD[c] and V[c] <= 2][:unknown]
        rest = [c for c in pool if c not in set(reds)]
        pool = rest
        tail = reds
    else:
        tail = []
    opp_hand: list[int] = []
    for g in groups:
        g = g[:]
        rng.shuffle(g)
        opp_hand += g
    opp_hand += tail
    hidden = view.talon_count - len(talon_seen)
    talon = talon_seen[::-1] + pool[:hidden]  # drawn from the end
    hands = [[], []]
    hands[me] = _codes(view.hand)
    hands[1 - me] = opp_hand
    meadow = [-1 if c is None else c.code for c in view.meadow]
    return World(hands, list(view.scores), meadow, talon, rng)


LEVELS = {"easy": EasyBot, "medium": MediumBot, "hard": HardBot}

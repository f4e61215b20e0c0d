"""The clover picker's computer players.

* easy — picks affordable meadow cards at random until nothing is
  affordable; each extra card of the spade chain is a coin toss.
* medium — a rule: the affordable card of the highest worth (sim.WORTH:
  spades, and clubs worth 3 or more; never a red card or a low club, which
  only slow the hand's cycle), while one is worth having.  In the spade
  chain it plays on, except a club that would not score now (kept, it leads
  the next turn's bouquet).
* hard — medium's rule, checked by rollouts: each candidate (more or stop
  in the chain; a pick or done after it) is played forward over sampled
  worlds: its own hand in the exact order it will be played, the opponent's
  hand as the groups it saw laid out (order inside a group sampled), and the
  unseen top of the talon in a sampled order; never the real talon.  Both
  players then follow medium's rule for a few rounds, so a meadow left full
  of good cards for the opponent costs it there, and passing to deny it can
  win.  A candidate replaces medium's choice only when it is ahead of it by
  a clear margin (``z`` standard errors of the paired differences): with a
  few dozen noisy rollouts the best-looking of six candidates is mostly
  luck, and following it played worse than the rule.  ``explain`` gives the
  same choice with its reason (hints.py).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from rules.bot import Bot
from rules.core import Action
from rules.hint import Hint
from rules.thinking import Thinker

from .actions import MORE, STOP, Done, More, Pick, Stop
from .hints import Decision, hint
from .sim import CL, GREEDY, MEDIUM, RD, SP, THRESHOLD, WORTH, Style, V, World, chain_on, continue_chain, greedy_picks
from .view import CloverView


def _codes(cards) -> list[int]:
    return [c.code for c in cards]


def _done(legal: Sequence[Action]) -> Action:
    return next(a for a in legal if isinstance(a, Done))


def chain_choice(legal: Sequence[Action]) -> bool:
    """The decision is the spade chain's (more or stop)."""
    return any(isinstance(a, More) for a in legal)


def _deck(view: CloverView) -> list[int]:
    return _codes(view.hand) + _codes(view.bouquet) + _codes(view.picked)


class EasyBot(Bot):
    level = "easy"

    def choose(self, view: CloverView, legal: Sequence[Action]) -> Action:
        if chain_choice(legal):
            return MORE if self.rng.random() < 0.5 else STOP
        picks = [a for a in legal if isinstance(a, Pick)]
        return picks[self.rng.randrange(len(picks))] if picks else _done(legal)


def rule_choice(view: CloverView, legal: Sequence[Action]) -> Action:
    """Medium's choice, which is also the hard player's unless its rollouts
    find a clearly better one."""
    if chain_choice(legal):
        return MORE if chain_on(_codes(view.bouquet), view.spades, view.hand[-1].code) else STOP
    picks = [a for a in legal if isinstance(a, Pick)]
    if not picks:
        return _done(legal)
    best = max(picks, key=lambda a: (WORTH[a.card.code], -V[a.card.code], -a.card.code))
    return best if WORTH[best.card.code] > THRESHOLD else _done(legal)


class MediumBot(Bot):
    level = "medium"

    def choose(self, view: CloverView, legal: Sequence[Action]) -> Action:
        return rule_choice(view, legal)


class HardBot(Bot):
    level = "hard"
    samples = 96
    rounds = 5  # own turns played forward after this one (the opponent's in between)
    z = 1.5  # how many standard errors a candidate must beat the rule by
    read_opponent = False  # play the opponent in the rollouts as its bouquets show it plays

    def choose(self, view: CloverView, legal: Sequence[Action]) -> Action:
        return self.decide(view, legal).action

    def explain(self, view: CloverView, legal: Sequence[Action]) -> Hint:
        return hint(view, self.decide(view, legal))

    def decide(self, view: CloverView, legal: Sequence[Action]) -> Decision:
        """The choice and what it rests on: ``choose`` and ``explain`` both
        come from here, so a hint is exactly what the bot plays."""
        rule = rule_choice(view, legal)
        if len(legal) == 1:
            return Decision(rule, rule)
        candidates = [MORE, STOP] if chain_choice(legal) else distinct_actions(legal)
        base = next(i for i, a in enumerate(candidates) if action_kind(a) == action_kind(rule))
        candidates[base] = rule
        values: list[list[float]] = [[] for _ in candidates]
        more = self.deals()
        k = 0
        while more(k):
            world = self.sample(view)
            seed = self.rng.getrandbits(32)
            for i, action in enumerate(candidates):
                copy = World([world.hands[0][:], world.hands[1][:]], world.scores[:],
                             world.meadow[:], world.talon[:], random.Random(seed), world.styles)
                values[i].append(self._rollout(view, copy, action))
            k += 1
        means = [sum(v) / k for v in values]
        best = max(range(len(candidates)), key=lambda i: (means[i], i == base))
        margin, error = _paired(values[best], values[base])
        chosen = best if best != base and margin > self.z * error else base
        rival = max((i for i in range(len(candidates)) if i != chosen), key=lambda i: means[i])
        return Decision(candidates[chosen], rule, candidates[rival], means[chosen] - means[rival], k)

    def sample(self, view: CloverView) -> World:
        """One world the rollouts play: what the seat cannot see filled in
        (``sample_world``).  The one place the worlds come from, so a
        benchmark's clairvoyant player (tests/benchmarks/clover_seer.py)
        can give the true one and measure what seeing is worth."""
        return sample_world(view, self.rng, self.read_opponent)

    def deals(self):
        """Whether to weigh the candidates over another sampled world,
        given how many are done: ``samples`` of them (the expert: while its
        time lasts, rules.thinking)."""
        return lambda done: done < self.samples

    def _rollout(self, view: CloverView, world: World, action: Action) -> float:
        """The seat's lead in points after ``rounds`` more turns each; a win
        counts as a lead of 60, and 5 more for each round it comes early."""
        if finish_turn(view, world, action):
            return 60.0 + 5 * (self.rounds + 1)
        return self._forward(view, world)

    def _forward(self, view: CloverView, world: World) -> float:
        """The turns after this one, the opponent's first."""
        me, opp = view.seat, view.opponent
        for t in range(self.rounds):
            if world.turn(opp):
                return -60.0 - 5 * (self.rounds - t)
            if world.turn(me):
                return 60.0 + 5 * (self.rounds - t)
        return float(world.scores[me] - world.scores[opp])


class ExpertBot(Thinker, HardBot):
    """The hard player given time: as many sampled worlds as its budget
    allows (at least hard's), the same margin over the rule, and the
    opponent played in the rollouts as its bouquets show it plays
    (``opponent_style``).  Against greedy (tests/benchmarks/clover_baseline.py)
    neither was measured to be worth anything yet: hard won 76.1 % of 1,000
    games (95 % interval 73.4-78.6 %); hard with the reading of the
    opponent (this level at 96 worlds) 76.0 % of 250 (70.3-80.9 %); 400
    worlds without it 76.5 % of 200 (70-82 %)."""

    level = "expert"
    read_opponent = True

    def deals(self):
        return self.thinking.start(least=HardBot.samples).more


def finish_turn(view: CloverView, world: World, action: Action) -> bool:
    """Play ``action`` for the seat in ``world``, then the rest of its turn
    by medium's rule (the chain, the picks); True when the turn wins."""
    me = view.seat
    if isinstance(action, (More, Stop)):
        played, spades = _codes(view.bouquet), view.spades
        if isinstance(action, More):
            hand = world.hands[me]
            c = hand.pop()
            played.append(c)
            spades = continue_chain(hand, played, spades + SP[c], view.chained + 1)
        return world.score_and_pick(me, played, spades)
    bouquet = _codes(view.bouquet) + _codes(view.picked)
    picked_any = bool(view.picked)
    if isinstance(action, Pick):
        c = action.card.code
        slot = world.meadow.index(c)
        world.meadow[slot] = world.talon.pop() if world.talon else -1
        bouquet.append(c)
        bouquet += greedy_picks(world.meadow, world.talon, view.budget_left - V[c])
        picked_any = True
    world.end_turn(me, bouquet, picked_any)
    return False


def _paired(a: list[float], b: list[float]) -> tuple[float, float]:
    """Mean of ``a - b`` over the same sampled worlds, and its standard error."""
    n = len(a)
    d = [x - y for x, y in zip(a, b)]
    mean = sum(d) / n
    var = sum((x - mean) ** 2 for x in d) / (n - 1) if n > 1 else 0.0
    return mean, math.sqrt(var / n)


def action_kind(action: Action):
    """Picks of the same value and suit class play alike."""
    if isinstance(action, Pick):
        c = action.card.code
        return (V[c], CL[c], SP[c], RD[c])
    return action


def distinct_actions(legal: Sequence[Action]) -> list[Action]:
    """One pick per kind of card (same suit class and value play alike)."""
    seen, out = set(), []
    for a in legal:
        key = action_kind(a)
        if key not in seen:
            seen.add(key)
            out.append(a)
    return out


def opponent_style(view: CloverView) -> Style:
    """How the opponent plays, as far as its bouquets show: a club worth 2
    or less among its cards (its starting hand is red) was bought, which
    medium's rule never does; such a player is played as the greedy
    picker, any other by medium's rule."""
    seen = [c for group in view.opponent_groups for c in group] + list(view.last_bouquets[view.opponent])
    return GREEDY if any(CL[c.code] and V[c.code] <= 2 for c in seen) else MEDIUM


def sample_world(view: CloverView, rng: random.Random, read_opponent: bool = False) -> World:
    """Fill in what the seat cannot see, consistently with what it saw;
    with ``read_opponent``, the opponent played in its ``opponent_style``."""
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
    if unknown > 0:  # the rest of the opponent's starting hand: a red ace and red cards worth 2
        reds = [c for c in pool if RD[c] and V[c] <= 2]
        # The red ace we do not hold was dealt to them, and a card that leaves
        # a hand is seen: unseen, it is still there (it was left in the talon
        # at times, and a second ace's place given to a red 2-card).
        reds.sort(key=lambda c: V[c] != 1)
        reds = reds[:unknown]
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
    hands: list[list[int]] = [[], []]
    hands[me] = _codes(view.hand)
    hands[1 - me] = opp_hand
    meadow = [-1 if c is None else c.code for c in view.meadow]
    styles = [MEDIUM, MEDIUM]
    if read_opponent:
        styles[1 - me] = opponent_style(view)
    return World(hands, list(view.scores), meadow, talon, rng, (styles[0], styles[1]))


LEVELS = {"easy": EasyBot, "medium": MediumBot, "hard": HardBot, "expert": ExpertBot}

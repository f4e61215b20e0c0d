"""Computer players for the harvest game, easiest first.

All three see only ``game.view(seat)`` and the legal actions, keep no memory
between calls, and turn each season's decision into one small action at a
time: a plan is recomputed from the view at every call (deterministically,
so it comes out the same) and its next step is played.

* easy — legal and cautious: sows and grows everything, plays every diamond,
  attacks only with a single grazer that eats for free, never sends weather.
* medium — knows the honour arithmetic: attacks only stacks it wins,
  reorders its pastures' grazers to satiate the most, keeps harvest cards out
  of reach of a single enemy grazer, spends spades on its best targets.
* hard — its rules of thumb (HeuristicBot) weigh every card by what it
  will still score, predict the opponent's attack with its own planner before
  growing, attack where the expected value after the defender's best
  reordering and spades is positive, and play or hold weather by the value
  it changes.  For an attack, a harvest and the weather they propose a
  few options; a search over sampled deals of the hidden cards, each played
  on to one of the seat's next harvests, picks among them (plans.py,
  lookahead.py).  Its hint
  (``explain``) is the same decision, with the search's figures when it
  searched.
* expert — hard's search over as many sampled deals as its time allows
  (rules.thinking), never fewer than hard's 24, its attacks and harvests
  played on through a third harvest.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.bot import Bot
from rules.cards import Card
from rules.core import Action
from rules.hint import Hint
from rules.thinking import Deadline, Thinker

from . import plans
from .actions import DONE, PASS, Graze, Grow, JokerFence, JokerStorm, Lift, PlayField, PlaySpade, Sow, ToBarn
from .grazing import resolve_stack
from .hints import hint_for
from .sampling import likely_hand_cards
from .seasons import WINNING_SCORE
from .tactics import best_order, hold_probability, plan_attack, removers_of
from .values import stay, take, value
from .view import HarvestView
from .weather import reach
from .worth import barn_worth, harvest_worth


def _first(legal, kind):
    for a in legal:
        if isinstance(a, kind):
            return a
    return None


class HarvestBot(Bot):
    """Dispatch by the kind of decision; subclasses choose the policies."""

    def choose(self, view: HarvestView, legal_actions: Sequence) -> Action:
        legal = list(legal_actions)
        match view.decision:
            case "field":
                action = self._field(view, legal)
            case "sow":
                action = self.sow(view, legal)
            case "reorder":
                action = self._reorder(view, legal)
            case "weather":
                action = self._weather(view, legal)
            case "graze":
                action = self._graze(view, legal)
            case "grow":
                action = self._grow(view, legal)
            case _:
                action = None
        if action is None or action not in legal:
            action = DONE if DONE in legal else PASS if PASS in legal else legal[0]
        return action

    # Shared policies ----------------------------------------------------------

    def _field(self, view, legal):
        plays = [a for a in legal if isinstance(a, PlayField)]
        return plays[0] if plays else DONE

    def sow(self, view, legal):
        """What to sow next (DONE: stop sowing)."""
        sows = [a for a in legal if isinstance(a, Sow)]
        if not sows:
            return DONE
        return max(sows, key=lambda a: (take(a.card), a.card.code))

    def _reorder(self, view, legal):
        return DONE

    def _weather(self, view, legal):
        return PASS

    def _graze(self, view, legal):
        return self.attack_with(view, self.graze_plan(view))

    def graze_plan(self, view) -> list:
        """The whole turn's attack: [(pasture, grazers, net)]."""
        return []

    def _grow(self, view, legal):
        return self.grow_towards(view, set(self.grow_choices(view)[0]))

    def grow_choices(self, view) -> list[frozenset]:
        """Harvests worth considering, the best first: everything, here."""
        me = view.seat
        return [frozenset(view.barns[me]) | frozenset(view.harvests[me])]

    @staticmethod
    def grow_towards(view: HarvestView, harvest: set) -> Action:
        me = view.seat
        for c in view.harvests[me]:
            if c not in harvest:
                return ToBarn(c)
        for c in view.barns[me]:
            if c in harvest:
                return Grow(c)
        return DONE

    @staticmethod
    def attack_with(view: HarvestView, plan) -> Action:
        """The next graze of a plan made from the whole turn's barn."""
        barn = set(view.barns[view.seat])
        for pasture, grazers, _ in plan:
            for g in grazers:
                if g in barn:
                    return Graze(pasture, g)
        return DONE

    @staticmethod
    def whole_turn(view: HarvestView):
        """The barn and targets as they were before this turn's first graze."""
        me = view.seat
        barn = list(view.barns[me])
        targets = list(view.harvests[1 - me])
        for st in view.stacks:
            barn.extend(st.grazers)
            if st.pasture is not None:
                targets.append(st.pasture)
        barn.sort()
        targets.sort()
        return barn, targets

    @staticmethod
    def _reorder_by(view: HarvestView, worth) -> Action:
        """Lift the grazers that satiate the most worth to the top, one lift
        at a time (the top run already in place is kept)."""
        for st in view.stacks:
            if st.pasture is None or st.pasture_owner != view.seat or len(st.grazers) < 2:
                continue
            # in a fixed order, so that ties come out the same after each lift
            want = set(best_order(st.pasture, sorted(st.grazers), worth))
            prefix = 0
            while prefix < len(st.grazers) and st.grazers[prefix] in want:
                prefix += 1
            if prefix < len(want):
                missing = sorted(want - set(st.grazers[:prefix]))
                return Lift(missing[0], st.pasture)
        return DONE


class EasyBot(HarvestBot):
    level = "easy"

    def graze_plan(self, view):
        barn, targets = self.whole_turn(view)
        plan = []
        free = sorted(barn, key=lambda g: (take(g), g.code))
        for p in sorted(targets, key=lambda c: (-take(c), c.code)):
            for g in free:
                if take(g) >= stay(p) and stay(g) > take(p):
                    plan.append((p, (g,), 0))
                    free.remove(g)
                    break
        return plan


class MediumBot(HarvestBot):
    level = "medium"

    def graze_plan(self, view):
        barn, targets = self.whole_turn(view)
        return plan_attack(targets, barn, gain=lambda c: 2.0 * take(c), worth=take)

    def _reorder(self, view, legal):
        return self._reorder_by(view, take)

    def grow_choices(self, view):
        me = view.seat
        enemy = view.barns[1 - me]
        keep = set()
        for c in list(view.barns[me]) + list(view.harvests[me]):
            if not any(take(g) >= stay(c) for g in enemy):
                keep.add(c)
        return [frozenset(keep)]

    def _weather(self, view, legal):
        me = view.seat
        plays = [a for a in legal if isinstance(a, (PlaySpade, JokerStorm))]
        if not plays:
            return PASS
        # save a pasture of ours that would be eaten
        for st in view.stacks:
            if st.pasture is None or st.pasture_owner != me:
                continue
            if not resolve_stack(st.pasture, st.grazers).eaten:
                continue
            for a in sorted(plays, key=lambda a: (value(a.spade if isinstance(a, PlaySpade) else a.joker))):
                if a.target in st.grazers:
                    rest = [g for g in st.grazers if g is not a.target]
                    if not resolve_stack(st.pasture, rest).eaten:
                        return a
        # otherwise the opponent's best harvest card within a spade's easy reach
        theirs = set(view.harvests[1 - me])
        best = None
        for a in plays:
            if a.target not in theirs:
                continue
            remover = a.spade if isinstance(a, PlaySpade) else a.joker
            r = reach(remover)
            if take(a.target) < 4 and not (r is not None and take(a.target) >= r - 1):
                continue
            key = (take(a.target), -(r if r is not None else 20), a.target.code)
            if best is None or key > best[0]:
                best = (key, a)
        return best[1] if best else PASS


class HeuristicBot(HarvestBot):
    """The hard player's rules of thumb, without its search: the policy its
    search plays the sampled deals on with (fast: well under a millisecond
    a decision)."""

    level = "heuristic"
    hold_ace = 6.0  # holding ♠A or a joker
    hold_base = 1.0  # holding a spade: hold_base + hold_reach × its reach
    hold_reach = 0.5
    gun_weight = 0.5  # how much next turn's attack counts when choosing what stays in the barn
    threat_weight = 1.0  # how much an enemy barn card's threat counts when blowing it away
    risk_weight = 0.5  # how much the defender's possible spades count against an attack
    their_loss_weight = 1.0  # what the opponent's grazers lose eating ours, when we grow
    backup_share = 0.5  # what is left of that risk when we hold a spade for the pasture
    danger = 30.0  # what stopping the opponent's winning harvest is worth (0: not considered)
    standoff_turn = 60  # after this turn guns stop counting when we grow (breaks standoffs)
    fear = 0.3  # the chance we give the opponent's predicted attack on our harvest

    def hold_worth(self, remover: Card) -> float:
        r = reach(remover)
        return self.hold_ace if r is None else self.hold_base + self.hold_reach * r

    # Attacking ------------------------------------------------------------------

    def graze_plan(self, view):
        """The whole turn's attack: [(pasture, grazers, expected net)]."""
        barn, targets = self.whole_turn(view)
        if self.danger and self._their_next_harvest(view, None) >= WINNING_SCORE - view.scores[1 - view.seat]:
            # they win at their next harvest unless it shrinks: eat whatever can be eaten
            return plan_attack(targets, barn, gain=lambda c: harvest_worth(c) + self.danger,
                               worth=barn_worth)
        plan = plan_attack(targets, barn, gain=harvest_worth, worth=barn_worth)
        opp = 1 - view.seat
        fields = len(view.fields[opp])
        pool = likely_hand_cards(view)
        hand = view.hand_sizes[opp]
        spare = [g for g in barn if not any(g in gs for _, gs, _ in plan)]
        kept = []
        for pasture, grazers, net in plan:
            grazers = self._reinforce(pasture, grazers, spare)
            total = sum(take(g) for g in grazers)
            critical = [g for g in grazers if total - take(g) < stay(pasture)]
            risk = 0.0
            if critical:
                count = max(removers_of(g, pool, fields) for g in critical)
                risk = self.risk_weight * hold_probability(count, len(pool), hand)
            if risk and any(r.suit == "S" or r.is_joker for r in view.hand) and removers_of(
                    pasture, [r for r in view.hand if r.suit == "S" or r.is_joker],
                    len(view.fields[view.seat])):
                risk *= self.backup_share  # our own weather can still take the pasture
            worst = max((barn_worth(g) for g in critical), default=0.0)
            expected = (1 - risk) * net - risk * worst
            if expected > 0:
                kept.append((pasture, grazers, expected))
        return kept

    @staticmethod
    def _reinforce(pasture: Card, grazers: tuple, spare: list) -> tuple:
        """Add spare grazers that can never be satiated on this pasture until no
        single spade on one grazer would save it (they cost nothing: they go home)."""
        room = take(pasture)
        added = list(grazers)
        for g in sorted(spare, key=lambda c: (take(c), c.code)):
            total = sum(take(x) for x in added)
            if all(total - take(x) >= stay(pasture) for x in added):
                break
            if stay(g) > room:
                added.append(g)
                spare.remove(g)
        return tuple(added)

    def _reorder(self, view, legal):
        return self._reorder_by(view, barn_worth)

    # Growing --------------------------------------------------------------------

    def grow_choices(self, view) -> list[frozenset]:
        """Harvests worth considering, the best by the rules of thumb first."""
        me, opp = view.seat, 1 - view.seat
        cards = sorted(list(view.barns[me]) + list(view.harvests[me]))
        enemy = list(view.barns[opp])
        prey = list(view.harvests[opp]) + list(view.barns[opp])
        candidates = []
        harvest = set(cards)
        for _ in range(len(cards) + 1):
            candidates.append(frozenset(harvest))
            eaten = {p for p, _, _ in plan_attack(harvest, enemy, gain=harvest_worth, worth=barn_worth)}
            if not eaten:
                break
            harvest -= eaten
        guns = sorted(cards, key=lambda c: (-take(c), c.code))
        for h in list(candidates):
            for k in (1, 2):
                candidates.append(h - set(guns[:k]))
        candidates.append(frozenset(cards))
        candidates.append(frozenset())
        scored = {}
        for h in candidates:
            if h not in scored:
                scored[h] = self._grow_value(view, cards, h, enemy, prey)
        return sorted(scored, key=lambda h: (-scored[h], sorted(c.code for c in h)))

    def _grow_value(self, view, cards, harvest, enemy, prey) -> float:
        me = view.seat
        plan = plan_attack(harvest, enemy, gain=harvest_worth, worth=barn_worth)
        eaten = {p for p, _, _ in plan}
        points = sum(take(c) for c in harvest - eaten)
        their_loss = sum(harvest_worth(p) - net for p, _, net in plan)
        safe = sum(take(c) for c in harvest) - points
        score = (points + (1 - self.fear) * safe
                 - self.fear * (sum(harvest_worth(c) for c in eaten) - self.their_loss_weight * their_loss))
        if view.scores[me] + points >= WINNING_SCORE:
            score += 100
        if self.gun_weight and prey and view.turn_number <= self.standoff_turn:
            barn = [c for c in cards if c not in harvest]
            mine = plan_attack(prey, barn, gain=harvest_worth, worth=barn_worth)
            score += self.gun_weight * sum(net for _, _, net in mine)
        return score

    # Weather --------------------------------------------------------------------

    def _weather(self, view, legal):
        best: tuple[float, Action] = (0.0, PASS)
        for gain, a in self.weather_gains(view, legal):
            if gain > best[0]:
                best = (gain, a)
        return best[1]

    def weather_gains(self, view, legal) -> list[tuple[float, Action]]:
        """What each spade or joker play is worth, by the rules of thumb."""
        gains: list[tuple[float, Action]] = []
        base = self._stacks_value(view, None)
        threat = None
        danger_now = None
        for a in legal:
            if isinstance(a, PlaySpade):
                remover, target = a.spade, a.target
            elif isinstance(a, JokerStorm):
                remover, target = a.joker, a.target
            elif isinstance(a, JokerFence):
                gains.append((self._fence_gain(view, a.pasture) - self.hold_worth(a.joker), a))
                continue
            else:
                continue
            gain = self._removal_gain(view, target, base) - self.hold_worth(remover)
            if self.danger:
                need = WINNING_SCORE - view.scores[1 - view.seat]
                if danger_now is None:
                    danger_now = self._their_next_harvest(view, None)
                if danger_now >= need:
                    after = self._their_next_harvest(view, target)
                    gain += self.danger * (1.0 if after < need else 0.2 * (danger_now - after))
            if self.threat_weight and target in view.barns[1 - view.seat]:
                if threat is None:
                    threat = self._threat(view, None)
                gain += self.threat_weight * (threat - self._threat(view, target))
            gains.append((gain, a))
        return gains

    @staticmethod
    def _their_next_harvest(view: HarvestView, removed: Card | None) -> int:
        """The points the opponent's harvest will bring at their next harvest
        time, as the grazing area stands (with ``removed`` blown away)."""
        opp = 1 - view.seat
        cards = [c for c in view.harvests[opp] if c is not removed]
        for st in view.stacks:
            if st.pasture is None or st.pasture_owner != opp or st.pasture is removed:
                continue
            if not resolve_stack(st.pasture, [g for g in st.grazers if g is not removed]).eaten:
                cards.append(st.pasture)
        return sum(take(c) for c in cards)

    def _threat(self, view: HarvestView, removed: Card | None) -> float:
        """What the opponent's barn could eat of ours next time."""
        me = view.seat
        enemy = [c for c in view.barns[1 - me] if c is not removed]
        mine = list(view.harvests[me]) + list(view.barns[me])
        return sum(net for _, _, net in plan_attack(mine, enemy, gain=harvest_worth, worth=barn_worth))

    def _removal_gain(self, view: HarvestView, target: Card, base: float) -> float:
        me = view.seat
        for s in (0, 1):
            sign = 1.0 if s != me else -1.0
            if target in view.harvests[s]:
                return sign * harvest_worth(target)
            if target in view.barns[s]:
                return sign * barn_worth(target)
        return self._stacks_value(view, target) - base

    def _stacks_value(self, view: HarvestView, removed: Card | None) -> float:
        """What the feeding will be worth to us, with ``removed`` blown away
        first (and counted as lost to its owner)."""
        me = view.seat
        total = 0.0
        for st in view.stacks:
            pasture = st.pasture
            grazers = list(st.grazers)
            p_sign = 1.0 if st.pasture_owner != me else -1.0
            g_sign = -p_sign
            if removed is not None:
                if removed is pasture:
                    pasture = None
                    total += p_sign * harvest_worth(removed)
                elif removed in grazers:
                    grazers.remove(removed)
                    total += g_sign * barn_worth(removed)
            res = resolve_stack(pasture, grazers)
            if res.eaten and pasture is not None:  # (a stack without its pasture is never eaten)
                total += p_sign * harvest_worth(pasture)
            total += g_sign * sum(barn_worth(g) for g in res.satiated)
        return total

    def _fence_gain(self, view: HarvestView, pasture: Card) -> float:
        me = view.seat
        for st in view.stacks:
            if st.pasture is pasture:
                res = resolve_stack(st.pasture, st.grazers)
                p_sign = 1.0 if st.pasture_owner != me else -1.0
                v = (p_sign * harvest_worth(pasture) if res.eaten else 0.0) - p_sign * sum(
                    barn_worth(g) for g in res.satiated)
                return -v
        return 0.0


class HardBot(HeuristicBot):
    """The rules of thumb propose a few options for the kinds of decision in
    ``searched``; a search over sampled deals picks among them
    (rules/harvest/plans.py).  Its hint is the same decision, with the
    search's figures as the reason."""

    level = "hard"
    deals = plans.DEALS
    searched = plans.SEARCHED
    margin = plans.MARGIN
    rounds = plans.ROUNDS
    model = None  # how the opponent plays in the search's deals (None: as HeuristicBot)

    def choose(self, view: HarvestView, legal_actions: Sequence) -> Action:
        return self.decide(view, legal_actions).action

    def explain(self, view: HarvestView, legal_actions: Sequence) -> Hint:
        return hint_for(view, self.decide(view, legal_actions))

    def decide(self, view: HarvestView, legal_actions: Sequence) -> plans.Decision:
        decision = plans.decide(self, view, list(legal_actions), self.deal_count(), HeuristicBot,
                                  self.searched, self.margin, self.model, self.rounds)
        if decision.action not in legal_actions:  # never: the options are built from the view
            return plans.Decision(super().choose(view, legal_actions))
        return decision

    def deal_count(self) -> int | Deadline:
        """The deals a searched decision is weighed over (a number, or the
        expert's deadline)."""
        return self.deals


class ExpertBot(Thinker, HardBot):
    """The hard player's search over as many sampled deals as its time
    allows (never fewer than hard's), its attacks and harvests played on
    through a third harvest (hard: two).  More deals of hard's own search
    made no stronger player (247 deals: 58 of seeds 0-99 against medium,
    as hard); with the third harvest, at 113 deals (half a second of CPU
    at the 90th percentile), it won 63 (94.0 % of the ceiling), and 59 of
    seeds 200-299 as hard did (tests/benchmarks/harvest_ceiling.py
    --level=expert --played; docs/levels.md)."""

    level = "expert"
    rounds = plans.EXPERT_ROUNDS

    def deal_count(self) -> int | Deadline:
        return self.thinking.start(least=plans.DEALS)


LEVELS = {"easy": EasyBot, "medium": MediumBot, "hard": HardBot, "expert": ExpertBot}

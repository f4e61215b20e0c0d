"""The hard player's search: weigh a few options for this decision over
sampled deals of the hidden cards, each played on by a fast policy to one
of the seat's next harvests, and keep the best on average.

Every option is tried on the same deals (common random numbers), so the
difference between two options is not the luck of the cards.  The deals
come from a generator seeded with the decision's position, which makes the
answer a function of the view: a season's plan (an attack, a harvest) comes
out the same at each of its steps, and the hint asked for a position is the
move the bot makes there.
"""

from __future__ import annotations

import random
import threading
import zlib
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from rules.core import Action
from rules.thinking import Deadline

from .actions import DONE, Graze, PlayField
from .game import HarvestGame
from .sampling import sample_deal
from .seasons import FIELD, GRAZING, GROWING, SOWING
from .values import harvest_score, take, value
from .view import HarvestView

WIN = 30.0  # a won (lost) game, in points of the evaluation
HARVEST_WEIGHT = 1.5  # a harvest pile scores again at each harvest it survives
BARN_WEIGHT = 0.4  # a barn card may be grown, or graze
FIELD_WEIGHT = 1.0  # a field raises the limit of every sowing and spade
SPADE_WEIGHT = 0.5  # a spade held: its reach (what it can still blow away), ♠A and jokers most
ACE_WORTH = 6.0  # ♠A or a joker held, before SPADE_WEIGHT
CROP_WEIGHT = 0.2  # a heart or club in hand, still to be sown


@dataclass(frozen=True)
class Option:
    """One way to decide: ``action`` is played now if it is chosen; ``setup``
    plays the whole option on a sampled deal (the rest of the season is left
    to the policy)."""

    action: Action
    setup: Callable[[HarvestGame], None]
    plan: object = None  # what the reason tells (a plan, a harvest, or the action)
    tag: str = ""  # the option in the memo's key


@dataclass(frozen=True)
class Verdict:
    options: tuple[Option, ...]
    means: tuple[float, ...]  # each option's average evaluation, in points
    deals: int

    @property
    def best(self) -> int:
        return max(range(len(self.means)), key=lambda i: (self.means[i], -i))

    @property
    def runner_up(self) -> int | None:
        rest = [i for i in range(len(self.means)) if i != self.best]
        return max(rest, key=lambda i: (self.means[i], -i)) if rest else None


def evaluate(game: HarvestGame, me: int) -> float:
    """What a position is worth to ``me``, in points: the score difference,
    plus what the harvests, barns and fields promise."""
    if game.over:
        return 0.0 if game.winner is None else (WIN if game.winner == me else -WIN)
    opp = 1 - me
    value: float = game.totals[me] - game.totals[opp]
    value += HARVEST_WEIGHT * (harvest_score(game.harvests[me]) - harvest_score(game.harvests[opp]))
    value += BARN_WEIGHT * (sum(take(c) for c in game.barns[me]) - sum(take(c) for c in game.barns[opp]))
    value += FIELD_WEIGHT * (len(game.fields[me]) - len(game.fields[opp]))
    return value + hand_worth(game.hands[me]) - hand_worth(game.hands[opp])


def hand_worth(hand) -> float:
    """What a hand promises: its spades and jokers (a playout ends before they
    are spent) and its crops still to be sown."""
    total = 0.0
    for c in hand:
        if c.is_joker or (c.suit == "S" and c.rank == 1):
            total += SPADE_WEIGHT * ACE_WORTH
        elif c.suit == "S":
            total += SPADE_WEIGHT * (1.0 + 0.5 * (value(c) - 1))
        elif c.suit == "H" or c.suit == "C":
            total += CROP_WEIGHT * take(c)
    return total


def play_until(game: HarvestGame, policy: Sequence, turn: int,
               told: Callable[[list], object] | None = None) -> None:
    """Both seats play ``policy`` (rules of thumb with a ``graze_plan`` and
    ``grow_choices``) until ``turn`` has begun (its harvest scored) or the
    game ends.  A season the policy plans whole (an attack, a harvest, a
    sowing, a diamond) is played in one go: the same moves it would make
    one at a time, without asking it again at each of them.  ``told``
    hears the events of every action applied (the review's playouts note
    what happened: rules/harvest/review.py); a sowing or harvest planned
    whole moves its cards without events."""
    while not game.over and game.turn < turn:
        (seat,) = game.to_act()
        step = game.step
        if step == FIELD:
            diamond = next((c for c in game.hands[seat] if c.suit == "D"), None)
            _told(told, game.apply(seat, DONE if diamond is None else PlayField(diamond)))
        elif step == SOWING:
            limit = len(game.fields[seat])
            hand = game.hands[seat]
            sown = [c for c in hand if (c.suit == "H" or c.suit == "C") and value(c) <= limit]
            if sown:
                game.hands[seat] = [c for c in hand if c not in sown]
                game.barns[seat].extend(sown)
            _told(told, game.apply(seat, DONE))
        elif step == GROWING:
            harvest = policy[seat].grow_choices(game.view(seat))[0]
            cards = game.barns[seat] + game.harvests[seat]
            game.harvests[seat] = [c for c in cards if c in harvest]
            game.barns[seat] = [c for c in cards if c not in harvest]
            _told(told, game.apply(seat, DONE))
        elif step == GRAZING:
            for pasture, grazers, _ in policy[seat].graze_plan(game.view(seat)):
                for g in grazers:
                    if g in game.barns[seat]:
                        _told(told, game.apply(seat, Graze(pasture, g)))
            if game.step == GRAZING and not game.over:
                _told(told, game.apply(seat, DONE))
        else:
            legal = game.legal_actions(seat)
            action = legal[0] if len(legal) == 1 else policy[seat].choose(game.view(seat), legal)
            _told(told, game.apply(seat, action))


def _told(told: Callable[[list], object] | None, events: list) -> None:
    if told is not None:
        told(events)


def horizon(view: HarvestView, rounds: int = 1) -> int:
    """The turn whose harvest ends a playout: the seat's next one (after the
    opponent's whole turn when it is the seat's own turn) with ``rounds`` 1,
    the one after with 2, and so on."""
    return view.turn_number + (2 if view.turn == view.seat else 1) + 2 * (rounds - 1)


def _fewer_than(wanted: int) -> Callable[[int], bool]:
    """``more(done)`` for a fixed number of deals."""
    return lambda done: done < wanted


def weigh(view: HarvestView, options: Sequence[Option], deals: int | Deadline, policy: Sequence,
          key: str, reset: Callable[[HarvestGame], None] | None = None, margin: float = 0.0,
          rounds: int = 1) -> Verdict:
    """Each option's average evaluation over ``deals`` sampled deals, each
    played on to the seat's ``rounds``-th harvest from now; the first option
    (the rules of thumb's) gets ``margin`` more, so that the search
    overrules them only when it clearly finds better.  ``deals`` may be an
    expert's ``Deadline``: then as many as it allows, remembered under its
    ``memo_key``."""
    count = deals if isinstance(deals, int) else deals.memo_key
    key = key + "|" + ";".join(o.tag or str(o.action) for o in options) + f"|{count}|{margin}|{rounds}"
    with _MEMO_LOCK:
        cached = _MEMO.get(key)
        if cached is not None:
            _MEMO.move_to_end(key)
    if cached is not None:
        return Verdict(tuple(options), cached.means, cached.deals)
    rng = random.Random(zlib.crc32(key.encode()))
    me, turn = view.seat, horizon(view, rounds)
    totals = [0.0] * len(options)
    more = _fewer_than(deals) if isinstance(deals, int) else deals.more
    deals = 0
    while more(deals):
        deals += 1
        base = sample_deal(view, rng)
        if reset is not None:
            reset(base)
        for i, option in enumerate(options):
            game = base.copy()
            option.setup(game)
            play_until(game, policy, turn)
            totals[i] += evaluate(game, me)
    means = [t / deals for t in totals]
    means[0] += margin
    verdict = Verdict(tuple(options), tuple(means), deals)
    with _MEMO_LOCK:
        _MEMO[key] = verdict
        if len(_MEMO) > MEMO_SIZE:
            _MEMO.popitem(last=False)
    return verdict


# ``weigh`` is a pure function of its key (the position and the options), so
# remembering recent answers changes nothing but time: a season decided in
# several steps (graze, graze, done) is weighed once.
MEMO_SIZE = 64
# Asked from more than one thread (an expert's thought, a hint): a key
# looked up and moved, or an entry added and the oldest dropped, as one step.
_MEMO: OrderedDict[str, Verdict] = OrderedDict()
_MEMO_LOCK = threading.Lock()


def codes(cards) -> str:
    return " ".join(sorted(str(c) for c in cards))


def position_key(view: HarvestView, kind: str, *parts: str) -> str:
    """What a decision depends on: the seat's whole view for most kinds; a
    season's plan passes only what stays the same during that season."""
    head = [kind, str(view.seat), str(view.turn), str(view.turn_number), str(view.scores),
            codes(view.hand), str(view.hand_sizes), str(view.draw_count), codes(view.discard),
            str(tuple(len(f) for f in view.fields))]
    return "|".join(head + list(parts))


def whole_view_key(view: HarvestView, kind: str) -> str:
    stacks = ";".join(f"{st.pasture}<{' '.join(str(g) for g in st.grazers)}" for st in view.stacks)
    return position_key(view, kind, codes(view.barns[0]), codes(view.barns[1]), codes(view.harvests[0]),
                        codes(view.harvests[1]), stacks, str(view.weather_turn), str(view.weather_passes))

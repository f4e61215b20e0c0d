"""The hard player's options for each decision, and the search that picks
one (rules/harvest/lookahead.py).

The rules of thumb (bots.HeuristicBot) propose: for an attack, their own
plan, the plain greedy one, each stack alone, their plan less one stack,
and no attack; for growing, their best few harvests; for weather, passing
and their best few plays; for sowing, sowing on or stopping.  An attack and
a harvest are whole-season plans, weighed from the position as the season
began, so each step of the season plays the next move of the same plan.
Reordering and field time are left to the rules of thumb (the best order
is arithmetic; a diamond is always worth playing).

The hard level searches weather, attacks and harvests (SEARCHED); an
attack or a harvest is weighed over two of the seat's harvests (ROUNDS),
weather over one.  The expert weighs an attack or a harvest over three
(EXPERT_ROUNDS): at hard's 24 deals a third harvest was measured no better
(109 of 200 deals against 108), at the expert's hundred or more it wins
more (docs/levels.md).  Why these settings, and what else was tried: the
docstrings of tests/benchmarks/harvest_tournament.py (wins) and
harvest_ceiling.py (shares of the ceiling), which measure them.

A bot proposes the options through the ``Proposer`` protocol below (the
rules of thumb, bots.HeuristicBot, are the one implementation).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from typing import Protocol, runtime_checkable

from rules.cards import Card
from rules.core import Action
from rules.thinking import Deadline

from .actions import DONE, PASS, Graze
from .game import HarvestGame
from .lookahead import Option, Verdict, codes, position_key, weigh, whole_view_key
from .sampling import undo_grazing
from .seasons import GRAZING
from .tactics import plan_attack
from .view import HarvestView
from .worth import barn_worth, harvest_worth

DEALS = 24  # sampled deals a searched decision is weighed over
MAX_OPTIONS = 6
MARGIN = 0.0  # how much better than the rules of thumb an option must do
SEARCHED: tuple[str, ...] = ("weather", "graze", "grow")  # the kinds the hard level searches (see the docstring)
ROUNDS = {"graze": 2, "grow": 2}  # the seat's harvests a playout plays through, by kind (else 1; see the docstring)
# The expert's: an attack or a harvest played on through a third harvest (see the docstring)
EXPERT_ROUNDS = {"graze": 3, "grow": 3}


@runtime_checkable
class Proposer(Protocol):
    """What the search asks of the rules of thumb: their plans, from which
    it builds the options it weighs."""

    def whole_turn(self, view: HarvestView) -> tuple[list[Card], list[Card]]:
        """The barn and the targets as they were before the turn's first graze."""

    def graze_plan(self, view: HarvestView) -> list:
        """Their whole attack: [(pasture, grazers, expected net)]."""

    def attack_with(self, view: HarvestView, plan) -> Action:
        """The next graze of ``plan``."""

    def grow_choices(self, view: HarvestView) -> list[frozenset]:
        """Harvests worth considering, the best first."""

    def grow_towards(self, view: HarvestView, harvest: set) -> Action:
        """The next step towards ``harvest``."""

    def weather_gains(self, view: HarvestView, legal: list) -> list[tuple[float, Action]]:
        """What each weather play is worth."""

    def sow(self, view: HarvestView, legal: list) -> Action:
        """What to sow next (DONE: stop)."""


@dataclass(frozen=True)
class Decision:
    action: Action
    verdict: Verdict | None = None  # the search's figures, when a search decided

    @property
    def option(self) -> Option | None:
        return None if self.verdict is None else self.verdict.options[self.verdict.best]


def decide(bot: Proposer, view: HarvestView, legal: list, deals: int | Deadline, policy_class,
           kinds=SEARCHED, margin: float = 0.0, model=None, rounds=None) -> Decision:
    """``bot``'s decision: searched when its rules of thumb offer two options
    or more, theirs alone otherwise.  ``policy_class`` plays the deals for
    the seat, ``model`` (default: the same) for its opponent, to the seat's
    n-th harvest from now, n by kind in ``rounds`` (default 1)."""
    if len(legal) == 1:
        return Decision(legal[0])
    builder = _BUILDERS.get(view.decision) if view.decision in kinds else None
    built = builder(bot, view, legal) if builder else None
    if built is None or len(built[0]) < 2:
        return Decision(policy_class.choose(bot, view, legal))
    options, key, reset = built
    policy = [policy_class(), policy_class()]
    policy[1 - view.seat] = (model or policy_class)()
    verdict = weigh(view, options, deals, policy, f"{key}|{type(policy[1 - view.seat]).__name__}", reset, margin,
                    (rounds or {}).get(view.decision, 1))
    return Decision(verdict.options[verdict.best].action, verdict)


def _unique(options: list[Option]) -> list[Option]:
    seen, out = set(), []
    for o in options:
        if o.tag not in seen:
            seen.add(o.tag)
            out.append(o)
    return out[:MAX_OPTIONS]


# Grazing ---------------------------------------------------------------------

def _plan_tag(plan) -> str:
    return ",".join(sorted(f"{p}<{' '.join(str(g) for g in gs)}" for p, gs in plan)) or "none"


def _graze_on(game: HarvestGame, seat: int, plan) -> None:
    for pasture, grazers in plan:
        for g in grazers:
            game.apply(seat, Graze(pasture, g))
    if game.step == GRAZING and not game.over:  # an empty barn ends grazing by itself
        game.apply(seat, DONE)


def _graze_options(bot: Proposer, view: HarvestView, legal):
    barn, targets = bot.whole_turn(view)
    kept = [(p, tuple(gs)) for p, gs, _ in bot.graze_plan(view)]
    greedy = [(p, tuple(gs)) for p, gs, _ in plan_attack(targets, barn, gain=harvest_worth, worth=barn_worth)]
    plans = [kept, greedy, []]
    plans += [[stack] for stack in kept + greedy]
    plans += [kept[:i] + kept[i + 1:] for i in range(len(kept))]
    seat = view.seat
    options = [Option(bot.attack_with(view, [(p, gs, 0.0) for p, gs in plan]),
                      partial(_graze_on, seat=seat, plan=plan), tuple(plan), _plan_tag(plan))
               for plan in plans]
    key = position_key(view, "graze", codes(barn), codes(targets), codes(view.barns[1 - seat]),
                       codes(view.harvests[seat]))
    return _unique(options), key, undo_grazing


# Growing ---------------------------------------------------------------------

def _harvest_as(game: HarvestGame, seat: int, cards, harvest) -> None:
    game.harvests[seat] = [c for c in cards if c in harvest]
    game.barns[seat] = [c for c in cards if c not in harvest]
    game.apply(seat, DONE)


def _grow_options(bot: Proposer, view: HarvestView, legal):
    seat = view.seat
    cards = sorted(list(view.barns[seat]) + list(view.harvests[seat]))
    options = [Option(bot.grow_towards(view, set(h)),
                      partial(_harvest_as, seat=seat, cards=cards, harvest=h), h, codes(h) or "none")
               for h in bot.grow_choices(view)]
    key = position_key(view, "grow", codes(cards), codes(view.barns[1 - seat]), codes(view.harvests[1 - seat]))
    return _unique(options), key, None


# Weather and sowing: one action at a time ----------------------------------------

def _act(seat: int, action: Action):
    return lambda game: game.apply(seat, action)


def _weather_options(bot: Proposer, view: HarvestView, legal):
    gains = sorted(bot.weather_gains(view, legal), key=lambda ga: (-ga[0], str(ga[1])))
    actions = [a for _, a in gains]
    # the rules of thumb's own choice first: their best play when it gains, else passing
    actions = actions[:1] + [PASS] + actions[1:] if gains and gains[0][0] > 0 else [PASS] + actions
    options = [Option(a, _act(view.seat, a), a, str(a)) for a in actions]
    return _unique(options), whole_view_key(view, "weather"), None


def _sow_options(bot: Proposer, view: HarvestView, legal):
    sow = bot.sow(view, legal)
    if sow == DONE:
        return None
    options = [Option(a, _act(view.seat, a), a, str(a)) for a in (sow, DONE)]
    return options, whole_view_key(view, "sow"), None


_BUILDERS = {"graze": _graze_options, "grow": _grow_options, "weather": _weather_options,
             "sow": _sow_options}


def described(options: Sequence[Option]) -> list[str]:
    return [o.tag for o in options]

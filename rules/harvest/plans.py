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

The hard level searches weather, attacks and harvests (SEARCHED).  An
attack or a harvest is weighed over two of the seat's harvests (ROUNDS):
with one, a playout ended before the seat's next attack, so a card kept in
the barn to graze counted for little and the search lost to the rules of
thumb (seeds 0-199 against easy: 125 and 120 won against 130); played on
through the next attack, the search wins against medium 108 of 200 (98
weather only; on fresh seeds 200-399 112 against 110) and against easy 132
(as many).  Weather stays at one round: two make a storm on a one-point
harvest card look worth the ace.  Tried on seeds 0-199 against medium and
no better than 108 within the noise: 48 deals (108), three rounds (109),
the opponent played as medium in the deals (111, but 129 against easy's
132), searched sowing (107), weather over two rounds (105), 10 options
(108), other evaluation weights (106-110), more or less fear (102, 108).

Shares of the ceiling (tests/benchmarks/harvest_ceiling.py, 200 tries):
seeds 0-199 against medium 108 of 124 (87.1%), against easy 132 of 144
(91.7%); seeds 200-399 112 of 124 (90.3%) and 135 of 148 (91.2%).  Tried
next, wins of 200 on seeds 0-199 against medium (and easy), all within the
noise of 108 (± 7): the opponent's hand dealt with few diamonds, as a hand
that lays one at every field time holds (dealt uniformly it held 1.25 at
the searched decisions against 0.20 in the real hands, and 2.9 spades
against 3.4): 108 (132; seeds 200-399 111 and 132 against 112 and 135); the
opponent played half the deals as medium, half as the rules of thumb: 108
(126); a margin for the rules of thumb's option of 0.5, 1.5, 3 points (with
those hands): 110, 111 (132; 200-399 113 and 135), 106, and a margin would
put points in the hint's figures that the deals did not give; medium's
attack among the grazing options: the same games, medium's harvest among
the growing: 108; the late game played deeper (once a score reaches 15,
every searched decision played through six harvests, which is mostly to the
end): 110 (132; 200-399 113 and 135), from 12 through four 108, from 10
through ten 110; 12 options over 48 deals: 108 (p99 200 ms); a deal in
which the rules of thumb would have played a spade where the opponent
passed in weather dealt again: the same games (against medium such deals
are most of them: the model does not know its opponent).  The deals the
ceiling wins and hard loses (16 against medium) turn on single moves that
only the face-up cards tell apart (a diamond kept, a crop not sown).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.core import Action

from .actions import DONE, PASS, Graze
from .game import HarvestGame
from .lookahead import Option, Verdict, codes, position_key, weigh, whole_view_key
from .sampling import undo_grazing
from .seasons import GRAZING
from .tactics import plan_attack
from .view import HarvestView

DEALS = 24  # sampled deals a searched decision is weighed over
MAX_OPTIONS = 6
MARGIN = 0.0  # how much better than the rules of thumb an option must do
SEARCHED = ("weather", "graze", "grow")  # the kinds the hard level searches (see the docstring)
ROUNDS = {"graze": 2, "grow": 2}  # the seat's harvests a playout plays through, by kind (else 1; see the docstring)


@dataclass(frozen=True)
class Decision:
    action: Action
    verdict: Verdict | None = None  # the search's figures, when a search decided

    @property
    def option(self) -> Option | None:
        return None if self.verdict is None else self.verdict.options[self.verdict.best]


def decide(bot, view: HarvestView, legal: list, deals: int, policy_class,
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


def _graze_options(bot, view: HarvestView, legal):
    from .bots import barn_worth, harvest_worth

    barn, targets = bot._whole_turn(view)
    kept = [(p, tuple(gs)) for p, gs, _ in bot._graze_plan(view)]
    greedy = [(p, tuple(gs)) for p, gs, _ in plan_attack(targets, barn, gain=harvest_worth, worth=barn_worth)]
    plans = [kept, greedy, []]
    plans += [[stack] for stack in kept + greedy]
    plans += [kept[:i] + kept[i + 1:] for i in range(len(kept))]
    seat = view.seat
    options = [Option(bot._attack_with(view, [(p, gs, 0.0) for p, gs in plan]),
                      lambda game, plan=plan: _graze_on(game, seat, plan), tuple(plan), _plan_tag(plan))
               for plan in plans]
    key = position_key(view, "graze", codes(barn), codes(targets), codes(view.barns[1 - seat]),
                       codes(view.harvests[seat]))
    return _unique(options), key, undo_grazing


# Growing ---------------------------------------------------------------------

def _harvest_as(game: HarvestGame, seat: int, cards, harvest) -> None:
    game.harvests[seat] = [c for c in cards if c in harvest]
    game.barns[seat] = [c for c in cards if c not in harvest]
    game.apply(seat, DONE)


def _grow_options(bot, view: HarvestView, legal):
    seat = view.seat
    cards = sorted(list(view.barns[seat]) + list(view.harvests[seat]))
    options = [Option(bot._grow_towards(view, set(h)),
                      lambda game, h=h: _harvest_as(game, seat, cards, h), h, codes(h) or "none")
               for h in bot._grow_choices(view)]
    key = position_key(view, "grow", codes(cards), codes(view.barns[1 - seat]), codes(view.harvests[1 - seat]))
    return _unique(options), key, None


# Weather and sowing: one action at a time ----------------------------------------

def _act(seat: int, action: Action):
    return lambda game: game.apply(seat, action)


def _weather_options(bot, view: HarvestView, legal):
    gains = sorted(bot._weather_gains(view, legal), key=lambda ga: (-ga[0], str(ga[1])))
    actions = [a for _, a in gains]
    # the rules of thumb's own choice first: their best play when it gains, else passing
    actions = actions[:1] + [PASS] + actions[1:] if gains and gains[0][0] > 0 else [PASS] + actions
    options = [Option(a, _act(view.seat, a), a, str(a)) for a in actions]
    return _unique(options), whole_view_key(view, "weather"), None


def _sow_options(bot, view: HarvestView, legal):
    sow = bot._sow(view, legal)
    if sow == DONE:
        return None
    options = [Option(a, _act(view.seat, a), a, str(a)) for a in (sow, DONE)]
    return options, whole_view_key(view, "sow"), None


_BUILDERS = {"graze": _graze_options, "grow": _grow_options, "weather": _weather_options,
             "sow": _sow_options}


def described(options: Sequence[Option]) -> list[str]:
    return [o.tag for o in options]

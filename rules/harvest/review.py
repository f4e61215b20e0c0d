"""The review of a Skördespelet game: which of a seat's decisions cost win
chance (rules/review.py, rules/review_chance.py).

The game is replayed from the log; at each of the seat's decisions with
more than one legal move its view is kept and nothing else.  A decision's
candidates are the move chosen, the rules of thumb's move (the hard
player's policy, bots.HeuristicBot), passing or done, and a seeded draw of
the other legal moves, ``CANDIDATES`` at most.  Each is played from deals
sampled from the view (sampling.py, as the hard player samples them), the
rest of the game by the rules of thumb for both seats (lookahead.play_until),
to its end: a win, or the draw at the turn limit.

A playout to the end costs about 10 ms from the first turn, so the search
is budgeted: the decisions are screened on a few deals each (``PLAYOUTS``
shared out, ``MIN_DEALS`` to ``MAX_DEALS`` a decision); when a long game
has more decisions than the budget screens, those where the seat did not
play the rules of thumb's move come first (where it did, the hard player's
own policy agreed).  Only the ``CONFIRMED`` costliest that the screen puts
at ``THRESHOLD`` or more are measured on ``CONFIRM`` fresh deals, and
reported only if that measure clearly says so.  The figures per game are printed by
tests/benchmarks/harvest_review.py.

Each playout notes what happened up to the seat's next harvest (its
facts: a card of the seat's eaten or blown away, a pasture its grazers
ate or went hungry on, a card of the opponent's it blew away, a win); the
review says the one that separates the chosen and the better move most
often (rules/review_chance.py's ``Story``).

The randomness is the review's own, seeded by the game's seed and the seat:
a game reviewed twice gives the same review.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from rules.core import Action
from rules.i18n import _
from rules.review import Review
from rules.review_chance import THRESHOLD, Judgement, Why, costliest, decision, screen, settle, story_of

from .actions import DONE, PASS
from .bots import HeuristicBot
from .events import CardBlownAway, GameWon, StackFed
from .game import SEAT_NAMES, HarvestGame
from .hints import describe
from .lookahead import horizon, play_until
from .sampling import sample_deal
from .seasons import MAX_TURNS
from .view import HarvestView

__all__ = ["CANDIDATES", "PLAYOUTS", "CONFIRM", "Moment", "moments", "review_game"]

CANDIDATES = 3  # moves weighed at a decision, the chosen one included
PLAYOUTS = 720  # playouts to screen a game's decisions
MIN_DEALS, MAX_DEALS = 8, 16  # deals a decision is screened on
CONFIRMED = 2  # decisions measured again after the screen
CONFIRM = 64  # fresh deals for their figures
POLICY = (HeuristicBot(), HeuristicBot())  # keeps no memory between calls: shared by every playout


@dataclass(frozen=True)
class Moment:
    """One decision of the reviewed seat as it saw it: the view, the moves
    weighed (the chosen one first) and the turn."""

    index: int  # in the log
    view: HarvestView
    candidates: tuple[Action, ...]
    agreed: bool  # the chosen move is the rules of thumb's


def moments(game: HarvestGame, log: Sequence[tuple[int, str]], seat: int, rng: random.Random
            ) -> tuple[list[Moment], int]:
    """Replay ``log`` on ``game`` (new, seeded) and keep ``seat``'s decisions
    with a choice in them; also the count of those without one."""
    if seat not in (0, 1):
        raise ValueError(f"there is no seat {seat} at a Skördespelet table")
    found, forced = [], 0
    for index, (s, text) in enumerate(log):
        action = game.parse_action(s, text)
        if s == seat:
            legal = game.legal_actions(seat)
            if len(legal) < 2:
                forced += 1
            else:
                view = game.view(seat)
                rule = POLICY[0].choose(view, legal)
                found.append(Moment(index, view, candidates_of(legal, action, rule, rng), rule == action))
        game.apply(s, action)
    return found, forced


def candidates_of(legal: list[Action], chosen: Action, rule: Action, rng: random.Random) -> tuple[Action, ...]:
    """The chosen move, the rules of thumb's, pass or done, then others drawn
    by ``rng``: ``CANDIDATES`` at most, each once."""
    wanted = [chosen, rule, DONE, PASS]
    rest = [a for a in legal if a not in wanted]
    rng.shuffle(rest)
    out: list[Action] = []
    for a in wanted + rest:
        if a in legal and a not in out and len(out) < CANDIDATES:
            out.append(a)
    return tuple(out)


def _outcome(view: HarvestView, deal: HarvestGame, action: Action, noted: bool = True) -> tuple[float, frozenset]:
    """``action``, then the rest of the game by the rules of thumb: 1 when
    the seat wins, 0 when it loses, 0.5 a draw; and the facts (``fact_of``)
    up to the seat's next harvest (``noted``: the screen, which only picks
    the best, needs none and spends nothing on them)."""
    game = deal.copy()
    me = view.seat
    facts = set()

    def told(events) -> None:
        for event in events:
            if (fact := fact_of(event, me)) is not None:
                facts.add(fact)

    events = game.apply(me, action)
    if noted:
        told(events)
        play_until(game, POLICY, horizon(view), told)
    play_until(game, POLICY, MAX_TURNS + 1)
    return (0.5 if game.winner is None else float(game.winner == me)), frozenset(facts)


def fact_of(event, me: int) -> tuple | None:
    """What an event of a playout tells of the seat ``me``'s game, if anything."""
    if isinstance(event, StackFed):
        if event.pasture is None:
            return None
        if event.pasture_owner == me:
            return ("eaten", event.pasture) if event.eaten else None
        if event.grazer_owner == me:
            return ("ate" if event.eaten else "hungry", event.pasture)
        return None
    if isinstance(event, CardBlownAway):
        if event.owner == me and event.seat != me:
            return ("blown", event.target)
        if event.owner != me and event.seat == me:
            return ("blew", event.target)
        return None
    if isinstance(event, GameWon):
        return ("win", event.seat)
    return None


def is_bad(seat: int):
    """Which facts hurt ``seat`` (True) or help it (False)."""
    def bad(fact) -> bool:
        if fact[0] == "win":
            return fact[1] != seat
        return fact[0] in ("eaten", "hungry", "blown")
    return bad


def tell(fact, names, seat: int) -> str:
    """A fact of ``fact_of``'s in words, told to ``seat``."""
    kind, what = fact
    opp = names[1 - seat]
    if kind == "win":
        if what == seat:
            return _("you reached 20 by your next harvest")
        return _("{seat} reached 20 before your next harvest").format(seat=opp)
    card = what.label
    if kind == "eaten":
        return _("{seat}'s grazers ate your {card}").format(seat=opp, card=card)
    if kind == "hungry":
        return _("your grazers on {seat}'s {card} went hungry").format(seat=opp, card=card)
    if kind == "ate":
        return _("your grazers ate {seat}'s {card}").format(seat=opp, card=card)
    if kind == "blown":
        return _("{seat} blew away your {card}").format(seat=opp, card=card)
    return _("you blew away {seat}'s {card}").format(seat=opp, card=card)


def review_game(seed: int, options: dict, log: Sequence[tuple[int, str]], seat: int,
                known: Mapping[int, Review] | None = None) -> Review:
    """The costliest decisions of ``seat`` in the game the log plays: at
    most two, each clearly costing at least 5 points of win chance.  The
    game is one part, 0: ``known[0]``, a review of it made already, is
    returned as it is."""
    if known and 0 in known:
        return known[0]
    rng = random.Random(f"review:harvest:{seed}:{seat}")
    found, forced = moments(HarvestGame(seed=seed, **options), log, seat, rng)
    weighed = sum(len(m.candidates) for m in found)
    deals = max(MIN_DEALS, min(MAX_DEALS, PLAYOUTS // max(weighed, 1)))
    budget = PLAYOUTS
    chosen = []
    for m in sorted(found, key=lambda m: m.agreed):  # the seat's own moves first (a stable sort)
        if len(m.candidates) * deals <= budget:
            budget -= len(m.candidates) * deals
            chosen.append(m)
    screened: list[tuple[float, Moment, int]] = []
    for m in sorted(chosen, key=lambda m: m.index):
        best, means = screen(len(m.candidates), 0, _draw(m.view, rng), _judge(m, noted=False), deals)
        if means[best] - means[0] >= THRESHOLD:
            screened.append((means[best] - means[0], m, best))
    screened.sort(key=lambda t: (-t[0], t[1].index))
    costly = []
    for _cost, m, best in screened[:CONFIRMED]:
        judged: Judgement | None = settle(0, best, _draw(m.view, rng), _judge(m), CONFIRM)
        if judged is not None:
            why = Why(m.view.turn_number, (m.view, m.candidates[0]), (m.view, m.candidates[best]),
                      judged.chosen_value, judged.best_value, judged.samples, say_move,
                      story_of(judged, is_bad(seat)), tell, seat, SEAT_NAMES)
            costly.append(decision(m.index, seat, m.view.turn_number, m.candidates, judged, why))
    return Review("harvest", seat, 0, "win chance", costliest(costly), len(chosen), forced)


def _draw(view: HarvestView, rng: random.Random):
    return lambda: sample_deal(view, rng)


def _judge(m: Moment, noted: bool = True):
    return lambda deal, j: _outcome(m.view, deal, m.candidates[j], noted)


def say_move(move: tuple[HarvestView, Action]) -> str:
    """A move in words, as the seat saw it ("sow 5♥")."""
    view, action = move
    return describe(view, action)

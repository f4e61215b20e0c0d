"""The review of a clover-picker game: which of a seat's decisions cost
win chance (rules/review.py, rules/review_chance.py).

The game is replayed from the log; at each of the seat's decisions with
two kinds of move or more (more or stop in the spade chain; the kinds of
meadow card to buy, or done) its view is kept and nothing else.  Each
candidate is played from worlds sampled from that view as the hard player
samples them (bots.sample_world: the own hand exactly, the opponent's as
the groups it saw, the unseen talon shuffled), the rest of the turn and the
game after it by medium's rule, which is the hard player's rollout policy,
to the end (a win, or the draw after turn 500).  A world plays out in a
fraction of a millisecond (sim.py), so every decision gets ``SCREEN``
worlds to pick the best and ``CONFIRM`` fresh ones for its figures.

The randomness is the review's own, seeded by the game's seed and the seat:
a game reviewed twice gives the same review.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from rules.core import Action
from rules.review import Review
from rules.review_chance import Why, costliest, decision, screen, settle

from .actions import MORE, STOP
from .bots import action_kind, chain_choice, distinct_actions, finish_turn, sample_world
from .game import CloverGame
from .hints import instead
from .sim import World
from .values import MAX_TURNS
from .view import CloverView

__all__ = ["SCREEN", "CONFIRM", "Moment", "moments", "play_out", "review_game"]

SCREEN = 64  # worlds to pick the best candidate of a decision
CONFIRM = 160  # fresh worlds for the chosen and the best candidate's figures


@dataclass(frozen=True)
class Moment:
    """One decision of the reviewed seat as it saw it: the view, the kinds
    of move it had (the chosen move stands for its kind), and its choice."""

    index: int  # in the log
    view: CloverView
    candidates: tuple[Action, ...]
    chosen: int


def moments(game: CloverGame, log: Sequence[tuple[int, str]], seat: int) -> tuple[list[Moment], int]:
    """Replay ``log`` on ``game`` (new, seeded) and keep ``seat``'s decisions
    with a choice in them; also the count of its decisions without one."""
    if seat not in (0, 1):
        raise ValueError(f"there is no seat {seat} at a clover-picker table")
    found, forced = [], 0
    for index, (s, text) in enumerate(log):
        action = game.parse_action(s, text)
        if s == seat:
            legal = game.legal_actions(seat)
            candidates = [MORE, STOP] if chain_choice(legal) else distinct_actions(legal)
            if len(candidates) < 2:
                forced += 1
            else:
                mine = next(j for j, a in enumerate(candidates) if action_kind(a) == action_kind(action))
                candidates[mine] = action
                found.append(Moment(index, game.view(seat), tuple(candidates), mine))
        game.apply(s, action)
    return found, forced


def play_out(view: CloverView, world: World, action: Action) -> float:
    """``action`` and the rest of the game in ``world``, medium's rule for
    both seats: 1 when the seat wins, 0 when it loses, 0.5 a draw."""
    if finish_turn(view, world, action):
        return 1.0
    me, turn = view.seat, view.turn_number
    seat = 1 - me
    while turn < MAX_TURNS:
        turn += 1
        if world.turn(seat):
            return 1.0 if seat == me else 0.0
        seat = 1 - seat
    return 0.5


def review_game(seed: int, options: dict, log: Sequence[tuple[int, str]], seat: int,
                known: Mapping[int, Review] | None = None) -> Review:
    """The costliest decisions of ``seat`` in the game the log plays: at
    most two, each clearly costing at least 5 points of win chance.  The
    game is one part, 0: ``known[0]``, a review of it made already, is
    returned as it is."""
    if known and 0 in known:
        return known[0]
    found, forced = moments(CloverGame(seed=seed, **options), log, seat)
    rng = random.Random(f"review:clover:{seed}:{seat}")
    costly = []
    for m in found:
        def draw(view=m.view):
            return sample_world(view, rng), rng.getrandbits(32)

        def outcome(drawn, j, m=m) -> float:
            world, seed_ = drawn
            copy = World([world.hands[0][:], world.hands[1][:]], world.scores[:], world.meadow[:],
                         world.talon[:], random.Random(seed_))
            return play_out(m.view, copy, m.candidates[j])

        best, _means = screen(len(m.candidates), m.chosen, draw, outcome, SCREEN)
        judged = settle(m.chosen, best, draw, outcome, CONFIRM)
        if judged is not None:
            why = Why(m.view.turn_number, (m.view, m.candidates[m.chosen]), (m.view, m.candidates[best]),
                      judged.chosen_value, judged.best_value, judged.samples, say_move)
            costly.append(decision(m.index, seat, m.view.turn_number, m.candidates, judged, why))
    return Review("clover", seat, 0, "win chance", costliest(costly), len(found), forced)


def say_move(move: tuple[CloverView, Action]) -> str:
    """A move in words, as the seat saw it ("buying the 7♣")."""
    view, action = move
    return instead(view, action)

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

Each playout notes what came of the move soon after (``play_out``'s
facts): whether the seat won this turn, what the opponent picked from the
meadow on its next turn and whether it won then, whether the seat won on
its next turn.  The review says the one that separates the chosen and the
better move most often (rules/review_chance.py's ``Story``).

The randomness is the review's own, seeded by the game's seed and the seat:
a game reviewed twice gives the same review.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from rules.cards import CARDS
from rules.core import Action
from rules.i18n import _
from rules.review import Fact, Review
from rules.review_chance import Why, costliest, decision, screen, settle, story_of

from .actions import MORE, STOP
from .bots import action_kind, chain_choice, distinct_actions, finish_turn, sample_world
from .game import SEAT_NAMES, CloverGame
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


TOLD = 2  # the turns after the seat's own whose facts are noted: the opponent's next, then the seat's


def play_out(view: CloverView, world: World, action: Action) -> tuple[float, frozenset]:
    """``action`` and the rest of the game in ``world``, medium's rule for
    both seats: 1 when the seat wins, 0 when it loses, 0.5 a draw; and the
    facts of the next turns: ("win", seat, k), the seat that won and when
    (0 this turn, 1 the opponent's next, 2 the seat's next), and ("gave",
    card), a meadow card the opponent picked on its next turn."""
    me = view.seat
    if finish_turn(view, world, action):
        return 1.0, frozenset({("win", me, 0)})
    facts: set[Fact] = set()
    turn = view.turn_number
    seat = 1 - me
    step = 0
    while turn < MAX_TURNS:
        turn += 1
        step += 1
        meadow = [c for c in world.meadow if c >= 0] if step == 1 else ()
        if world.turn(seat):
            if step <= TOLD:
                facts.add(("win", seat, step))
            return (1.0 if seat == me else 0.0), frozenset(facts)
        if meadow:
            hand = world.hands[seat]
            facts.update(("gave", CARDS[c]) for c in meadow if c in hand)  # picked: in its bouquet, now its hand
        seat = 1 - seat
    return 0.5, frozenset(facts)


def is_bad(seat: int):
    """Which facts hurt ``seat`` (True), help it (False), or are not told (None)."""
    def bad(fact) -> bool | None:
        if fact[0] == "win":
            return fact[1] != seat
        return True  # a card the opponent picked
    return bad


def when(fact) -> int:
    """The turn a fact came in, from the decision's (0: this turn)."""
    return fact[2] if fact[0] == "win" else 1


def tell(fact, names, seat: int) -> str:
    """A fact of ``play_out``'s in words, told to ``seat``."""
    if fact[0] == "gave":
        return _("{seat} picked the {card} from the meadow on its next turn").format(
            seat=names[1 - seat], card=fact[1].label)
    _kind, winner, step = fact
    if step == 0:
        return _("you won the game this turn")
    if winner == seat:
        return _("you reached 40 on your next turn")
    return _("{seat} reached 40 on its next turn").format(seat=names[winner])


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

        def outcome(drawn, j, m=m) -> tuple[float, frozenset[Fact]]:
            world, seed_ = drawn
            copy = World([world.hands[0][:], world.hands[1][:]], world.scores[:], world.meadow[:],
                         world.talon[:], random.Random(seed_))
            return play_out(m.view, copy, m.candidates[j])

        best, _means = screen(len(m.candidates), m.chosen, draw, outcome, SCREEN)
        judged = settle(m.chosen, best, draw, outcome, CONFIRM)
        if judged is not None:
            why = Why(m.view.turn_number, (m.view, m.candidates[m.chosen]), (m.view, m.candidates[best]),
                      judged.chosen_value, judged.best_value, judged.samples, say_move,
                      story_of(judged, is_bad(seat), when), tell, seat, SEAT_NAMES)
            costly.append(decision(m.index, seat, m.view.turn_number, m.candidates, judged, why))
    return Review("clover", seat, 0, "win chance", costliest(costly), len(found), forced)


def say_move(move: tuple[CloverView, Action]) -> str:
    """A move in words, as the seat saw it ("buying the 7♣")."""
    view, action = move
    return instead(view, action)

"""The review of a Hearts hand: which of a seat's decisions cost points.

The hand is replayed from the log; at each of the seat's decisions (its pass
and its card plays) only its view and legal cards are kept (``moments``),
and only those are judged (review_judge.py): the review can know no more
than the player knew.  The tricks the table saw won are kept too, to say
afterwards what a card did (review_why.py).  A decision it reports is
played out again to tell what came of it (review_story.py): who took the
trick, who took Q♠, who shot the moon, said before the figures.

A decision is reported only when it clearly cost ``THRESHOLD`` points or
more: the cost less one standard error is still at least ``THRESHOLD``, and
the cost is at least ``Z`` standard errors.  A hand the hard player played
must not be blamed for sampling noise.  In 60 seeded hands it played
(tests/benchmarks/hearts_review.py --hard 60, 616 decisions), the plain
"cost >= 1 and 2 standard errors" would flag 9 (7 passes, 2 cards, 1.1 to
3.3 points); this rule flags 4, all passes (1.8 to 3.3 points), and no card.
Those are more than noise (figures from fresh deals, a standard error and
more above a point): the hard player picks its pass on 60 deals, with a quarter
point in favour of its rule-of-thumb pass and its own measure (a quarter of
the others' points counts), where the review counts its own points only on
200 + 200 deals.  The scripted blunders in the tests cost 2.5 to 13 points.

Deals are not reused across decisions: a deal drawn for an earlier decision
rarely fits the cards played since, and drawing anew costs less than
filtering.  The randomness is the review's own, seeded by the game's seed,
the hand and the seat, so a hand reviewed twice gives the same review.
Nothing is cached here (no state shared between workers): a screen keeps
the ``Review`` it got.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from rules.core import Action
from rules.review import Decision, Review, Story
from rules.stopping import check

from .actions import Pass, Play
from .events import TrickWon
from .game import HeartsGame
from .masks import QS
from .review_judge import Judgement, judge, judge_pass
from .review_story import Told
from .review_why import PassWhy, Why, why_of
from .view import HeartsView

__all__ = ["THRESHOLD", "Z", "SHOWN", "Moment", "moments", "review_hand", "review_game"]

THRESHOLD = 1.0  # points: a cheaper decision is not shown
Z = 2.0  # standard errors the cost must exceed
SHOWN = 2  # decisions shown at most


@dataclass(frozen=True)
class Moment:
    """One decision of the reviewed seat, as that seat saw it: the view and
    legal cards before it (none kept for a pass: any three of the hand), the
    action chosen, and the tricks of the hand as everyone saw them won."""

    index: int  # in the log
    view: HeartsView
    legal: tuple[Action, ...]
    chosen: Play | Pass
    tricks: tuple[TrickWon, ...]  # every trick of the hand, as the table saw them won


def moments(game: HeartsGame, log: Sequence[tuple[int, str]], seat: int, hand: int | None
            ) -> tuple[int, list[Moment]]:
    """Replay ``log`` on ``game`` (new, seeded) and keep ``seat``'s
    decisions in hand ``hand`` (None: the hand of the log's last action),
    each with nothing but what the seat could see.  A seat not at the table
    or a hand the log does not reach is a ``ValueError``; an action the game
    refuses, its ``IllegalAction``."""
    if not 0 <= seat < game.num_players:
        raise ValueError(f"there is no seat {seat} at this {game.num_players}-player table")
    by_hand: dict[int, list[tuple[int, HeartsView, tuple[Action, ...], Play | Pass]]] = {}
    won: dict[int, list[TrickWon]] = {}
    current = game.hand_number
    for index, (s, text) in enumerate(log):
        current = game.hand_number
        action = game.parse_action(s, text)
        if s == seat:
            legal = tuple(game.legal_actions(seat)) if type(action) is Play else ()
            by_hand.setdefault(current, []).append((index, game.view(seat), legal, action))
        for event in game.apply(s, action):
            if type(event) is TrickWon:  # public: told to every seat as it is
                told = event.seen_by(seat)
                assert isinstance(told, TrickWon)
                won.setdefault(current, []).append(told)
    hand = current if hand is None else hand
    if not 1 <= hand <= current:
        raise ValueError(f"hand {hand} is not in this log (hands 1 to {current})")
    tricks = tuple(won.get(hand, ()))
    return hand, [Moment(index, view, legal, chosen, tricks) for index, view, legal, chosen in by_hand.get(hand, [])]


def review_hand(seed: int, options: dict, log: Sequence[tuple[int, str]], seat: int,
                hand: int | None = None) -> Review:
    """The costliest decisions of ``seat`` in ``hand`` (by default the hand
    of the log's last action): at most ``SHOWN``, each clearly costing at
    least ``THRESHOLD`` points.  A few tenths of a second of CPU: call it
    in a worker; the result is frozen and picklable."""
    game = HeartsGame(seed=seed, **options)
    hand, found = moments(game, log, seat, hand)
    rng = random.Random(f"review:{seed}:{hand}:{seat}")
    costly: list[Decision] = []
    evaluated = forced = 0
    for m in found:
        check()  # a pass is judged in one call (pass_totals, the hard player's own)
        if isinstance(m.chosen, Pass):
            judged: Judgement | None = judge_pass(m.view, m.chosen, rng)
        else:
            judged = judge(m.view, m.legal, m.chosen, rng)
        if judged is None:
            forced += 1
            continue
        evaluated += 1
        if judged.cost - judged.error >= THRESHOLD and judged.cost >= Z * judged.error:
            # What came of it, played out again on deals of its own (review_story.py).
            own = random.Random(f"review-story:{seed}:{hand}:{seat}:{m.index}")
            costly.append(_decision(m, judged, hand, judged.retell(own) if judged.retell else None))
    costly.sort(key=lambda d: (-d.cost, d.index))
    return Review("hearts", seat, hand, "points", tuple(costly[:SHOWN]), evaluated, forced)


def review_game(seed: int, options: dict, log: Sequence[tuple[int, str]], seat: int,
                known: Mapping[int, Review] | None = None) -> Review:
    """The costliest decisions of ``seat`` in the whole game the log plays,
    across its hands: at most ``SHOWN``.  ``known``: reviews of hands made
    already (the table reviews each hand as it is scored), by hand number;
    the other hands are reviewed here.  Part 0 is the whole game."""
    known = known or {}
    last, _found = moments(HeartsGame(seed=seed, **options), log, seat, None)
    hands = [known[h] if h in known else review_hand(seed, options, log, seat, h) for h in range(1, last + 1)]
    decisions = sorted((d for r in hands for d in r.decisions), key=lambda d: (-d.cost, d.index))
    return Review("hearts", seat, 0, "points", tuple(decisions[:SHOWN]), sum(r.evaluated for r in hands),
                  sum(r.forced for r in hands))


def _decision(m: Moment, judged: Judgement, hand: int, story: Story | None = None) -> Decision:
    why: Why | PassWhy
    if isinstance(m.chosen, Pass):
        best = judged.best
        assert isinstance(best, Pass)  # a pass is judged against passes
        step = 0
        told = Told(story, 0, m.chosen.cards, best.cards) if story is not None else None
        why = PassWhy(m.chosen.cards, best.cards, judged.chosen_value,
                      judged.best_value, judged.samples, _queen_taken_at(m), told, m.view.seat,
                      m.view.num_players)
    else:
        best_play = judged.best
        assert isinstance(best_play, Play)  # a card is judged against cards
        step = len(m.view.tricks_played) + 1
        told = Told(story, step, (m.chosen.card,), (best_play.card,)) if story is not None else None
        why = why_of(m.view, m.chosen.card, best_play.card, judged.chosen_value, judged.best_value,
                     judged.samples, m.tricks, judged.moon, told)
    return Decision(m.index, m.view.seat, step, m.chosen, judged.best, judged.chosen_value, judged.best_value,
                    judged.cost, judged.samples, why, hand)


def _queen_taken_at(m: Moment) -> int:
    """The trick (1-based) in which the seat took Q♠ this hand; 0 if it did not."""
    return next((t.trick_index + 1 for t in m.tricks
                 if t.winner == m.view.seat and any(c.code == QS for _, c in t.cards)), 0)

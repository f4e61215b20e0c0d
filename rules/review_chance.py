"""Judging a decision by its win chance, for the games reviewed whole
(Skördespelet, Klöverplockarspelet; rules/review.py).

A decision's candidates are played out from worlds sampled from the
deciding seat's view (never the hidden cards), each world played to the
end of the game by the game's bots: the win chance of a candidate is the
share of its playouts the seat wins (a draw counts half).  Played to the
end and not to a horizon evaluation, because a horizon's points are not a
chance: "0.8 points ahead" means a sure win at 19–0 and little at 2–3.

Each playout also says what happened in it soon after the decision (its
``facts``: the game's own, "North reached 40 on its next turn", "North's
grazers ate your 7♥"), and the review tells in words the fact that
separates the chosen and the better move most often over the same worlds
(``Story``): what happened next because of the choice, then the figures.

The candidates are compared on the same worlds (common random numbers),
and in two rounds, as the Hearts review does: ``screen`` picks the best
candidate on a few worlds, ``confirm`` measures the chosen and the best on
as many fresh ones (the best of several noisy means is flattered by the
pick).  A decision is reported only when it clearly cost ``THRESHOLD`` or
more: the cost less one standard error is still at least ``THRESHOLD``,
and the cost is at least ``Z`` standard errors; and ``settle`` asks that
twice, the second time on fresh worlds, whose figures are the ones shown.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from rules.core import Action
from rules.i18n import _
from rules.review import Decision, Fact, Reason, Story, separating
from rules.stopping import check

__all__ = ["THRESHOLD", "Z", "SHOWN", "Judgement", "Story", "Why", "screen", "confirm", "clear", "settle",
           "decision", "costliest", "story_of", "separating"]

THRESHOLD = 0.05  # win chance: a cheaper decision is not shown
Z = 2.0  # standard errors the cost must exceed
SHOWN = 2  # decisions shown at most

World = TypeVar("World")
Move = TypeVar("Move")  # a move as a game's review says it (``Why.say_move``)
Played = tuple[float, frozenset]  # a playout's outcome (1 win, 0.5 draw, 0 loss) and its facts


@dataclass(frozen=True)
class Judgement:
    """The chosen and the best candidate's win chances (0 to 1) on the same
    ``samples`` worlds, the cost (their difference) and its standard error."""

    chosen: int  # the candidates' indices
    best: int
    chosen_value: float
    best_value: float
    cost: float
    error: float
    samples: int
    chosen_facts: tuple[tuple[Fact, int], ...] = ()  # each fact and the playouts of the chosen move it came in
    best_facts: tuple[tuple[Fact, int], ...] = ()


def screen(count: int, mine: int, draw: Callable[[], World], outcome: Callable[[World, int], Played],
           worlds: int) -> tuple[int, list[float]]:
    """The best of ``count`` candidates over ``worlds`` sampled worlds (ties
    go to ``mine``, then to the first), and each one's mean outcome.
    ``outcome(world, j)`` plays candidate ``j`` on a copy of ``world`` to the
    end: 1 a win for the seat, 0.5 a draw, 0 a loss."""
    totals = [0.0] * count
    for _n in range(worlds):
        check()
        world = draw()
        for j in range(count):
            totals[j] += outcome(world, j)[0]
    means = [t / max(worlds, 1) for t in totals]
    best = max(range(count), key=lambda j: (round(means[j], 9), j == mine, -j))
    return best, means


def confirm(mine: int, best: int, draw: Callable[[], World], outcome: Callable[[World, int], Played],
            worlds: int) -> Judgement:
    """The win chances of ``mine`` and ``best`` on ``worlds`` fresh worlds
    (none needed when they are the same candidate), and how often each
    fact came after each."""
    if mine == best:
        return Judgement(mine, best, 0.0, 0.0, 0.0, 0.0, 0)
    a, b = [], []
    told_a: Counter[Fact] = Counter()
    told_b: Counter[Fact] = Counter()
    for _n in range(worlds):
        check()
        world = draw()
        value, facts = outcome(world, mine)
        a.append(value)
        told_a.update(facts)
        value, facts = outcome(world, best)
        b.append(value)
        told_b.update(facts)
    diffs = [y - x for x, y in zip(a, b)]
    cost = sum(diffs) / worlds
    var = sum((d - cost) ** 2 for d in diffs) / max(worlds - 1, 1)
    return Judgement(mine, best, sum(a) / worlds, sum(b) / worlds, cost, (var / worlds) ** 0.5, worlds,
                     tuple(sorted(told_a.items(), key=repr)), tuple(sorted(told_b.items(), key=repr)))


def clear(judged: Judgement) -> bool:
    """The decision clearly cost at least ``THRESHOLD`` of win chance."""
    return judged.cost - judged.error >= THRESHOLD and judged.cost >= Z * judged.error


def settle(mine: int, best: int, draw: Callable[[], World], outcome: Callable[[World, int], Played],
           worlds: int) -> Judgement | None:
    """The judgement a review shows, or None: ``confirm``'s, and when that
    clears, ``confirm`` again on as many fresh worlds, shown only if it
    clears too.  Of some thirty decisions a game, a cost that clears once
    is partly the luck of its worlds, and its figures are flattered by
    that luck (the figures of the four decisions shown in ten games of the
    hard player, measured again on 3000 worlds: 11.9 → 10.3, 11.2 → 5.6,
    25.0 → 17.7, 11.2 → 6.7 %); the second measurement is neither.  It
    costs nothing for the many decisions that do not clear."""
    judged = confirm(mine, best, draw, outcome, worlds)
    if not clear(judged):
        return None
    again = confirm(mine, best, draw, outcome, worlds)
    return again if clear(again) else None


def decision(index: int, seat: int, step: int, candidates: Sequence[Action], judged: Judgement,
             reason: Reason) -> Decision:
    return Decision(index, seat, step, candidates[judged.chosen], candidates[judged.best], judged.chosen_value,
                    judged.best_value, judged.cost, judged.samples, reason)


def costliest(decisions: Sequence[Decision]) -> tuple[Decision, ...]:
    """At most ``SHOWN``, the costliest first (the earlier of equal ones)."""
    return tuple(sorted(decisions, key=lambda d: (-d.cost, d.index))[:SHOWN])


def story_of(judged: Judgement, bad: Callable[[Fact], bool | None],
             when: Callable[[Fact], int] = lambda fact: 0) -> Story | None:
    """The story of a judgement's playouts (``separating``)."""
    return separating(dict(judged.chosen_facts), dict(judged.best_facts), judged.samples, bad, when)


@dataclass(frozen=True)
class Why(Generic[Move]):
    """Why a decision cost win chance: what happened next because of it
    (``story``, told by the game's ``tell``), then the two moves' figures.
    ``say_move(move)`` puts a move in words and ``tell(fact, names, seat)``
    a fact, as "North reached 40 on its next turn" (module-level functions
    of the game's, so that the reason pickles); the sentence is said when
    asked.  Without a story it says the figures alone."""

    turn: int
    chosen: Move  # what say_move takes: the move as the seat saw it
    best: Move
    chosen_value: float
    best_value: float
    samples: int
    say_move: Callable[[Move], str]
    story: Story | None = None
    tell: Callable[..., str] | None = None
    seat: int = 0
    names: tuple[str, ...] = ()  # the game's own seat names, said in the language of the moment

    def say(self, names: Sequence[str] | None = None) -> str:
        f = {"turn": self.turn, "chosen": self.say_move(self.chosen), "best": self.say_move(self.best),
             "chosen_value": percent(self.chosen_value), "best_value": percent(self.best_value),
             "games": self.samples}
        story = self.story
        if story is not None and self.tell is not None:
            seats = list(names) if names is not None else [_(n) for n in self.names]
            f["what"] = self.tell(story.fact, seats, self.seat)
            if story.bad:
                return _("Turn {turn}: after “{chosen}”, {what} in {a} of {games} sampled games, after "
                         "“{best}” in {b}; you won {chosen_value} of them, {best_value} with “{best}”.").format(
                    a=story.chosen, b=story.best, **f)
            return _("Turn {turn}: after “{best}”, {what} in {b} of {games} sampled games, after "
                     "“{chosen}” in {a}; you won {chosen_value} of them, {best_value} with “{best}”.").format(
                a=story.chosen, b=story.best, **f)
        return _("Turn {turn}: you chose “{chosen}”, which won {chosen_value} of {games} sampled games "
                 "played to the end; “{best}” won {best_value}.").format(**f)


def percent(chance: float) -> str:
    """A win chance as a whole percentage ("52 %" in Swedish)."""
    return _("{n}%").format(n=round(100 * chance))

"""A reviewed decision for the tests of the words around one (where it
was: the step and the hand; its figures): a real Hearts decision, Q♠
played where 2♣ was better, whose own sentence those tests do not read."""

from __future__ import annotations

from rules.cards import parse_card
from rules.hearts.actions import Play
from rules.hearts.review_why import Why
from rules.review import Decision


def a_decision(step: int, part: int = 0, index: int = 0, chosen_value: float = 0.0, best_value: float = 0.0,
               cost: float = 1.0, samples: int = 1) -> Decision:
    chosen, best = parse_card("QS"), parse_card("2C")
    reason = Why("took", players=4, trick=max(step, 1), card=chosen, best=best,
                 chosen_value=chosen_value, best_value=best_value, samples=samples)
    return Decision(index=index, seat=0, step=step, chosen=Play(chosen), best=Play(best), chosen_value=chosen_value,
                    best_value=best_value, cost=cost, samples=samples, reason=reason, part=part)

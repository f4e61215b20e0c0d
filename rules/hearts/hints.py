"""The hard Hearts player's reasons: one sentence for the hint key.

``HardBot._decide`` returns its action and a ``Found``: what the choice
rested on.  A search is said in its own figures (the chosen card against
the next best, over the deals sampled); a choice no search made (the only
legal card, cards that are worth the same) gets the plain rule.  The
figures are the hard player's own measure: its points in the hand, less a
quarter of the others' average (hard.py), so "fewer" is better.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.cards import cards_label
from rules.core import Action
from rules.hint import Hint
from rules.i18n import _, decimal

from .actions import Pass, Play
from .heuristics import power, trick_winner
from .masks import QS, TWO_CLUBS

NOISE = 0.05  # a difference this small is shown as "no clearly better"


@dataclass(frozen=True)
class Found:
    """What a decision rests on: ``kind`` "search" (``scores``: each
    candidate with its mean outcome over ``samples`` deals), "forced" (one
    legal card), "equal" (the legal cards are interchangeable) or "rule"
    (the rule of thumb, nothing sampled)."""

    kind: str
    samples: int = 0
    scores: tuple[tuple[Action, float], ...] = ()
    shoot: bool = False  # the chosen card's figure is its moon-shooting plan's


def hint_for(view, action: Play | Pass, found: Found) -> Hint:
    if isinstance(action, Pass):
        return Hint(action, _pass_reason(action, found), tuple(action.cards))
    return Hint(action, _play_reason(view, action, found), (action.card,))


def _runner_up(action: Action, found: Found) -> tuple[Action, float] | None:
    """The best of the other candidates, and how much worse it did than
    ``action`` on average (negative: it did better, within the margin the
    rule of thumb is given)."""
    mine = next(mean for a, mean in found.scores if a == action)
    others = [(a, mean) for a, mean in found.scores if a != action]
    if not others:
        return None
    other, mean = min(others, key=lambda am: am[1])
    return other, mean - mine


def _play_reason(view, action, found: Found) -> str:
    card = action.card.label
    if found.kind == "forced":
        if view.is_first_trick and not view.trick and action.card.code == TWO_CLUBS:
            return _("play {card} — whoever holds it leads it to the first trick").format(card=card)
        return _("play {card} — it is the only card you may play").format(card=card)
    if found.kind == "equal":
        return _("play {card} — the cards you may play are worth the same here: "
                 "no card still out lies between them").format(card=card)
    runner = _runner_up(action, found)
    if runner is None:
        return _("play {card} — it is the only card you may play").format(card=card)
    other, diff = runner
    assert isinstance(other, Play)  # a card's candidates are cards
    figures = {"card": card, "other": other.card.label, "points": decimal(abs(diff)),
               "deals": found.samples}
    if diff < NOISE:
        ducking = _ducks_the_queen(view, action.card)
        if ducking is not None:  # the rule of thumb kept it: say the rule
            return _("play {card} — the trick already holds the queen and {card} stays under "
                     "the {winner}").format(card=card, winner=ducking.label)
        if abs(diff) < NOISE:
            return _("play {card} — {other} does as well on average over {deals} sampled deals: "
                     "either will do").format(**figures)
        return _("play {card} — no card does clearly better: {other} is within {points} points "
                 "on average over {deals} sampled deals").format(**figures)
    if found.shoot:
        return _("play {card} and go for the moon — {points} points fewer on average than {other} "
                 "over {deals} sampled deals").format(**figures)
    return _("play {card} — {points} points fewer on average than {other} "
             "over {deals} sampled deals").format(**figures)


def _ducks_the_queen(view, card):
    """The card winning a trick that holds Q♠, when ``card`` follows suit
    under it (None otherwise)."""
    if not view.trick or not any(c.code == QS for _, c in view.trick):
        return None
    winner = trick_winner(view.trick)
    if card.suit == winner.suit and power(card) < power(winner):
        return winner
    return None


def _pass_reason(action: Pass, found: Found) -> str:
    cards = cards_label(action.cards)
    runner = _runner_up(action, found) if found.kind == "search" else None
    if runner is None:
        return _("pass {cards} — the most dangerous cards in your hand").format(cards=cards)
    other, diff = runner
    assert isinstance(other, Pass)  # a pass's candidates are passes
    figures = {"cards": cards, "other": cards_label(other.cards), "points": decimal(abs(diff)),
               "deals": found.samples}
    if diff < NOISE:
        return _("pass {cards} — the most dangerous cards in your hand; no other pass does clearly "
                 "better over {deals} sampled deals").format(**figures)
    return _("pass {cards} — {points} points fewer on average than passing {other} "
             "over {deals} sampled deals").format(**figures)

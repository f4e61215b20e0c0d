"""Why the hard clover picker plays what it plays: the hint's one sentence.

``HardBot.decide`` returns a ``Decision`` (the move, medium's rule's move,
and what the rollouts said); ``choose`` plays its action and ``explain``
turns it into a ``rules.hint.Hint`` here, so the hint is always the move the
bot would make.  When the rollouts chose, or confirmed the rule's move as
the best on average, the sentence gives their figures ("Buy the 8♣: 3.1
points more on average than passing the meadow, over 32 rollouts"); when
the rule's move stands without being the rollouts' best, or there was no
choice, it says the rule's reason plainly.  The points are the seat's lead
after the rollouts' few rounds, a win counting as a lead of 60 and more.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.core import Action
from rules.hint import Hint
from rules.i18n import _, decimal

from .actions import Done, More, Pick, Stop
from .sim import CL, RD, SP, V, chain_on
from .view import CloverView

CLEAR = 0.05  # a lead smaller than this (in points) is no lead to report


@dataclass(frozen=True)
class Decision:
    """A hard decision: ``action`` is played; ``rule`` is medium's choice;
    ``rival`` is the rollouts' best other candidate and ``margin`` the mean
    lead of ``action`` over it across ``samples`` rollouts (0: none run)."""

    action: Action
    rule: Action
    rival: Action | None = None
    margin: float = 0.0
    samples: int = 0

    @property
    def by_search(self) -> bool:
        """The rollouts back the move with figures (best on average)."""
        return self.samples > 0 and self.rival is not None and self.margin >= CLEAR


def hint(view: CloverView, decision: Decision) -> Hint:
    action = decision.action
    marks = marks_of(view, action)
    if decision.by_search:
        assert decision.rival is not None  # by_search says there is one
        reason = _("{choice}: {points} points more on average than {rival}, over {n} rollouts.").format(
            choice=_doing(view, action), points=decimal(decision.margin),
            rival=instead(view, decision.rival), n=decision.samples)
    else:
        reason = _plain(view, action)
    return Hint(action, reason, marks)


def marks_of(view: CloverView, action: Action) -> tuple:
    """The cards a move names: what the table marks for the hint (a lesson's too)."""
    if isinstance(action, Pick):
        return (action.card,)
    if isinstance(action, (More, Stop)):
        return (view.hand[-1],)
    return ()


def _passes(view: CloverView, action: Action) -> bool:
    """``done`` with nothing picked: the meadow goes under the talon."""
    return isinstance(action, Done) and not view.picked


def _doing(view: CloverView, action: Action) -> str:
    """The move as the start of a sentence."""
    if isinstance(action, Pick):
        return _("Pick the {card}").format(card=action.card.label)
    if isinstance(action, More):
        return _("Play one more card, the {card}").format(card=view.hand[-1].label)
    if isinstance(action, Stop):
        return _("Stop the spade chain and keep the {card}").format(card=view.hand[-1].label)
    if _passes(view, action):
        return _("Pass the meadow")
    return _("Stop picking")


def instead(view: CloverView, action: Action) -> str:
    """The other move, as what the sentence compares with."""
    if isinstance(action, Pick):
        return _("picking the {card}").format(card=action.card.label)
    if isinstance(action, More):
        return _("playing the {card} too").format(card=view.hand[-1].label)
    if isinstance(action, Stop):
        return _("stopping the spade chain")
    if _passes(view, action):
        return _("passing the meadow")
    return _("stopping there")


def _plain(view: CloverView, action: Action) -> str:
    """The rule's reason, in words."""
    if isinstance(action, Pick):
        card = action.card
        if CL[card.code]:
            return _("Pick the {card}: a club that scores {points} whenever it comes up with enough spades.").format(
                card=card.label, points=V[card.code])
        if SP[card.code]:
            return _("Pick the {card}: a spade lets a bouquet play one more card and count one more club.").format(
                card=card.label)
        return _("Pick the {card}: it adds {points} to the budget of every bouquet it is in.").format(
            card=card.label, points=V[card.code])
    if isinstance(action, (More, Stop)):
        card = view.hand[-1]
        if isinstance(action, Stop):
            return _("Stop the spade chain: the {card} would not score now; kept, it leads your next bouquet.").format(
                card=card.label)
        if CL[card.code] and chain_on([c.code for c in view.bouquet], view.spades, card.code):
            return _("Play one more card: the {card} scores {points} now.").format(
                card=card.label, points=V[card.code])
        if SP[card.code]:
            return _("Play one more card: the {card} is a spade and allows yet another.").format(card=card.label)
        if RD[card.code]:
            return _("Play one more card: the {card} adds {points} to your budget.").format(
                card=card.label, points=V[card.code])
        return _("Play one more card: the {card} comes back into your hand with this bouquet.").format(
            card=card.label)
    if view.budget_left == 0 or not any(c is not None and V[c.code] <= view.budget_left for c in view.meadow):
        return _("Say done: nothing in the meadow is within your budget ({left} left).").format(
            left=view.budget_left)
    if _passes(view, action):
        return _("Pass the meadow: red cards and low clubs would only slow your hand, "
                 "and five new cards come up.")
    return _("Stop picking: what is left within your budget would only slow your hand.")

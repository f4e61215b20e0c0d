"""Hearts computer players, easiest first.

* easy — legal, and ducks under the winning card when it can.
* medium — hand-written heuristics (heuristics.py): a pass that sheds danger
  and voids a short suit, ducking, dumping Q♠ and high hearts on other
  people's tricks, low leads, and stopping a visible moon shot.
* hard — card memory from the view's tricks, sampled deals consistent with
  the voids shown and its own pass, and Monte Carlo rollouts (hard.py).
* expert — hard's search for as long as its time allows, each sampled deal
  weighed by how well it explains the others' plays (inference.py), and a
  plain moon threat played out as a shot (expert.py).

Every bot sees only ``view`` and ``legal_actions``; memory comes from the
view's ``tricks_played``.
"""

from __future__ import annotations

from rules.bot import Bot

from .actions import Pass
from .expert import ExpertBot
from .hard import HardBot
from .heuristics import medium_pass, medium_play, power, trick_winner


class EasyBot(Bot):
    level = "easy"

    def choose(self, view, legal_actions):
        if view.phase == "passing":
            # The three highest cards: a little sense, no plan.
            return Pass(tuple(sorted(view.hand, key=power)[-3:]))
        if len(legal_actions) == 1:
            return legal_actions[0]
        cards = [a.card for a in legal_actions]
        if view.trick:
            lead = view.trick[0][1].suit
            win = trick_winner(view.trick)
            if cards[0].suit == lead:
                under = [c for c in cards if power(c) < power(win)]
                if under:
                    return _play(legal_actions, max(under, key=power))
        return legal_actions[self.rng.randrange(len(legal_actions))]


class MediumBot(Bot):
    level = "medium"

    def choose(self, view, legal_actions):
        if view.phase == "passing":
            return medium_pass(view)
        if len(legal_actions) == 1:
            return legal_actions[0]
        card = medium_play(view, [a.card for a in legal_actions])
        return _play(legal_actions, card)


def _play(legal_actions, card):
    for a in legal_actions:
        if a.card is card:
            return a
    raise ValueError(f"{card} is not among the legal plays")


LEVELS = {"easy": EasyBot, "medium": MediumBot, "hard": HardBot, "expert": ExpertBot}
__all__ = ["EasyBot", "MediumBot", "HardBot", "ExpertBot", "LEVELS"]

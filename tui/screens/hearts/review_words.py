"""Where a reviewed Hearts decision was: the pass or a trick, in a hand
(named by the Hearts table's spec; tui/screens/review_words.py says why)."""

from __future__ import annotations

from rules.review import Decision

from ...i18n import _
from ..review_words import ReviewWords


class HeartsReviewWords(ReviewWords):
    def where(self, decision: Decision) -> str:
        if decision.step == 0:
            return _("the pass")
        return _("trick {n}").format(n=decision.step)

    def cost(self, decision: Decision, cost: str, whole: bool) -> str:
        if whole:  # "Hand 5, cost: 17.0 points" (one colon)
            return _("Hand {n}, cost: {cost}").format(n=decision.part, cost=cost)
        return super().cost(decision, cost, whole)

    def again(self, decision: Decision, part: int, kept: bool) -> str:
        if not kept:
            return _("Hand {hand} again from {where}: practice, not saved.").format(
                hand=part, where=self.where(decision))
        return _("Hand {hand} again from {where}: practice, not saved (your game is kept).").format(
            hand=part, where=self.where(decision))


WORDS = HeartsReviewWords()

"""Where a reviewed decision was, in a game's own words (the review screens,
tui/screens/review.py, say them).  The words of a game of turns reviewed
whole are here; a game with words of its own (Hearts: the pass, a trick,
a hand) names them in its table spec (``TableSpec.review_words``), so the
review never asks which game it shows."""

from __future__ import annotations

from rules.review import Decision

from ..i18n import _


class ReviewWords:
    """A game of turns, reviewed whole: "turn 7"."""

    def where(self, decision: Decision) -> str:
        """Where in the game the decision was, inside a sentence."""
        return _("turn {n}").format(n=decision.step)

    def cost(self, decision: Decision, cost: str, whole: bool) -> str:
        """A decision's cost (``cost``: "17.0 points") as the review lists
        it (``whole``: the review of the whole game, not of one part)."""
        return _("Cost: {cost}").format(cost=cost)

    def again(self, decision: Decision, part: int, kept: bool) -> str:
        """What the practice table says, played again from ``decision``
        (``part``: where a game has parts, the one it was in); ``kept``:
        the game it came from is still unfinished (resumable)."""
        if not kept:
            return _("Again from {where}: practice, not saved.").format(where=self.where(decision))
        return _("Again from {where}: practice, not saved (your game is kept).").format(where=self.where(decision))


TURNS = ReviewWords()

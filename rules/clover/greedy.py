"""The greedy baseline of issue 19: the strategy a person wrote down after
it beat medium 46–27 in a real game.

"Play for clubs and spades first, pick the highest-value clubs and spades it
can afford."  Read as a player would: in the spade chain always play one
more card; in the meadow take the affordable club or spade of the highest
value (a club on a tie: clubs score, spades only make them count), again and
again while one is affordable, then done.  The issue leaves open what
"first" leaves for later, so ``GreedyRedsBot`` is the other reading: once no
club or spade is affordable, it also takes the highest red card it can
afford (buying power for later).  The plain reading is the stronger one
(measured: the old medium won 36 % of 200 games against it, 45.5 % against
the other), so it is the benchmark's baseline.

These are benchmark opponents (tests/benchmarks/clover_baseline.py), not
levels: they are not in ``bots.LEVELS``, so no menu offers them.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.bot import Bot
from rules.core import Action

from .actions import MORE, Done, More, Pick
from .values import IS_CLUB, IS_RED, VALUE


class GreedyBot(Bot):
    level = "greedy"
    reds = False  # take red cards when no club or spade is affordable

    def choose(self, view, legal: Sequence[Action]) -> Action:
        if any(isinstance(a, More) for a in legal):
            return MORE
        picks = [a for a in legal if isinstance(a, Pick)]
        black = [a for a in picks if not IS_RED[a.card.code]]
        pool = black or (picks if self.reds else [])
        if not pool:
            return next(a for a in legal if isinstance(a, Done))
        # Highest value; clubs before spades on a tie; then the higher rank.
        return max(pool, key=lambda a: (VALUE[a.card.code], IS_CLUB[a.card.code], a.card.rank))


class GreedyRedsBot(GreedyBot):
    level = "greedy+reds"
    reds = True


BASELINES = {"greedy": GreedyBot, "greedy+reds": GreedyRedsBot}

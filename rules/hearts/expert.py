"""The expert Hearts player: the hard player's search given time, deals
weighed by what the others' plays say, and a watch for a moon shot.

* Time: hard weighs each card over as many sampled deals as a fixed budget
  of simulated card plays allows (8-400); the expert keeps sampling until
  its ``rules.thinking.Budget`` is spent (never fewer deals than hard), for
  its pass too.  The deals are hard's: consistent with the voids shown,
  its own pass (in the target's hand until played) and where Q♠ is not.
* Inference: more deals alone did not beat hard (the extra deals only
  repeat hard's picture more precisely).  Each deal's outcome counts by
  how well it explains the others' plays so far (inference.py), so the
  deals the table's play makes likely count most.
* Moon defence: the playouts score a shot as the catastrophe it is (26 for
  each of the others, ``hard._utility``), so a card that lets a shot through
  costs what the shot costs.  When the threat is plain (the medium rule's
  ``moon_threat``: 16 points, or 8 late with few hearts out) every deal
  plays that seat as going for all 26.  Before that, ``soft_watch`` plays
  half the deals so when one other seat holds every point (at least
  ``WATCH_POINTS``): off, as a seat that has taken four hearts is rarely
  going for the moon, and playing it as a shooter in half the deals bends
  every card's figures toward taking points off it (off together with the
  inference's start: docs/levels.md has the figures, not yet apart).
"""

from __future__ import annotations

from collections.abc import Callable

from rules.thinking import Thinker

from .hard import HardBot
from .heuristics import moon_threat
from .inference import PlayLikelihood

WATCH_POINTS = 4  # points one other seat must hold, all of them, before the watch starts


def moon_watch(view) -> tuple[int, bool]:
    """(the seat that may be going for the moon, -1 for none; whether the
    threat is plain): one other seat holds every point taken so far, at
    least ``WATCH_POINTS`` of them."""
    plain = moon_threat(view)
    if plain is not None:
        return plain, True
    holders = [s for s, p in enumerate(view.points_this_hand) if p]
    if len(holders) == 1 and holders[0] != view.seat and view.points_this_hand[holders[0]] >= WATCH_POINTS:
        return holders[0], False
    return -1, False


class ExpertBot(Thinker, HardBot):
    level = "expert"
    infer = True  # weigh the deals by the others' plays (inference.py)
    soft_watch = False  # half the deals with a shooter before the threat is plain
    prior_margin = 0.15  # more deals: a smaller lead over the medium choice is already more than noise

    def pass_deals(self):
        return self.thinking.start(least=self.pass_samples).more

    def play_deals(self, samples: int):
        return self.thinking.start(least=samples).more

    def deal_weigher(self, view) -> Callable[[list[int]], float] | None:
        return PlayLikelihood(view).weight if self.infer else None

    def rollout_seat(self, view, sample: int) -> int:
        seat, plain = moon_watch(view)
        return seat if plain or (self.soft_watch and sample % 2) else -1

"""The expert Hearts player: the hard player's search given time, and
watching for a moon shot.

* Time: hard weighs each card over as many sampled deals as a fixed budget
  of simulated card plays allows (8-400); the expert keeps sampling until
  its ``rules.thinking.Budget`` is spent (never fewer deals than hard), for
  its pass too.  The deals are hard's: consistent with the voids shown,
  its own pass (in the target's hand until played) and where Q♠ is not.
* Moon defence: hard's playouts let nobody but itself go for the moon, so
  a shot by someone else is only seen once the medium rule's threat is
  plain (16 points, or 8 late with few hearts out).  When one other seat
  holds every point taken so far (``moon_watch``), the expert plays half
  its deals with that seat going for all 26 (every deal once the threat is
  plain), so a card that lets the shot through costs what the shot costs,
  and a card that takes a point off the shooter is worth it.
"""

from __future__ import annotations

from rules.thinking import Thinker

from .hard import HardBot
from .heuristics import moon_threat

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
    prior_margin = 0.15  # more deals: a smaller lead over the medium choice is already more than noise

    def pass_deals(self):
        return self.thinking.start(least=self.pass_samples).more

    def play_deals(self, samples: int):
        return self.thinking.start(least=samples).more

    def rollout_seat(self, view, sample: int) -> int:
        seat, plain = moon_watch(view)
        return seat if plain or sample % 2 else -1

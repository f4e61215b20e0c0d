"""A clairvoyant clover picker, for a bound: how far could the expert's
search go against the greedy picker if its worlds were all true?

    .venv/bin/python tests/benchmarks/clover_seer.py [games] [seer|seer-talon|seer-hand ...] [--rounds=N]
        [--workers=N]

plays ``clover_baseline.py``'s games (default 400, all three seers; the
default budget ``--rounds=96``, hard's count of worlds) and prints its lines.

The seer is the expert (``rules.clover.bots.ExpertBot``: the same
candidates, rollouts, margin over medium's rule and budget of worlds), but
every world it plays forward is the real game's: the talon in its real
order and the opponent's hand card for card, the opponent played in the
rollouts as the greedy picker (``sim.GREEDY``).  Only the shuffles of the
bouquets to come stay unknown to it (sampled per world, as the expert's).
It reads the game, which no player may, so it is a benchmark opponent only
(``clover_baseline.py N seer``), never a level: it is in no ``LEVELS``.
``seer-talon`` sees only the talon's order (the opponent's hand as the
expert samples it: each group it saw laid out in a random order), and
``seer-hand`` only the opponent's hand (the unseen top of the talon in a
random order): what each half of the knowledge is worth.
"""

from __future__ import annotations

import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))

from rules.clover.bots import ExpertBot  # noqa: E402
from rules.clover.game import CloverGame  # noqa: E402
from rules.clover.sim import GREEDY, MEDIUM, World  # noqa: E402
from rules.clover.view import CloverView  # noqa: E402
from tests.benchmarks.usage import usage  # noqa: E402


class SeerBot(ExpertBot):
    level = "seer"

    def __init__(self, game: CloverGame, *args, sees: tuple[str, ...] = ("talon", "hand"), **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.game = game
        self.sees = sees

    def sample(self, view: CloverView) -> World:
        """The true world, whatever the view shows."""
        game = self.game
        hands = [[c.code for c in hand] for hand in game.hands]
        meadow = [-1 if c is None else c.code for c in game.meadow]
        talon = [c.code for c in game.talon]
        if "talon" not in self.sees:  # the top cards nobody has seen, in a random order
            seen = len(talon) - game.talon_hidden
            top = talon[seen:]
            self.rng.shuffle(top)
            talon[seen:] = top
        if "hand" not in self.sees:  # the opponent's hand: each group's order unknown
            opp, at = 1 - view.seat, 0
            for size, _seen in game.groups[1 - view.seat]:
                group = hands[opp][at:at + size]
                self.rng.shuffle(group)
                hands[opp][at:at + size] = group
                at += size
        styles = (MEDIUM, GREEDY) if view.seat == 0 else (GREEDY, MEDIUM)
        return World(hands, list(game.totals), meadow, talon, random.Random(), styles)


# The benchmark's names for the seers: what each sees.
SEES: dict[str, tuple[str, ...]] = {"seer": ("talon", "hand"), "seer-talon": ("talon",), "seer-hand": ("hand",)}


def main() -> None:
    usage(__doc__, "--rounds", "--workers")
    from tests.benchmarks import clover_baseline  # here: it imports this module for its levels

    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    rounds = next((a for a in sys.argv[1:] if a.startswith("--rounds=")), "--rounds=96")
    workers = next((a for a in sys.argv[1:] if a.startswith("--workers=")), "--workers=2")
    sys.argv[1:] = [args[0] if args else "400", *(args[1:] or SEES), rounds, workers]
    clover_baseline.main()


if __name__ == "__main__":
    main()

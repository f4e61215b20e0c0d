"""The hard Hearts player's decision time on fixed positions, and a digest of
its choices (which must not change when its search gets faster).

Positions come from seeded games of hard + three medium players (the hard
seat rotates); they are collected first, then every hard decision is timed
alone (this thread's CPU time, the machine being shared; wall clock beside), the bot reseeded per decision as
the Session does.  Passes and card plays with a choice are reported apart;
forced plays are left out.

    .venv/bin/python tests/benchmarks/hearts_hard_decisions.py [games]
"""

from __future__ import annotations

import hashlib
import statistics
import sys
import time
from pathlib import Path

import rules
from rules.core import Action
from rules.hearts.game import HeartsGame
from rules.hearts.view import HeartsView

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the project root, for tests.*

from tests.benchmarks.usage import usage, whole  # noqa: E402


def positions(games: int) -> list[tuple[str, HeartsView, list[Action]]]:
    """(key, view, legal actions) of every hard decision with a choice."""
    out: list[tuple[str, HeartsView, list[Action]]] = []
    for seed in range(games):
        levels = ["medium"] * 4
        levels[seed % 4] = "hard"
        game = HeartsGame(50_000 + seed, players=4)
        bots = [rules.new_bot("hearts", level, 0) for level in levels]
        move = 0
        while not game.is_over:
            seat = min(game.to_act())
            view, legal = game.view(seat), game.legal_actions(seat)
            key = f"{seed}/{seat}/{move}"
            if levels[seat] == "hard" and len(legal) > 1:
                out.append((key, view, legal))
            bots[seat].reseed(key)
            game.apply(seat, bots[seat].choose(view, legal))
            move += 1
    return out


def main() -> None:
    usage(__doc__)
    games = whole(sys.argv[1], "games") if len(sys.argv) > 1 else 1
    found = positions(games)
    bot = rules.new_bot("hearts", "hard", 0)
    cpu_ms: dict[str, list[float]] = {"pass": [], "play": []}
    wall_ms: dict[str, list[float]] = {"pass": [], "play": []}
    digest = hashlib.sha256()
    for key, view, legal in found:
        bot.reseed(key)
        cpu, wall = time.thread_time(), time.perf_counter()
        action = bot.choose(view, legal)
        kind = "pass" if view.phase == "passing" else "play"
        cpu_ms[kind].append(1000 * (time.thread_time() - cpu))
        wall_ms[kind].append(1000 * (time.perf_counter() - wall))
        digest.update(f"{key} {action}\n".encode())
    print(f"hard player, {games} seeded games, {len(found)} decisions with a choice")
    for kind in ("pass", "play"):
        ts, ws = cpu_ms[kind], wall_ms[kind]
        print(f"  {kind}: n={len(ts):4}  CPU ms median {statistics.median(ts):7.1f}  mean "
              f"{statistics.fmean(ts):7.1f}   (wall ms median {statistics.median(ws):7.1f})")
    print(f"  choices digest {digest.hexdigest()[:16]} (the same before and after a speed-up)")


if __name__ == "__main__":
    main()

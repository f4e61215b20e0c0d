"""How many deals can the hard bot's seat win at all?  A ceiling for the
tournament's win rates, found by searching with every card face up.

    .venv/bin/python tests/benchmarks/harvest_ceiling.py [deals] [opponent] [tries] [jokers] [first] [--level=expert --rounds=N]

``--level``: the level measured in the hard seat (default hard; the
expert at ``--rounds=N`` sampled deals a searched decision, default 113:
what half a second of CPU gives at the 90th percentile since its attacks
and harvests are played on through a third harvest,
tests/benchmarks/expert_rounds.py).  The searches of 2 and 3 do not
depend on it, so two levels' wins on the same deals compare directly.
``--played``: only the level's own games, none of the searches (they do
not depend on the level: the ceiling of a hard run on the same deals,
with this level's wins added, is this level's).  Every 25 deals a running
figure is printed, for a run stopped early.

The deals and seats are harvest_tournament.py's: seeds ``first`` (default 0)
to ``first + deals - 1``, so that a figure tuned on seeds 0-199 can be
checked on fresh ones (``200 medium 200 0 200``: seeds 200-399).  The bots are
deterministic, so with the draw pile and the opponent's hand known, a
deal's outcome depends on the hard seat's moves alone.  For each deal the
script looks for a winning line, cheapest search first:

1. the hard bot as it plays (the tournament's game: its win is a winning line),
   and its rules of thumb alone as they play (HeuristicBot, below);
2. one-step lookahead: at each decision, every legal action followed by a
   playout to the end, the best one taken;
3. up to ``tries`` playouts in which the hard seat plays a random legal
   action instead of its own at a few decisions.

The playouts of 2 and 3 play the hard seat by the hard bot's rules of thumb
without its search (HeuristicBot, the hard bot as it was when the figures
of issue 19 were measured): the searching bot is too slow for thousands of
playouts a deal.  The last lines give hard's wins (1) as a share of the
ceiling found, the figure issue 19 sets its target on, and the seeds of the
deals hard lost that have a winning line (the ones to study).

Only step 1 depends on the hard bot: the rest is the rules of thumb's, so
the ceiling for another version of the hard bot is its wins together with
the deals that 2 and 3 (or the rules of thumb alone) win.

A bot that cannot see the cards can win no more deals than have a winning
line; this search finds a winning line in a share of deals that grows
slowly with ``tries``, so its figure approaches that ceiling from below.

Shares of the ceiling (tests/benchmarks/harvest_ceiling.py, 200 tries):
seeds 0-199 against medium 108 of 124 (87.1%), against easy 132 of 144
(91.7%); seeds 200-399 112 of 124 (90.3%) and 135 of 148 (91.2%).
Issue 43 (docs/levels.md): seeds 0-99 against medium 58 of 66 (87.9%),
against easy 70 of 77 (90.9%); seeds 200-299 59 of 64 (92.2%) and 73 of
78 (93.6%); the expert (a third harvest, 113 deals, ``--played``) 63 of 67
(94.0%), 71 of 77 (92.2%), 59 of 64 and 73 of 78.  Tried
next, wins of 200 on seeds 0-199 against medium (and easy), all within the
noise of 108 (± 7): the opponent's hand dealt with few diamonds, as a hand
that lays one at every field time holds (dealt uniformly it held 1.25 at
the searched decisions against 0.20 in the real hands, and 2.9 spades
against 3.4): 108 (132; seeds 200-399 111 and 132 against 112 and 135); the
opponent played half the deals as medium, half as the rules of thumb: 108
(126); a margin for the rules of thumb's option of 0.5, 1.5, 3 points (with
those hands): 110, 111 (132; 200-399 113 and 135), 106, and a margin would
put points in the hint's figures that the deals did not give; medium's
attack among the grazing options: the same games, medium's harvest among
the growing: 108; the late game played deeper (once a score reaches 15,
every searched decision played through six harvests, which is mostly to the
end): 110 (132; 200-399 113 and 135), from 12 through four 108, from 10
through ten 110; 12 options over 48 deals: 108 (p99 200 ms); a deal in
which the rules of thumb would have played a spade where the opponent
passed in weather dealt again: the same games (against medium such deals
are most of them: the model does not know its opponent).  The deals the
ceiling wins and hard loses (16 against medium) turn on single moves that
only the face-up cards tell apart (a diamond kept, a crop not sown).
"""

from __future__ import annotations

import random
import sys
import time
from multiprocessing import Pool
from pathlib import Path

import rules
from rules.harvest.bots import HeuristicBot
from rules.harvest.game import HarvestGame
from rules.thinking import Budget

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the project root, for tests.*

from tests.benchmarks.usage import usage, whole  # noqa: E402

EPSILONS = (0.02, 0.05, 0.1, 0.2, 0.35)  # share of the hard seat's decisions played at random


def _deal(seed: int, options: dict) -> HarvestGame:
    return HarvestGame(seed, first=seed % 2, **options)


def _finish(game: HarvestGame, bots, me: int, eps: float = 0.0, rng=None, seed=None) -> bool:
    moves = 0
    while not game.is_over:
        (seat,) = game.to_act()
        legal = game.legal_actions(seat)
        if seat == me and eps and rng.random() < eps:
            action = rng.choice(legal)
        else:
            if seed is not None:  # as harvest_tournament.py reseeds
                bots[seat].reseed(f"{seed}/{seat}/{moves}")
            action = bots[seat].choose(game.view(seat), legal)
        game.apply(seat, action)
        moves += 1
    return game.winner == me


def _margin(game: HarvestGame, me: int) -> tuple:
    return (game.winner == me, game.winner is None, game.totals[me] - game.totals[1 - me])


def _lookahead(game: HarvestGame, bots, me: int) -> bool:
    while not game.is_over:
        (seat,) = game.to_act()
        legal = game.legal_actions(seat)
        action = bots[seat].choose(game.view(seat), legal)
        if seat == me and len(legal) > 1:
            best = None
            for candidate in legal:
                trial = game.copy()
                assert isinstance(trial, HarvestGame)
                trial.apply(seat, candidate)
                _finish(trial, bots, me)
                key = (_margin(trial, me), candidate == action)
                if best is None or key > best[0]:
                    best = (key, candidate)
            assert best is not None  # more than one legal action was tried
            action = best[1]
        game.apply(seat, action)
    return game.winner == me


def search(args) -> tuple[str, bool]:
    """('played', 'rules', 'lookahead', 'perturbed' (the search that found a
    winning line) or 'none'; whether the rules of thumb alone won as played)."""
    seed, opponent, tries, options, level, rounds, only_played = args
    me = 0 if seed % 4 < 2 else 1
    bots = [HeuristicBot(), rules.new_bot("harvest", opponent)][::1 if me == 0 else -1]
    rules_won = False if only_played else _finish(_deal(seed, options), bots, me, seed=seed)
    played = [rules.new_bot("harvest", level, 0, Budget.fixed(rounds)), rules.new_bot("harvest", opponent)]
    played = played[::1 if me == 0 else -1]
    if _finish(_deal(seed, options), played, me, seed=seed):
        return "played", rules_won
    if only_played:
        return "none", rules_won
    if rules_won:
        return "rules", rules_won
    return _search(seed, bots, me, tries, options), rules_won


def _search(seed, bots, me, tries, options) -> str:
    if _lookahead(_deal(seed, options), bots, me):
        return "lookahead"
    rng = random.Random(seed)
    for k in range(tries):
        if _finish(_deal(seed, options), bots, me, EPSILONS[k % len(EPSILONS)], rng):
            return "perturbed"
    return "none"


def main() -> None:
    usage(__doc__, "--level", "--rounds", "--played")
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    flags = dict(a[2:].split("=", 1) for a in sys.argv[1:] if a.startswith("--") and "=" in a)
    deals = whole(args[0], "deals") if len(args) > 0 else 400
    opponent = args[1] if len(args) > 1 else "easy"
    tries = whole(args[2], "tries") if len(args) > 2 else 3000
    jokers = whole(args[3], "jokers") if len(args) > 3 else 0
    first = whole(args[4], "first") if len(args) > 4 else 0
    level, rounds = flags.get("level", "hard"), whole(flags.get("rounds", "113"), "--rounds")
    options = {"jokers": jokers} if jokers else {}
    start = time.perf_counter()
    seeds = range(first, first + deals)
    out: list[tuple[str, bool]] = []
    with Pool(2) as pool:
        work = [(seed, opponent, tries, options, level, rounds, "--played" in sys.argv) for seed in seeds]
        for result in pool.imap(search, work, chunksize=1):
            out.append(result)
            if len(out) % 25 == 0 and len(out) < deals:
                report(out, seeds, level, opponent, tries, jokers, first, time.perf_counter() - start, running=True)
    report(out, seeds, level, opponent, tries, jokers, first, time.perf_counter() - start)


def report(out: list[tuple[str, bool]], seeds: range, level: str, opponent: str, tries: int, jokers: int,
           first: int, wall: float, running: bool = False) -> None:
    deals = len(out)
    found = [kind for kind, _ in out]
    missed = [seed for seed, (kind, _) in zip(seeds, out) if kind not in ("played", "none")]
    rules_won = sum(won for _, won in out)
    counts = {kind: found.count(kind) for kind in ("played", "rules", "lookahead", "perturbed", "none")}
    won = deals - counts["none"]
    if "--played" in sys.argv:  # no search ran: the wins by seed, for a ceiling measured on the same deals
        print(f"{'(running) ' if running else ''}{level} vs {opponent}, seeds {first}-{first + deals - 1}: "
              f"won {counts['played']}; deals {level} won, by seed:",
              " ".join(str(s) for s, (k, _) in zip(seeds, out) if k == "played"), flush=True)
        return
    print(f"{'(running) ' if running else ''}{'jokers ' + str(jokers) if jokers else 'default':9} "
          f"{level} vs {opponent}, {deals} deals (seeds {first}-{first + deals - 1}), "
          f"{tries} perturbed playouts at most: won as played {counts['played']}, "
          f"by the rules of thumb alone {counts['rules']}, "
          f"by lookahead {counts['lookahead']}, by perturbed playouts {counts['perturbed']}, "
          f"no winning line found {counts['none']} -> ceiling found {100 * won / deals:.1f}% "
          f"({wall:.0f} s)")
    for name, wins in ((level, counts["played"]), ("its rules of thumb alone", rules_won)):
        spread = 196 * (wins * (deals - wins) / deals) ** 0.5 / deals
        print(f"{name} wins {wins}/{deals} ({100 * wins / deals:.1f}% ± {spread:.1f}, 95%): "
              f"{100 * wins / max(won, 1):.1f}% of the ceiling found")
    print(f"deals with a winning line that {level} lost, by seed:", " ".join(map(str, missed)) or "none")
    print(f"deals {level} won, by seed:", " ".join(str(s) for s, (k, _) in zip(seeds, out) if k == "played"),
          flush=True)


if __name__ == "__main__":
    main()

"""How many rounds the expert's half second buys: the fixed round count
that stands for ``Budget()`` in the benchmarks.

    .venv/bin/python tests/benchmarks/expert_rounds.py [games] [game ...] [--rounds=N] [--seconds=S]

A long benchmark cannot afford the expert's wall-time budget on this
shared machine (its rounds would measure the other processes' load, and
1,000 games at half a second a decision take hours), so it plays the
expert at a fixed number of rounds (``Budget.fixed``) instead.  Which
number: the one whose decisions take ``S`` seconds of CPU (default 0.5) at
the 90th percentile, what the wall-time budget allows on an idle core.
This plays ``games`` seeded games (default 10) of the expert at
``--rounds=N`` (default 200) against medium in clover and harvest, times
each decision that ran a search (CPU of the thread, ``time.thread_time``),
and prints the rounds a CPU second and the round count whose p90 is ``S``
(CPU time grows in proportion to the rounds: each is the same work).
"""

from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))

import rules  # noqa: E402
from rules.harvest import lookahead  # noqa: E402
from rules.thinking import Budget  # noqa: E402
from tests.benchmarks.ladder import play_turns  # noqa: E402
from tests.benchmarks.usage import real, usage, whole  # noqa: E402


def searched_times(name: str, games: int, rounds: int) -> list[float]:
    """CPU seconds of each expert decision with more than one choice that
    searched (clover: every one; harvest: the searched kinds, not memoized)."""
    times: list[float] = []
    for seed in range(games):
        game = rules.new_game(name, seed=seed, first=seed % 2)
        seat_expert = (seed // 2) % 2
        bots = [rules.new_bot(name, "expert" if s == seat_expert else "medium", 0, Budget.fixed(rounds))
                for s in range(2)]

        def fresh(seat: int, expert: int = seat_expert) -> None:
            if seat == expert and name == "harvest":
                lookahead._MEMO.clear()  # time every step's search, not a remembered one

        timed: dict[int, list[tuple[float, float]]] = {}
        for _event in play_turns(game, bots, seed, timed, before=fresh):
            pass
        times += [cpu for _wall, cpu in timed.get(seat_expert, []) if cpu > 0.002]  # a search ran (a rule is < 1 ms)
    return times


def main() -> None:
    usage(__doc__, "--rounds", "--seconds")
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    flags = dict(a[2:].split("=", 1) for a in sys.argv[1:] if a.startswith("--") and "=" in a)
    games = whole(args[0], "games") if args else 10
    names = args[1:] or ["clover", "harvest"]
    rounds = whole(flags.get("rounds", "200"), "--rounds")
    seconds = real(flags.get("seconds", "0.5"), "--seconds")
    for name in names:
        times = sorted(searched_times(name, games, rounds))
        p50, p90 = times[len(times) // 2], times[min(len(times) - 1, int(0.9 * len(times)))]
        print(f"{name}: {len(times)} searched decisions at {rounds} rounds over {games} games: CPU p50 "
              f"{1000 * p50:.1f} ms, p90 {1000 * p90:.1f} ms; {rounds / p50:.0f} rounds a CPU second at the "
              f"median, {rounds / p90:.0f} at p90 -> {int(rounds * seconds / p90)} rounds for a p90 of {seconds} s",
              flush=True)


if __name__ == "__main__":
    main()

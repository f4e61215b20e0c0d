"""Seeded Hearts games pinned by digest: the engine and the bots may get
faster, but a seed and its actions must replay exactly as they did.

The digests were taken before the engine's speed work (issue 27) and must
never change with it: each covers every action's notation, every event
(type and fields), the final state's JSON and the final scores.  A rule
change would change them, and then it must be said so in its commit.
"""

from __future__ import annotations

import hashlib
import json
import random
from dataclasses import astuple

import pytest

import rules
from rules.hearts.game import HeartsGame


def _digest(parts) -> str:
    h = hashlib.sha256()
    for part in parts:
        h.update(part.encode())
        h.update(b"\n")
    return h.hexdigest()[:16]


def _event_text(event) -> str:
    return f"{type(event).__name__}{astuple(event)!r}"


def random_game(seed: int, players: int) -> tuple[str, tuple[int, ...]]:
    """A whole game of random legal actions (the engine benchmark's loop)."""
    rng = random.Random(seed)
    game = HeartsGame(seed, players=players)
    parts = [_event_text(e) for e in game.opening_events]
    while not game.is_over:
        seat = sorted(game.to_act())[0]
        legal = game.legal_actions(seat)
        action = legal[rng.randrange(len(legal))]
        parts.append(f"{seat} {action}")
        parts.extend(_event_text(e) for e in game.apply(seat, action))
    parts.append(json.dumps(game.to_json(), sort_keys=True))
    return _digest(parts), game.scores()


def bot_game(seed: int, levels: list[str], moves: int) -> str:
    """The first ``moves`` decisions of bots at a seeded table (reseeded per
    decision as the Session does)."""
    game = HeartsGame(seed, players=len(levels))
    bots = [rules.new_bot("hearts", level, 0) for level in levels]
    parts = []
    for move in range(moves):
        if game.is_over:
            break
        seat = min(game.to_act())
        bots[seat].reseed(f"{seed}/{seat}/{move}")
        action = bots[seat].choose(game.view(seat), game.legal_actions(seat))
        parts.append(f"{seat} {action}")
        parts.extend(_event_text(e) for e in game.apply(seat, action))
    parts.append(json.dumps(game.to_json(), sort_keys=True))
    return _digest(parts)


@pytest.mark.parametrize(("seed", "players", "digest", "scores"), [
    (1, 4, "2bba051c69157ed3", (110, 55, 49, 98)),
    (2, 4, "71862ab6e840eeec", (81, 113, 61, 83)),
    (3, 3, "694860975935ea38", (103, 86, 45)),
    (4, 5, "e0bf5beb0d028b6d", (67, 64, 106, 89, 38)),
])
def test_random_games_replay_as_pinned(seed, players, digest, scores):
    assert random_game(seed, players) == (digest, scores)


@pytest.mark.parametrize(("seed", "levels", "moves", "digest"), [
    # seed 7: hard passed Q♣ A♣ K♦ and kept Q♠ over 9♠ J♠ A♠ until issue 43 made it pass Q♠
    (7, ["hard", "medium", "easy", "medium"], 24, "e3e37a10b8d426ef"),  # a hard pass, 5 hard plays
    (8, ["easy", "hard", "medium"], 15, "85b669536564911a"),
])
def test_bot_decisions_replay_as_pinned(seed, levels, moves, digest):
    assert bot_game(seed, levels, moves) == digest


def test_the_deal_shuffles_as_random_shuffle_does():
    """The engine's own shuffle (game._shuffle) is random.shuffle step for
    step: the same order and the same generator state after it."""
    from rules.hearts.game import _shuffle

    for seed in range(100):
        ours, theirs = random.Random(seed), random.Random(seed)
        a, b = list(range(seed % 40 + 1)), list(range(seed % 40 + 1))
        _shuffle(ours, a)
        theirs.shuffle(b)
        assert a == b and ours.getstate() == theirs.getstate()

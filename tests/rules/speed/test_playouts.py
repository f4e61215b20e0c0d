"""Seeded random matches, driven synchronously on the engine, with the
invariants checked after every action."""

import random

import pytest

from rules.core import IllegalAction
from rules.speed.actions import Play, Slap, Turn
from rules.speed.events import Blocked, CardPlayed, CardsTurned, CentersReshuffled, GameWon, RoundDealt, RoundStalled, Slapped
from rules.speed.game import SpeedGame, fits
from rules.speed.view import OVER, ROUND_OVER, SLAP, Unblock
from tests.sizes import sizes

from .helpers import all_cards

# Every branch counted below is reached in the first match already.
MATCHES = sizes(300, 2000)
ACTIONS_PER_ROUND = 400  # 30 table cards, <= 52 turns between plays: far below


def check(game: SpeedGame) -> None:
    codes = all_cards(game)
    assert len(codes) == 52 and len(set(codes)) == 52
    if game.phase != OVER:
        assert (game.finisher is not None) == (game.phase == SLAP)
        left = game.cards_left()
        assert sum(left) + sum(len(c) for c in game.centers if c) == 52
        if game.phase == ROUND_OVER:
            assert all(left)  # each took a pile, or the slapper kept a hand pile


def playout(seed: int, stats) -> SpeedGame:
    game = SpeedGame(seed)
    rng = random.Random(seed)
    in_round = 0
    # The last Blocked told (the first deal's too): the turn must do what it said.
    blocked = next((e for e in game.opening_events if isinstance(e, Blocked)), None)
    check(game)
    while not game.is_over:
        seats = sorted(game.to_act())
        rng.shuffle(seats)  # both seats act in a random order
        seat = next(s for s in seats if game.legal_actions(s))
        legal = game.legal_actions(seat)
        action = rng.choice(legal)
        if rng.random() < 0.01:  # now and then, a refused action changes nothing
            wrong = Play(rng.randint(1, 5), rng.choice("LR")) if rng.random() < 0.7 else Slap("L")
            if wrong not in legal:
                before = game.to_json()
                with pytest.raises(IllegalAction):
                    game.apply(seat, wrong)
                assert game.to_json() == before
                stats["refused"] += 1
        tops = [c[-1] if c else None for c in game.centers]
        one_pile = game.one_pile
        events = game.apply(seat, action)
        if isinstance(action, Turn):
            check_turn(blocked, events, stats)
        for event in events:
            if isinstance(event, Blocked):
                blocked = event
                assert game.view(seat).unblock is event.unblock and game.view(seat).turners == event.turners
            stats[type(event).__name__] += 1
            if isinstance(event, CardPlayed):
                assert tops["LR".index(event.center)] is event.covered and fits(event.card, event.covered)
            if isinstance(event, RoundDealt):
                in_round = 0
                stats["one pile"] += len(event.started) == 1
            if isinstance(event, Slapped):
                stats["table slap"] += event.target == "table"
            if isinstance(event, GameWon) and event.reason == "no cards left":
                # Won only at the end of a one-pile round, by the slapper of
                # the table, holding no cards at all.
                assert one_pile and isinstance(action, Slap) and action.target == "table"
                assert event.seat == seat and game.cards_left()[seat] == 0
                assert not game.hands[seat] and not any(game.table[seat])
                stats["won with no cards"] += 1
        in_round += 1
        assert in_round < ACTIONS_PER_ROUND
        check(game)
    assert game.round <= game.max_rounds and game.result is not None
    return game


def check_turn(blocked: Blocked | None, events: list, stats) -> None:
    """The turn did what the Blocked before it said (speed.md, Blocked)."""
    assert blocked is not None
    first = events[0]
    if blocked.unblock is Unblock.TURN:
        assert isinstance(first, CardsTurned)
        assert tuple(seat for seat, _, _ in first.turned) == blocked.turners
        assert all(blocked.hand_counts[s] for s in blocked.turners)
        stats["one turns"] += len(blocked.turners) == 1
    elif blocked.unblock is Unblock.RESHUFFLE:
        assert isinstance(first, CentersReshuffled) and not any(blocked.hand_counts)
    else:
        assert isinstance(first, RoundStalled) and not any(blocked.hand_counts)


@pytest.mark.parametrize("matches", MATCHES)
def test_random_matches_keep_every_card_and_always_end(matches):
    from collections import Counter

    stats: Counter[str] = Counter()
    rounds = []
    for seed in range(matches):
        rounds.append(playout(seed, stats).round)
    # The rare branches are reached, not only the common ones.
    assert stats["CentersReshuffled"] and stats["Blocked"] and stats["Slapped"] and stats["refused"]
    assert stats["one pile"] and stats["table slap"] and stats["one turns"]
    assert stats["GameWon"] == matches and stats["won with no cards"]
    print(dict(stats), max(rounds))

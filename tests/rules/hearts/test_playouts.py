"""Seeded random playouts checking the invariants after every action."""

import random

from rules.hearts.game import HandScored, HeartsGame
from rules.hearts.masks import FULL

from .helpers import card_places, points_taken_in_tricks, random_step

REMOVED = {3: {27}, 4: set(), 5: {27, 1}}


def check(g, expect_scores):
    n = g.num_players
    places = card_places(g)
    union = 0
    for m in places:
        assert union & m == 0, "a card is in two places"
        union |= m
    deck = FULL & ~sum(1 << c for c in REMOVED[n])
    assert union == deck, "a card is missing"
    assert list(g.taken) == points_taken_in_tricks(g)
    assert sum(g.taken) <= 26
    assert g.scores() == tuple(expect_scores)
    for seat in g.to_act():
        assert len(g.legal_actions(seat)) > 0
    if g.phase == "playing":
        sizes = [h.bit_count() for h in g.hands]
        assert max(sizes) - min(sizes) <= 1


def test_random_playouts_keep_every_invariant():
    rng = random.Random(2026)
    hands = 0
    game_no = 0
    while hands < 2000:
        players = (3, 4, 5)[game_no % 3]
        g = HeartsGame(seed=1000 + game_no, players=players)
        game_no += 1
        totals = [0] * players
        check(g, totals)
        while not g.is_over:
            _, _, events = random_step(g, rng)
            for e in events:
                if isinstance(e, HandScored):
                    hands += 1
                    assert sum(e.points) in (26, 26 * (players - 1))
                    assert (e.shooter is None) == (sum(e.points) == 26)
                    totals = [t + p for t, p in zip(totals, e.points)]
                    assert e.totals == tuple(totals)
            check(g, totals)
        assert max(totals) >= 100
        assert g.result is not None and g.result.winners == tuple(s for s in range(players) if totals[s] == min(totals))
    assert hands >= 2000

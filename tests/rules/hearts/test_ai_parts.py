"""The hard player's parts: deal sampling and the rollout policy."""

import random

import pytest

from rules.hearts.game import HeartsGame, HeartsView
from rules.hearts.hard import view_table
from rules.hearts.masks import SUIT_MASKS
from rules.hearts.sampler import knowledge, sample_deal

from .helpers import random_step


def positions(players, count, seed=0):
    """Seat-to-play views from random games, in the playing phase."""
    rng = random.Random(seed)
    out: list[tuple[HeartsGame, HeartsView]] = []
    g = HeartsGame(seed, players=players)
    while len(out) < count:
        if g.is_over:
            seed += 1
            g = HeartsGame(seed, players=players)
        if g.phase == "playing" and rng.random() < 0.3:
            assert g.turn is not None
            out.append((g, g.view(g.turn)))
            g = HeartsGame.from_json(g.to_json())
        random_step(g, rng)
    return out


@pytest.mark.parametrize("players", [3, 4, 5])
def test_sampled_deals_fit_what_the_seat_knows(players):
    rng = random.Random(1)
    for game, view in positions(players, 40, seed=players):
        k = knowledge(view)
        # The inferred voids are real.
        for s in range(players):
            for suit in range(4):
                if k.voids[s] >> suit & 1:
                    assert not game.hands[s] & SUIT_MASKS[suit]
        for _ in range(5):
            hands = sample_deal(k, rng)
            assert hands[view.seat] == game.hands[view.seat]
            assert [h.bit_count() for h in hands] == [h.bit_count() for h in game.hands]
            union = 0
            for s, h in enumerate(hands):
                assert not union & h
                union |= h
                if s != view.seat:
                    assert h & k.known[s] == k.known[s]
                    for suit in range(4):
                        if k.voids[s] >> suit & 1:
                            assert not h & SUIT_MASKS[suit]
            assert union == sum(game.hands)


def test_own_pass_is_known_to_be_with_the_target():
    g = HeartsGame(4)
    passed = g.view(0).hand[-3:]
    from rules.hearts.game import Pass
    g.apply(0, Pass(passed))
    for s in (1, 2, 3):
        g.apply(s, g.legal_actions(s)[0])
    k = knowledge(g.view(0))
    assert k.known[1] == sum(1 << c.code for c in passed)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_rollout_policy_plays_only_legal_cards(players):
    rng = random.Random(2)
    for _game, view in positions(players, 25, seed=10 + players):
        k = knowledge(view)
        for shooter in (-1, view.seat):
            t = view_table(view, sample_deal(k, rng))
            t.shooter = shooter
            start = sum(t.taken) + t.tpts
            while t.tricks_left:
                seat = t.turn
                move = t.policy(seat)
                assert move in t.legal(seat)
                t.play(seat, *move)
            assert sum(t.taken) == 26 and start <= 26
            assert not any(any(h) for h in t.hands)


def test_rollouts_never_throw_the_queen_on_the_first_trick():
    """The hard player's playouts keep the engine's first-trick rule: with
    nothing but hearts and Q♠, a heart (legal list and policy alike)."""
    from .helpers import only_hearts_and_queen_on_the_first_trick

    g = only_hearts_and_queen_on_the_first_trick()
    view = g.view(1)
    t = view_table(view, sample_deal(knowledge(view), random.Random(1)))
    assert t.legal(1) and all(suit == 1 for suit, _ in t.legal(1))
    assert t.policy(1)[0] == 1


def test_the_search_plays_out_the_deals_its_dealer_gives():
    """``HardBot.dealer`` is where every deal of the card search comes from
    (the benchmarks' clairvoyant variant deals the true hands there)."""
    from rules.hearts.hard import HardBot
    from rules.hearts.sampler import DealSampler, Knowledge

    class Counting(HardBot):
        dealt: list[list[int]] = []

        def dealer(self, k: Knowledge):
            sampler = DealSampler(k)
            dealt = self.dealt

            class Recorded:
                def deal(self, rng) -> list[int]:
                    hands = sampler.deal(rng)
                    dealt.append(hands)
                    return hands

            return Recorded()

    searched = 0
    for game, view in positions(4, 12, seed=3):
        bot = Counting(seed=1)
        Counting.dealt = []
        legal = game.legal_actions(view.seat)
        bot.choose(view, legal)
        if Counting.dealt:
            searched += 1
            assert len(Counting.dealt) >= HardBot.min_samples
            # Each a deal of this position: our hand as it is, every seat's size.
            assert all(hands[view.seat] == game.hands[view.seat] for hands in Counting.dealt)
            assert all([h.bit_count() for h in hands] == [h.bit_count() for h in game.hands]
                       for hands in Counting.dealt)
    assert searched >= 3

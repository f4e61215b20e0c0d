"""Positions built directly, and random playouts, for the Hearts tests."""

from __future__ import annotations

import random

from rules.cards import parse_cards
from rules.hearts.game import PLAYING, HeartsGame
from rules.hearts.masks import CARD_POINTS, mask_of


def position(hands, *, players=None, tricks_done=0, hearts_broken=False, leader=0,
             taken=None, scores=None, hand_number=1, pass_direction="left"):
    """A game in the playing phase with the given hands (notation strings),
    ``tricks_done`` earlier tricks (placeholders) and ``leader`` to lead."""
    n = players or len(hands)
    g = HeartsGame(seed=0, players=n)
    g.phase = PLAYING
    g.hands = [mask_of(parse_cards(h)) for h in hands]
    g.pending = [None] * n
    g.tricks = [(0, (), 0)] * tricks_done
    g.hearts_broken = hearts_broken
    g.leader = g.turn = leader
    g._to_act = frozenset({leader})
    g.taken = list(taken or [0] * n)
    g.totals = list(scores or [0] * n)
    g.hand_number = hand_number
    g.pass_direction = pass_direction
    return g


def play(g, *texts):
    """Play cards in turn order from whoever is to play; returns all events."""
    events = []
    for t in texts:
        seat = g.turn
        events += g.apply(seat, g.parse_action(seat, "play " + t))
    return events


def random_step(g, rng):
    seats = sorted(g.to_act())
    seat = seats[rng.randrange(len(seats))]
    legal = g.legal_actions(seat)
    action = legal[rng.randrange(len(legal))]
    return seat, action, g.apply(seat, action)


def card_places(g):
    """Where every card is, as masks: hands, chosen passes, the trick, won tricks."""
    places = list(g.hands)
    places += [p for p in g.pending if p]
    places.append(sum(1 << c for _, c in g.trick))
    for _, cards, _ in g.tricks:
        places.append(sum(1 << c for _, c in cards))
    return places


def points_taken_in_tricks(g):
    out = [0] * g.num_players
    for _, cards, winner in g.tricks:
        out[winner] += sum(CARD_POINTS[c] for _, c in cards)
    return out


def play_randomly(g, rng=None, steps=None):
    rng = rng or random.Random(g.seed)
    n = 0
    while not g.is_over and (steps is None or n < steps):
        random_step(g, rng)
        n += 1
    return g


def only_hearts_and_queen_on_the_first_trick():
    """2♣ led; West (seat 1), to play, holds Q♠ and twelve hearts: no club."""
    hands = ["2C 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AD",
             "QS 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH",
             "3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC AH",
             "2S 3S 4S 5S 6S 7S 8S 9S 10S JS KS AS 2D"]
    g = position(hands, leader=0)
    play(g, "2C")
    return g

"""Deals a seat cannot tell from the one it is playing: its view with the
hidden cards (the opponent's hand, the draw pile's order) dealt at random.

The hard player searches over such deals (rules/harvest/lookahead.py).  A
sampled deal is a whole ``HarvestGame`` that plays on from the view's
position; everything the seat sees is exactly as in the view.
"""

from __future__ import annotations

import random

from rules.cards import Card

from .game import HarvestGame
from .seasons import Phase
from .stacks import Stack
from .values import value
from .view import HarvestView


def likely_hand_cards(view: HarvestView) -> list[Card]:
    """The unseen cards the opponent's hand most likely holds: not the hearts
    and clubs within their field limit (a player sows what they can)."""
    fields = len(view.fields[1 - view.seat])
    return [c for c in view.unseen() if not (c.suit in "HC" and value(c) <= fields)]


def sample_deal(view: HarvestView, rng: random.Random) -> HarvestGame:
    """A game at the view's position, the hidden cards dealt by ``rng``: the
    opponent's hand from the likely cards first, the rest shuffled into the
    draw pile."""
    opp = 1 - view.seat
    unseen = view.unseen()
    rng.shuffle(unseen)
    size = view.hand_sizes[opp]
    likely = set(likely_hand_cards(view))
    first = [c for c in unseen if c in likely]
    rest = [c for c in unseen if c not in likely]
    order = first + rest
    hand, draw = order[:size], order[size:]
    rng.shuffle(draw)
    hands: list[list[Card]] = [[], []]
    hands[view.seat] = list(view.hand)
    hands[opp] = hand
    return _game_at(view, hands, draw, random.Random(rng.random()))


def _game_at(view: HarvestView, hands, draw, rng: random.Random) -> HarvestGame:
    game = HarvestGame.__new__(HarvestGame)
    game.seed = 0
    game.options = {"beginner": view.beginner, "jokers": view.jokers, "first": None}
    game.rng = rng
    game.deck = view.deck
    game.hands = hands
    game.draw = draw
    game.fields = [list(p) for p in view.fields]
    game.barns = [list(p) for p in view.barns]
    game.harvests = [list(p) for p in view.harvests]
    game.discard = list(view.discard)
    game.stacks = [Stack(st.pasture, st.pasture_owner, list(st.grazers), st.grazer_owner)
                   for st in view.stacks]
    game.totals = list(view.scores)
    game.active = view.turn
    game.turn = view.turn_number
    game.step = Phase(view.phase)
    game.weather_seat = view.weather_turn
    game.passes = view.weather_passes
    game.winner = None
    game.over = False
    game.opening_events = []
    return game


def undo_grazing(game: HarvestGame) -> None:
    """Put this turn's grazers back in the attacker's barn and the pastures
    back in the defender's harvest: the position as grazing time began
    (a pasture or grazer the weather removed stays removed)."""
    for st in game.stacks:
        game.barns[st.grazer_owner].extend(reversed(st.grazers))
        if st.pasture is not None:
            game.harvests[st.pasture_owner].append(st.pasture)
    game.stacks = []
    game.step = Phase.GRAZING

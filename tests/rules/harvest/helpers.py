"""Shared by the harvest tests: building positions by hand, the invariants,
and a brisk random player."""

from __future__ import annotations

import random
from collections import Counter

from rules.cards import parse_cards
from rules.harvest.actions import Done, Pass
from rules.harvest.game import HarvestGame
from rules.harvest.seasons import Phase
from rules.harvest.stacks import Stack


def position(seed=0, *, active=0, step="growing", hands=("", ""), fields=(0, 0), barns=("", ""),
             harvests=("", ""), draw="", discard="", stacks=(), scores=(0, 0), **options):
    """A game with its piles set by hand (every card of the deck must end
    somewhere: the rest of the deck goes to the draw pile unless ``draw``
    is given)."""
    game = HarvestGame(seed, **options)
    game.hands = [parse_cards(h) for h in hands]
    diamonds = [c for c in game.deck if c.suit == "D"]
    game.fields = [diamonds[:fields[0]], diamonds[fields[0]:fields[0] + fields[1]]]
    game.barns = [parse_cards(b) for b in barns]
    game.harvests = [parse_cards(h) for h in harvests]
    game.discard = parse_cards(discard)
    game.stacks = []
    for pasture, grazers in stacks:  # pasture of the defender (1 - active), grazers top first
        game.stacks.append(Stack(parse_cards(pasture)[0] if pasture else None, 1 - active,
                                 parse_cards(grazers), active))
    placed = set(game.discard)
    for piles in (game.hands, game.fields, game.barns, game.harvests):
        for p in piles:
            placed.update(p)
    for st in game.stacks:
        placed.update(st.grazers)
        if st.pasture is not None:
            placed.add(st.pasture)
    if draw:
        game.draw = parse_cards(draw)
    else:
        game.draw = [c for c in game.deck if c not in placed]
    game.totals = list(scores)
    game.active = active
    game.step = Phase(step)
    game.weather_seat = active if step == "weather" else None
    game.passes = 0
    return game


def check_invariants(game: HarvestGame) -> None:
    places = []
    for s in (0, 1):
        places += game.hands[s] + game.fields[s] + game.barns[s] + game.harvests[s]
    places += game.draw + game.discard
    for st in game.stacks:
        places += st.grazers
        if st.pasture is not None:
            places.append(st.pasture)
    counts = Counter(places)
    assert counts == Counter(game.deck), "every card in exactly one place"
    for s in (0, 1):
        assert all(c.suit == "D" for c in game.fields[s])
        for pile in (game.barns[s], game.harvests[s]):
            assert all(c.suit in "HC" for c in pile), pile
    for st in game.stacks:
        assert all(c.suit in "HC" for c in st.grazers)
        assert st.pasture is None or st.pasture.suit in "HC"
        assert st.pasture_owner == 1 - game.active and st.grazer_owner == game.active
    assert game.totals[0] >= 0 and game.totals[1] >= 0
    if game.over:
        assert game.to_act() == frozenset()
    else:
        (seat,) = game.to_act()
        assert game.legal_actions(seat), "a seat to act always has an action"
        assert not game.legal_actions(1 - seat)


def brisk_choice(rng: random.Random, legal):
    """Random, but ending a season now and then so that games move on."""
    if len(legal) > 1 and rng.random() < 0.25:
        return legal[0] if isinstance(legal[0], (Done, Pass)) else rng.choice(legal)
    return rng.choice(legal)


def random_game(seed: int, check=True, **options) -> HarvestGame:
    game = HarvestGame(seed, **options)
    rng = random.Random(seed * 7 + 1)
    while not game.is_over:
        (seat,) = game.to_act()
        game.apply(seat, brisk_choice(rng, game.legal_actions(seat)))
        if check:
            check_invariants(game)
    return game

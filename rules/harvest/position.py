"""Build a harvest position by hand, for lessons and worked examples
(as rules/clover/position.py does for the clover picker).

``position(hands=("7D 3H AC", ""), fields=(0, 1), start="field")`` gives
a game in which seat ``active`` is about to begin ``start`` (a season of
its turn) with the piles as named; from there the engine's own season
machine runs it: a turn begun at harvest time scores the harvest pile, one
begun at field time draws, a season with nothing to decide passes by
itself.  The cards are checked, not trusted: each card of the deck in
exactly one place, fields only diamonds, barns and harvests only hearts and
clubs; every card not named goes to the draw pile, shuffled by the seed,
under the named ``draw`` cards (written top first).
"""

from __future__ import annotations

from rules.cards import Card, parse_cards

from . import events as ev
from .game import HarvestGame
from .seasons import FIELD, GROWING, HARVEST, SOWING, WEATHER, Phase
from .values import is_crop

STARTS = {HARVEST, WEATHER, GROWING, FIELD, SOWING}  # where a position may begin


def position(hands: tuple[str, str] = ("", ""), *, active: int = 0, start: str = HARVEST,
             fields: tuple[int, int] = (0, 0), barns: tuple[str, str] = ("", ""),
             harvests: tuple[str, str] = ("", ""), draw: str = "", discard: str = "",
             scores: tuple[int, int] = (0, 0), turn: int = 1, seed: int = 0,
             beginner: bool = False, jokers: int = 0) -> HarvestGame:
    """A game at the start of ``active``'s season ``start`` (see the module
    docstring); ``fields`` are counts: the lowest diamonds not named
    elsewhere fill them.  ``ValueError`` for a card named twice, a card
    not in this deck, or a card on a pile that cannot hold it."""
    start = Phase(start)
    if start not in STARTS:
        raise ValueError(f"a position cannot begin at {start}")
    game = HarvestGame(seed, beginner=beginner, jokers=jokers, first=active)
    named_hands = [parse_cards(h) for h in hands]
    barn_cards = [parse_cards(b) for b in barns]
    harvest_cards = [parse_cards(h) for h in harvests]
    top = parse_cards(draw)
    thrown = parse_cards(discard)
    named = [c for pile in (*named_hands, *barn_cards, *harvest_cards, top, thrown) for c in pile]
    _check(game.deck, named, barn_cards + harvest_cards)
    free_diamonds = [c for c in game.deck if c.suit == "D" and c not in set(named)]
    if fields[0] + fields[1] > len(free_diamonds):
        raise ValueError("not enough diamonds left for those fields")
    field_cards = [free_diamonds[:fields[0]], free_diamonds[fields[0]:fields[0] + fields[1]]]
    placed = set(named) | set(field_cards[0]) | set(field_cards[1])
    rest = [c for c in game.deck if c not in placed]
    game.rng.shuffle(rest)
    game.hands = named_hands
    game.fields = field_cards
    game.barns = barn_cards
    game.harvests = harvest_cards
    game.draw = rest + top[::-1]  # the top is the end of the list
    game.discard = thrown
    game.stacks = []
    game.totals = list(scores)
    game.active = active
    game.turn = turn
    game.weather_seat = None
    game.passes = 0
    events: list = []
    if start == HARVEST:
        game.step = HARVEST
        events.append(ev.SeasonStarted(HARVEST, active, turn))
    else:
        game.step = Phase.FEEDING  # the season before: entering ``start`` does what it does
        game._enter(start, events)
    game._advance(events)
    game.opening_events = events
    return game


def _check(deck: tuple[Card, ...], named: list[Card], crop_piles: list[list[Card]]) -> None:
    if len(set(named)) != len(named):
        raise ValueError("a card is named twice")
    missing = [c.label for c in named if c not in set(deck)]
    if missing:
        raise ValueError(f"not in this deck: {' '.join(missing)}")
    for pile in crop_piles:
        for card in pile:
            if not is_crop(card):
                raise ValueError(f"{card.label} is no heart or club: barns and harvests hold only crops")

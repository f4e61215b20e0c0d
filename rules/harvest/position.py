"""Build a harvest position by hand, in notation, for lessons and worked
examples (as rules/clover/position.py does for the clover picker).

``position(hands=("7D 3H AC", ""), fields=(0, 1), start="field")`` gives
a game in which seat ``active`` is about to begin ``start`` (a season of
its turn) with the piles as named: ``HarvestGame.from_position`` builds it
and checks the cards (each card of the deck in exactly one place, fields
only diamonds, barns and harvests only hearts and clubs); every card not
named goes to the draw pile, shuffled by the seed, under the named
``draw`` cards (written top first).  Here a field is a count: the lowest
diamonds not named elsewhere fill it.
"""

from __future__ import annotations

from rules.cards import parse_cards

from .game import HarvestGame, deck_of
from .seasons import HARVEST


def position(hands: tuple[str, str] = ("", ""), *, active: int = 0, start: str = HARVEST,
             fields: tuple[int, int] = (0, 0), barns: tuple[str, str] = ("", ""),
             harvests: tuple[str, str] = ("", ""), draw: str = "", discard: str = "",
             scores: tuple[int, int] = (0, 0), turn: int = 1, seed: int = 0,
             beginner: bool = False, jokers: int = 0) -> HarvestGame:
    """A game at the start of ``active``'s season ``start`` (see the module
    docstring).  ``ValueError`` for a card named twice, a card not in this
    deck, a card on a pile that cannot hold it, or too few diamonds left
    for the fields."""
    piles = {"hands": [parse_cards(h) for h in hands], "barns": [parse_cards(b) for b in barns],
             "harvests": [parse_cards(h) for h in harvests]}
    top, thrown = parse_cards(draw), parse_cards(discard)
    named = {c for value in piles.values() for pile in value for c in pile} | set(top) | set(thrown)
    free_diamonds = [c for c in deck_of(beginner, jokers) if c.suit == "D" and c not in named]
    if fields[0] + fields[1] > len(free_diamonds):
        raise ValueError("not enough diamonds left for those fields")
    field_cards = (free_diamonds[:fields[0]], free_diamonds[fields[0]:fields[0] + fields[1]])
    return HarvestGame.from_position(**piles, fields=field_cards, draw=top, discard=thrown, active=active,
                                     start=start, scores=scores, turn=turn, seed=seed, beginner=beginner,
                                     jokers=jokers)

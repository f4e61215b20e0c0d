"""Positions built by hand for Speed's scenario tests."""

from __future__ import annotations

from rules.cards import parse_card, parse_cards
from rules.speed.game import SpeedGame
from rules.speed.view import PLAYING, Phase


def cards(text: str | None):
    return None if text is None else parse_cards(text)


def position(table0, table1, left, right, hand0="", hand1="", *, phase=PLAYING, finisher=None,
             round=1, seed=7, max_rounds=100, check=True) -> SpeedGame:
    """A game in a given position.  Tables are five strings per seat (each
    pile bottom to top), centers and hands strings bottom to top (None: that
    center pile is not in play).  Cards left out of the position are not in
    play; with ``check`` the 52 must all be placed."""
    game = SpeedGame(seed, max_rounds=max_rounds)
    game.table = [[cards(p) for p in table0], [cards(p) for p in table1]]
    game.centers = [cards(left), cards(right)]
    game.hands = [cards(hand0), cards(hand1)]
    game.placed_by = [None, None]
    game.phase = Phase(phase)
    game.finisher = finisher
    game.round = round
    game.opening_events = []
    if check:
        assert sorted(all_cards(game)) == sorted(range(52)), "the position must hold all 52 cards once"
    return game


def all_cards(game: SpeedGame) -> list[int]:
    codes = []
    for s in (0, 1):
        codes += [c.code for c in game.hands[s]]
        for pile in game.table[s]:
            codes += [c.code for c in pile]
    for center in game.centers:
        if center is not None:
            codes += [c.code for c in center]
    return codes


def rest(*used: str) -> str:
    """Every card not named in ``used``, as text (to fill a hand pile)."""
    taken = {parse_card(t) for text in used if text for t in text.split()}
    from rules.cards import CARDS

    return " ".join(str(c) for c in CARDS if c not in taken)

"""The hard player's pass never makes the two blunders of issue 43: keeping
Q♠ over one or two low spades, and keeping a short suit it could have
emptied.  Each hand is written out (four hands before the pass to the
left); the pass sees only its own hand, so the answer must not depend on
the others or on the bot's seed.  Seeds 20, 188, 7, 189 and 12 of a fresh
game dealt these hands to seat 0, and hard as it was passed the card it
should have kept (the comment says which)."""

from __future__ import annotations

import pytest

import rules
from rules.cards import parse_cards
from rules.hearts.actions import Pass
from rules.hearts.game import HeartsGame
from rules.hearts.masks import FULL, mask_of
from rules.hearts.passing import pass_rules

SEEDS = 3  # bot seeds per hand: the answer must not be luck


def passing(hand: str) -> HeartsGame:
    """A game in its first (left) pass with ``hand`` in seat 0, the rest of
    the deck dealt to the others in order."""
    game = HeartsGame(seed=0, players=4)
    assert game.pass_direction == "left"
    mine = mask_of(parse_cards(hand))
    assert mine.bit_count() == 13
    rest = [c for c in range(52) if (FULL & ~mine) >> c & 1]
    game.hands = [mine] + [sum(1 << c for c in rest[i * 13:(i + 1) * 13]) for i in range(3)]
    return game


def passes(hand: str, level: str = "hard") -> list[set[str]]:
    game = passing(hand)
    out = []
    for n in range(SEEDS):
        bot = rules.new_bot("hearts", level, n)
        bot.reseed(f"pass/{n}")
        chosen = bot.choose(game.view(0), game.legal_actions(0))
        assert isinstance(chosen, Pass)
        out.append({str(c) for c in chosen.cards})
    return out


@pytest.mark.parametrize("hand", [
    "7C 10C 6D 10D QD 6S QS 2H 5H 6H 7H JH QH",  # one low spade: passed 10♣ 10♦ Q♦
    "9C JC KC AC 4D 9D KD 10S QS 8H 9H JH QH",  # one low spade: passed K♦ J♥ Q♥
    "2C QC AC 6D KD 9S JS QS AS 2H 4H 5H 7H",  # two low spades: passed Q♣ A♣ K♦
])
def test_hard_passes_the_queen_of_spades_held_over_one_or_two_low_spades(hand):
    assert all("QS" in p for p in passes(hand))


@pytest.mark.parametrize(("hand", "suit"), [
    ("KC 4D 9D AD 4S 5S 9S JS QS 3H 4H 9H 10H", "C"),  # lone K♣: passed 9♦ A♦ 10♥
    ("8C 9D QD AD 4S 5S 6S 9S QS 3H 7H 8H AH", "C"),  # lone 8♣: passed 9♦ Q♦ and the guard 9♠
    ("3C 5C 9C JC KC 10D AD 4S 5S 6S 7S 2H 3H", "D"),  # 10♦ A♦ alone
])
def test_hard_empties_a_short_suit_when_that_is_the_obvious_pass(hand, suit):
    short = {c for c in hand.split() if c.endswith(suit)}
    assert all(short <= p for p in passes(hand))


def test_the_rules_leave_alone_what_is_no_blunder():
    # Q♠ over three low spades may stay; a lone 2♣ never takes a point; a low
    # doubleton is a safe exit; a void that would crowd out A♠ after Q♠ waits.
    required, voids = pass_rules(mask_of(parse_cards("2C 5D 6D 2S 3S 4S QS 2H 3H 4H 5H 6H 7H")))
    assert (required, voids) == (0, [])
    required, voids = pass_rules(mask_of(parse_cards("2C QC AC 6D KD 9S JS QS AS 2H 4H 5H 7H")))
    assert required == mask_of(parse_cards("QS")) and voids == []

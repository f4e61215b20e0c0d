"""Each engine's public position constructor (``from_position``): the
lessons and worked examples build their positions through it, and it
refuses a position the rules could not reach, with a sentence saying why."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from rules.cards import CARDS, parse_cards
from rules.clover.game import CloverGame
from rules.harvest.game import HarvestGame
from rules.hearts.game import HeartsGame

ROOT = Path(__file__).resolve().parents[2]
DEAL = [CARDS[i::4] for i in range(4)]  # 13 cards each, the whole deck


# Hearts ---------------------------------------------------------------------

def test_hearts_deals_the_hands_given_and_plays_on():
    game = HeartsGame.from_position(DEAL, hand_number=4, seed=3)
    assert game.pass_direction == "none" and game.phase == "playing"
    assert sorted(game.view(0).hand) == sorted(DEAL[0])
    holder = next(s for s, hand in enumerate(DEAL) if parse_cards("2C")[0] in hand)
    assert game.to_act() == {holder}
    assert HeartsGame.from_position(DEAL, hand_number=1).phase == "passing"


@pytest.mark.parametrize("hands,why", [
    (DEAL[:2], "3, 4 or 5 players"),
    ([DEAL[0][:12], DEAL[1], DEAL[2], DEAL[3] + DEAL[0][12:]], "4 hands of 13 cards"),
    ([DEAL[0], DEAL[1], DEAL[2], DEAL[3][:12] + DEAL[0][:1]], "twice: "),
    ([CARDS[i:51:3] for i in range(3)], "not the 51-card deck"),  # 3 players play without 2♦
])
def test_hearts_refuses_a_deal_that_is_not_the_deck(hands, why):
    with pytest.raises(ValueError, match=why):
        HeartsGame.from_position(hands)


def test_hearts_refuses_a_hand_number_before_the_first():
    with pytest.raises(ValueError, match="numbered from 1"):
        HeartsGame.from_position(DEAL, hand_number=0)


# Skördespelet ----------------------------------------------------------------

def test_harvest_puts_every_card_not_named_in_the_draw_pile_under_the_named_top():
    hands = (parse_cards("9S 3H AC"), parse_cards("2S 4S"))
    game = HarvestGame.from_position(hands=hands, fields=(parse_cards("2D"), ()), draw=parse_cards("QC 10S"),
                                     start="field", seed=5)
    piles = [*game.hands, *game.fields, *game.barns, *game.harvests, game.draw, game.discard]
    assert sorted(c.code for pile in piles for c in pile) == sorted(c.code for c in game.deck)
    assert game.phase == "field" and game.hands[0][-1] == parse_cards("QC")[0]  # field time drew the top


@pytest.mark.parametrize("kwargs,why", [
    ({"hands": (parse_cards("3H"), parse_cards("3H"))}, "named twice: 3♥"),
    ({"hands": (parse_cards("AS"), ())}, "not in this deck: A♠"),  # the beginner variant has no ♠A
    ({"fields": (parse_cards("5H"), ())}, "5♥ is no diamond"),
    ({"barns": (parse_cards("7S"), ())}, "7♠ is no heart or club"),
    ({"start": "grazing"}, "the start of a season"),
    ({"start": "feeding"}, "the start of a season"),
    ({"scores": (20, 3)}, "20 has won"),
    ({"active": 2}, "seat 0 or 1"),
    ({"hands": ((), (), ())}, "two seats"),
])
def test_harvest_refuses_a_position_the_rules_cannot_reach(kwargs, why):
    with pytest.raises(ValueError, match=why):
        HarvestGame.from_position(beginner=True, **kwargs)


# Klöverplockarspelet ----------------------------------------------------------------

def test_clover_plays_the_five_rightmost_cards_of_the_hand_to_move():
    hand = parse_cards("2H 7C 3S 5C 9D AH 4C 8C 2S KC")
    meadow = parse_cards("3C 5S 2D KH 6H")
    rest = [c for c in CARDS if c not in set(hand) | set(meadow)]
    game = CloverGame.from_position([hand, rest[:10]], meadow, rest[10:])
    assert game.view(0).bouquet == tuple(reversed(hand[-5:])) and game.phase == "chain"


@pytest.mark.parametrize("change,why", [
    (lambda h, m, t: ([h[0] + t[:1], h[1]], m, t), "named twice"),
    (lambda h, m, t: (h, m, t[1:]), "not the whole deck"),
    (lambda h, m, t: (h, m[:4], t + m[4:]), "a meadow of 5 slots"),
    (lambda h, m, t: ([[], h[1] + h[0]], m, t), "has cards to play"),
])
def test_clover_refuses_cards_that_are_not_the_deck(change, why):
    hands = [list(CARDS[:10]), list(CARDS[10:20])]
    with pytest.raises(ValueError, match=why):
        CloverGame.from_position(*change(hands, list(CARDS[20:25]), list(CARDS[25:])))


# Only public names ------------------------------------------------------------------

BUILDERS = sorted([*(ROOT / "rules" / "lessons").glob("*.py"), *(ROOT / "rules").glob("*/position.py")])


@pytest.mark.parametrize("path", BUILDERS, ids=lambda p: str(p.relative_to(ROOT)))
def test_the_position_builders_use_only_public_names(path):
    private = [f"{path.name}:{node.lineno} .{node.attr}" for node in ast.walk(ast.parse(path.read_text()))
               if isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__")]
    assert private == []


# Speed ----------------------------------------------------------------------------

def speed_piles():
    """South's piles 1-5 (one card each), North's, two hand piles, two centers: the whole deck."""
    cards = list(CARDS)
    table = [[[cards.pop()] for _ in range(5)] for _ in range(2)]
    centers = [[cards.pop()], [cards.pop()]]
    return table, [cards[:20], cards[20:]], centers


def test_speed_plays_on_from_the_piles_given():
    from rules.speed.game import SpeedGame

    table, hands, centers = speed_piles()
    game = SpeedGame.from_position(table, hands, centers, seed=2)
    assert game.cards_left() == (25, 25) and game.phase in ("playing", "blocked")
    assert [p.top for p in game.view(0).table] == [pile[-1] for pile in table[0]]
    for action in game.legal_actions(0)[:1]:
        game.apply(0, action)  # the engine plays on


@pytest.mark.parametrize("change,why", [
    (lambda t, h, c: (t, [h[0] + h[1][:1], h[1]], c), "twice: "),
    (lambda t, h, c: (t, [h[0][1:], h[1]], c), "missing: "),
    (lambda t, h, c: ([t[0][:4], t[1]], [h[0] + t[0][4], h[1]], c), "five table piles"),
    (lambda t, h, c: ([[[], [], [], [], []], t[1]], [h[0] + [x for p in t[0] for x in p], h[1]], c), "1 to 15"),
    (lambda t, h, c: (t, [h[0] + c[0], h[1]], [None, c[1]]), "missing only for a seat without a hand pile"),
])
def test_speed_refuses_piles_that_are_not_a_round(change, why):
    from rules.speed.game import SpeedGame

    with pytest.raises(ValueError, match=why):
        SpeedGame.from_position(*change(*speed_piles()))

"""The mistakes players of other Hearts apps complain about, one position
each: medium, hard and expert make none of them.

Each position is a deal as written, played by the engine's own rules up to
the decision; the bot sees nothing but its view.  Every one has a clear
right answer whatever the hidden cards."""

from __future__ import annotations

import pytest

import rules
from rules.cards import parse_cards
from rules.hearts.actions import Pass
from rules.hearts.game import HeartsGame
from rules.hearts.masks import mask_of
from rules.thinking import Budget

from .helpers import play, position

LEVELS = ["medium", "hard", "expert"]
EXPERT = Budget.fixed(600)  # deals a decision: the same answer on any machine
REPEATS = 3  # bot seeds per position: the answer must not be luck


def dealt(hands: list[str], plays: str = "") -> HeartsGame:
    """Four hands (all 52 cards), then these cards played in turn from the 2♣."""
    assert sorted(str(c) for h in hands for c in parse_cards(h)) == sorted(
        str(c) for c in parse_cards(" ".join(hands))) and len(parse_cards(" ".join(hands))) == 52
    game = position(hands, leader=next(s for s, h in enumerate(hands) if "2C" in h.split()))
    if plays:
        play(game, *plays.split())
    return game


def choices(game: HeartsGame, level: str) -> list[str]:
    """The card the seat to play chooses, under a few bot seeds."""
    seat = game.turn
    assert seat is not None
    out = []
    for n in range(REPEATS):
        bot = rules.new_bot("hearts", level, n, EXPERT)
        bot.reseed(f"mistake/{n}")
        out.append(str(bot.choose(game.view(seat), game.legal_actions(seat))).split()[-1])
    return out


@pytest.mark.parametrize("level", LEVELS)
def test_it_ducks_under_a_trick_that_holds_the_queen(level):
    # East leads 10♦, South throws Q♠ on it: West holds J♦ and four lower
    # diamonds, and only J♦ could take the 13 points.
    game = dealt(["2C QS 2S 3S 4S 5S 6S 2H 3H 4H 5H 6H 7H",
                  "3C 4C 3D JD 4D 5D 6D 7S 8S 9S 8H 9H 10H",
                  "5C 6C 7C 8C 2D 7D 8D 9D 10S JS JH QH KH",
                  "AC KC QC JC 10C 9C 10D QD KD AD KS AS AH"],
                 "2C 3C 5C AC  10D QS")
    assert game.turn == 1
    assert "JD" not in choices(game, level)


@pytest.mark.parametrize("level", LEVELS)
def test_it_stops_a_moon_shot_everyone_can_see(level):
    # North has taken every point, 24 of them; the last two hearts are out.
    # North leads K♦, South throws 5♥ on it: West's A♦ is the only card
    # that can take a point from North.
    game = dealt(["2C 3C 4C 5C 2S 3S 4S 7S 8S 2H 3H 4H 5H",
                  "6C 7C 8C QS 5S 6S 6H 7H AD 4D 5D 6D 7D",
                  "9C 10C 9S 10S JS 8H 9H 10H 2D 3D 8D 9D 10D",
                  "AC KC QC JC AS KS AH KH QH JH KD QD JD"],
                 "2C 6C 9C AC  AS 2S QS 9S  KS 3S 5S 10S  KC 3C 7C 10C  QC 4C 8C 8H "
                 "JC 5C 6H 9H  AH 2H 7H 10H  KH 3H 6S JS  QH 4H 4D 2D  KD 5H")
    assert game.turn == 1 and game.view(1).points_this_hand == (0, 0, 0, 24)
    assert set(choices(game, level)) == {"AD"}


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_it_stops_a_moon_shot_before_the_rule_of_thumb_sees_it(level):
    # East has taken every point so far (four hearts: the medium rule's
    # threat is not yet plain) and still holds A♠ K♠ Q♠ A♥ K♥ Q♥ J♥: it
    # leads K♦, South throws 6♥ on it, West follows 2♦.  North's A♦ takes
    # one point and stops the shot; a diamond under the king lets East run
    # its winners for all 26 (the medium player ducks with J♦).
    game = dealt(["2C 2H 3H 4H 6H 9H 2S 3S 4S 5S 6S 7S 8S",
                  "3C 5C 6C 5H 7H 10H 9S 10S 2D QD 4D 5D 6D",
                  "4C 7C 8C 9C 10C 8H JS AD 7D 8D 9D 10D JD",
                  "AC KC QC JC AS KS QS AH KH QH JH KD 3D"],
                 "2C 3C 4C AC  KC 2H 5C 7C  QC 3H 6C 8C  JC 4H 5H 9C  KD 6H 2D")
    assert game.turn == 2 and game.view(2).points_this_hand == (0, 0, 0, 4)
    assert choices(game, level) == ["AD"] * REPEATS


@pytest.mark.parametrize("level", LEVELS)
def test_it_does_not_lead_into_a_queen_that_must_fall(level):
    # Every spade but Q♠ is played or in West's hand (A♠ K♠ 9♠ 4♠): whoever
    # holds the queen must play it on a spade lead, so A♠ or K♠ takes it.
    game = dealt(["2C 3C 4C 7S 8S 3D 4D 5D 6D 2H 3H 4H 5H",
                  "5C 6C 7C AS KS 2S 3S 4S 9S AD 7D 6H 7H",
                  "8C 9C 10C JC QS 5S 6S 8D 9D 10D 8H 9H 10H",
                  "AC KC QC 10S JS 2D JD QD KD JH QH KH AH"],
                 "2C 5C 8C AC  10S 7S 2S 5S  JS 8S 3S 6S  2D 3D AD 8D")
    assert game.turn == 1 and not game.hearts_broken
    picked = choices(game, level)
    assert not {"AS", "KS"} & set(picked), picked


@pytest.mark.parametrize("level", LEVELS)
def test_it_does_not_break_hearts_with_a_low_one_and_keep_the_high_ones(level):
    # Void in diamonds, West holds A♥ K♥ Q♥ and 2♥: throwing 2♥ breaks
    # hearts for nothing and keeps the cards that will take them; if a heart
    # goes on East's trick, it is a high one.
    game = dealt(["2C 3C 4C 2D 3D 4D 5D 6D 7D 8D 9H 10H JH",
                  "5C 6C 7C 8C 9C 2S 3S 4S 5S AH KH QH 2H",
                  "10C JC QC KC QS 6S 7S 8S 9S 9D 10D 3H 4H",
                  "AC 10S JS KS AS JD QD KD AD 5H 6H 7H 8H"],
                 "2C 5C 10C AC  AD 2D")
    assert game.turn == 1 and not game.hearts_broken
    picked = choices(game, level)
    assert "2H" not in picked, picked


def pass_of(hand: str, level: str) -> set[str]:
    """The three cards ``level`` passes from ``hand`` (the rest dealt in order)."""
    rest = [c for c in parse_cards(" ".join(
        f"{r}{s}" for s in "SHDC" for r in ["A", *map(str, range(2, 11)), "J", "Q", "K"]))
        if str(c) not in hand.split()]
    hands = [hand] + [" ".join(str(c) for c in rest[i * 13:(i + 1) * 13]) for i in range(3)]
    game = HeartsGame(0)
    game.hands = [mask_of(parse_cards(h)) for h in hands]
    bot = rules.new_bot("hearts", level, 1, EXPERT)
    bot.reseed("pass")
    chosen = bot.choose(game.view(0), game.legal_actions(0))
    assert isinstance(chosen, Pass)
    return {str(c) for c in chosen.cards}


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("hand", [
    "QS 3S 2C 3C 4C 5C 6D 7D 8D 9D 2H 3H 4H",
    "QS 3S 5S 2C 3C 4C 9C 6D 7D 8D 2H 3H 4H",
    "KS QS 2C 3C 4C 5C 6C 7C 2D 3D 4D 5D 6D",
])
def test_it_passes_the_queen_it_cannot_guard(level, hand):
    assert "QS" in pass_of(hand, level)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("hand", [
    "AH KH QH 2C 3C 4C 5C 2S 3S 4S 5S 2D 3D",
    "AS KS 3S 2C 3C 4C 5C 6C 2D 3D 4D 2H 3H",
    "QS AH KH 2C 3C 4C 5C 9C 2D 5D 8D 3S 6S",
])
def test_it_keeps_its_low_clubs(level, hand):
    low_clubs = {f"{r}C" for r in range(2, 6)}
    assert not pass_of(hand, level) & low_clubs

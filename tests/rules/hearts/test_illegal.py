"""Every refused action names its reason and leaves the state untouched."""

import pytest

from rules.cards import parse_card, parse_cards
from rules.core import IllegalAction
from rules.hearts.game import HeartsGame, Pass, Play

from .helpers import play, play_randomly, position

C = parse_card


def refused(g, seat, action, match):
    before = g.to_json()
    with pytest.raises(IllegalAction, match=match) as info:
        g.apply(seat, action)
    assert str(info.value)
    assert g.to_json() == before


def test_wrong_seat():
    g = position(["2C 3D", "4C 5D", "6C 7D", "8C 9D"], leader=0)
    refused(g, 1, Play(C("4C")), "not your turn")
    refused(g, 7, Play(C("4C")), "no seat 7")


def test_card_not_held():
    g = position(["2C 3D", "4C 5D", "6C 7D", "8C 9D"], leader=0, tricks_done=1)
    refused(g, 0, Play(C("AS")), "do not hold A♠")


def test_not_following_suit():
    g = position(["2C 3D", "4C 5D", "6C 7D", "8C 9D"], leader=0, tricks_done=1)
    play(g, "2C")
    refused(g, 1, Play(C("5D")), "follow suit.*4♣")


def test_leading_unbroken_hearts():
    g = position(["2H 3D", "4C 5D", "6C 7D", "8C 9D"], leader=0, tricks_done=1)
    refused(g, 0, Play(C("2H")), "not broken")


def test_points_on_the_first_trick():
    g = position(["2C 3D", "QS 5D", "6C 7D", "8C 9H"], leader=0)
    play(g, "2C")
    refused(g, 1, Play(C("QS")), "first trick")
    play(g, "5D", "6C")
    refused(g, 3, Play(C("9H")), "follow suit")


def test_first_lead_must_be_two_of_clubs():
    g = position(["2C 3D", "4C 5D", "6C 7D", "8C 9D"], leader=0)
    refused(g, 0, Play(C("3D")), "2♣")


@pytest.mark.parametrize("count", [2, 4, 0])
def test_passing_wrong_number_of_cards(count):
    g = HeartsGame(1)
    refused(g, 0, Pass(g.view(0).hand[:count]), f"exactly 3 cards, not {count}")


def test_passing_a_card_not_held_or_twice():
    g = HeartsGame(1)
    hand = g.view(0).hand
    other = next(c for c in g.view(1).hand)
    refused(g, 0, Pass((hand[0], hand[1], other)), f"do not hold {other.label}")
    refused(g, 0, Pass((hand[0], hand[0], hand[1])), "different")
    g.apply(0, Pass(hand[:3]))
    refused(g, 0, Pass(g.view(0).hand[:3]), "already chosen")


def test_wrong_phase():
    g = HeartsGame(1)
    refused(g, 0, Play(g.view(0).hand[0]), "choosing cards to pass")
    g = position(["2C 3D", "4C 5D", "6C 7D", "8C 9D"], leader=0)
    refused(g, 0, Pass(tuple(parse_cards("2C 3D 4C"))), "passing is over")


def test_acting_after_the_game_is_over():
    g = play_randomly(HeartsGame(5))
    assert g.is_over and g.legal_actions(0) == []
    refused(g, 0, Play(C("2C")), "game is over")
    refused(g, 0, Pass(tuple(parse_cards("2C 3C 4C"))), "game is over")


def test_unreadable_notation():
    g = HeartsGame(1)
    for text in ("", "dance", "play XX", "play", "pass"):
        with pytest.raises(IllegalAction):
            g.parse_action(0, text)
    assert g.parse_action(0, "pass qs ah 2c") == Pass(tuple(parse_cards("2C QS AH")))
    assert str(g.parse_action(0, "pass QS AH 2C")) == "pass 2C QS AH"
    assert str(g.parse_action(0, "PLAY 10h")) == "play 10H"

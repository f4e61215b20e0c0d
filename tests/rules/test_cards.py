import pickle

import pytest

from rules.cards import CARDS, Card, full_deck, parse_card, parse_cards, to_ascii


def test_notation_round_trips_for_every_card():
    for card in CARDS:
        assert parse_card(str(card)) is card
    assert len({str(c) for c in full_deck()}) == 52


@pytest.mark.parametrize("text,expected", [("QS", "QS"), ("10h", "10H"), (" ac ", "AC"), ("TD", "10D"), ("Q♠", "QS")])
def test_parse_is_lenient_about_case_ten_and_symbols(text, expected):
    assert str(parse_card(text)) == expected


@pytest.mark.parametrize("text", ["", "1S", "11H", "QX", "JK0", "S"])
def test_parse_refuses_with_a_reason(text):
    with pytest.raises(ValueError, match="is not a card"):
        parse_card(text)


def test_cards_are_interned_and_immutable():
    assert Card.of(12, "S") is parse_card("QS")
    assert pickle.loads(pickle.dumps(parse_card("10H"))) is parse_card("10H")
    with pytest.raises(AttributeError):
        parse_card("QS").rank = 3
    with pytest.raises(TypeError):
        Card()


def test_labels_and_ascii():
    assert parse_card("QS").label == "Q♠"
    assert to_ascii("You hold 5♣ and 10♥") == "You hold 5C and 10H"
    assert [str(c) for c in parse_cards("QS, 10H AC")] == ["QS", "10H", "AC"]


def test_jokers():
    joker = parse_card("JK2")
    assert joker.is_joker and joker is Card.joker(2) and str(joker) == "JK2"
    assert not joker.is_red and joker.rank == 0

import pytest

from rules.cards import parse_card as c
from rules.cards import parse_cards
from rules.harvest.values import (
    field_limit_reason,
    harvest_score,
    harvest_text,
    is_honour,
    stay,
    take,
    value,
    within_field_limit,
)


@pytest.mark.parametrize("card, v", [("AH", 1), ("2C", 2), ("10H", 10), ("JC", 2), ("QH", 2),
                                     ("KS", 2), ("AS", 1), ("JK1", 1)])
def test_values(card, v):
    assert value(c(card)) == v


def test_honours_are_ace_jack_queen_king():
    assert [r for r in range(1, 14) if is_honour(c(f"{'A23456789'[r-1] if r < 10 else ['10','J','Q','K'][r-10]}H"))] == [1, 11, 12, 13]


@pytest.mark.parametrize("card, s, t", [
    ("AH", 2, 1), ("JH", 3, 2), ("QH", 3, 2), ("KH", 3, 2),  # heart honours: +1 to stay
    ("AC", 1, 2), ("JC", 2, 3), ("QC", 2, 3), ("KC", 2, 3),  # club honours: +1 to take
    ("5H", 5, 5), ("10C", 10, 10), ("2H", 2, 2),
])
def test_stay_and_take(card, s, t):
    assert (stay(c(card)), take(c(card))) == (s, t)


def test_harvest_score_counts_club_honours_once_more():
    pile = parse_cards("5H QC AC KH 10C")
    # 5 + (2+1) + (1+1) + 2 + 10 = 22
    assert harvest_score(pile) == 22
    assert harvest_text(parse_cards("5H QC")) == "5♥ 5 + Q♣ 3 (2+1) = 8"
    assert harvest_text([]) == "nothing = 0"


def test_field_limit():
    assert within_field_limit(c("3C"), 3) and not within_field_limit(c("4C"), 3)
    assert within_field_limit(c("KH"), 2) and not within_field_limit(c("KH"), 1)
    assert within_field_limit(c("JK1"), 1) and not within_field_limit(c("JK1"), 0)
    assert within_field_limit(c("AS"), 1)
    assert field_limit_reason(c("7C"), 3) == (
        "7♣ has value 7 but your field holds 3 diamonds: you may play cards worth at most 3.")


def test_every_card_and_joker_by_the_rule_written_out():
    """value, stay and take read tables made once (the players' search asks
    them millions of times a game): every card agrees with the rule."""
    from rules.cards import CARDS

    for card in [*CARDS, c("JK1"), c("JK2")]:
        printed = 1 if card.is_joker else (2 if card.rank > 10 else card.rank)
        honour = card.rank in (1, 11, 12, 13)
        assert value(card) == printed, card
        assert stay(card) == printed + (card.suit == "H" and honour), card
        assert take(card) == printed + (card.suit == "C" and honour), card

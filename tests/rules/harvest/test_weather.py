import pytest

from rules.cards import parse_card as c
from rules.harvest.weather import can_remove, removal_reason


@pytest.mark.parametrize("spade, target, ok", [
    ("7S", "6C", True), ("7S", "7C", False), ("7S", "6H", True),
    ("3S", "2H", True), ("3S", "JH", False),    # heart honour counts 3 > 2
    ("4S", "JH", True), ("4S", "AH", True),     # ♥A counts 2 ≤ 3
    ("2S", "AH", False), ("2S", "AC", True),    # ♥A must be two lower
    ("QS", "AC", True), ("QS", "2C", False),    # Q♠ is worth 2: reaches 1
    ("KS", "AH", False),
    ("10S", "9C", True), ("10S", "10H", False), ("10S", "KH", True),
    ("AS", "10H", True), ("AS", "KH", True), ("AS", "AC", True),  # the worst storm
    ("JK1", "10C", True), ("JK2", "QH", True),  # a joker's storm
    ("AS", "5D", False), ("JK1", "5S", False),  # only hearts and clubs
    ("5H", "2C", False),                        # only spades and jokers remove
])
def test_can_remove(spade, target, ok):
    assert can_remove(c(spade), c(target)) is ok


def test_removal_reason_shows_the_arithmetic():
    assert removal_reason(c("7S"), c("JH")) == (
        "7♠ removes cards worth at most 6; J♥ is a heart honour and counts 3 — it can be removed.")
    assert removal_reason(c("3S"), c("JH")) == (
        "3♠ removes cards worth at most 2; J♥ is a heart honour and counts 3 — too much.")
    assert removal_reason(c("5S"), c("5C")) == (
        "5♠ removes cards worth at most 4; 5♣ counts 5 — too much.")
    assert "worst storm" in removal_reason(c("AS"), c("10H"))

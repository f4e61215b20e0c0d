"""Hearts' pass being chosen and its turn cursor, without a screen (issue 29)."""

from __future__ import annotations

from dataclasses import replace

import rules
from rules.cards import parse_cards
from rules.hearts.view import HeartsView
from tests.narrow import narrow, present
from tui.screens.hearts.cursor import TurnCursor
from tui.screens.hearts.passing import PassChoice


def test_the_pass_takes_three_cards_and_keeps_only_those_still_in_hand():
    two, three, four, five = parse_cards("2C 3C 4C 5C")
    choice = PassChoice()
    assert choice.toggle(two) == "1 of 3 chosen." and present(choice.refusal()).startswith("Choose 3 cards to pass (1 chosen)")
    choice.toggle(three)
    assert choice.toggle(four) == "3 of 3 chosen: enter passes them." and choice.refusal() is None
    assert choice.toggle(five).startswith("3 chosen already") and choice.action().cards == (two, three, four)
    choice.keep_in({two, four})
    assert choice.cards == [two, four]
    choice.toggle(two)
    assert choice.cards == [four]


def test_the_hearts_cursor_is_placed_once_a_turn_onto_a_legal_card():
    two, three = parse_cards("2C 3C")
    view = replace(narrow(rules.new_game("hearts", seed=1).view(0), HeartsView), hand_number=1, tricks_played=(), trick=())
    cursor = TurnCursor()
    assert cursor.place(view, [], None) is None  # nothing to play: the turn is not begun
    assert cursor.place(view, [two, three], None) == two
    assert cursor.place(view, [two, three], None) is None  # once a turn
    later = replace(view, tricks_played=((0, (), 0),))  # a trick later
    assert cursor.place(later, [two, three], three) is None  # already on a legal card
    cursor.undone()
    assert cursor.place(later, [two], three) == two

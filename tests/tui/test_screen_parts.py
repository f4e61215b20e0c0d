"""The small pure parts the table screens own (issue 29), without a screen:
the keys every table shares, the opening sentence, Hearts' pass and cursor,
the harvest table's passed seasons."""

from __future__ import annotations

from types import SimpleNamespace

from rules.cards import parse_cards
from tui.screens.harvest.passed import PassedSeasons
from tui.screens.hearts.cursor import TurnCursor
from tui.screens.hearts.passing import PassChoice
from tui.screens.table.keys import deserves_answer
from tui.screens.table.message import opening_sentence
from tui.screens.table.replay import Replay


def test_a_key_no_binding_took_is_answered_unless_it_is_quiet_or_scrolls_the_rules():
    assert deserves_answer("x", True, None) and deserves_answer("enter", False, None)
    assert not deserves_answer("tab", False, None) and not deserves_answer("escape", False, None)
    assert not deserves_answer("f5", False, None)  # neither printable nor one of the answered keys
    assert not deserves_answer("down", False, "rules-panel") and deserves_answer("down", False, "hand")


def test_the_opening_sentence_says_a_replay_or_a_resumed_game():
    replay = Replay(((0, "QS"),), "Again from trick 2")
    assert opening_sentence(replay, resumed=False, paused=False) == "Again from trick 2"
    assert opening_sentence(None, resumed=True, paused=True) == "Resumed where you left off, paused: p goes on."
    assert opening_sentence(None, resumed=True, paused=False) == "Resumed where you left off."
    assert opening_sentence(None, resumed=False, paused=False) is None


def test_the_pass_takes_three_cards_and_keeps_only_those_still_in_hand():
    two, three, four, five = parse_cards("2C 3C 4C 5C")
    choice = PassChoice()
    assert choice.toggle(two) == "1 of 3 chosen." and choice.refusal().startswith("Choose 3 cards to pass (1 chosen)")
    choice.toggle(three)
    assert choice.toggle(four) == "3 of 3 chosen: enter passes them." and choice.refusal() is None
    assert choice.toggle(five).startswith("3 chosen already") and choice.action().cards == (two, three, four)
    choice.keep_in({two, four})
    assert choice.cards == [two, four]
    choice.toggle(two)
    assert choice.cards == [four]


def test_the_hearts_cursor_is_placed_once_a_turn_onto_a_legal_card():
    two, three = parse_cards("2C 3C")
    view = SimpleNamespace(hand_number=1, tricks_played=(), trick=())
    cursor = TurnCursor()
    assert cursor.place(view, [], None) is None  # nothing to play: the turn is not begun
    assert cursor.place(view, [two, three], None) == two
    assert cursor.place(view, [two, three], None) is None  # once a turn
    later = SimpleNamespace(hand_number=1, tricks_played=(1,), trick=())
    assert cursor.place(later, [two, three], three) is None  # already on a legal card
    cursor.undone()
    assert cursor.place(later, [two], three) == two


def test_passed_seasons_are_marked_for_their_turn_and_forgotten_by_an_undo():
    passed = PassedSeasons()
    view = SimpleNamespace(turn_number=3, season="weather", nothing="No weather to play.")
    assert passed.passed(view, 10) == "Nothing to do in weather time: passed. No weather to play."
    assert passed.this_turn(view, 11) == {"weather"}
    assert passed.this_turn(view, 10) == frozenset()  # the pass is not in the log yet
    assert passed.this_turn(SimpleNamespace(turn_number=4), 12) == frozenset()
    passed.undone(10)
    assert passed.this_turn(view, 11) == frozenset()

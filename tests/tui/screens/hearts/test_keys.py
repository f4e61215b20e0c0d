"""The Hearts table's key logic without a pilot (tui/screens/hearts/keys.py)."""

import rules
from rules.cards import Card, parse_card
from rules.hearts.events import HandDealt, HandScored, TrickWon
from rules.i18n import LANGUAGES, speaking
from tui.screens.hearts import keys as hk
from tui.screens.hearts.text import Moment

NOTHING = Moment(None, None, False, False, 0)


def passing_view():
    return rules.new_game("hearts", seed=7).view(0)


def test_while_choosing_the_pass_the_pass_keys_are_offered_and_play_is_not():
    view = passing_view()
    assert hk.choosing_pass(view, NOTHING) and not hk.my_turn(view, NOTHING)
    assert hk.offered("toggle_pass", view, NOTHING, trick_held=False, instant=False)
    assert not hk.offered("play", view, NOTHING, trick_held=False, instant=False)
    assert not hk.offered("last_trick", view, NOTHING, trick_held=False, instant=False)
    assert not hk.offered("toggle_pause", view, NOTHING, trick_held=False, instant=True)
    assert hk.hand_shown(view, NOTHING, [], [])["legal"] == view.hand


def test_a_fourth_card_is_refused_and_a_chosen_one_goes_back():
    chosen: list[Card] = []
    cards = [parse_card(t) for t in ("2C", "3C", "4C", "5C")]
    for card in cards[:2]:
        assert hk.toggle_pass_card(chosen, card).endswith("chosen.")
    assert hk.toggle_pass_card(chosen, cards[2]) == "3 of 3 chosen: enter passes them."
    assert hk.toggle_pass_card(chosen, cards[3]).startswith("3 chosen already")
    assert chosen == cards[:3]
    assert hk.toggle_pass_card(chosen, cards[0]) == "2 of 3 chosen." and chosen == cards[1:3]


def test_the_fourth_card_answer_fits_the_message_line_at_80_columns():
    """The line under the table has 78 cells (80 less its padding): the
    answer to a fourth card was cut off at "…puts it back, enter passes"."""
    cards = [parse_card(t) for t in ("2C", "3C", "4C", "5C")]
    for language in LANGUAGES:
        with speaking(language):
            answer = hk.toggle_pass_card(list(cards[:3]), cards[3])
        assert len(answer) <= 78, (language, answer)


def test_a_scored_hand_holds_and_keeps_the_next_deal_back():
    trick = TrickWon(1, (), 0, 0)
    scored = HandScored(1, (0, 26, 0, 0), (0, 26, 0, 0), None)
    dealt = HandDealt(2, "right", 13)
    assert hk.holds_for([trick, scored, dealt]) == ["trick", "scores"]
    assert hk.split_at_scores([trick, scored, dealt]) == ([trick, scored], [dealt])
    assert hk.split_at_scores([trick]) == ([trick], [])


def test_the_last_trick_is_offered_once_a_trick_has_been_played():
    """A playtest: 't Last trick' was offered in the first trick, answering
    'No trick has been played yet in this hand.'; now that is t's answer."""
    game = rules.new_game("hearts", seed=7)
    while game.view(0).phase == "passing":
        for seat in sorted(game.to_act()):
            game.apply(seat, game.legal_actions(seat)[0])
    view = game.view(0)
    assert view.phase == "playing" and not view.tricks_played
    assert not hk.offered("last_trick", view, NOTHING, trick_held=False, instant=False)
    assert hk.key_answer("t", view) == "No trick has been played yet in this hand."
    assert hk.key_answer("x", view) is None
    while not game.view(0).tricks_played:
        seat = min(game.to_act())
        game.apply(seat, game.legal_actions(seat)[0])
    assert hk.offered("last_trick", game.view(0), NOTHING, trick_held=False, instant=False)


def test_the_hint_is_not_offered_at_a_hands_end():
    """The next hand is dealt behind the ended one (its pass the person's to
    choose) and not shown until the scores close: the hint waits for it."""
    from rules.hearts.view import HandRecord

    view = passing_view()
    ended = HandRecord(1, (0, 26, 0, 0), None, (0, 26, 0, 0), (0, 26, 0, 0))
    assert hk.offered("hint", view, NOTHING, trick_held=False, instant=False)
    assert not hk.offered("hint", view, Moment(None, ended, False, True, 0), trick_held=True, instant=False)

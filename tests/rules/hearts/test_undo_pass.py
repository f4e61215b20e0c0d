"""Undo never goes back past the pass once the cards received are shown
(hearts.md, Passing: every player "must choose before seeing the cards
received").  A playtest: pass, see "You received 8♣ A♠ J♥ from East.",
u, choose three other cards, and the same three came again."""

import pytest

import rules
from rules.clock import ManualClock
from rules.core import IllegalAction
from rules.hearts.game import HeartsGame
from rules.i18n import LANGUAGES, speaking
from rules.session import Seat, Session
from tests.narrow import narrow


def passed_session(seed: int = 2) -> Session:
    """The person (seat 0) has passed; the bots' passes made the exchange."""
    game = rules.new_game("hearts", seed=seed)
    seats = [Seat("You")] + [Seat(f"Bot {i}", rules.new_bot("hearts", "medium", i)) for i in (1, 2, 3)]
    session = Session(game, seats, ManualClock())
    session.run_bots()
    hand = session.game.view(0).hand
    session.act(0, "pass " + " ".join(str(c) for c in hand[-3:]))
    session.run_bots()
    assert len(session.game.view(0).received_cards) == 3 and session.game.phase == "playing"
    return session


def test_the_pass_is_not_undone_once_the_cards_received_are_seen_and_nothing_changes():
    session = passed_session()
    before, log = session.game.to_json(), list(session.log)
    refusal = session.undo_refusal()
    assert refusal == "No undo past the pass: you have seen the cards you received."
    with pytest.raises(IllegalAction, match="past the pass"):
        session.undo()
    assert session.game.to_json() == before and session.log == log and not session.undo_used
    for language in LANGUAGES:  # the message line under the table: 78 cells at 80 columns
        with speaking(language):
            assert 0 < len(session.undo_refusal() or "") <= 78


def test_a_card_of_the_first_trick_is_undone_back_to_the_start_of_the_play_but_no_further():
    session = passed_session()
    start = session.game.to_json()
    assert session.game.to_act() == {0}
    session.act(0, str(session.game.legal_actions(0)[0]))
    session.run_bots()
    assert session.undo_refusal() is None
    assert session.undo() and session.game.to_json() == start
    assert session.undo_refusal() is not None  # the next one would be the pass


def test_a_pass_chosen_before_the_exchange_is_undone():
    """The person's pass while another's is still to come: nothing received yet."""
    game = rules.new_game("hearts", seed=2)
    session = Session(game, [Seat("You"), Seat("Friend")] + [
        Seat(f"Bot {i}", rules.new_bot("hearts", "medium", i)) for i in (2, 3)], ManualClock())
    session.run_bots()
    before = session.game.to_json()
    session.act(0, "pass " + " ".join(str(c) for c in session.game.view(0).hand[:3]))
    assert session.game.phase == "passing" and session.undo_refusal() is None
    assert session.undo() and session.game.to_json() == before


def test_no_undo_back_into_a_hand_that_has_ended():
    """A playtest: u at hand 2's pass went back to hand 1's last lead, and
    hand 2 was dealt the same thirteen cards again (the seed deals it)."""
    game = rules.new_game("hearts", seed=2)
    seats = [Seat("You")] + [Seat(f"Bot {i}", rules.new_bot("hearts", "medium", i)) for i in (1, 2, 3)]
    session = Session(game, seats, ManualClock())
    session.run_bots()
    while narrow(session.game, HeartsGame).hand_number == 1:
        move = str(session.game.legal_actions(0)[0])
        if session.game.phase == "passing":
            hand = session.game.view(0).hand
            move = "pass " + " ".join(str(c) for c in hand[:3])
        session.act(0, move)
        session.run_bots()
    assert session.game.phase == "passing" and 0 in session.game.to_act()
    before, log = session.game.to_json(), list(session.log)
    assert session.undo_refusal() == "No undo past a hand's end: you have seen the next hand's cards."
    with pytest.raises(IllegalAction, match="hand's end"):
        session.undo()
    assert session.game.to_json() == before and session.log == log
    for language in LANGUAGES:
        with speaking(language):
            assert 0 < len(session.undo_refusal() or "") <= 78

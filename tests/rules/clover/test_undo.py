"""Undo never shows what the talon hides: a decision that turned a card up
(a pick's replacement, a new meadow) cannot be taken back (issue 30: pick,
undo, and the next talon card had been peeked at)."""

import pytest

import rules
from rules.clock import ManualClock
from rules.clover.actions import DONE, MORE, Pick
from rules.core import IllegalAction
from rules.i18n import LANGUAGES, speaking
from rules.session import Seat, Session


def session(seed: int = 5) -> Session:
    """Both seats people: undo takes back exactly the last decision."""
    game = rules.new_game("clover", seed=seed)
    return Session(game, [Seat("South"), Seat("North")], ManualClock(), delay=0)


def test_a_pick_that_turned_up_a_talon_card_is_not_undone_and_nothing_changes():
    s = session()
    seat = next(iter(s.game.to_act()))
    pick = next(a for a in s.game.legal_actions(seat) if isinstance(a, Pick))
    s.act(seat, pick)
    before, log = s.game.to_json(), list(s.log)
    assert "talon" in (s.undo_refusal() or "")
    with pytest.raises(IllegalAction, match="talon"):
        s.undo()
    assert s.game.to_json() == before and s.log == log and not s.undo_used
    for language in LANGUAGES:  # the message line under the table: 78 cells at 80 columns
        with speaking(language):
            assert len(s.undo_refusal() or "") <= 78


def test_finishing_without_a_pick_turns_up_a_new_meadow_and_is_not_undone():
    s = session()
    seat = next(iter(s.game.to_act()))
    s.act(seat, DONE)
    assert s.undo_refusal() is not None
    with pytest.raises(IllegalAction):
        s.undo()


def test_a_spade_chain_card_from_the_own_hand_turns_nothing_up_and_is_undone():
    """Played on (picks of the first legal card, done) until someone may
    play one more spade: that decision shows no hidden card, so it undoes."""
    for seed in range(60):
        s = session(seed)
        for _ in range(400):
            if s.game.is_over:
                break
            seat = next(iter(s.game.to_act()))
            legal = s.game.legal_actions(seat)
            if MORE in legal:
                before = s.game.to_json()
                s.act(seat, MORE)
                assert s.undo_refusal() is None
                assert s.undo() and s.game.to_json() == before
                return
            s.act(seat, legal[0])
    pytest.fail("no spade chain in 60 seeded games")

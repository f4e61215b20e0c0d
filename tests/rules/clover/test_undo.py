"""Undo never shows what the talon hides: a decision that turned a card up
(a pick's replacement, a new meadow) cannot be taken back (issue 30: pick,
undo, and the next talon card had been peeked at)."""

import pytest

import rules
from rules.clock import ManualClock
from rules.clover.actions import DONE, MORE, Pick
from rules.clover.game import CloverGame
from rules.core import IllegalAction
from rules.i18n import LANGUAGES, speaking
from rules.session import Seat, Session
from tests.narrow import narrow


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



def at_the_others_chain() -> Session:
    """Turns played on (spades picked first, then done) until a done after
    a pick leaves the other seat choosing its spade chain: nothing came up
    from the talon since that done, only the other hand's cards."""
    for seed in range(40):
        s = session(seed)
        while not s.game.is_over and narrow(s.game, CloverGame).turn_number < 60:
            seat = narrow(s.game, CloverGame).current
            legal = s.game.legal_actions(seat)
            if MORE in legal:
                s.act(seat, MORE)
                continue
            picks = [a for a in legal if isinstance(a, Pick)]
            if picks:
                s.act(seat, max(picks, key=lambda a: a.card.suit == "S"))
                continue
            picked = bool(s.game.view(seat).picked)
            s.act(seat, DONE)
            if picked and s.game.phase == "chain":
                return s
    pytest.fail("no spade chain after a pick in 40 seeded games")


def test_no_undo_past_the_other_seats_bouquet_laid_out_from_its_hidden_row():
    """A playtest: pick, done, North laid out Q♥ 5♠ A♥ 6♣ 2♥ and chose its
    spade chain; u brought the turn back, and the person knew North's next
    five cards (the hand is a fixed row; clover.md hides it).  Refused with
    a sentence that names the bouquet; nothing changes."""
    s = at_the_others_chain()
    game = narrow(s.game, CloverGame)
    other = game.current
    before, log = s.game.to_json(), list(s.log)
    refusal = s.undo_refusal()
    assert refusal == f"No undo past {game.names[other]}'s bouquet: its cards are laid out, in its hand's order."
    with pytest.raises(IllegalAction, match="bouquet"):
        s.undo()
    assert s.game.to_json() == before and s.log == log and not s.undo_used
    for language in LANGUAGES:  # the message line under the table: 78 cells at 80 columns
        with speaking(language):
            assert len(s.undo_refusal() or "") <= 78


def test_within_the_own_turn_the_other_seats_hand_is_no_barrier():
    """Back within one's own turn passes no card of the other hand: the engine says nothing."""
    start = rules.new_game("clover", seed=5)
    assert start.undo_barrier(start) is None
    s = at_the_others_chain()
    at_done = rules.replay("clover", s.game.seed, s.game.options, s.log[:-1])  # the decision before the last
    assert "bouquet" in (s.game.undo_barrier(at_done) or "")
    picked = rules.replay("clover", s.game.seed, s.game.options, s.log[:-2])  # before the pick: a talon card since
    assert at_done.undo_barrier(picked) == "No undo past a card turned up from the talon: you have seen it."

"""The review of a clover-picker game (rules/clover/review.py): it finds a
known blunder (the spade chain stopped when the next card, a club, would
have won at once), names it, stays quiet after a close game the hard player
played, samples only worlds the seat's view allows, and rebuilds the game
at a reviewed decision as a fresh object.

The blunder is made by a script in one seeded game: South plays the medium
player's moves except at the first chance of the blunder; the test checks
that the script did blunder, so a change that takes the chance away fails
here rather than passing."""

from __future__ import annotations

import pickle
import random

import pytest

import rules
from rules.clover.actions import MORE, STOP
from rules.clover.bots import sample_world
from rules.clover.game import CloverGame
from rules.clover.review import CONFIRM, moments, review_game
from rules.clover.values import WIN_SCORE, club_points
from rules.i18n import speaking
from rules.review import game_at, review

SOUTH = 0


def winning_card_kept(view, legal):
    """In the spade chain, the next card a club that would win now: stop."""
    if MORE not in legal or view.hand[-1].suit != "C":
        return None
    cards = [*view.bouquet, view.hand[-1]]
    _, points = club_points(cards, view.spades)
    return STOP if view.scores[view.seat] + points >= WIN_SCORE else None


def scripted_game(seed: int, blunder, south: str = "medium", north: str = "medium"
                  ) -> tuple[list[tuple[int, str]], int | None]:
    """A seeded game as a log, and the log index of South's blunder (None
    if the chance never came)."""
    game = rules.new_game("clover", seed=seed)
    bots = [rules.new_bot("clover", south if s == SOUTH else north, f"{seed}/{s}") for s in range(2)]
    log: list[tuple[int, str]] = []
    at = None
    while not game.is_over:
        (seat,) = game.to_act()
        view, legal = game.view(seat), game.legal_actions(seat)
        action = None
        if blunder is not None and seat == SOUTH and at is None:
            action = blunder(view, legal)
            if action is not None:
                at = len(log)
        if action is None:
            action = bots[seat].choose(view, legal)
        game.apply(seat, action)
        log.append((seat, str(action)))
    return log, at


@pytest.fixture(scope="module")
def blundered():
    log, at = scripted_game(6, winning_card_kept)
    return log, at, review_game(6, {}, log, SOUTH)


def test_it_names_the_spade_chain_stopped_before_a_winning_club(blundered):
    log, at, result = blundered
    assert at is not None and log[at] == (SOUTH, "stop")
    found = next(d for d in result.decisions if d.index == at)
    assert found is result.decisions[0]  # the costliest
    assert str(found.chosen) == "stop" and str(found.best) == "more"
    assert found.best_value == 1.0 and found.cost >= 0.5  # played on, the club won at once
    assert found.best_value - found.chosen_value == pytest.approx(found.cost)
    assert found.samples == CONFIRM and found.step == found.reason.turn
    # What came of it in the playouts first (issue 41): played on, the club won at once.
    story = found.reason.story
    assert story.fact == ("win", SOUTH, 0) and not story.bad and (story.chosen, story.best) == (0, CONFIRM)
    assert found.why() == (f"Turn {found.step}: after “playing the 7♣ too”, you won the game this turn in "
                           f"{CONFIRM} of {CONFIRM} sampled games, after “stopping the spade chain” in 0; you won "
                           f"{round(100 * found.chosen_value)}% of them, 100% with “playing the 7♣ too”.")
    with speaking("sv"):
        assert found.why().startswith(f"Tur {found.step}: du vann spelet den här turen i {CONFIRM} av ")


def test_every_story_names_a_card_of_its_decision(blundered):
    # Issue 41: each costly decision's sentence says what came of it in game
    # terms, naming a card the decision was about, before the win chance.
    _log, _at, result = blundered
    assert result.decisions
    for found in result.decisions:
        view = found.reason.chosen[0]
        story = found.reason.story
        assert story is not None and abs(story.chosen - story.best) >= 16
        cards = {c.label for c in (*view.meadow, view.hand[-1] if view.hand else None) if c is not None}
        first = found.why().split(";")[0]
        assert any(label in first for label in cards), first
        assert "sampled games" in first and "%" not in first


def test_it_stays_quiet_after_a_close_game_the_hard_player_played():
    log, _ = scripted_game(4, None, south="hard", north="hard")
    result = review_game(4, {}, log, SOUTH)
    played = rules.replay("clover", 4, {}, log).result
    assert played is not None and played.scores == (40, 39)  # close: decisions mattered
    assert result.evaluated >= 20  # searched, not skipped
    assert result.quiet and result.decisions == ()


def test_only_decisions_with_a_choice_are_searched(blundered):
    log, _, result = blundered
    found, forced = moments(CloverGame(seed=6), log, SOUTH)
    assert result.evaluated == len(found) and result.forced == forced
    assert forced + len(found) == sum(1 for s, _ in log if s == SOUTH)
    assert all(len(m.candidates) >= 2 and str(m.candidates[m.chosen]) == log[m.index][1] for m in found)


def test_the_sampled_worlds_keep_what_the_seat_saw():
    log, _ = scripted_game(6, winning_card_kept)
    found, _ = moments(CloverGame(seed=6), log, SOUTH)
    rng = random.Random(1)
    for m in found[::3]:
        view = m.view
        for _n in range(5):
            world = sample_world(view, rng)
            assert world.hands[SOUTH] == [c.code for c in view.hand]
            assert world.meadow == [-1 if c is None else c.code for c in view.meadow]
            assert world.scores == list(view.scores)
            assert len(world.hands[1]) == view.opponent_hand_size and len(world.talon) == view.talon_count
            seen = {c.code for g in view.opponent_groups for c in g}
            assert seen <= set(world.hands[1])


def test_the_same_game_reviewed_twice_is_the_same_review_and_survives_pickling(blundered):
    log, _, result = blundered
    again = pickle.loads(pickle.dumps(review("clover", 6, {}, log, SOUTH, 0)))
    assert again == result and again.decisions[0].why() == result.decisions[0].why()
    assert again.part == 0 and again.unit == "win chance"
    with pytest.raises(ValueError, match="reviewed whole"):
        review("clover", 6, {}, log, SOUTH, 1)
    with pytest.raises(ValueError, match="no seat 2"):
        review_game(6, {}, log, 2)


def test_a_reviewed_decision_is_played_again_on_a_fresh_game(blundered):
    log, at, result = blundered
    table = rules.replay("clover", 6, {}, log)
    decision = next(d for d in result.decisions if d.index == at)
    branch = game_at("clover", 6, {}, log, decision)
    assert branch is not table and branch.to_json() == rules.replay("clover", 6, {}, log[:at]).to_json()
    assert decision.best in branch.legal_actions(SOUTH)
    branch.apply(SOUTH, decision.best)
    assert branch.is_over and branch.result is not None and branch.result.winners == (SOUTH,)  # the 7♣ wins at once
    assert table.result is not None and table.result.winners != (SOUTH,)

"""The review of a Skördespelet game (rules/harvest/review.py): it finds a
known blunder (a harvest that would win left in the barn), names it, stays
quiet after a game the hard player played, samples only deals the seat's
view allows, keeps to its budget, and rebuilds the game at a reviewed
decision as a fresh object.

The blunder is made by a script in one seeded game: South plays the rules
of thumb (bots.HeuristicBot) except at the first chance of the blunder;
the test checks that the script did blunder, so a change that takes the
chance away fails here rather than passing."""

from __future__ import annotations

import pickle
import random

import pytest

import rules
from rules.harvest.actions import DONE, ToBarn
from rules.harvest.bots import HeuristicBot
from rules.harvest.game import HarvestGame
from rules.harvest.review import CANDIDATES, CONFIRM, MIN_DEALS, PLAYOUTS, moments, review_game
from rules.harvest.sampling import sample_deal
from rules.harvest.seasons import WINNING_SCORE
from rules.harvest.values import harvest_score
from rules.i18n import speaking
from rules.review import game_at, review

SOUTH = 0


def winning_harvest_kept_back(view, legal):
    """At growing time, when the barn and harvest together would reach the
    winning score at the next harvest and the harvest alone would not: every
    card back to the barn, then done."""
    me = view.seat
    if view.decision != "grow" or view.scores[me] + harvest_score(view.harvests[me]) >= WINNING_SCORE:
        return None
    if view.scores[me] + harvest_score([*view.barns[me], *view.harvests[me]]) < WINNING_SCORE:
        return None
    back = next((ToBarn(c) for c in view.harvests[me] if ToBarn(c) in legal), None)
    return back or DONE


def scripted_game(seed: int, blunder, south=None, north: str = "medium") -> tuple[list[tuple[int, str]], int | None]:
    """A seeded game as a log, and the log index of South's blunder (its
    "done"; None if the chance never came)."""
    game = rules.new_game("harvest", seed=seed)
    bots = [south or HeuristicBot(), rules.new_bot("harvest", north, f"{seed}/1")]
    log: list[tuple[int, str]] = []
    at = None
    while not game.is_over:
        (seat,) = game.to_act()
        view, legal = game.view(seat), game.legal_actions(seat)
        action = None
        if blunder is not None and seat == SOUTH and at is None:
            action = blunder(view, legal)
            if action == DONE:
                at = len(log)
        if action is None:
            action = bots[seat].choose(view, legal)
        game.apply(seat, action)
        log.append((seat, str(action)))
    return log, at


@pytest.fixture(scope="module")
def blundered():
    log, at = scripted_game(5, winning_harvest_kept_back)
    return log, at, review_game(5, {"beginner": False, "jokers": 0, "first": None}, log, SOUTH)


def test_it_names_a_winning_harvest_left_in_the_barn(blundered):
    log, at, result = blundered
    assert at is not None and log[at] == (SOUTH, "done")
    found = result.decisions[0]
    assert found.index == at and str(found.chosen) == "done"
    assert str(found.best).startswith("grow ")  # a card moved to the harvest
    assert found.best_value == 1.0 and found.cost >= 0.1
    assert found.best_value - found.chosen_value == pytest.approx(found.cost)
    assert found.samples == CONFIRM
    card = found.best.card.label
    # What came of it in the playouts first (issue 41): harvested, the card won at the next harvest.
    story = found.reason.story
    assert story.fact == ("win", SOUTH) and not story.bad and story.best > story.chosen
    assert found.why() == (f"Turn {found.step}: after “move {card} to your harvest”, you reached 20 by your next "
                           f"harvest in {story.best} of {CONFIRM} sampled games, after “say done” in {story.chosen}; "
                           f"you won {round(100 * found.chosen_value)}% of them, 100% with “move {card} to your "
                           f"harvest”.")
    first = found.why().split(";")[0]
    assert card in first and "your harvest" in first  # the card and the pile the decision was about
    with speaking("sv"):
        assert found.why().startswith(f"Tur {found.step}: du nådde 20 vid din nästa skördetid i ")


def test_it_stays_quiet_after_a_game_the_hard_player_played():
    log, _ = scripted_game(4, None, south=rules.new_bot("harvest", "hard", "4/0"))
    result = review_game(4, {}, log, SOUTH)
    assert result.evaluated >= 15  # searched, not skipped
    assert result.quiet and result.decisions == ()


def test_the_search_keeps_to_its_budget(blundered):
    log, _, result = blundered
    found, forced = moments(HarvestGame(seed=5), log, SOUTH, random.Random(0))
    assert result.forced == forced and forced + len(found) == sum(1 for s, _ in log if s == SOUTH)
    assert result.evaluated <= len(found) and result.evaluated * MIN_DEALS * 2 <= PLAYOUTS
    for m in found:
        assert 2 <= len(m.candidates) <= CANDIDATES and str(m.candidates[0]) == log[m.index][1]
        assert len(set(m.candidates)) == len(m.candidates)


def test_the_sampled_deals_keep_what_the_seat_saw(blundered):
    log, _, _ = blundered
    found, _ = moments(HarvestGame(seed=5), log, SOUTH, random.Random(0))
    rng = random.Random(1)
    for m in found[::4]:
        for _n in range(3):
            deal = sample_deal(m.view, rng)
            assert deal.view(SOUTH) == m.view
            assert all(a in deal.legal_actions(SOUTH) for a in m.candidates)


def test_the_same_game_reviewed_twice_is_the_same_review_and_survives_pickling(blundered):
    log, _, result = blundered
    again = pickle.loads(pickle.dumps(review("harvest", 5, {}, log, SOUTH, 0)))
    assert again == result and again.decisions[0].why() == result.decisions[0].why()
    assert again.part == 0 and again.unit == "win chance"
    with pytest.raises(ValueError, match="reviewed whole"):
        review("harvest", 5, {}, log, SOUTH, 2)


def test_a_reviewed_decision_is_played_again_on_a_fresh_game(blundered):
    log, at, result = blundered
    table = rules.replay("harvest", 5, {}, log)
    decision = result.decisions[0]
    branch = game_at("harvest", 5, {}, log, decision)
    assert branch is not table and branch.to_json() == rules.replay("harvest", 5, {}, log[:at]).to_json()
    assert decision.chosen in branch.legal_actions(SOUTH) and decision.best in branch.legal_actions(SOUTH)
    branch.apply(SOUTH, decision.best)
    assert table.to_json() == rules.replay("harvest", 5, {}, log).to_json()

"""Every lesson's steps against the engine: each step's game has the move
the step wants; every other legal move is refused with the step's reason
and its wanted move, and nothing changes; a step's game is always the
person's real decision (nothing the table would pass by itself)."""

from __future__ import annotations

import json
import re
from dataclasses import replace

import pytest

import rules
from rules.clover.game import CloverGame
from rules.hearts.game import HeartsGame
from rules.lessons import LESSONS, lesson
from rules.lessons.steps import PERSON, Lesson, said

STEPS = [(game, index) for game in LESSONS for index in range(len(lesson(game).steps))]


def snapshot(game) -> str:
    return json.dumps(game.to_json(), sort_keys=True)


@pytest.mark.parametrize("name,index", STEPS)
def test_each_step_takes_its_move_and_refuses_the_others_with_its_reason(name, index):
    taught = lesson(name)
    step = taught.steps[index]
    game = taught.game_at(index)
    assert PERSON in game.to_act() and game.forced_pass(PERSON) is None
    legal = game.legal_actions(PERSON)
    wanted = step.answer(game)
    assert wanted in legal and step.takes(wanted)
    assert taught.refusal(index, game, wanted) is None
    before = snapshot(game)
    for other in (a for a in legal if not step.takes(a)):
        refusal = taught.refusal(index, game, other)
        # a move begun with another first pick (a pasture, a spade) is refused for that pick
        picked, first = taught.first(other), taught.first(wanted)
        wrong_first = None not in (picked, first) and picked != first
        reason = step.first_reason() if wrong_first else step.reason(other)
        assert refusal is not None and reason in refusal and step.wanted() in refusal
    assert snapshot(game) == before
    assert snapshot(rules.load_game(game.to_json())) == before  # a step's game saves like any other


@pytest.mark.parametrize("name,index", STEPS)
def test_the_hint_is_the_steps_move_with_the_steps_reason(name, index):
    """i in a lesson: the move the step takes (the hard player's advice may
    be another, which the step would refuse), its cards marked."""
    taught = lesson(name)
    step = taught.steps[index]
    game = taught.game_at(index)
    hint = taught.hint(index, game)
    assert step.takes(hint.action) and taught.refusal(index, game, hint.action) is None
    assert hint.reason == f"{step.wanted()} — {step.reason()}"
    seen = {c for c in _cards_of(game.view(PERSON))}
    assert set(hint.marks) <= seen, "the hint marks a card the person cannot see"
    assert hint.marks == taught.marks(game.view(PERSON), hint.action) if step.accepts else hint.marks == ()


def _cards_of(thing) -> list:
    """Every card a view or an action names (its fields, nested)."""
    from dataclasses import fields, is_dataclass

    from rules.cards import Card

    if isinstance(thing, Card):
        return [thing]
    if isinstance(thing, (list, tuple, set, frozenset)):
        return [c for item in thing for c in _cards_of(item)]
    if isinstance(thing, dict):
        return [c for item in thing.values() for c in _cards_of(item)]
    if is_dataclass(thing):
        return [c for f in fields(thing) for c in _cards_of(getattr(thing, f.name))]
    return []


@pytest.mark.parametrize("name", list(LESSONS))
def test_a_lesson_begins_with_a_position_and_its_sentences_fill_in(name):
    taught = lesson(name)
    assert taught.steps[0].position is not None
    for index, step in enumerate(taught.steps):
        for text in (taught.sentence(index, taught.game_at(index)), step.wanted(), step.reason()):
            assert "{" not in text and text.strip()


@pytest.mark.parametrize("name,index", STEPS)
def test_a_step_after_a_jump_begins_with_the_sentence_that_tells_it(name, index):
    """A built position after the first is told first ("Some turns
    later: …"), with the engine's numbers; a step that goes on from the
    one before needs no such sentence."""
    taught = lesson(name)
    step = taught.steps[index]
    game = taught.game_at(index)
    if index == 0 or not taught.jumps(index):
        return
    told = said(step.jump, step.cards, taught.facts(game))
    assert told and taught.sentence(index, game).startswith(told)
    assert not re.findall(r"\d", step.jump), "a number in a jump's sentence is a fact of the engine's ({turn})"


def test_a_lesson_that_jumps_without_a_word_is_refused():
    taught = lesson("harvest")
    jump = next(i for i, step in enumerate(taught.steps) if step.then)
    silent = replace(taught.steps[jump], jump="")
    with pytest.raises(ValueError, match="without telling it"):
        Lesson(taught.game, (*taught.steps[:jump], silent), taught.reply, taught.words, taught.last)


@pytest.mark.parametrize("name", ["harvest", "clover", "speed"])
def test_the_numbers_only_go_forward_from_step_to_step(name):
    """Each game told from step to step: the turn (or round) and the scores
    never go back, jumps included (harvest's examples replay one turn); a
    new game counts from its start (test_consistency.py checks that it is
    told as one and is at its start)."""
    taught = lesson(name)
    seen: list[tuple] = []
    for index in range(len(taught.steps)):
        if index and taught.steps[index].position is not None:
            seen = []
        facts = taught.facts(taught.game_at(index))
        now = tuple(facts[key] for key in ("turn", "round", "mine", "theirs") if key in facts)
        if seen:
            assert all(a >= b for a, b in zip(now, seen[-1])), f"step {index + 1}: {now} after {seen[-1]}"
        seen.append(now)


def test_a_hearts_position_has_the_totals_its_hands_can_give():
    """Every hand gives out 26 points (or 78, shot at the moon): the totals
    of a built position are those of the hands before it."""
    taught = lesson("hearts")
    for index in range(len(taught.steps)):
        game = taught.game_at(index)
        assert isinstance(game, HeartsGame)
        before = game.hand_number - 1
        assert sum(game.totals) in {26 * (before - moons) + 78 * moons for moons in range(before + 1)}


def test_the_clover_starting_hands_are_red_and_a_score_has_its_bouquet():
    taught = lesson("clover")
    first = taught.game_at(0)
    assert isinstance(first, CloverGame)
    assert first.turn_number == 1
    played = first.view(PERSON).bouquet
    assert len(played) == 5 and all(c.suit in "HD" for c in played)
    assert sum(c.rank == 1 for c in played) == 1 and all(c.rank == 1 or c.rank == 2 or c.rank >= 9 for c in played)
    for index in range(len(taught.steps)):
        game = taught.game_at(index)
        assert isinstance(game, CloverGame)
        for seat in (0, 1):
            assert game.totals[seat] == 0 or game.last_bouquets[seat], f"step {index + 1}: a score, no bouquet"


def test_the_clover_sentences_say_the_points_and_budgets_the_engine_counted():
    """A clover step's own figures (a bouquet's points, a red budget) are
    the engine's at that step; the scores come from its facts."""
    taught = lesson("clover")
    checked = 0
    for index, step in enumerate(taught.steps):
        view = taught.game_at(index).view(PERSON)
        for points in re.findall(r"(?<!to )\b(\d+) points", step.say):  # not "first to 40 points"
            assert int(points) == view.scored_points, f"step {index + 1}: {points} points"
            checked += 1
        for budget in re.findall(r"= (\d+)\.", step.say):
            assert int(budget) == view.budget, f"step {index + 1}: a budget of {budget}"
            checked += 1
    assert checked >= 6

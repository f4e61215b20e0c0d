"""Every lesson's steps against the engine: each step's game has the move
the step wants; every other legal move is refused with the step's reason
and its wanted move, and nothing changes; a step's game is always the
person's real decision (nothing the table would pass by itself)."""

from __future__ import annotations

import json

import pytest

import rules
from rules.lessons import LESSONS, lesson
from rules.lessons.steps import PERSON

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
        assert refusal is not None and step.reason() in refusal and step.wanted() in refusal
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
    for step in taught.steps:
        for text in (step.sentence(), step.wanted(), step.reason()):
            assert "{" not in text and text.strip()

"""The Speed lesson against the engine: what its sentences say happened
did happen (the turn when blocked, North first on the left pile, the
smaller pile, the game won with no cards left), and its table's driver
never lets North race the person (every lesson's steps:
tests/rules/lessons/test_steps.py)."""

from __future__ import annotations

import json

import pytest

from rules.cards import parse_card
from rules.clock import ManualClock
from rules.core import IllegalAction
from rules.driver import Seat
from rules.lessons import lesson
from rules.lessons.realtime import LessonMatch
from rules.lessons.seats import lesson_session
from rules.lessons.steps import PERSON
from rules.speed.bots import ExpertBot
from rules.speed.events import Blocked, CardPlayed, CardsTurned, GameWon, Slapped
from rules.speed.game import SpeedGame
from rules.speed.match import Match
from rules.speed.view import OVER, PLAYING, ROUND_OVER, SLAP

LESSON = lesson("speed")


def game_at(index: int) -> SpeedGame:
    game = LESSON.game_at(index)
    assert isinstance(game, SpeedGame)
    return game


def played(index: int) -> SpeedGame:
    """The game once step ``index``'s move is made."""
    game = game_at(index)
    game.apply(PERSON, LESSON.steps[index].answer(game))
    return game


def state(game) -> str:
    return json.dumps(game.to_json(), sort_keys=True)


def test_the_first_two_steps_leave_nobody_a_play_and_the_next_position_turns_for_both():
    game = played(1)
    assert not game.can_play(0) and not game.can_play(1)  # blocked, as step 3 says
    turned = game_at(2)
    kinds = [type(e) for e in turned.opening_events]
    assert kinds == [CardPlayed, Blocked, CardsTurned] and turned.phase == PLAYING
    cards_turned = turned.opening_events[-1]
    assert isinstance(cards_turned, CardsTurned)
    assert cards_turned.turned == ((0, "L", parse_card("5H")), (1, "R", parse_card("9C")))
    assert turned.table[0][1] == []  # "your pile 2 is empty"


def test_north_is_first_on_the_left_pile_and_the_four_is_too_slow():
    game = game_at(3)
    north = game.opening_events[-1]
    assert isinstance(north, CardPlayed) and north.seat == 1 and north.card == parse_card("4S")
    assert north.covered == parse_card("5H")
    before = state(game)
    with pytest.raises(IllegalAction, match="Too slow: the left pile now shows 4♠"):
        game.apply(PERSON, game.parse_action(PERSON, "play 4 L"))
    assert state(game) == before
    assert LESSON.refusal(3, game, "play 4 L") is None  # the engine says why, not the step


def test_the_last_table_card_wins_the_round_and_the_left_pile_is_the_smaller():
    game = played(4)
    assert game.phase == SLAP and game.finisher == PERSON
    assert [c.size if c else 0 for c in game.view(PERSON).centers] == [3, 5]  # as step 6 says
    assert played(5).phase == ROUND_OVER


def test_the_slap_gives_the_slapper_the_pile_slapped_and_north_the_other_and_its_table_cards():
    game = game_at(5)
    hands = [len(h) for h in game.hands]
    events = game.apply(PERSON, game.parse_action(PERSON, "slap L"))
    slapped = next(e for e in events if isinstance(e, Slapped))
    assert slapped.taken == (3, 5) and slapped.returned == (0, 2)
    assert [len(h) for h in game.hands] == [hands[0] + 3, hands[1] + 2 + 5]


def test_a_short_player_has_one_centre_pile_and_wins_the_game_by_slapping_the_table():
    game = game_at(6)
    assert game.one_pile and game.centers[0] is None and game.hands[0] == []
    won = game_at(7)
    events = won.apply(PERSON, won.parse_action(PERSON, "slap table"))
    assert isinstance(events[-1], GameWon) and won.winner == PERSON
    assert won.phase == OVER and won.cards_left()[0] == 0 and won.end_reason == "no cards left"


def test_the_lesson_table_runs_a_lesson_match_whose_north_never_moves():
    """Step 3's position: North has plays (4♠ and 4♣ on 5♥, 10♥ on 9♣), and
    a game's match lets its computer player make one within a second; the
    lesson's match lets a minute pass with North still."""
    clock = ManualClock()
    match = lesson_session(LESSON, lambda: 2, lambda game: ["South", "North"], clock, delay=0)
    assert isinstance(match, LessonMatch) and not match.plans(1)
    assert match.game.legal_actions(1)
    before = state(match.game)
    match.start()
    clock.advance(60)
    assert state(match.game) == before and match.log == []
    racing = Match(game_at(2), [Seat("South"), Seat("North", ExpertBot(1))], clock)
    racing.start()
    clock.advance(1)
    assert racing.log and racing.log[0][0] == 1


def test_the_lesson_match_gives_the_steps_hint():
    clock = ManualClock()
    match = lesson_session(LESSON, lambda: 0, lambda game: ["South", "North"], clock, delay=0)
    question = match.hint_question(PERSON)
    assert question is not None
    hint = question()
    assert hint.action == LESSON.steps[0].answer(match.game)
    assert match.hint_question(1) is None

"""Whatever is fed to an engine, it refuses with IllegalAction and changes
nothing: text of any kind (None, bytes, a list, digits that are not ASCII,
jokers numbered beyond any deck) and seats of any kind (True, None, "0",
1.0, -1), to ``parse_action``, ``apply`` and ``view`` alike.  A property test per engine, on positions from a seeded random
playout, and the cases an attack on the engines found, one by one."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rules
from rules.core import IllegalAction

GAMES = ["hearts", "harvest", "clover", "speed"]
VERBS = ["play", "pass", "pick", "done", "slap", "turn", "deal", "sow", "graze", "spade",
         "joker", "storm", "fence", "grow", "feed", "harvest"]
TOKENS = ["QS", "10H", "AC", "2C", "JK1", "JK0", "JK99999999999999999999", "L", "R", "table",
          "1", "3", "5", "9", "0", "²", "٣", "Ⅻ", "-1", "QH", "7S", "5C", "storm", "fence", ",", ""]

seats = st.one_of(
    st.integers(-3, 6), st.booleans(), st.none(), st.just("0"), st.just(1.0),
    st.floats(allow_nan=True), st.text(max_size=2),
)
words = st.one_of(st.sampled_from(VERBS), st.sampled_from(TOKENS), st.text(max_size=6),
                  st.from_regex(r"JK[0-9²]{1,25}", fullmatch=True))
texts = st.one_of(
    st.lists(words, max_size=5).map(" ".join),
    st.text(), st.binary(max_size=8), st.none(), st.lists(st.text(max_size=3), max_size=3),
    st.integers(), st.floats(),
)
junk_actions = st.one_of(st.none(), st.text(max_size=8), st.integers(), st.binary(max_size=4),
                         st.lists(st.integers(), max_size=2))


def positions(name: str) -> list:
    """A fresh deal, and the positions after 5, 30 and 150 random legal moves."""
    found = []
    for seed, moves in ((1, 0), (2, 5), (3, 30), (4, 150)):
        game = rules.new_game(name, seed=seed)
        rng = random.Random(seed)
        for _ in range(moves):
            acting = sorted(game.to_act())
            if game.is_over or not acting:
                break
            seat = rng.choice(acting)
            legal = list(game.legal_actions(seat))
            if not legal:
                break
            game.apply(seat, rng.choice(legal))
        found.append(game.to_json())
    return found


POSITIONS = {name: positions(name) for name in GAMES}


def refuses_or_works(game, call) -> None:
    before = game.to_json()
    try:
        call()
    except IllegalAction as exc:
        assert str(exc)
        assert game.to_json() == before


@pytest.mark.parametrize("name", GAMES)
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data(), seat=seats, text=texts, junk=junk_actions, other=seats)
def test_any_input_only_illegal_action(name, data, seat, text, junk, other):
    state = data.draw(st.sampled_from(POSITIONS[name]))
    game = rules.load_game(state)
    before = game.to_json()
    try:
        action = game.parse_action(seat, text)
    except IllegalAction as exc:
        assert str(exc)
        assert game.to_json() == before
    else:
        assert game.to_json() == before  # reading an action changes nothing
        refuses_or_works(rules.load_game(state), lambda: rules.load_game(state).apply(other, action))
        refuses_or_works(game, lambda: game.apply(seat, action))
    fresh = rules.load_game(state)
    refuses_or_works(fresh, lambda: fresh.apply(seat, junk))
    view_or_refusal(game, seat)


def view_or_refusal(game, seat) -> None:
    """A seat's view, or IllegalAction for what is no seat (never another
    error, never another seat's view), and the game unchanged."""
    before = game.to_json()
    is_seat = type(seat) is int and 0 <= seat < game.num_players
    try:
        view = game.view(seat)
    except IllegalAction as exc:
        assert not is_seat and "no seat" in str(exc)
    else:
        assert is_seat and view.seat == seat
    assert game.to_json() == before


FOUND = [
    ("hearts", 0, "pass JK1"),
    ("hearts", 0, "play JK99999999999999999999"),
    ("hearts", 0, "play JK1"),
    ("harvest", 0, "grow fence"),
    ("harvest", 0, "spade QH storm"),
    ("clover", 0, "pick ²"),
    ("speed", 0, "play ² L"),
] + [(name, 0, text) for name in GAMES for text in (None, b"play QS", ["play", "QS"])] \
  + [(name, seat, "done") for name in GAMES for seat in (None, "0", 1.0, True, False, -1, 9)]


@pytest.mark.parametrize("name,seat,text", FOUND)
def test_found_inputs_are_refused(name, seat, text):
    for state in POSITIONS[name]:
        game = rules.load_game(state)
        before = game.to_json()
        try:
            action = game.parse_action(seat, text)
        except IllegalAction:
            assert game.to_json() == before
            continue
        with pytest.raises(IllegalAction):
            game.apply(seat, action)
        assert game.to_json() == before


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("seat", [True, False, None, "0", 1.0])
def test_a_seat_must_be_a_plain_number(name, seat):
    game = rules.load_game(POSITIONS[name][1])
    action = next(a for s in sorted(game.to_act()) for a in game.legal_actions(s))
    before = game.to_json()
    with pytest.raises(IllegalAction, match="no seat"):
        game.apply(seat, action)
    with pytest.raises(IllegalAction, match="no seat"):
        game.parse_action(seat, str(action))
    assert game.to_json() == before


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("seat", [-1, 2, 4, True, False, None, "0", 1.0])
def test_the_view_of_no_seat_is_refused(name, seat):
    for state in POSITIONS[name]:
        view_or_refusal(rules.load_game(state), seat)

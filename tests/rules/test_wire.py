"""rules.tables.wire: every value a shared table sends (views, legal actions,
events, results, hints of all four games) survives encode, JSON and decode
unchanged; for a viewer at seat s every seat in it is turned so that s is
seat 0; decode refuses anything that is not such a value with a WireError,
and no int or tuple field of the travelling dataclasses can escape the seat
table (rules.tables.wire_seats)."""

from __future__ import annotations

import dataclasses
import importlib
import json
import random
import re
import types
import typing

import pytest

import rules
from rules.cards import Card, parse_card
from rules.driver import BotFailed, Update
from rules.hint import Hint, explain
from rules.speed.match import Countdown, LookedAgain, Paused, Resumed
from rules.tables.wire import WireError, decode, encode, rotate_by_seat, rotate_seat
from rules.tables.wire_seats import SEAT_FIELDS
from rules.voice import Voice

from .seeded import playout

GAMES = [("hearts", {}), ("hearts", {"players": 3}), ("hearts", {"players": 5}),
         ("harvest", {"jokers": 4}), ("harvest", {"beginner": True}), ("clover", {}), ("speed", {})]
IDS = ["hearts", "hearts3", "hearts5", "harvest-jokers", "harvest-beginner", "clover", "speed"]


# The Hearts playouts: the seeds that end soonest while meeting every kind of
# value seed 8 (the others' seed) meets (each event, pass direction and phase,
# a game won alone; with 4 players a moon shot too, which seed 8 lacks).  Each
# view carries the hands before it, so five hands fewer halve the work.
HEARTS_SEEDS = {4: 14, 3: 19, 5: 20}


def wire(obj, viewer=0, n=4):
    """Through the wire and a JSON text, as a message goes."""
    return decode(json.loads(json.dumps(encode(obj, viewer, n))))


def rot(values, s):
    return tuple(values[s:]) + tuple(values[:s])


def check_view_rotated(name: str, v, r, s: int, n: int) -> None:
    """``r`` is ``v`` (seat s's view) as seat s is sent it."""
    seat = lambda x: None if x is None else (x - s) % n  # noqa: E731
    assert r.seat == 0 and type(r) is type(v)
    assert r.names == rot(v.names, s)
    assert r.to_act == tuple(seat(t) for t in v.to_act)
    assert r.phase is v.phase and r.is_over == v.is_over
    if name != "speed":
        assert r.scores == rot(v.scores, s)
    if name == "hearts":
        assert r.hand == v.hand and r.to_play == v.to_play
        assert r.hand_sizes == rot(v.hand_sizes, s) and r.hand_sizes[0] == len(v.hand)
        assert r.points_this_hand == rot(v.points_this_hand, s)
        assert (r.turn, r.leader, r.pass_target, r.pass_source) == (
            seat(v.turn), seat(v.leader), seat(v.pass_target), seat(v.pass_source))
        assert r.trick == tuple((seat(p), c) for p, c in v.trick)
        assert r.tricks_played == tuple((seat(lead), tuple((seat(p), c) for p, c in cards), seat(win))
                                        for lead, cards, win in v.tricks_played)
        assert [h.points for h in r.history] == [rot(h.points, s) for h in v.history]
        assert [h.shooter for h in r.history] == [seat(h.shooter) for h in v.history]
        assert r.winners == tuple(seat(w) for w in v.winners)
        if v.pass_direction == "left":  # the rules' directions survive the turn
            assert r.pass_target == 1
    elif name == "harvest":
        assert r.hand == v.hand and r.deck == v.deck and r.opponent == 1
        assert r.opponent_hand_size == v.opponent_hand_size
        for f in ("hand_sizes", "fields", "barns", "harvests"):
            assert getattr(r, f) == rot(getattr(v, f), s)
        assert (r.turn, r.weather_turn, r.winner) == (seat(v.turn), seat(v.weather_turn), seat(v.winner))
        assert [(st.pasture, st.pasture_owner, st.grazer_owner) for st in r.stacks] == [
            (st.pasture, seat(st.pasture_owner), seat(st.grazer_owner)) for st in v.stacks]
    elif name == "clover":
        assert r.hand == v.hand and r.my_turn == v.my_turn
        assert r.last_bouquets == rot(v.last_bouquets, s)
        assert (r.turn, r.winner) == (seat(v.turn), seat(v.winner))
    else:
        assert r.table == v.table and r.opponent_table == v.opponent_table
        assert r.hand_counts == rot(v.hand_counts, s) and r.cards_left == rot(v.cards_left, s)
        assert (r.finisher, r.winner) == (seat(v.finisher), seat(v.winner))
        assert r.may_slap == v.may_slap
        assert [c and (c.key, c.owner, c.top) for c in r.centers] == [
            c and (c.key, seat(c.owner), c.top) for c in v.centers]


def clauses(text: str) -> list[str]:
    return sorted(re.split(r"[,:;.] |; |\.$", text))


def check_event_rotated(event, r, s: int, names) -> None:
    """The sentence seat s reads is the same told from seat 0 of the turned
    table (every seat the sentence names was turned with the others), but
    for the order of a list by seat ("South 10, you 0, ..."), which starts
    with the viewer."""
    assert type(r) is type(event)
    assert clauses(r.describe(Voice(rot(names, s), 0))) == clauses(event.describe(Voice(names, s)))
    if hasattr(event, "seat") and event.seat is not None:
        assert r.seat == (event.seat - s) % len(names)


@pytest.mark.parametrize(("name", "options"), GAMES, ids=IDS)
def test_every_value_of_a_game_survives_the_wire_and_each_seat_is_sent_itself_as_seat_0(name, options):
    seen_joker = False
    seed = HEARTS_SEEDS[options.get("players", 4)] if name == "hearts" else 8
    for game, _seat, _action, events in playout(name, seed, options):
        n = game.num_players
        names = tuple(game.seat_name(s) for s in range(n))
        for s in range(n):
            view = game.view(s)
            assert wire(view, 0, n) == view
            check_view_rotated(name, view, wire(view, s, n), s, n)
            legal = list(game.legal_actions(s))
            assert [wire(action, 0, n) for action in legal] == legal
            assert legal[:1] == [wire(action, s, n) for action in legal[:1]]  # actions hold no seat
            seen_joker = seen_joker or any(c.is_joker for c in getattr(view, "deck", ()))
        for event in events:
            assert wire(event, 0, n) == event
            for s in range(n):
                check_event_rotated(event, wire(event, s, n), s, names)
    result = game.result
    assert result is not None and wire(result, 0, n) == result
    for s in range(n):
        r = wire(result, s, n)
        assert type(r) is type(result) and r.summary == result.summary
        assert r.scores == rot(result.scores, s)
        assert r.winners == tuple((w - s) % n for w in result.winners)
    assert seen_joker is (options.get("jokers", 0) > 0)


@pytest.mark.parametrize("name", ["hearts", "harvest", "clover", "speed"])
def test_a_hint_survives_the_wire(name):
    game = rules.new_game(name, seed=4)
    seat = min(s for s in game.to_act() if game.legal_actions(s))
    hint = explain(name, game.view(seat), list(game.legal_actions(seat)), "wire")
    assert isinstance(hint, Hint)
    assert wire(hint, 0, game.num_players) == hint
    assert wire(hint, 1, game.num_players) == hint


def test_the_drivers_own_events_and_updates_survive_the_wire():
    play = rules.new_game("hearts", seed=1).legal_actions(0)[0]
    for value in (Countdown(3), LookedAgain(1), Paused(), Resumed(), BotFailed(1, "ValueError: x"),
                  Update(2, play, (BotFailed(2, "e"),)), Update(None, None, (), True)):
        assert wire(value, 0, 2 if isinstance(value, (Countdown, LookedAgain)) else 4) == value
    assert wire(LookedAgain(1), 1, 2) == LookedAgain(0)
    speed = dataclasses.replace(rules.new_game("speed", seed=1).view(1), countdown=2.5)  # as the Match fills it
    assert wire(speed, 0, 2) == speed and wire(speed, 1, 2).countdown == 2.5
    assert wire(Update(2, play, (BotFailed(2, "e"),)), 3, 4) == Update(3, play, (BotFailed(3, "e"),))


def test_plain_values_keep_their_shape():
    value = {"a": [1, 2.5, None, True], "b": (1, "x"), "c": frozenset({1, 2}), "d": {3}, "e": parse_card("10H")}
    out = wire(value)
    assert out == value and type(out["b"]) is tuple and type(out["c"]) is frozenset
    assert encode(parse_card("JK2"), 0, 2) == {"c": "JK2"} and wire(Card.joker(2)) is Card.joker(2)
    assert json.dumps(encode(frozenset({3, 1, 2}), 0, 1)) == json.dumps(encode(frozenset({2, 3, 1}), 0, 1))
    assert encode(rules.new_game("hearts", seed=1).phase, 0, 4) == {"e": "rules.hearts.view:Phase", "v": "passing"}


def test_a_tables_own_seat_lists_turn_as_the_values_do():
    assert [rotate_seat(s, 2, 5) for s in range(5)] == [3, 4, 0, 1, 2]
    assert rotate_by_seat(["a", "b", "c", "d", "e"], 2) == ["c", "d", "e", "a", "b"]
    assert rotate_by_seat(("a", "b"), 0) == ["a", "b"]


# Refusals ----------------------------------------------------------------

PLAY = {"d": "rules.hearts.actions:Play", "f": {"card": {"c": "QS"}}}


@pytest.mark.parametrize("data", [
    {"d": "os:system", "f": {}},  # outside rules.
    {"d": "json.decoder:JSONDecoder", "f": {}},
    {"d": "subprocess:Popen", "f": {"args": "true"}},
    {"d": "rules.session:Session", "f": {}},  # in rules, but no dataclass
    {"d": "rules.cards:Card", "f": {}},
    {"d": "rules.hearts.view:Phase", "f": {}},  # an enum is no dataclass
    {"e": "rules.hearts.actions:Play", "v": 1},  # a dataclass is no enum
    {"e": "builtins:bool", "v": 1},
    {"d": "rules.hearts.view:Card", "f": {}},  # imported there, not defined there
    {"d": "rules.speed.match:_Pending", "f": {"key": "x", "due": 1}},  # private
    {"d": "rules.nothing:Here", "f": {}},
    {"d": "rules.hearts.actions:Nothing", "f": {}},
    {"d": "rules.hearts.actions.Play", "f": {}},
    {"d": "rules.hearts.actions:Play:x", "f": {}},
    {"d": "rules:__builtins__", "f": {}},
    {"d": "rules.__main__:X", "f": {}},
    {"d": 3, "f": {}},
    {"d": "rules.hearts.actions:Play", "f": {"card": {"c": "QS"}, "extra": 1}},  # unknown field
    {"d": "rules.hearts.actions:Play", "f": {}},  # missing field
    {"d": "rules.hearts.actions:Play", "f": [{"c": "QS"}]},
    {"d": "rules.hearts.actions:Play"},
    {"d": "rules.hearts.actions:Play", "f": {"card": {"c": "QS"}}, "x": 1},
    {"e": "rules.hearts.view:Phase", "v": "nope"},
    {"e": "rules.hearts.view:Phase", "v": ["passing"]},
    {"e": "rules.hearts.view:Phase"},
    {"c": "ZZ"}, {"c": "qs"}, {"c": " QS"}, {"c": "TS"}, {"c": 12}, {"c": "JK0"},
    {"t": 1}, {"t": {"a": 1}}, {"s": [[1]]}, {"s": 1}, {"m": [1]}, {"m": {1: 2}}, {"x": 1}, {}, {"t": [], "s": []},
    (1, 2), b"QS", {1: 2}, object(), {"t": [{"c": "XX"}]}, {"m": {"a": {"d": "os:system", "f": {}}}},
    [{"d": "os:path", "f": {}}],
])
def test_decode_refuses_what_is_not_a_wire_value(data):
    with pytest.raises(WireError):
        decode(data)


@pytest.mark.parametrize("limit", [None, 20_000])
def test_decode_refuses_a_value_nested_too_deeply(limit):
    """Whatever the interpreter's recursion limit (mypy, run in the same
    process by tests/test_types.py, raises it to 16,384)."""
    import sys

    data: object = 1
    for _ in range(5000):
        data = {"t": [data]}
    before = sys.getrecursionlimit()
    sys.setrecursionlimit(limit or before)
    try:
        with pytest.raises(WireError, match="nested too deeply"):
            decode(data)
    finally:
        sys.setrecursionlimit(before)


def test_decode_of_any_mangled_message_raises_only_wire_error():
    """Random damage to real messages: each is decoded or refused with a
    WireError, never another exception."""
    game = rules.new_game("harvest", seed=2, jokers=2)
    messages = [encode(game.view(0), 0, 2), encode(game.legal_actions(game.view(0).turn), 0, 2)]
    junk: list[typing.Any] = [None, 1, -1, 2.5, "x", "rules.hearts.view:Phase", [], {}, {"t": 1}, {"c": "JK1"}, {"d": "os:x", "f": {}},
            {"f": {}}, True, "QS"]
    rng = random.Random(11)
    refused = decoded = 0
    for _ in range(1500):
        message = json.loads(json.dumps(rng.choice(messages)))
        for _ in range(rng.randint(1, 3)):
            mangle(message, rng, junk)
        try:
            decode(message)
            decoded += 1
        except WireError:
            refused += 1
    assert refused > 100 and decoded > 10


def mangle(node, rng: random.Random, junk: list) -> None:
    """Replace, drop or add one thing somewhere inside ``node``."""
    path = []
    while isinstance(node, (dict, list)) and node and rng.random() < 0.8:
        key = rng.choice(list(node)) if isinstance(node, dict) else rng.randrange(len(node))
        if not isinstance(node[key], (dict, list)):
            break
        path.append(node)
        node = node[key]
    if isinstance(node, dict) and node:
        key = rng.choice(list(node))
        choice = rng.randrange(3)
        if choice == 0:
            node[key] = rng.choice(junk)
        elif choice == 1:
            del node[key]
        else:
            node[rng.choice(["t", "f", "zz", "v", "card"])] = rng.choice(junk)
    elif isinstance(node, list) and node:
        node[rng.randrange(len(node))] = rng.choice(junk)


@dataclasses.dataclass(frozen=True)
class Outsider:
    seat: int


def test_encode_refuses_what_cannot_travel():
    view = rules.new_game("hearts", seed=1).view(0)
    for value, viewer, n in [
        (Outsider(1), 0, 4),  # a dataclass outside rules.
        ({1: 2}, 0, 4), (object(), 0, 4), (b"QS", 0, 4), (range(3), 0, 4),
        (view, 4, 4), (view, -1, 4), (view, True, 4), (view, 0, 0),
        (dataclasses.replace(view, names=("a", "b")), 1, 4),  # by seat, but not one entry a seat
        (dataclasses.replace(view, turn=7), 1, 4),  # no seat
        (dataclasses.replace(view, trick=((0,),)), 1, 4),  # a row of the wrong length
    ]:
        with pytest.raises(WireError):
            encode(value, viewer, n)


def test_encode_refuses_an_int_field_the_seat_table_does_not_classify(monkeypatch):
    from rules.tables import wire_seats

    event = LookedAgain(1)
    assert encode(event, 1, 2) == {"d": "rules.speed.match:LookedAgain", "f": {"seat": 0}}
    table = dict(wire_seats.SEAT_FIELDS)
    del table[("rules.speed.match:LookedAgain", "seat")]
    monkeypatch.setattr("rules.tables.wire.SEAT_FIELDS", table)
    monkeypatch.setattr("rules.tables.wire._FIELDS", {})
    with pytest.raises(WireError, match="does not classify"):
        encode(event, 1, 2)


# Completeness of the seat table ------------------------------------------

MODULES = ["rules.core", "rules.bot", "rules.driver", "rules.speed.match"] + [
    f"rules.{game}.{part}" for game in ("hearts", "harvest", "clover", "speed")
    for part in ("view", "events", "actions")]


def mentions_a_number_or_tuple(hint) -> bool:
    if hint is int:
        return True
    origin = typing.get_origin(hint)
    if origin is tuple:
        return True
    if origin in (typing.Union, types.UnionType):
        return any(mentions_a_number_or_tuple(arg) for arg in typing.get_args(hint))
    return False


def unclassified(cls: type) -> list[str]:
    """The int, tuple and Optional[int] fields of ``cls`` that the seat table
    does not name."""
    key = f"{cls.__module__}:{cls.__qualname__}"
    hints = typing.get_type_hints(cls)
    return [f.name for f in dataclasses.fields(cls)
            if mentions_a_number_or_tuple(hints[f.name]) and (key, f.name) not in SEAT_FIELDS]


def travelling_dataclasses() -> list[type]:
    found = []
    for module_name in MODULES:
        module = importlib.import_module(module_name)
        found += [cls for cls in vars(module).values()
                  if isinstance(cls, type) and dataclasses.is_dataclass(cls) and cls.__module__ == module_name
                  and not cls.__name__.startswith("_")]
    return found


def test_every_int_and_tuple_field_of_every_travelling_dataclass_says_whether_it_holds_seats():
    classes = travelling_dataclasses()
    assert len(classes) > 80
    missing = {f"{c.__module__}:{c.__qualname__}": unclassified(c) for c in classes}
    assert {k: v for k, v in missing.items() if v} == {}


def test_the_completeness_check_catches_a_new_unclassified_field():
    @dataclasses.dataclass(frozen=True)
    class NewEvent(rules.Event):
        seat: int
        passes: tuple[tuple[int, int], ...]
        maybe: int | None
        card: Card
        note: str

    assert unclassified(NewEvent) == ["seat", "passes", "maybe"]


def test_the_seat_table_names_only_real_fields():
    for module_class, field in SEAT_FIELDS:
        module_name, name = module_class.split(":")
        cls = getattr(importlib.import_module(module_name), name)
        assert field in {f.name for f in dataclasses.fields(cls)}, (module_class, field)

"""One game told from step to step: a lesson's later position is its
earlier game played on by legal moves, never drawn afresh (unless the
lesson says "A new game"), and what the screen shows between two steps
changes only as the rules let it.

Two checks.  Replay: step k+1's game is step k's with the moves the lesson
made in between (the person's answer, the replies, the jump's moves)
applied through ``game.apply`` — the same state to the last card and the
generator.  Zones: the engine's piles at consecutive steps, per game,
against the rules file: every card in one place, a card taken stays taken,
the draw pile shrinks unless the discard pile is reshuffled into it, field
limits within what the turns allow, centre piles topped by the card last
played on them, numbers only going forward.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Iterator

import pytest

import rules
from rules.lessons import LESSONS, lesson
from rules.lessons.steps import PERSON, Lesson

NEW_GAME = ("A new game", "Another game")  # how a step tells a genuinely new game (a fresh deal)


def state(game: rules.Game) -> str:
    return json.dumps(game.to_json(), sort_keys=True)


def pairs(taught: Lesson) -> Iterator[tuple[int, int]]:
    """(k, k+1) for consecutive steps of one game (a new game starts afresh)."""
    for index in range(1, len(taught.steps)):
        if not taught.steps[index].jump.startswith(NEW_GAME):
            yield index - 1, index


@pytest.mark.parametrize("name", list(LESSONS))
def test_a_later_position_is_the_earlier_game_played_on(name):
    taught = lesson(name)
    for index, step in enumerate(taught.steps[1:], start=1):
        if step.position is not None:
            assert step.jump.startswith(NEW_GAME), (
                f"step {index + 1} draws a position afresh in the middle of a game: play it on from step {index}")
            game = step.position()
            assert _game_begins(game), f"step {index + 1}: 'a new game' that is not at its start"
    for before, after in pairs(taught):
        _, moves_before = taught.played(before)
        game, moves = taught.played(after)
        answer = (PERSON, str(taught.steps[before].answer(taught.game_at(before))))
        assert moves[:len(moves_before) + 1] == [*moves_before, answer], f"step {after + 1}: not step {before + 1} played on"
        start = taught.steps[taught.begins(after)].position
        assert start is not None
        replayed = start()
        for seat, text in moves:
            replayed.apply(seat, replayed.parse_action(seat, text))
        assert state(replayed) == state(game), f"step {after + 1}: the moves do not replay to its game"


COUNTERS = {"harvest": "turn", "clover": "turn_number", "speed": "round", "hearts": "hand_number"}


def _game_begins(game) -> bool:
    """Its first turn (round, hand), nobody a point yet."""
    data = game.to_json()
    return data[COUNTERS[game.name]] == 1 and not any(data.get("scores", []))


# Zones: the engine's piles, per game ------------------------------------------------


def _harvest(before: dict, after: dict) -> None:
    def zones(d):
        out = {"draw": d["draw"], "discard": d["discard"]}
        for seat in (0, 1):
            for pile in ("hands", "fields", "barns", "harvests"):
                out[f"{pile}{seat}"] = d[pile][seat]
        out["stacks"] = [c for st in d["stacks"] for c in [st.get("pasture"), *st.get("grazers", [])] if c]
        return out

    for d in (before, after):
        where = Counter(c for pile in zones(d).values() for c in pile)
        assert all(n == 1 for n in where.values()), f"a card in two places: {where.most_common(1)}"
    old, new = zones(before), zones(after)
    reshuffled = len(new["draw"]) > len(old["draw"])
    if reshuffled:  # harvest.md, Field time: an empty draw pile is replaced by the shuffled discard pile
        assert not old["draw"] and set(new["draw"]) | {c for c in new["hands0"] + new["hands1"]} >= set(old["discard"])
    else:
        assert new["draw"] == old["draw"][:len(new["draw"])], "the draw pile changed other than by drawing"
        assert new["discard"][:len(old["discard"])] == old["discard"], "a card left the discard pile"
    for seat in (0, 1):
        assert new[f"fields{seat}"][:len(old[f"fields{seat}"])] == old[f"fields{seat}"], "a field lost a diamond"
    assert after["turn"] >= before["turn"] and all(a >= b for a, b in zip(after["scores"], before["scores"]))
    _harvest_fields_fit_the_turn(after)


def _harvest_fields_fit_the_turn(d: dict) -> None:
    """harvest.md: ♦A on the field of the player who does not start, then
    at most one diamond per own field time."""
    starter = d["active"] if d["turn"] % 2 else 1 - d["active"]
    past_field = d["step"] in ("field", "sowing")
    for seat in (0, 1):
        own_turns = sum(1 for t in range(1, d["turn"] + 1)
                        if (starter if t % 2 else 1 - starter) == seat and (t < d["turn"] or past_field))
        limit = own_turns + (seat != starter)
        assert len(d["fields"][seat]) <= limit, (
            f"turn {d['turn']}: {len(d['fields'][seat])} diamonds on seat {seat}'s field, at most {limit}")


def _clover(before: dict, after: dict) -> None:
    def owned(d, seat):
        mine = list(d["hands"][seat])
        if d["current"] == seat:
            mine += d["bouquet"] + d["picked"]
        return mine

    for d in (before, after):
        every = [c for s in (0, 1) for c in owned(d, s)] + [c for c in d["meadow"] if c] + d["talon"]
        assert sorted(every) == sorted(set(every)) and len(every) == 52, "a card in two places, or missing"
    for seat in (0, 1):  # clover.md: a card taken from the meadow is its picker's for good
        lost = set(owned(before, seat)) - set(owned(after, seat))
        assert not lost, f"seat {seat} lost {sorted(lost)}"
    assert after["turn_number"] >= before["turn_number"]
    assert all(a >= b for a, b in zip(after["scores"], before["scores"]))


def _speed(before: dict, after: dict) -> None:
    def every(d):
        cards = [c for h in d["hands"] for c in h or []]
        cards += [c for piles in d["table"] for p in piles for c in p or []]
        return cards + [c for pile in d["centers"] for c in pile or []]

    for d in (before, after):
        assert sorted(every(d)) == sorted(set(every(d))) and len(every(d)) == 52, "a card in two places"
    assert after["round"] >= before["round"]
    if after["round"] == before["round"]:
        shared = sum(map(len, after["hands"])) > sum(map(len, before["hands"]))  # speed.md, Blocked: nobody
        for old, new in zip(before["centers"], after["centers"]):  # could turn, the centre cards were shared out
            assert old is None or shared or new[:len(old)] == old, "a centre pile lost its cards within a round"
        for seat in (0, 1):
            for old, new in zip(before["table"][seat], after["table"][seat]):
                assert old[:len(new)] == new, "a table pile got a card within a round"


def _hearts(before: dict, after: dict) -> None:
    assert after["hand_number"] >= before["hand_number"]
    assert all(a >= b for a, b in zip(after["scores"], before["scores"]))
    if after["hand_number"] == before["hand_number"]:
        assert len(after["tricks"]) >= len(before["tricks"]) and after["tricks"][:len(before["tricks"])] == before["tricks"]
        assert all(a >= b for a, b in zip(after["taken"], before["taken"])), "points taken went back"


ZONES: dict[str, Callable[[dict, dict], None]] = {"harvest": _harvest, "clover": _clover, "speed": _speed,
                                                 "hearts": _hearts}


@pytest.mark.parametrize("name", list(LESSONS))
def test_what_the_engine_holds_changes_between_steps_only_as_the_rules_allow(name):
    taught = lesson(name)
    for before, after in pairs(taught):
        old, new = taught.game_at(before).to_json(), taught.game_at(after).to_json()
        try:
            ZONES[name](old, new)
        except AssertionError as error:
            raise AssertionError(f"{name}, step {before + 1} → {after + 1}: {error}") from None
    for index in range(len(taught.steps)):
        if name == "harvest":
            _harvest_fields_fit_the_turn(taught.game_at(index).to_json())



@pytest.mark.parametrize("name", list(LESSONS))
def test_every_card_a_sentence_names_is_one_the_person_can_see(name):
    """A step that names a card names one on the table or in the person's
    hand at that step (the discard pile and the tricks included), or one
    the log just told (the jump's events), never a card of a position that
    is not the one shown."""
    from tests.rules.lessons.test_steps import _cards_of

    taught = lesson(name)
    for index, step in enumerate(taught.steps):
        game = taught.game_at(index)
        seen = {str(c) for c in _cards_of(game.view(PERSON)) + _cards_of(game.opening_events)}
        unseen = [notation for _name, notation in step.cards if notation not in seen]
        assert not unseen, f"step {index + 1} names {unseen}, which the person cannot see"

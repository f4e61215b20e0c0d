"""Every save is checked whole before it is used (issue 14, items 6 and 7):
the move list is required and must replay to the state, the seats must be
the person's and the computer's, Speed's driver settings must be sane; a
save from a newer Kortbord is left in place; one made under older rules
that no longer replays is set aside with a sentence of its own (issue 12)."""

import json
import re
import shutil
from pathlib import Path

import pytest

import rules
from rules.speed.game import SpeedGame
from tests.narrow import narrow, present
from tests.rules.countdown import Countdown
from tests.tui.store.helpers import hearts_session, play_human_randomly
from tests.tui.store.test_saves import saved_countdown
from tests.tui.store.test_speed import play_on, speed_match
from tui.store import (
    SaveError,
    SaveOutdated,
    SaveUnavailable,
    list_saves,
    load_save,
    record_from_session,
    save_game,
)

FIXTURES = Path(__file__).parent / "fixtures"
OUTDATED = "saved by an earlier version of Kortbord whose rules differed; it cannot be continued"


def edit(path, change):
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))


def hearts_save(moves=10):
    session = hearts_session(seed=7)
    play_human_randomly(session, moves, seed=3)
    return save_game(record_from_session(session))


# Item 6: the move list is required -----------------------------------------

def test_a_save_without_its_move_list_is_damaged(home):
    _, _, path = saved_countdown()
    edit(path, lambda d: d.update(log=None))
    with pytest.raises(SaveError, match="move list is missing") as info:
        load_save(path)
    assert info.value.moved_to is not None and info.value.moved_to.exists()


HEARTS_EDITS = {
    "a card in two hands": lambda s: s["hands"][1].append(s["hands"][0][0]),
    "a missing card": lambda s: s["hands"][0].pop(),
    "turn -1": lambda s: s.update(turn=-1),
    "leader 17": lambda s: s.update(leader=17),
    "hand number 10**18": lambda s: s.update(hand_number=10**18),
    "a score of -50": lambda s: s["scores"].__setitem__(0, -50),
}


@pytest.mark.parametrize("how", HEARTS_EDITS)
def test_impossible_hearts_games_without_a_log_do_not_load(home, how):
    path = hearts_save()

    def change(data):
        data["log"] = None
        HEARTS_EDITS[how](data["state"])

    edit(path, change)
    entries, problems = list_saves()
    assert entries == [] and len(problems) == 1 and "damaged" in problems[0]


# Item 6: seats ----------------------------------------------------------------

@pytest.mark.parametrize("seat,player,words", [
    (1, "human", "seat 2 (West) is marked as a person"),
    (0, "medium", "seat 1 (You) should be yours"),
])
def test_seats_are_the_persons_and_the_computers(home, seat, player, words):
    path = hearts_save()
    edit(path, lambda d: d["seats"][seat].update(player=player))
    with pytest.raises(SaveError, match=re.escape(words)):
        load_save(path)


# Item 6: Speed's driver settings -------------------------------------------------

def speed_save():
    match, clock = speed_match()
    from tui.store import Autosave

    autosave = Autosave(match).attach()
    match.start()
    play_on(match, clock, 3.0)
    match.pause()
    from tui.store.saves import save_path

    return save_path(present(autosave.save_id))


@pytest.mark.parametrize("key,value", [
    ("round_pause", "2"), ("countdown", 10**9), ("tick", 0), ("countdown", True), ("round_pause", -1),
])
def test_speed_driver_settings_are_checked(home, key, value):
    path = speed_save()
    load_save(path)  # sound before the edit
    edit(path, lambda d: d["driver"]["settings"].update({key: value}))
    with pytest.raises(SaveError, match=f"match setting '{key}'"):
        load_save(path)


def test_speed_driver_timers_are_checked(home):
    path = speed_save()
    edit(path, lambda d: d["driver"]["timers"].append(
        {"key": "countdown", "remaining": 1e12, "seat": None, "action": None, "seen": None, "step": 0}))
    with pytest.raises(SaveError, match="timer of its match is not sound"):
        load_save(path)


# Item 7: newer saves stay where they are ------------------------------------------

@pytest.mark.parametrize("field,value", [("format", 2), ("rules_version", 99)])
def test_a_save_of_a_newer_kortbord_is_left_in_place(home, field, value):
    _, _, path = saved_countdown()
    edit(path, lambda d: d.update({field: value}))
    original = path.read_bytes()
    entries, problems = list_saves()
    assert entries == [] and len(problems) == 1
    assert "needs a newer Kortbord" in problems[0] and str(path) in problems[0]
    assert "damaged" not in problems[0]
    assert path.read_bytes() == original
    with pytest.raises(SaveUnavailable):
        load_save(path)


def test_a_finished_save_that_contradicts_itself_is_reported(home):
    _, _, path = saved_countdown()
    edit(path, lambda d: d.update(finished=True))
    entries, problems = list_saves()
    assert entries == [] and "'finished' contradicts the game state" in problems[0]


# Issue 12: saves made under older rules ---------------------------------------------

def test_every_save_records_its_rules_version(home, monkeypatch):
    monkeypatch.setattr(Countdown, "rules_version", 3)
    _, record, path = saved_countdown()
    assert json.loads(path.read_text())["rules_version"] == 3
    assert load_save(path).rules_version == 3


def test_an_old_rules_save_that_still_replays_is_resumed(home, monkeypatch):
    _, record, path = saved_countdown()
    edit(path, lambda d: d.pop("rules_version"))  # as saved before it was recorded
    monkeypatch.setattr(Countdown, "rules_version", 2)
    assert load_save(path).log == record.log


def test_an_old_rules_save_that_no_longer_replays_is_set_aside_with_a_sentence(home, monkeypatch):
    _, good, _ = saved_countdown(seed=1)
    _, old, path = saved_countdown(seed=2)
    # Under the "new rules" the same moves lead elsewhere: here, a log the
    # engine of today replays to another state.
    edit(path, lambda d: (d.pop("rules_version"), d["log"].__setitem__(0, [d["log"][0][0], "take 2" if d["log"][0][1] == "take 1" else "take 1"])))
    original = path.read_bytes()
    monkeypatch.setattr(Countdown, "rules_version", 2)
    entries, problems = list_saves()
    assert [e.id for e in entries] == [good.id]  # the menu goes on
    assert len(problems) == 1 and OUTDATED in problems[0] and "damaged" not in problems[0]
    kept = list((home / "saves").glob(f"{path.name}.old-rules-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == original and kept[0].name in problems[0]
    assert list_saves()[1] == []  # said once


def test_the_same_broken_save_under_current_rules_is_damaged(home):
    _, _, path = saved_countdown(seed=2)
    edit(path, lambda d: d["log"].__setitem__(0, [d["log"][0][0], "take 2" if d["log"][0][1] == "take 1" else "take 1"]))
    with pytest.raises(SaveError, match="damaged") as info:
        load_save(path)
    assert not isinstance(info.value, SaveOutdated)


def copy_fixture(home) -> Path:
    saves = home / "saves"
    saves.mkdir(parents=True, exist_ok=True)
    target = saves / "speed-old-rules-6.json"
    shutil.copy(FIXTURES / "speed-old-rules.json", target)
    return target


def test_the_old_speed_fixture_is_a_two_pile_win_by_an_empty_hand_pile():
    """What the fixture holds: the match ended while two centre piles were in
    play, the winner's hand pile empty (the rule issue 12 changes)."""
    data = json.loads((FIXTURES / "speed-old-rules.json").read_text())
    assert "rules_version" not in data and data["finished"]
    if SpeedGame.rules_version == 1:  # today's engine still plays that rule
        game = narrow(rules.replay("speed", data["seed"], data["options"], data["log"]), SpeedGame)
        assert game.to_json() == data["state"] and game.end_reason == "no cards left"
        before = narrow(rules.replay("speed", data["seed"], data["options"], data["log"][:-1]), SpeedGame)
        assert not before.one_pile and not before.hands[present(game.winner)]


@pytest.mark.skipif(SpeedGame.rules_version == 1, reason="runs once Speed's round-end rule (issue 12) is in")
def test_a_speed_save_from_before_the_round_end_rule_cannot_be_continued(home):
    path = copy_fixture(home)
    entries, problems = list_saves()
    assert entries == [] and len(problems) == 1 and OUTDATED in problems[0]
    assert not path.exists() and list((home / "saves").glob(f"{path.name}.old-rules-*"))

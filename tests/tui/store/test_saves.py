import dataclasses
import json
import stat

import pytest

import rules
import rules.games
from rules.clock import ManualClock
from rules.session import Seat, Session
from tests.tui.store.helpers import countdown_session, hearts_session, play_human_randomly
from tui.store import (
    SaveError,
    delete_save,
    list_saves,
    load_save,
    record_from_session,
    save_game,
    session_from_record,
)
from tui.store.saves import save_path


def saved_countdown(moves=2, **kw):
    session = countdown_session(**kw)
    play_human_randomly(session, moves)
    record = record_from_session(session)
    path = save_game(record)
    return session, record, path


def test_round_trip_restores_position_turn_log_and_seats(home):
    session, record, path = saved_countdown()
    assert path == home / "saves" / f"{record.id}.json"
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    loaded = load_save(path)
    assert loaded == record
    resumed = session_from_record(loaded, ManualClock())
    assert resumed.game.to_json() == session.game.to_json()
    assert resumed.game.to_act() == session.game.to_act()
    assert resumed.log == session.log and resumed.names == session.names
    assert [s.is_human for s in resumed.seats] == [True, False]
    assert resumed.delay == 0.5 and resumed.undo_used is False


def test_the_file_is_indented_json_a_person_can_read(home):
    _, record, path = saved_countdown()
    text = path.read_text("utf-8")
    data = json.loads(text)
    assert text.startswith('{\n  "kind": "kortbord-save"')
    assert data["game"] == "countdown" and data["seats"][0] == {"name": "You", "player": "human"}
    assert data["seats"][1]["player"] == "random"
    assert data["log"] and all(len(m) == 2 for m in data["log"])
    # How far the game is, in the game's own words (Game.progress).
    assert data["summary"] == f"{data['state']['left']} left · {data['seats'][data['state']['turn']]['name']} to take"


def test_list_offers_each_game_with_title_date_and_summary_newest_first(home):
    _, first, _ = saved_countdown(seed=1)
    _, second, _ = saved_countdown(seed=2)
    # Make the order certain whatever the clock's resolution.
    for record, stamp in ((first, "2026-01-01T10:00:00+00:00"), (second, "2026-01-02T10:00:00+00:00")):
        data = json.loads(save_path(record.id).read_text())
        data["updated"] = stamp
        save_path(record.id).write_text(json.dumps(data))
    entries, problems = list_saves()
    assert problems == []
    assert [e.id for e in entries] == [second.id, first.id]
    assert entries[0].title == "Countdown" and entries[0].updated.day == 2
    assert entries[0].summary == second.summary and not entries[0].finished


def test_undo_used_and_elapsed_are_kept(home):
    session = countdown_session()
    play_human_randomly(session, 2)
    assert session.undo()
    record = record_from_session(session, elapsed=12.5)
    loaded = load_save(save_game(record))
    assert loaded.undo_used and loaded.elapsed == 12.5
    assert session_from_record(loaded, ManualClock()).undo_used


def test_hints_used_is_kept_and_a_save_from_before_hints_loads_without(home):
    session = countdown_session()
    play_human_randomly(session, 2)
    session.hints_used = True
    path = save_game(record_from_session(session))
    loaded = load_save(path)
    assert loaded.hints_used and session_from_record(loaded, ManualClock()).hints_used
    data = json.loads(path.read_text())
    del data["hints_used"]  # as every save written before the hint key
    path.write_text(json.dumps(data))
    old = load_save(path)
    assert old.hints_used is False and not session_from_record(old, ManualClock()).hints_used


def test_saving_again_keeps_the_id_and_created_date(home):
    session, record, path = saved_countdown()
    play_human_randomly(session, 1)
    again = record_from_session(session, record.id, created=record.created)
    assert save_game(again) == path
    loaded = load_save(path)
    assert loaded.created == record.created and loaded.log == session.log


def test_delete_save_removes_only_that_game(home):
    _, a, _ = saved_countdown(seed=1)
    _, b, _ = saved_countdown(seed=2)
    assert delete_save(a.id) and not delete_save(a.id)
    assert [e.id for e in list_saves()[0]] == [b.id]
    with pytest.raises(ValueError):
        delete_save("../stats")


def corrupt(path, how):
    data = json.loads(path.read_text())
    if how == "truncated":
        path.write_text(path.read_text()[: len(path.read_text()) // 2])
        return
    if how == "unknown version":
        data["format"] = 0
    elif how == "state edited":
        data["state"]["left"] = 1
    elif how == "log edited":
        data["log"][0][1] = "take 2" if data["log"][0][1] == "take 1" else "take 1"
    elif how == "unknown game":
        data["game"] = "chess"
    elif how == "seats wrong":
        data["seats"] = data["seats"][:1]
    elif how == "missing key":
        del data["seed"]
    elif how == "bool for int":
        data["log"][0][0] = False
    elif how == "not an object":
        data = [1, 2, 3]
    elif how == "finished flag lies":
        data["finished"] = True
    path.write_text(json.dumps(data))


CORRUPTIONS = {
    "truncated": "not valid JSON",
    "unknown version": "format version 0 is unknown",
    "state edited": "does not lead to its game state",
    "log edited": "does not lead to its game state",
    "unknown game": "no game called 'chess'",
    "seats wrong": "1 seats for a 2-player game",
    "missing key": "'seed' is missing",
    "bool for int": "move 1 is not a seat and an action",
    "not an object": "does not hold a saved game",
    "finished flag lies": "'finished' contradicts",
}


@pytest.mark.parametrize("how", CORRUPTIONS)
def test_a_bad_save_is_moved_aside_named_and_the_rest_still_listed(home, how):
    _, good, _ = saved_countdown(seed=1)
    _, bad, bad_path = saved_countdown(seed=2)
    corrupt(bad_path, how)
    original = bad_path.read_bytes()
    entries, problems = list_saves()
    assert [e.id for e in entries] == [good.id]
    assert len(problems) == 1
    assert str(bad_path) in problems[0] and CORRUPTIONS[how] in problems[0]
    assert not bad_path.exists()
    moved = list((home / "saves").glob(f"{bad_path.name}.corrupt-*"))
    assert len(moved) == 1 and moved[0].read_bytes() == original  # kept, never deleted
    assert moved[0].name in problems[0]
    # Reported once: the next start is quiet.
    assert list_saves()[1] == []


def test_load_save_raises_its_own_error_naming_the_file(home):
    _, _, path = saved_countdown()
    path.write_text("{")
    with pytest.raises(SaveError) as info:
        load_save(path)
    assert str(path) in str(info.value) and info.value.moved_to is not None
    assert info.value.moved_to.exists()
    with pytest.raises(SaveError, match="no longer exists"):
        load_save(path)


def test_load_save_can_leave_a_bad_file_in_place(home):
    _, _, path = saved_countdown()
    path.write_text("[]")
    with pytest.raises(SaveError, match="left where it is") as info:
        load_save(path, move_bad=False)
    assert path.exists() and info.value.moved_to is None


def test_a_known_game_whose_engine_does_not_import_is_an_error_and_its_save_is_untouched(home, monkeypatch):
    """Every game is built: a broken import is raised (a broken build), never
    a save "this version cannot resume", nor a damaged file moved aside."""
    _, _, path = saved_countdown()
    original = path.read_bytes()
    broken = dataclasses.replace(rules.GAMES["countdown"], engine="tests.rules.no_such_module:Countdown")
    monkeypatch.setitem(rules.games.specs(), "countdown", broken)
    with pytest.raises(ModuleNotFoundError, match="no_such_module"):
        list_saves()
    with pytest.raises(ModuleNotFoundError, match="no_such_module"):
        load_save(path)
    assert path.read_bytes() == original and list((home / "saves").glob("*.corrupt-*")) == []


def test_a_game_whose_bots_do_not_import_is_an_error_and_its_save_is_untouched(home, monkeypatch):
    game = rules.new_game("hearts", seed=7)
    seats = [Seat("You")] + [Seat(name, rules.new_bot("hearts", "easy")) for name in ("West", "North", "East")]
    session = Session(game, seats, ManualClock(), delay=0.5)
    play_human_randomly(session, 3, seed=3)
    path = save_game(record_from_session(session))
    original = path.read_bytes()
    assert load_save(path).seats[1].player == "easy"

    def broken(name):
        raise ModuleNotFoundError(f"No module named 'rules.{name}.bots'", name=f"rules.{name}.bots")

    monkeypatch.setattr(rules, "_bots_module", broken)
    record = load_save(path)  # the check names the levels from the registry: no bots imported yet
    with pytest.raises(ModuleNotFoundError, match="rules.hearts.bots"):
        session_from_record(record, ManualClock())
    assert path.read_bytes() == original and list((home / "saves").glob("*.corrupt-*")) == []


def test_stray_files_in_the_saves_dir_are_left_alone(home):
    saved_countdown()
    saves = home / "saves"
    (saves / "notes.txt").write_text("hello")
    (saves / "old.json.corrupt-20260101T000000Z").write_text("{")
    entries, problems = list_saves()
    assert len(entries) == 1 and problems == []
    assert (saves / "notes.txt").exists()


def test_hearts_mid_hand_round_trip_is_exact(home):
    session = hearts_session(seed=7)
    play_human_randomly(session, 20, seed=3)
    assert not session.game.is_over and len(session.log) > 20
    path = save_game(record_from_session(session))
    record = load_save(path)
    assert record.state == json.loads(json.dumps(session.game.to_json()))
    resumed = session_from_record(record, ManualClock())
    assert resumed.game.to_json() == session.game.to_json()
    assert resumed.game.to_act() == session.game.to_act()
    assert record.summary.startswith(f"hand {session.game.hand_number} · trick ") and " · You " in record.summary and " · West " in record.summary
    # The resumed session plays on exactly as the original would have.
    play_human_randomly(session, 5, seed=9)
    play_human_randomly(resumed, 5, seed=9)
    assert resumed.log == session.log and resumed.game.to_json() == session.game.to_json()


def test_hearts_hand_edited_state_is_caught(home):
    session = hearts_session(seed=7)
    play_human_randomly(session, 10, seed=3)
    path = save_game(record_from_session(session))
    data = json.loads(path.read_text())
    data["state"]["scores"][0] += 1  # looks fine to the engine, not to the replay
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="does not lead to its game state"):
        load_save(path)


def test_hearts_unknown_ai_level_is_caught(home):
    session = hearts_session(seed=7)
    play_human_randomly(session, 3, seed=3)
    path = save_game(record_from_session(session))
    data = json.loads(path.read_text())
    data["seats"][1]["player"] = "grandmaster"
    path.write_text(json.dumps(data))
    entries, problems = list_saves()
    assert entries == [] and "no AI level 'grandmaster'" in problems[0] and str(path) in problems[0]

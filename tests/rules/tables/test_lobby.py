"""The lobby and the rules of a shared table (test 7 of issue 18's server
part): create with people seats and a level, join, leave before the start,
the host starts early, everyone leaves (saved) and one of them reopens it
at the same position; undo refused with two people; pause asks the other."""

import json

from rules.clock import ManualClock
from rules.tables.wire import decode
from tui.tables import MemoryStore

from .helpers import App, log_of, play_to_end, two_people
from .hidden import Hidden


def kinds(entry):
    return [seat["kind"] for seat in entry["seats"]]


def lobby_entry(app, table_id):
    return next(entry for entry in app.got("tables")["tables"] if entry["id"] == table_id)


def test_create_join_leave_start_early_save_and_reopen():
    clock = ManualClock()
    store = MemoryStore()
    hub, hidden = Hidden.hub_for(clock, store=store)
    anna, bo, cia, dan = (App(hub, key) for key in ("anna", "bo", "cia", "dan"))
    assert anna.of("welcome") == [{"type": "welcome", "you": {"key": "anna", "name": "Anna"}}]
    assert anna.last("tables") == {"type": "tables", "tables": []}

    anna.say(type="create", game="hearts", people=[1, 2], level="easy", seed=3)
    table_id = anna.got("seated")["table"]
    assert table_id == "t1" and anna.got("seated")["seat"] == 0
    entry = lobby_entry(dan, table_id)  # pushed to everyone in the lobby
    assert entry["level"] == "easy" and entry["host"] == "Anna" and not entry["started"]
    assert kinds(entry) == ["person", "open", "open", "computer"]
    assert [seat["yours"] for seat in lobby_entry(anna, table_id)["seats"]] == [True, False, False, False]

    bo.say(type="join", table=table_id)
    assert bo.got("seated")["seat"] == 1
    assert bo.say(type="create", game="hearts")[-1] == {
        "type": "refused", "reason": "You already sit at a table: leave it first."}
    assert kinds(lobby_entry(dan, table_id)) == ["person", "person", "open", "computer"]
    bo.say(type="leave")
    assert bo.last("left") == {"type": "left", "table": table_id}
    assert kinds(lobby_entry(dan, table_id)) == ["person", "open", "open", "computer"]  # free again
    cia.say(type="join", table=table_id, seat=2)
    assert cia.got("seated")["seat"] == 2
    assert cia.say(type="start")[-1]["reason"] == "Only the host, Anna, can start the game early."
    table = hub.tables[table_id]
    assert not table.started

    anna.say(type="start")
    assert table.started
    assert kinds(lobby_entry(dan, table_id)) == ["person", "computer", "person", "computer"]
    assert bo.say(type="join", table=table_id)[-1]["reason"] == \
        "This game has started: only its own people can sit down at it."
    state = cia.last("state")
    assert state["undo"] is False and state["real_time"] is False
    assert [seat["kind"] for seat in state["seats"]] == ["person", "computer", "person", "computer"]
    assert state["seats"][2]["name"] == "Anna"  # rotated: Anna is two seats on from Cia

    anna.play_as("hearts", "easy", "a")
    cia.play_as("hearts", "easy", "c")
    play_to_end(clock, [anna, cia], table, until=lambda: len(log_of(table)) >= 12)
    assert anna.say(type="undo")[-1]["reason"] == \
        "There is no undo at a table with more than one person: everyone must agree what happened."
    position = (len(log_of(table)), table.game.to_json())

    anna.say(type="leave")
    assert anna.last("left") == {"type": "left", "table": table_id}
    assert table.places[0].kind == "computer"  # the computer plays Anna's seat at once
    cia_seen = len(cia.messages)
    clock.advance(0.6)  # the pace: one computer move, Anna's seat among them, while Cia waits or not
    cia.say(type="leave")
    assert cia.got("closed")["reason"] == "Everyone has left: the table is saved; reopen it from the lobby."
    assert table.saved and table_id in store.tables
    saved = store.tables[table_id]
    log_when_saved = len(json.loads(saved)["log"])
    assert log_when_saved >= position[0]
    assert cia_seen < len(cia.messages)

    # the lobby shows the saved table to its people only
    assert lobby_entry(anna, table_id)["saved"] is True
    assert table_id not in [entry["id"] for entry in dan.got("tables")["tables"]]
    assert dan.say(type="reopen", table=table_id)[-1]["reason"] == "You have no saved table 't1'."

    # a new hub on the same store (the server restarted), Cia reopens
    clock2 = ManualClock()
    hub2, hidden2 = Hidden.hub_for(clock2, store=store)
    cia2, anna2 = App(hub2, "cia"), App(hub2, "anna")
    assert [entry["id"] for entry in cia2.got("tables")["tables"]] == [table_id]
    cia2.say(type="reopen", table=table_id)
    assert cia2.last("seated") == {"type": "seated", "table": table_id, "seat": 2}
    reopened = hub2.tables[table_id]
    assert not reopened.started and reopened.host.key == "cia"
    assert kinds(lobby_entry(anna2, table_id)) == ["open", "computer", "person", "computer"]
    assert lobby_entry(anna2, table_id)["seats"][0] == {"kind": "open", "name": "Anna", "yours": True}
    assert App(hub2, "dan").say(type="join", table=table_id)[-1]["reason"] == "There is no free seat at this table."
    anna2.say(type="join", table=table_id)
    assert anna2.got("seated")["seat"] == 0
    assert reopened.started
    assert len(log_of(reopened)) == log_when_saved
    assert reopened.game.to_json() == decode_state(saved)
    for app in (anna2, cia2):
        assert app.got("state")["moves"] == log_when_saved
    assert decode(anna2.got("state")["view"]).hand == reopened.game.view(0).hand
    hidden.assert_clean()
    hidden2.assert_clean()


def decode_state(saved_text):
    return json.loads(saved_text)["state"]


def test_pause_asks_the_other_person_and_undo_is_off_with_two():
    clock, hub, hidden, anna, bo = two_people(game="hearts", people=[2], seed=5)
    table = hub.tables["t1"]
    assert table.started and anna.got("state")["undo"] is False

    anna.say(type="pause", on=True)
    assert bo.last("pause_asked") == {"type": "pause_asked", "table": "t1", "by": 2}  # Anna, seen from Bo
    assert not table.paused
    bo.say(type="answer", yes=True)
    assert table.paused and table.driver.paused
    assert anna.last("paused") == {"type": "paused", "table": "t1", "on": True, "by": 0}
    assert bo.last("paused") == {"type": "paused", "table": "t1", "on": True, "by": 2}
    legal = anna.legal()
    assert anna.say(type="act", action=str(legal[0]))[-1]["reason"] == "The game is paused."
    moves = len(log_of(table))
    clock.advance(30)
    assert len(log_of(table)) == moves  # the computer players wait too
    bo.say(type="pause", on=False)
    assert not table.paused and anna.got("paused")["on"] is False

    anna.say(type="pause", on=True)
    bo.say(type="answer", yes=False)
    assert anna.last("refused") == {"type": "refused", "reason": "Bo wants to play on."}
    assert bo.got("pause_asked")["by"] is None  # the question is withdrawn
    assert not table.paused
    assert bo.say(type="answer", yes=True)[-1]["reason"] == "Nobody has asked you to pause."
    assert anna.say(type="undo")[-1]["reason"].startswith("There is no undo at a table with more than one person")
    hidden.assert_clean()


def test_alone_at_a_table_pause_is_at_once_and_undo_works():
    clock = ManualClock()
    hub, hidden = Hidden.hub_for(clock)
    anna = App(hub, "anna")
    anna.say(type="create", game="hearts", seed=5)
    table = hub.tables["t1"]
    assert table.started and anna.got("state")["undo"] is True
    anna.play_as("hearts", "easy", "a")
    anna.maybe_act()
    play_to_end(clock, [anna], table, until=lambda: len(log_of(table)) >= 8 and 0 in table.game.to_act())
    latest = anna.latest()
    assert latest is not None and latest["hints_used"] is False
    hint = anna.say(type="hint")[-1]
    assert hint["type"] == "hint" and hint["reason"]
    assert decode(hint["hint"]).action in anna.legal()
    assert anna.say(type="lang", lang="en")[-1]["hints_used"] is True
    moves = len(log_of(table))
    anna.say(type="undo")
    assert len(log_of(table)) < moves and anna.got("state")["moves"] == len(log_of(table))
    anna.say(type="pause", on=True)
    assert table.paused and anna.got("paused")["on"] is True
    hidden.assert_clean()


def test_a_table_saved_and_reopened_in_the_same_server_plays_on():
    clock = ManualClock()
    store = MemoryStore()
    hub, hidden = Hidden.hub_for(clock, store=store)
    anna, bo = App(hub, "anna"), App(hub, "bo")
    anna.say(type="create", game="hearts", people=[1], seed=8)
    bo.say(type="join", table="t1")
    table = hub.tables["t1"]
    anna.play_as("hearts", "easy", "a")
    bo.play_as("hearts", "easy", "b")
    play_to_end(clock, [anna, bo], table, until=lambda: len(log_of(table)) >= 10)
    moves = len(log_of(table))
    bo.say(type="leave")
    anna.say(type="leave")
    assert table.saved and not table.started and "t1" in store.tables
    assert len(hub.tables["t1"].places) == 4
    got = bo.say(type="reopen", table="t1")
    assert [m["type"] for m in got] == ["seated", "tables"]  # no state: the table waits for Anna
    assert got[0]["seat"] == 1
    assert anna.say(type="join", table="t1", seat=3)[-1]["reason"] == "Your seat at this table is seat 0."
    anna.say(type="join", table="t1")
    assert table.started and len(log_of(table)) == moves
    assert anna.got("state")["moves"] == moves == bo.got("state")["moves"]
    play_to_end(clock, [anna, bo], table, until=lambda: len(log_of(table)) >= moves + 8)
    assert anna.refusals() == ["Your seat at this table is seat 0."] and bo.refusals() == []
    assert {seat for seat, _ in log_of(table)[moves:]} >= {0, 1}
    assert hub.problems == []
    hidden.assert_clean()

"""Bad input (test 8 of issue 18's server part): every kind of malformed or
out-of-place client message is answered with ``refused`` and a sentence,
changes nothing, and raises nothing; refusals are in the sender's language."""

import json

import pytest

from rules import i18n
from rules.clock import ManualClock
from tui.tables import MemoryStore

from .helpers import App, log_of
from .hidden import Hidden


def snapshot(hub):
    """Everything a message could change: tables, seats, positions, the store."""
    tables = {}
    for table_id, table in hub.tables.items():
        tables[table_id] = {
            "places": [(str(p.kind), p.person and p.person.key, p.left) for p in table.places],
            "host": table.host.key, "started": table.started, "saved": table.saved, "paused": table.paused,
            "game": json.dumps(table.game.to_json(), sort_keys=True),
            "log": list(log_of(table)) if table.driver else None,
        }
    return tables, [(c.person.key, c.lang, c.table and c.table.id, c.seat) for c in hub.clients], \
        dict(hub.store.tables) if hub.store else None


@pytest.fixture
def lobby():
    clock = ManualClock()
    hub, hidden = Hidden.hub_for(clock, store=MemoryStore())
    anna, bo, cia = App(hub, "anna"), App(hub, "bo"), App(hub, "cia")
    anna.say(type="create", game="hearts", people=[2], seed=9)
    bo.say(type="join", table="t1")  # t1 runs: Anna at 0, Bo at 2
    cia.say(type="create", game="harvest", people=[1], seed=2)  # t2 waits for a second person
    return hub, anna, bo, cia


SEATED = [  # (what is sent, a piece of the reason) from Anna, seated at t1 (it runs)
    ("hello", "JSON object"), (42, "JSON object"), (None, "JSON object"), ([{"type": "act"}], "JSON object"),
    ({}, "JSON object"), ({"type": 3}, "JSON object"), ({"type": "fly"}, "no message of type 'fly'"),
    ({"type": "act"}, "needs its field action"), ({"type": "act", "action": 5}, "must be text"),
    ({"type": "act", "action": None}, "must be text"), ({"type": "act", "action": "x" * 500}, "too long"),
    ({"type": "act", "action": "play QS", "seat": 1}, "only for your own seat"),
    ({"type": "act", "action": "dance"}, ""), ({"type": "act", "action": ""}, ""),
    ({"type": "act", "action": "play 10Z"}, ""), ({"type": "act", "action": "play QS QH"}, ""),
    ({"type": "leave", "now": True}, "has no field 'now'"),
    ({"type": "join", "table": "t99"}, "There is no table 't99'."),
    ({"type": "join", "table": "t1"}, "You already sit at this table."),
    ({"type": "join", "table": "t2", "seat": True}, "must be a whole number"),
    ({"type": "join", "table": "t2"}, "You already sit at a table: leave it first."),
    ({"type": "create", "game": "hearts"}, "You already sit at a table: leave it first."),
    ({"type": "reopen", "table": "t1"}, "You have no saved table 't1'."),
    ({"type": "start"}, "The game has already started."),
    ({"type": "undo"}, "There is no undo at a table with more than one person"),
    ({"type": "pause", "on": "yes"}, "must be true or false"), ({"type": "pause", "on": False}, "not paused"),
    ({"type": "answer", "yes": True}, "Nobody has asked you to pause."),
    ({"type": "lang", "lang": "fr"}, "There is no language 'fr'"), ({"type": "lang"}, "needs its field lang"),
    ({"type": "hello", "token": "x"}, "already connected"),
]

LOBBY = [  # from Dan, seated nowhere
    ({"type": "act", "action": "play 2C"}, "You are not sitting at a table."),
    ({"type": "leave"}, "You are not sitting at a table."), ({"type": "hint"}, "You are not sitting at a table."),
    ({"type": "start"}, "You are not sitting at a table."),
    ({"type": "create", "game": "chess"}, "There is no game 'chess'"),
    ({"type": "create", "game": "hearts", "options": {"players": 9}}, "These options do not fit Hearts"),
    ({"type": "create", "game": "hearts", "options": {"seed": 1}}, "These options do not fit Hearts"),
    ({"type": "create", "game": "hearts", "options": {"colour": "red"}}, "These options do not fit Hearts"),
    ({"type": "create", "game": "hearts", "options": {"players": [4]}}, "must be names with plain values"),
    ({"type": "create", "game": "hearts", "options": []}, "must be names with plain values"),
    ({"type": "create", "game": "hearts", "people": [0]}, "Seat 0 is no seat for another person"),
    ({"type": "create", "game": "hearts", "people": [4]}, "Seat 4 is no seat for another person"),
    ({"type": "create", "game": "hearts", "people": [1, 1]}, "only once"),
    ({"type": "create", "game": "hearts", "people": "1"}, "must be a list of seat numbers"),
    ({"type": "create", "game": "hearts", "level": "godlike"}, "There is no level 'godlike'"),
    ({"type": "create", "game": "hearts", "seed": 1.5}, "must be a whole number"),
    ({"type": "join", "table": "t1"}, "This game has started"),
    ({"type": "join", "table": "t2", "seat": 0}, "That seat is not free."),
    ({"type": "join", "table": "t2", "seat": 5}, "There is no seat 5 at this table."),
    ({"type": "join", "table": 1}, "must be text"),
    ({"type": "reopen", "table": "t2"}, "You have no saved table 't2'."),
]


def until_annas_card(hub, anna, bo):
    """Play on (both people choosing their first legal move) until only Anna may act, with a card."""
    table = hub.tables["t1"]
    while not (table.game.to_act() == frozenset({0}) and table.game.phase == "playing"):
        if 2 in table.game.to_act():
            bo.say(type="act", action=str(bo.legal()[0]))
        elif 0 in table.game.to_act():
            anna.say(type="act", action=str(anna.legal()[0]))
        else:
            hub.clock.advance(0.6)


def check(hub, app, cases):
    for message, reason in cases:
        before = snapshot(hub)
        got = app.say(**message) if type(message) is dict and all(type(k) is str for k in message) \
            and "type" in message and message["type"] != "act" else None
        if got is None:
            start = len(app.messages)
            app.client.receive(message)
            got = app.messages[start:]
        assert [m["type"] for m in got] == ["refused"], (message, got)
        assert reason in got[0]["reason"] and got[0]["reason"].strip(), (message, got[0]["reason"])
        assert snapshot(hub) == before, message
    assert hub.problems == []


def test_every_bad_message_is_refused_and_changes_nothing(lobby):
    hub, anna, bo, cia = lobby
    check(hub, anna, SEATED)
    dan = App(hub, "dan")
    check(hub, dan, LOBBY)
    # out of turn: the engine's own sentence
    until_annas_card(hub, anna, bo)
    check(hub, bo, [({"type": "act", "action": str(anna.legal()[0])}, "It is not your turn")])


def test_a_refusal_is_said_in_the_senders_language_and_the_server_keeps_its_own(lobby):
    hub, anna, bo, cia = lobby
    assert i18n.language() == "en"
    bo.say(type="lang", lang="sv")
    until_annas_card(hub, anna, bo)
    bo.say(type="act", action=str(anna.legal()[0]))
    assert bo.got("refused")["reason"].startswith("Det är inte din tur")
    assert i18n.language() == "en"
    assert bo.got("state")["title"] == "Hjärter" and anna.got("state")["title"] == "Hearts"


def test_a_client_that_is_closed_is_told_nothing_and_changes_nothing(lobby):
    hub, anna, bo, cia = lobby
    cia.client.close()
    assert "t2" not in hub.tables  # the only person left a table that never started
    before, count = snapshot(hub), len(cia.messages)
    cia.client.receive({"type": "create", "game": "hearts"})
    cia.client.close()
    assert snapshot(hub) == before and len(cia.messages) == count


def test_a_message_that_cannot_be_made_is_reported_and_the_table_plays_on(lobby, monkeypatch):
    hub, anna, bo, cia = lobby
    from rules.tables import telling

    real = telling.update

    def failing(table, change, seat):
        if seat == 2:
            raise ValueError("no wire for this")
        return real(table, change, seat)

    monkeypatch.setattr(telling, "update", failing)
    table = hub.tables["t1"]
    updates = len(anna.of("update"))
    anna.say(type="act", action=str(anna.legal()[0]))
    assert anna.refusals() == [] and len(anna.of("update")) > updates  # Anna's own update came
    assert hub.problems and hub.problems[0].startswith("bo: a message could not be made (ValueError")
    hub.clock.advance(5)
    assert sum(1 for seat, _ in log_of(table) if seat not in (0, 2)) >= 2  # the computer players go on

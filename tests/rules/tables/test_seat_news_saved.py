"""Who made each move survives a save and a reopen (the playtest of issue
40 item 9 / 42): the computer's moves for a dropped person are told as
the computer's, the person's own as theirs, on every screen, after the
table was saved and reopened on a new server (the seat news are kept in
the saved table, and an old save without them still loads)."""

import json

from rules.clock import ManualClock
from rules.hearts.events import CardPlayed
from rules.tables.news import ComputerPlays, SeatBack, SeatDropped
from rules.tables.wire import decode
from rules.voice import Voice, at_start
from tui.tables import MemoryStore

from .helpers import App, log_of, play_to_end, two_people
from .hidden import Hidden

SEAT_NEWS = (SeatDropped, ComputerPlays, SeatBack)


def narrated(events, voice: Voice) -> list[str]:
    """As a table's log tells them (tui/widgets/event_log.py)."""
    voice = at_start(events, voice)
    lines = []
    for event in events:
        lines.append(event.describe(voice))
        voice = event.voice_after(voice)
    return lines


def played_by(table, seat: int) -> tuple[list, list]:
    """Seat ``seat``'s cards told at ``table``: (the computer's, the person's)."""
    computer: list[str] = []
    person: list[str] = []
    by_computer = False
    for event in table.told:
        if isinstance(event, ComputerPlays) and event.seat == seat:
            by_computer = True
        elif isinstance(event, SeatBack) and event.seat == seat:
            by_computer = False
        elif isinstance(event, CardPlayed) and event.seat == seat:
            (computer if by_computer else person).append(event.card.label)
    return computer, person


def saved_after_a_takeover(store: MemoryStore):
    """Anna and Bo; Bo drops, the computer plays two of his cards, he
    comes back and plays two himself; everyone leaves (saved)."""
    clock, hub, hidden, anna, bo = two_people(hub_options={"store": store}, game="hearts", people=[2],
                                              level="easy", seed=21)
    table = hub.tables["t1"]
    anna.play_as("hearts", "easy", "a")
    bo.play_as("hearts", "easy", "b")
    play_to_end(clock, [anna, bo], table, until=lambda: table.game.to_act() == frozenset({2}) and
                table.game.phase == "playing")
    bo.client.close()
    clock.advance(60)
    moves = len(log_of(table))
    play_to_end(clock, [anna], table, until=lambda: sum(1 for seat, _ in log_of(table)[moves:] if seat == 2) >= 2)
    back = App(hub, "bo")
    back.play_as("hearts", "easy", "c")
    moves = len(log_of(table))
    play_to_end(clock, [anna, back], table,
                until=lambda: sum(1 for seat, _ in log_of(table)[moves:] if seat == 2) >= 2)
    computer, person = played_by(table, 2)
    assert len(computer) >= 2 and len(person) >= 2
    back.say(type="leave")
    anna.say(type="leave")
    assert table.saved and "t1" in store.tables
    hidden.assert_clean()
    return computer, person


def test_after_a_reopen_every_move_is_credited_to_whoever_made_it():
    store = MemoryStore()
    computer, person = saved_after_a_takeover(store)
    hub, hidden = Hidden.hub_for(ManualClock(), store=store)  # the server restarted
    anna, bo = App(hub, "anna"), App(hub, "bo")
    anna.say(type="reopen", table="t1")
    bo.say(type="join", table="t1")
    table = hub.tables["t1"]
    assert table.started

    told = decode(bo.got("state")["told"])
    assert [type(e) for e in told if isinstance(e, SEAT_NEWS)][:3] == [SeatDropped, ComputerPlays, SeatBack]
    assert isinstance(told[-1], SeatBack) and told[-1].seat == 0  # he is back after the reopen too
    lines = narrated(told, Voice(["Bo", "East", "Anna", "West"], 0))
    for card in computer:
        assert f"Bo (computer) plays {card}." in lines
        assert not any(line.startswith(f"You play {card}") for line in lines)
    for card in person:
        assert any(line.startswith(f"You play {card}") for line in lines)

    lines = narrated(decode(anna.got("state")["told"]), Voice(["Anna", "West", "Bo", "East"], 0))
    for card in computer:
        assert f"Bo (computer) plays {card}." in lines
    for card in person:
        assert any(line.startswith(f"Bo plays {card}") for line in lines)
    assert "Bo has dropped out: the seat waits 60 s for them, then the computer plays it." in lines
    hidden.assert_clean()


def test_a_seat_the_computer_plays_after_a_reopen_credits_its_persons_earlier_moves_to_them():
    store = MemoryStore()
    computer, person = saved_after_a_takeover(store)
    hub, hidden = Hidden.hub_for(ManualClock(), store=store)
    anna = App(hub, "anna")
    anna.say(type="reopen", table="t1")
    anna.say(type="start")  # Bo does not come: the computer plays for him
    table = hub.tables["t1"]
    assert table.started
    told = decode(anna.got("state")["told"])
    assert isinstance(told[-1], ComputerPlays) and told[-1].seat == 2
    # the seat's label now is the computer's: the log works back from it
    lines = narrated(told, Voice(["Anna", "West (computer)", "Bo (computer)", "East (computer)"], 0))
    for card in person:
        assert any(line.startswith(f"Bo plays {card}") for line in lines)
    for card in computer:
        assert f"Bo (computer) plays {card}." in lines
    hidden.assert_clean()


def test_a_save_from_before_the_news_were_kept_still_reopens():
    store = MemoryStore()
    saved_after_a_takeover(store)
    data = json.loads(store.tables["t1"])
    assert data["news"]
    del data["news"]
    store.tables["t1"] = json.dumps(data)
    hub, hidden = Hidden.hub_for(ManualClock(), store=store)
    anna, bo = App(hub, "anna"), App(hub, "bo")
    anna.say(type="reopen", table="t1")
    bo.say(type="join", table="t1")
    assert hub.tables["t1"].started and hub.problems == []
    hidden.assert_clean()


def test_a_guests_seat_at_a_saved_table_goes_to_the_computer_in_their_name():
    """A guest is new at every login: their seat at a saved table is the
    computer's (not kept for someone who can never come back), the table
    starts as soon as its other people are back, and the guest's own moves
    stay theirs in the log."""
    store = MemoryStore()
    clock = ManualClock()
    hub, hidden = Hidden.hub_for(clock, store=store)
    anna, guest = App(hub, "anna"), App(hub, "guest:guest-x1", name="guest")
    anna.say(type="create", game="hearts", people=[1], level="easy", seed=5)
    guest.say(type="join", table="t1")
    table = hub.tables["t1"]
    anna.play_as("hearts", "easy", "a")
    guest.play_as("hearts", "easy", "g")
    play_to_end(clock, [anna, guest], table, until=lambda: table.game.phase == "playing" and
                sum(1 for seat, _ in log_of(table) if seat == 1) >= 5)
    guest_cards = [event.card.label for event in table.told if isinstance(event, CardPlayed) and event.seat == 1]
    assert guest_cards
    guest.client.close()
    anna.say(type="leave")
    assert "t1" in store.tables

    hub, hidden = Hidden.hub_for(ManualClock(), store=store)  # the server restarted
    anna = App(hub, "anna")
    entry = next(entry for entry in anna.got("tables")["tables"] if entry["id"] == "t1")
    assert [seat["kind"] for seat in entry["seats"]][:2] == ["away", "computer"]
    anna.say(type="reopen", table="t1")
    table = hub.tables["t1"]
    assert table.started  # nobody else to wait for
    told = decode(anna.got("state")["told"])
    assert told[-1] == ComputerPlays(1, "guest", guest=True)
    lines = narrated(told, Voice(["Anna", "guest (computer)", "North (computer)", "East (computer)"], 0))
    assert lines[-1] == "guest was a guest and cannot come back: the computer plays their seat."
    for card in guest_cards[-3:]:
        assert any(line.startswith(f"guest plays {card}") for line in lines)
    assert not any(line.startswith("guest (computer) plays") for line in lines)
    assert App(hub, "guest:guest-y2", name="guest").say(type="join", table="t1")[-1]["type"] == "refused"
    hidden.assert_clean()


def test_a_table_carried_on_from_a_dead_host_keeps_its_guests_seat_away_and_says_nothing_untrue():
    """Another host takes over a running table (its host died): every
    person's seat is away, a guest's too (their app may be alive on another
    host and reconnect), and the log tells no change of hands that did not
    happen."""
    store = MemoryStore()
    clock = ManualClock()
    hub, hidden = Hidden.hub_for(clock, store=store)
    anna, guest = App(hub, "anna"), App(hub, "guest:guest-x1", name="guest")
    anna.say(type="create", game="hearts", people=[1], level="easy", seed=5)
    guest.say(type="join", table="t1")
    table = hub.tables["t1"]
    anna.play_as("hearts", "easy", "a")
    guest.play_as("hearts", "easy", "g")
    play_to_end(clock, [anna, guest], table, until=lambda: len(log_of(table)) >= 6)
    data = json.loads(store.tables["t1"])  # autosaved as it ran

    other, _hidden = Hidden.hub_for(ManualClock(), store=MemoryStore())
    carried = other.carry_on(data)
    assert [place.kind.value for place in carried.places][:2] == ["away", "away"]
    assert not [event for _anchor, event in carried.news if isinstance(event, (ComputerPlays, SeatBack))]


def test_people_whose_links_dropped_as_the_server_stopped_are_back_after_the_reopen():
    store = MemoryStore()
    clock, hub, hidden, anna, bo = two_people(hub_options={"store": store}, game="hearts", people=[2],
                                              level="easy", seed=21)
    table = hub.tables["t1"]
    anna.play_as("hearts", "easy", "a")
    bo.play_as("hearts", "easy", "b")
    play_to_end(clock, [anna, bo], table, until=lambda: len(log_of(table)) >= 14)
    anna.client.close()  # the server stops: every app's link drops, the table is saved as it stands
    bo.client.close()
    hub.store.save("t1", table.saved_data())
    hub, hidden = Hidden.hub_for(ManualClock(), store=store)
    anna, bo = App(hub, "anna"), App(hub, "bo")
    anna.say(type="reopen", table="t1")
    bo.say(type="join", table="t1")
    told = decode(anna.got("state")["told"])
    assert [e for e in told if isinstance(e, SEAT_NEWS)][-2:] == [SeatBack(0, "Anna"), SeatBack(2, "Bo")]
    lines = narrated(told, Voice(["Anna", "West", "Bo", "East"], 0))
    assert lines[-2:] == ["You are back at your seat.", "Bo is back and plays again."]
    hidden.assert_clean()

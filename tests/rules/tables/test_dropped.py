"""A dropped link (test 4 of issue 18's server part): the seat waits 60 s
(the others see the countdown), then the computer plays it; the same key
connecting again takes it back at once, at the current position."""


from .helpers import App, log_of, play_to_end, two_people


def test_a_dropped_seat_waits_then_the_computer_plays_it_until_the_person_is_back():
    clock, hub, hidden, anna, bo = two_people(game="hearts", people=[2], level="easy", seed=21)
    table = hub.tables["t1"]
    anna.play_as("hearts", "easy", "a")
    bo.play_as("hearts", "easy", "b")
    # play on until it is Bo's turn to play a card (the passes are over)
    play_to_end(clock, [anna, bo], table, until=lambda: table.game.to_act() == frozenset({2}) and
                table.game.phase == "playing")
    moves = len(log_of(table))

    bo.client.close()
    seats = anna.last("seats")
    assert seats["seats"][2] == {"name": "Bo", "kind": "away", "countdown": 60.0, "you": False}
    assert table.lobby_entry(anna.person)["seats"][2]["kind"] == "away"
    clock.advance(10)
    assert anna.got("seats")["seats"][2]["countdown"] == 50.0  # told every 10 s
    clock.advance(49)  # 59 s: still away, and the game waits for Bo's card
    assert table.places[2].kind == "away"
    assert anna.got("seats")["seats"][2]["countdown"] == 10.0
    assert len(log_of(table)) == moves
    state = anna.say(type="lang", lang="en")[-1]  # Anna's screen asks for the whole picture
    assert state["thinking"]["seat"] == 2 and state["thinking"]["for"] >= 59.0  # Bo, waited for since the drop
    assert state["seats"][2]["kind"] == "away"
    told = len(anna.of("seats"))

    clock.advance(1)  # 60 s: the computer takes the seat, at the table's level
    assert table.places[2].kind == "computer"
    assert len(anna.of("seats")) == told + 1
    assert anna.got("seats")["seats"][2] == {"name": "Bo", "kind": "computer", "countdown": None, "you": False}
    assert table.driver.seats[2].bot is not None and table.driver.seats[2].bot.level == "easy"
    play_to_end(clock, [anna], table, until=lambda: sum(1 for seat, _ in log_of(table)[moves:] if seat == 2) >= 3)
    assert log_of(table)[moves][0] == 2  # Bo's waiting card was the computer's first move

    back = App(hub, "bo")  # the same key, a new connection: the seat at once, no join
    assert [m["type"] for m in back.messages] == ["welcome", "tables", "seated", "state"]
    assert back.last("seated") == {"type": "seated", "table": "t1", "seat": 2}
    state = back.got("state")
    assert state["moves"] == len(log_of(table))
    assert state["seats"][0] == {"name": "Bo", "kind": "person", "countdown": None, "you": True}
    assert table.driver.seats[2].bot is None
    assert anna.got("seats")["seats"][2]["kind"] == "person"
    before = len(log_of(table))
    back.play_as("hearts", "easy", "b2")
    play_to_end(clock, [anna, back], table,
                until=lambda: any(seat == 2 for seat, _ in log_of(table)[before:]))
    assert back.refusals() == []
    own = [m["action"] for m in back.of("update") if m["action"] is not None]  # only Bo's own moves
    assert own and own[0] == next(text for seat, text in log_of(table)[before:] if seat == 2)
    hidden.assert_clean()


def test_everyone_timing_out_saves_the_table_and_leave_needs_a_join_back():
    clock, hub, hidden, anna, bo = two_people(hub_options=dict(away_seconds=60.0), game="hearts", people=[1], seed=4)
    table = hub.tables["t1"]
    bo.say(type="leave")  # on purpose: the computer at once, and no taking back by reconnecting
    assert table.places[1].kind == "computer"
    bo.client.close()
    again = App(hub, "bo")
    assert again.last("seated") is None
    again.say(type="join", table="t1")
    assert again.got("seated")["seat"] == 1 and again.last("state") is not None
    anna.client.close()
    again.client.close()
    clock.advance(59.9)
    assert not table.saved
    clock.advance(0.2)
    assert table.saved  # nobody left: saved, not played on by computers alone
    assert table.lobby_entry(anna.person)["saved"] is True
    hidden.assert_clean()


def test_the_same_person_from_a_second_terminal_takes_the_seat_over():
    clock, hub, hidden, anna, bo = two_people(game="hearts", people=[1], seed=6)
    second = App(hub, "bo")  # Bo's first link is still open: nothing is taken at once
    assert second.last("seated") is None
    assert second.say(type="create", game="hearts")[-1]["reason"] == "You already sit at a table: leave it first."
    second.say(type="join", table="t1")
    assert second.got("seated")["seat"] == 1 and second.got("state")["moves"] == len(hub.tables["t1"].driver.log)
    assert bo.last("left") == {"type": "left", "table": "t1"}
    assert bo.client.table is None
    bo.client.close()  # the old link closing now changes nothing
    assert hub.tables["t1"].places[1].kind == "person" and hub.tables["t1"].places[1].client is second.client
    hidden.assert_clean()

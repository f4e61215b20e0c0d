"""People at one table over SSH, each at their own terminal (asyncssh's
client at 80×24, the app forked per login, the table in the server):

* four people make and join a Hearts table in the lobby by keys and play a
  whole hand by keys; the screens agree, and no message any app was sent
  holds another seat's hidden card;
* a person's link drops: the others see the countdown (on a ManualClock),
  the computer plays the seat when it runs out, and the person logging in
  again with the same key has the seat back at once and plays on.

The table is looked at in the server (``server.hub.hub``) only to know
whose turn it is; every move is a key at that person's terminal."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from typing import Protocol

import asyncssh

from rules.clock import ManualClock
from rules.tables.seats import Kind
from tests.rules.tables.hidden import Hidden
from tests.tui.serve.conftest import sit

MENU = "four card games against the computer"


async def to_the_lobby(terminal) -> None:
    await terminal.wait_for(MENU)
    mark = terminal.mark()
    await terminal.keys("p")
    await terminal.wait_for("Tables with people", since=mark)


async def make_hearts_table(terminal, people: int) -> None:
    """From the lobby: n, the People row up to ``people``, enter."""
    mark = terminal.mark()
    await terminal.keys("n")
    await terminal.wait_for("New table with people", since=mark)
    await terminal.keys("\x1b[B", "\x1b[B")  # down to "People (you too)"
    await terminal.keys(*["\x1b[C"] * (people - 2))
    await terminal.wait_for(f"{people}", since=mark)
    mark = terminal.mark()
    await terminal.keys("\r")
    await terminal.wait_for("You sit at this table", since=mark)


async def join(terminal, table, seats_taken: int) -> None:
    mark = terminal.mark()
    await terminal.wait_for("host anna")
    await terminal.keys("\r")
    deadline = asyncio.get_running_loop().time() + 20
    while sum(place.kind is Kind.PERSON for place in table.places) < seats_taken:
        assert asyncio.get_running_loop().time() < deadline, terminal.text(mark)[-800:]
        await asyncio.sleep(0.1)


class Keys(Protocol):
    """What plays a seat by keys: an SSH terminal, or a page at the web door."""

    async def keys(self, *keys: str, pause: float = ...) -> None: ...


async def play_by_keys(terminals: Mapping[int, Keys], table, done, timeout: float = 120.0,
                       patience: float = 1.0) -> None:
    """Until ``done()``: the person whose decision it is presses keys (pass:
    1 2 3 enter; play: 1, the first card it may play) as soon as it is
    theirs, and again if no move of theirs came of it within ``patience``,
    as a person at a screen that still shows the last trick would."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    pressed: dict[int, tuple[int, float]] = {}  # seat: (its moves in the log, when) at its last keys
    while not done():
        assert loop.time() < deadline, f"stuck at move {len(table.driver.log)}: {table.game.to_act()}"
        game = table.game
        for seat in sorted(game.to_act()):
            if seat not in terminals or table.places[seat].kind is not Kind.PERSON:
                continue
            made = sum(1 for mover, _move in table.driver.log if mover == seat)
            last = pressed.get(seat)
            if last is not None and last[0] == made and loop.time() - last[1] < patience:
                continue  # its keys are on their way
            view = game.view(seat)
            if view.phase == "passing" and not view.has_passed:
                await terminals[seat].keys("1", "2", "3", "\r", pause=0.05)
            elif view.phase == "playing" and view.turn == seat:
                await terminals[seat].keys("1", pause=0)
            else:
                continue
            pressed[seat] = (made, loop.time())
        await asyncio.sleep(0.02)


async def test_four_people_play_a_hand_of_hearts_by_keys(serve):
    hidden = Hidden()
    server = await serve(tables_tap=hidden.tap)
    hidden.hub = server.hub.hub
    names = ["anna", "bo", "cy", "di"]
    keys = [asyncssh.generate_private_key("ssh-ed25519") for _ in names]
    links = [await sit(server, key, username=name) for key, name in zip(keys, names)]
    terminals = [terminal for _conn, terminal in links]
    for terminal in terminals:
        await to_the_lobby(terminal)
    await make_hearts_table(terminals[0], people=4)
    table = server.hub.hub.tables["t1"]
    for taken, terminal in enumerate(terminals[1:], start=2):
        await join(terminal, table, taken)
    assert table.started and [place.person.name for place in table.places] == names
    for terminal in terminals:
        await terminal.wait_for("choose 3 cards")

    await play_by_keys(dict(enumerate(terminals)), table, lambda: len(table.game.view(0).history) >= 1)
    totals = table.game.view(0).history[0].totals
    assert sum(table.game.view(0).history[0].points) in (26, 78)  # a hand's 26 points, or a moon shot's 3 × 26
    for seat, terminal in enumerate(terminals):  # every screen shows the same hand's score table
        await terminal.wait_for("After hand 1")
        row = terminal.text()
        assert f"{names[seat]}" in row and str(totals[seat]) in row
    assert hidden.table_messages > 200 and hidden.cards_seen > 1000
    hidden.assert_clean()
    assert server.hub.hub.problems == []
    for conn, _terminal in links:
        conn.close()


async def test_a_dropped_link_keeps_the_seat_then_the_computer_plays_it_until_the_person_is_back(serve):
    clock = ManualClock()
    hidden = Hidden()
    server = await serve(tables_clock=clock, tables_tap=hidden.tap)
    hidden.hub = server.hub.hub
    running = True

    async def time_passes() -> None:  # the table's clock goes on at twice the wall's, until told to jump
        while running:
            clock.advance(0.05)
            await asyncio.sleep(0.025)

    ticking = asyncio.get_running_loop().create_task(time_passes())
    try:
        anna_key, bo_key = (asyncssh.generate_private_key("ssh-ed25519") for _ in range(2))
        anna_conn, anna = await sit(server, anna_key, username="anna")
        bo_conn, bo = await sit(server, bo_key, username="bo")
        await to_the_lobby(anna)
        await to_the_lobby(bo)
        await make_hearts_table(anna, people=2)
        table = server.hub.hub.tables["t1"]
        await join(bo, table, 2)
        await bo.wait_for("choose 3 cards")
        await play_by_keys({0: anna}, table, lambda: table.game.view(0).has_passed)

        bo_conn.close()  # Bo's link drops before he passes
        await anna.wait_for("bo · away")
        await anna.wait_for("bo has dropped out")  # her log says so (issue 40, item 9)
        while table.places[1].kind is not Kind.AWAY:
            await asyncio.sleep(0.05)
        running = False
        await ticking
        clock.advance(58)
        assert table.places[1].kind is Kind.AWAY and not table.game.view(1).has_passed  # the seat waits
        mark = anna.mark()
        clock.advance(3)
        assert table.places[1].kind is Kind.COMPUTER
        await anna.wait_for("bo (computer)", since=mark)
        await anna.wait_for("The computer plays for", since=mark)
        running = True
        ticking = asyncio.get_running_loop().create_task(time_passes())
        while not table.game.view(0).phase == "playing":  # the computer passed for Bo
            await asyncio.sleep(0.05)
        moves = len(table.driver.log)
        while len(table.driver.log) < moves + 4:  # and plays on for him
            if 0 in table.game.to_act():
                await anna.keys("1", pause=0.2)
            await asyncio.sleep(0.05)

        bo_conn, bo = await sit(server, bo_key, username="bo")  # Bo is back, with the same key
        await bo.wait_for("bo (you)")  # straight at the table: no menu, no lobby
        await bo.wait_for("You are back at")  # his log: what the computer played for him, then this
        assert "bo (computer) plays" in bo.text() and "You play" not in bo.text()  # not his moves
        await anna.wait_for("is back and plays")
        assert table.places[1].kind is Kind.PERSON
        back_at = len(table.driver.log)
        await play_by_keys({0: anna, 1: bo}, table, lambda: len(table.game.view(0).history) >= 1)
        assert any(seat == 1 for seat, _ in table.driver.log[back_at:])  # Bo's own keys, the seat his again
        hidden.assert_clean()
        assert server.hub.hub.problems == []
        anna_conn.close()
        bo_conn.close()
    finally:
        running = False
        await ticking

"""RemoteDriver against a real hub's messages, on a ManualClock and a
Mailbox (no event loop, no screen): the picture, queueing while held,
refusals, the hint round trip, names with kinds, the away countdown and
the thinking line."""

import concurrent.futures

import pytest

from rules.clock import ManualClock
from rules.core import IllegalAction
from rules.driver import Update
from rules.hearts.game import Play
from rules.tables.news import ComputerPlays, SeatDropped
from tui.remote import driver as remote_driver
from tui.remote.driver import Notice, RemoteDriver
from tui.remote.link import Mailbox
from tui.screens.shared.presence import labels, live_line
from tui.tables import Hub

from .shared import seat_everyone


@pytest.fixture
def table():
    """Anna (seat 0) and Bo (seat 2) at a Hearts table with two computers."""
    clock, mailbox = ManualClock(), Mailbox()
    hub = Hub(clock, away_seconds=60.0)
    anna, bo = seat_everyone(hub, mailbox.run, "hearts", [("a", "Anna"), ("b", "Bo")], seats=[2],
                             schedule=mailbox)
    driver = RemoteDriver(anna.link, anna.newest("seated"), anna.newest("state"), clock=clock)
    heard: list[Update] = []
    driver.subscribe(heard.append)
    driver.start()
    driver.resume()  # as the table controller starts it
    notices: list[Notice] = []
    driver.listen(notices.append)

    def run(seconds=0.0):
        mailbox.run()
        clock.advance(seconds)
        mailbox.run()

    return clock, hub, anna, bo, driver, heard, notices, run


def test_what_comes_before_the_table_starts_waits_for_it():
    clock, mailbox = ManualClock(), Mailbox()
    hub = Hub(clock)
    anna, bo = seat_everyone(hub, mailbox.run, "hearts", [("a", "Anna"), ("b", "Bo")], seats=[2],
                             schedule=mailbox)
    driver = RemoteDriver(anna.link, anna.newest("seated"), anna.newest("state"), clock=clock)
    told = list(driver.told)
    heard: list[Update] = []
    driver.subscribe(heard.append)
    clock.advance(1.0)  # the computers choose their passes before the screen is up
    mailbox.run()
    assert heard == [] and driver.told == told  # the opening told is still just the deal
    driver.start()
    driver.resume()
    assert [update.seat for update in heard] == [1, 3] and len(driver.told) == len(told) + 2


def passes(driver):
    return driver.legal_actions(0)[0]


def test_the_picture_is_seat_zeros_and_an_act_comes_back_as_an_update(table):
    clock, hub, anna, bo, driver, heard, notices, run = table
    view = driver.view(0)
    assert view.seat == 0 and len(view.hand) == 13 and driver.game.name == "hearts"
    assert driver.names == ["Anna", "West", "Bo", "East"] and not driver.undoable
    action = passes(driver)
    assert driver.act(0, action) == []  # nothing yet: the server answers
    assert heard == []
    run()
    mine = [u for u in heard if u.seat == 0]
    assert mine and mine[0].action is action  # our own Action object back
    assert driver.view(0).has_passed and len(driver.log) >= 1


def test_updates_wait_while_held_and_come_one_by_one(table):
    clock, hub, anna, bo, driver, heard, notices, run = table
    driver.act(0, passes(driver))
    bo_link = bo.link
    driver.pause()
    bo_link.send({"type": "act", "action": str(bo_last_legal(bo))})
    run(10.0)  # the computers pass and the first tricks begin
    assert heard == [] and driver.view(0).has_passed is False  # the picture waits too
    waiting = len(driver._queue)
    assert waiting >= 3

    def hold_again(update: Update) -> None:
        driver.pause()  # as the table does for a finished trick

    unsubscribe = driver.subscribe(hold_again)
    driver.resume()
    assert len(heard) == 1 and len(driver._queue) == waiting - 1  # the hold stopped the flush
    unsubscribe()
    driver.resume()
    assert len(heard) == waiting and not driver._queue
    assert driver.view(0).has_passed and driver.view(0) == anna_latest_view(anna)


def bo_last_legal(bo):
    from rules.tables.wire import decode

    state = next(m for m in reversed(bo.heard) if m["type"] in ("state", "update"))
    return [decode(a) for a in state["legal"]][0]


def anna_latest_view(anna):
    from rules.tables.wire import decode

    return decode(next(m for m in reversed(anna.heard) if m["type"] in ("state", "update"))["view"])


def test_a_refusal_is_a_notice_with_the_engines_sentence(table):
    clock, hub, anna, bo, driver, heard, notices, run = table
    driver.act(0, passes(driver))
    run(0.0)
    card = driver.view(0).hand[-1]
    driver.act(0, Play(card))  # passing is not over (Bo has not passed): no card can be played
    run()
    assert notices[-1].kind == "refused" and notices[-1].text
    assert all(u.seat != 0 or u.action != Play(card) for u in heard)


def test_the_hint_is_asked_of_the_server_and_waited_for_in_a_thread(table):
    clock, hub, anna, bo, driver, heard, notices, run = table
    question = driver.hint_question(0)
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        answer = pool.submit(question)
        run()
        hint = answer.result(timeout=5)
    assert hint.action in driver.legal_actions(0) and hint.reason and driver.hints_used


def test_a_hint_that_does_not_come_says_so(table, monkeypatch):
    clock, hub, anna, bo, driver, heard, notices, run = table
    monkeypatch.setattr(remote_driver, "HINT_WAIT", 0.05)
    question = driver.hint_question(0)  # the mailbox is not run: no answer
    with pytest.raises(IllegalAction, match="did not answer"):
        question()


def test_names_say_who_is_the_computer_and_the_countdown_runs(table):
    clock, hub, anna, bo, driver, heard, notices, run = table
    assert labels(driver) == ["Anna", "West (computer)", "Bo", "East (computer)"]
    bo.link.drop()
    run()
    assert [notice.kind for notice in notices[-2:]] == ["seats", "news"]  # the names now, then the log's line
    assert notices[-1].events == (SeatDropped(2, "Bo", 60),)
    assert live_line(driver) == "Bo · away, seat kept 60 s"  # the time left, not the time away
    clock.advance(17.0)
    assert live_line(driver) == "Bo · away, seat kept 43 s"
    run(50.0)  # the server's own countdown ran out meanwhile
    assert labels(driver)[2] == "Bo (computer)"
    assert notices[-1].events == (ComputerPlays(2, "Bo"),)
    assert live_line(driver).startswith("Your turn · ")  # Anna has not passed


def test_the_thinking_line_counts_the_seconds_of_whoever_is_to_play(table):
    clock, hub, anna, bo, driver, heard, notices, run = table
    driver.act(0, passes(driver))
    run(1.0)  # the computers pass after their 0.6 s: only Bo is waited for
    seat, waited = driver.thinking_for()
    assert seat == 2 and 0 <= waited < 1.0 and live_line(driver) == "Bo is thinking · 0 s"
    clock.advance(12.0 - waited)  # no message meanwhile: the line counts on its own
    assert live_line(driver) == "Bo is thinking · 12 s"

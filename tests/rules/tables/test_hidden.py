"""The privacy checker itself (tests/rules/tables/hidden.py) finds what a
careless table would leak: another seat's view, another seat's pass in the
action notation, a stale position's cards in the told history.  (Every other
table test runs it on the real table and finds nothing.)"""

from rules.clock import ManualClock
from rules.tables import telling
from rules.tables.wire import encode

from .helpers import App
from .hidden import Hidden


def table_of_two(clock, hub):
    anna, bo = App(hub, "anna"), App(hub, "bo")
    anna.say(type="create", game="hearts", people=[2], seed=3)
    bo.say(type="join", table="t1")
    return anna, bo


def test_the_checker_finds_another_seats_view(monkeypatch):
    real = telling.update

    def leaky(table, update, seat):
        message = real(table, update, seat)
        message["view"] = encode(table.driver.view((seat + 1) % table.num_players), seat, table.num_players)
        return message

    monkeypatch.setattr(telling, "update", leaky)
    clock = ManualClock()
    hub, hidden = Hidden.hub_for(clock)
    anna, bo = table_of_two(clock, hub)
    anna.say(type="act", action=str(anna.legal()[0]))
    assert any("anna (seat 0) got update with secret cards" in failure for failure in hidden.failures)


def test_the_checker_finds_another_seats_pass_in_the_action_notation(monkeypatch):
    real = telling.update

    def leaky(table, update, seat):
        message = real(table, update, seat)
        message["action"] = None if update.action is None else str(update.action)  # to every seat
        return message

    monkeypatch.setattr(telling, "update", leaky)
    clock = ManualClock()
    hub, hidden = Hidden.hub_for(clock)
    anna, bo = table_of_two(clock, hub)
    passing = str(anna.legal()[0])
    anna.say(type="act", action=passing)
    assert passing.startswith("pass ")
    assert any(failure.startswith("bo (seat 2) got update with secret cards") for failure in hidden.failures)
    assert not any(failure.startswith("anna") for failure in hidden.failures)  # her own pass is hers to see


def test_the_checker_passes_the_real_table():
    clock = ManualClock()
    hub, hidden = Hidden.hub_for(clock)
    anna, bo = table_of_two(clock, hub)
    anna.say(type="act", action=str(anna.legal()[0]))
    bo.say(type="act", action=str(bo.legal()[0]))
    clock.advance(5)
    hidden.assert_clean()

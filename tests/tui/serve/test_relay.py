"""A relay whose table's host died (tui/hosts/relay.py), on a broker of
its own making (no Redis): it waits for the table with the app's link up,
answers the app meanwhile, joins the table where it runs again, and lets
the app's link go when it does not come back."""

from __future__ import annotations

from typing import Any

from rules.clock import ManualClock
from rules.tables import Person
from tests.narrow import narrow
from tui.hosts.relay import WAIT, Relay
from tui.tables import Hub, hub


class Broker:
    """What a relay uses of broker.Broker: hosts by table, envelopes kept."""

    host = "b"

    def __init__(self, take_back: str | None = None) -> None:
        self.take_back = take_back  # the table the person is put back at when the app connects
        self.links: dict = {}
        self.relays: dict = {}
        self.waiting: dict = {}
        self.owners: dict[str, str] = {"t5": "a"}
        self.sent: list[tuple[str, dict]] = []
        self.clock = 100.0

    def owner(self, table_id: str) -> str | None:
        return self.owners.get(table_id)

    def send(self, host: str, envelope: dict) -> None:
        self.sent.append((host, envelope))

    def to_take_back(self, person: Person) -> str | None:
        return self.take_back

    def now(self) -> float:
        return self.clock


class Client(hub.Client):
    """This host's hub client, keeping what it was handed instead of acting on it."""

    def __init__(self) -> None:
        super().__init__(Hub(ManualClock()), Person("SHA256:bo", "bo"), "sv", lambda message: None)
        self.got: list[dict] = []

    def receive(self, message: Any) -> None:
        self.got.append(message)


def seated_relay() -> tuple[Broker, Relay, list[dict], list[str]]:
    broker, written, cuts = Broker(), list[dict](), list[str]()
    relay = Relay(broker, "1", Person("SHA256:bo", "bo"), written.append, lambda: cuts.append("cut"))
    relay.connected(Client())
    relay.receive({"type": "join", "table": "t5"})
    relay.told({"type": "seated", "table": "t5", "seat": 2})
    assert broker.relays == {"1": relay} and [e["kind"] for _h, e in broker.sent] == ["open", "say"]
    return broker, relay, written, cuts


def test_the_relay_waits_with_the_link_up_and_answers_the_app_meanwhile():
    broker, relay, written, cuts = seated_relay()
    del broker.owners["t5"]  # host a died
    relay.gone(carried_on=True)
    assert cuts == [] and broker.waiting == {"1": relay} and broker.relays == {}
    relay.receive({"type": "act", "action": "QS"})
    assert written[-1] == {"type": "refused", "reason": "Värden för ditt bord har stannat: "
                                                        "bordet flyttas till en annan värd. Ett ögonblick."}
    relay.receive({"type": "tables"})  # the lobby's own: this host answers it
    assert narrow(relay.client, Client).got == [{"type": "tables"}]
    broker.owners["t5"] = "c"  # carried on by host c
    sent = len(broker.sent)
    relay.rejoin()
    assert broker.waiting == {} and broker.relays == {"1": relay}
    assert [(host, e["kind"], e.get("message")) for host, e in broker.sent[sent:]] == [
        ("c", "open", None), ("c", "say", {"type": "join", "table": "t5"})]  # c's hub checks the join as any


def test_leave_while_waiting_stops_the_waiting():
    broker, relay, written, cuts = seated_relay()
    relay.gone(carried_on=True)
    relay.receive({"type": "leave"})
    assert written[-1] == {"type": "left", "table": "t5"} and broker.waiting == {} and cuts == []
    relay.receive({"type": "act", "action": "QS"})  # this host's again
    assert narrow(relay.client, Client).got == [{"type": "act", "action": "QS"}]


def test_a_table_not_carried_on_or_not_back_in_time_cuts_the_link():
    broker, relay, _written, cuts = seated_relay()
    relay.gone(carried_on=False)  # it was not running: nothing to wait for
    assert cuts == ["cut"] and broker.waiting == {}
    broker, relay, _written, cuts = seated_relay()
    relay.gone(carried_on=True)
    assert relay.wait_until == broker.clock + WAIT
    relay.given_up()
    assert cuts == ["cut"] and broker.waiting == {} and relay.table is None


def test_a_seat_taken_from_another_terminal_meanwhile_is_told_as_left():
    broker, relay, written, cuts = seated_relay()
    relay.gone(carried_on=True)
    relay.seated_elsewhere()
    assert written[-1] == {"type": "left", "table": "t5"} and broker.waiting == {} and cuts == []


def test_an_app_that_connects_is_put_back_at_its_seat_elsewhere():
    broker, written = Broker(take_back="t5"), list[dict]()
    relay = Relay(broker, "2", Person("SHA256:anna", "anna"), written.append, lambda: None)
    relay.connected(Client())
    assert [(host, e["kind"]) for host, e in broker.sent] == [("a", "open"), ("a", "say")]
    assert broker.sent[-1][1]["message"] == {"type": "join", "table": "t5"}


def test_a_table_this_host_ran_and_lost_is_waited_for_where_it_runs_now():
    """Its host's write was refused (another host owns the table now):
    the person's app keeps its link, is told the table is being moved
    meanwhile, and joins it where it runs when the lobby shows it."""
    broker, written, cuts = Broker(), list[dict](), list[str]()
    relay = Relay(broker, "1", Person("SHA256:bo", "bo"), written.append, lambda: cuts.append("cut"))
    client = Client()
    relay.connected(client)
    relay.receive({"type": "join", "table": "t7"})  # a table this host ran: its hub's
    assert client.got == [{"type": "join", "table": "t7"}] and not broker.sent
    relay.moved("t7")
    assert broker.waiting == {"1": relay} and not cuts
    relay.receive({"type": "act", "action": "play QS"})
    assert written[-1]["type"] == "refused" and len(client.got) == 1  # answered here, nothing acted on
    broker.owners["t7"] = "a"
    relay.rejoin()
    assert broker.sent[-1][0] == "a" and broker.sent[-1][1]["message"] == {"type": "join", "table": "t7"}

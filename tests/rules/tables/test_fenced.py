"""A hub whose store is shared by several hosts (issue 39): a write the
store refuses (another host owns the table now) stops the table here at
once, with nothing more written; a host that cannot prove it owns its
tables takes no move and tells none; a store that fails is said once,
and once when it is back; each table is listed once."""

from rules.clock import ManualClock
from tui.tables import Hub, MemoryStore
from tui.tables.hub import OneHost
from tui.tables.store import NotOwner

from .helpers import App, log_of


class Fenced(MemoryStore):
    """A store shared by hosts that refuses every write once another host
    owns a table (``taken``), or fails as a database out of reach (``down``)."""

    shared = True

    def __init__(self) -> None:
        super().__init__()
        self.taken: set[str] = set()
        self.down = False
        self.writes: list[tuple[str, int]] = []  # (table, moves) of every write made

    def save(self, table_id: str, data: dict, *, running: bool = False) -> None:
        if self.down:
            raise OSError("connection refused")
        if table_id in self.taken:
            raise NotOwner(f"table {table_id}: another host owns it")
        self.writes.append((table_id, len(data["log"])))
        super().save(table_id, data, running=running)


class Gate(OneHost):
    def __init__(self) -> None:
        self.open = True
        self.lost: list[tuple[str, int]] = []
        self.elsewhere: list[dict] = []

    def may_move(self) -> bool:
        return self.open

    def listing(self, person):
        return self.elsewhere


def hearts_for_two(hub: Hub) -> tuple[App, App]:
    anna, bo = App(hub, "anna"), App(hub, "bo")
    anna.say(type="create", game="hearts", people=[2], seed=11)
    bo.say(type="join", table="t1")
    assert hub.tables["t1"].running
    return anna, bo


def first_move(app: App) -> None:
    app.say(type="act", action=str(app.legal()[0]))


def test_a_refused_write_stops_the_table_here_and_tells_its_people_in_one_line():
    store = Fenced()
    clock = ManualClock()
    hub = Hub(clock, store=store)
    anna, bo = hearts_for_two(hub)
    first_move(anna)  # passing: each seat passes on its own
    assert store.writes
    store.taken.add("t1")  # another host claimed it
    made = len(store.writes)
    first_move(bo)
    assert "t1" not in hub.tables and len(store.writes) == made
    for app in (anna, bo):
        closed = app.last("closed")
        assert closed == {"type": "closed", "table": "t1",
                          "reason": "This table is played on another host now: find it in the lobby."}
    clock.advance(120)  # no timer of the stopped table writes anything, ever
    assert len(store.writes) == made
    assert anna.say(type="act", action="pass 2C 3C 4C")[-1]["type"] == "refused"
    assert any("another host owns it now" in problem for problem in hub.problems)


def test_no_move_is_taken_or_told_while_the_host_cannot_prove_it_owns_its_tables():
    store, gate = Fenced(), Gate()
    clock = ManualClock()
    hub = Hub(clock, store=store)
    hub.attach(gate)
    anna, bo = hearts_for_two(hub)
    table = hub.tables["t1"]
    gate.open = False  # renewals older than the self-stop bound
    moves, updates = len(log_of(table)), len(bo.of("update"))
    reply = anna.say(type="act", action=str(anna.legal()[0]))
    assert reply[-1] == {"type": "refused", "reason": "This host cannot reach the game store: the table waits for it."}
    clock.advance(30)  # the computer's seats do not play either
    assert len(log_of(table)) == moves and len(bo.of("update")) == updates
    gate.open = True
    hub.hold_moves(False)
    first_move(anna)
    assert len(log_of(table)) == moves + 1 and store.writes[-1] == ("t1", moves + 1)


def test_a_store_that_fails_is_said_once_and_once_when_it_is_back_and_no_table_opens_meanwhile():
    store, said = Fenced(), []
    clock = ManualClock()
    hub = Hub(clock, store=store, events=lambda name, **fields: said.append((name, fields.get("moves"))))
    anna, bo = hearts_for_two(hub)
    store.down = True
    first_move(anna)
    first_move(bo)
    assert [name for name, _moves in said] == ["store-down"]
    assert [m["text"] for m in anna.of("notice")] == ["Saving is paused: the game store cannot be reached."]
    carl = App(hub, "carl")
    assert carl.say(type="create", game="clover")[-1] == {
        "type": "refused", "reason": "The game store cannot be reached: no new table now. Try again shortly."}
    store.down = False
    clock.advance(5)
    first_move(anna)  # the next save is made: every move since is in it
    name, moves = said[-1]
    assert name == "store-up" and ("t1", moves) in store.writes and moves is not None and moves >= 2
    assert store.writes[-1] == ("t1", len(log_of(hub.tables["t1"])))
    assert [m["text"] for m in bo.of("notice")][-1] == "The game store is back: every move is saved again."
    carl.say(type="create", game="clover")
    assert carl.last("seated") is not None


def test_a_table_another_host_also_lists_is_shown_once():
    """Two hosts that both list one table (the one that lost it stops it
    at its next write): the lobby shows it once, not twice (a list of
    widgets named by table id would fail on the second)."""
    gate = Gate()
    clock = ManualClock()
    hub = Hub(clock, store=Fenced())
    hub.attach(gate)
    anna = App(hub, "anna")
    anna.say(type="create", game="hearts", people=[2], seed=3)
    entry = dict(anna.got("tables")["tables"][0])
    gate.elsewhere = [entry, {**entry, "id": "t9"}]
    carl = App(hub, "carl")
    assert [table["id"] for table in carl.got("tables")["tables"]] == ["t1", "t9"]


def test_one_host_s_own_store_failing_is_noted_as_before_and_nothing_more():
    """Without other hosts (the files of one host) a failed write is a
    problem noted for the log, as before: no notice, no refusal."""
    store, said = Fenced(), []
    store.shared = False
    clock = ManualClock()
    hub = Hub(clock, store=store, events=lambda name, **fields: said.append(name))
    anna, bo = hearts_for_two(hub)
    store.down = True
    first_move(anna)
    assert said == [] and anna.of("notice") == [] and not hub.store_down
    assert any("not autosaved (OSError: connection refused)" in problem for problem in hub.problems)
    App(hub, "carl").say(type="create", game="clover")
    assert "t2" in hub.tables

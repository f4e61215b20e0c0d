"""Shared tables' numbers with ``--database``: every host draws them from
one PostgreSQL sequence, so two hubs on one database never make the same
"t5" (each counted for itself before), and a database that kept tables
numbered by the hosts starts past them."""

from __future__ import annotations

import secrets

import pytest

from rules.clock import ManualClock
from tests.rules.tables.helpers import App
from tui.tables import Hub

psycopg = pytest.importorskip("psycopg")

from tui.hosts.table_store import PgTableStore  # noqa: E402


def made(app: App) -> str:
    return next(m for m in reversed(app.messages) if m["type"] == "seated")["table"]


def test_two_hubs_on_one_database_never_hand_out_the_same_number(postgres):
    database = postgres.new_database(f"numbers_{secrets.token_hex(4)}")
    stores = [PgTableStore(database), PgTableStore(database)]
    hubs = [Hub(ManualClock(), store=store) for store in stores]
    try:
        ids = []
        for n in range(12):  # alternately, and twice in a row on each
            hub = hubs[(n // 2) % 2]
            app = App(hub, f"person{n}")
            app.say(type="create", game="hearts", people=[1, 2, 3])  # waits for its people: not started
            ids.append(made(app))
        assert len(set(ids)) == len(ids), ids
        assert sorted(int(table_id[1:]) for table_id in ids) == list(range(1, 13))
        assert set(hubs[0].tables).isdisjoint(hubs[1].tables)
    finally:
        for store in stores:
            store.close()


def test_a_database_with_tables_numbered_by_the_hosts_starts_past_them(postgres):
    database = postgres.new_database(f"numbers_{secrets.token_hex(4)}")
    with psycopg.connect(database, autocommit=True) as conn:  # as an older Kortbord left it: no sequence yet
        conn.execute("CREATE TABLE kortbord_tables (id text PRIMARY KEY, data text NOT NULL)")
        conn.execute("INSERT INTO kortbord_tables (id, data) VALUES ('t7', '{}'), ('t30', '{}'), ('notes', '{}')")
    store = PgTableStore(database)
    try:
        assert [store.next_number(), store.next_number()] == [31, 32]
        another = PgTableStore(database)  # the schema made again by another host: the sequence stands
        assert another.next_number() == 33
        another.close()
    finally:
        store.close()


def test_without_a_database_each_hub_counts_for_itself():
    hubs = [Hub(ManualClock()), Hub(ManualClock())]
    ids = []
    for hub in hubs:
        app = App(hub, "anna")
        app.say(type="create", game="hearts", people=[1])
        ids.append(made(app))
    assert ids == ["t1", "t1"]

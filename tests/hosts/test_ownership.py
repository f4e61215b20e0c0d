"""The shared tables' ownership in a real PostgreSQL (tui/hosts/ownership.py,
table_store.py): a node whose lease ran out cannot write over the table
another node claimed, nor can anyone save fewer moves than the row
holds; of two nodes claiming one table, one wins; a node that has not
renewed within its self-stop bound says so before its lease runs out."""

from __future__ import annotations

import json
import secrets
import threading
import time

import pytest

from tests.narrow import present
from tui.tables.store import NotOwner

psycopg = pytest.importorskip("psycopg")

from tui.hosts.ownership import Ownership, Timing  # noqa: E402
from tui.hosts.table_store import PgTableStore  # noqa: E402

LEASE = 1.5  # seconds (renewals every 0.25 s, self-stop after 1 s)


def node(database: str, name: str) -> PgTableStore:
    return PgTableStore(database, Ownership(database, f"{name}-{secrets.token_hex(3)}", Timing.from_lease(LEASE)))


def table(moves: int) -> dict:
    return {"format": 1, "id": "t1", "log": [[0, f"move {n}"] for n in range(moves)]}


def saved(database: str) -> tuple[str, int, int]:
    with psycopg.connect(database, autocommit=True) as conn:
        owner, generation, data = conn.execute("SELECT owner, generation, data FROM kortbord_tables").fetchone()
    return owner, generation, len(json.loads(data)["log"])


def test_a_node_whose_lease_ran_out_cannot_write_over_the_table_another_node_claimed(postgres):
    database = postgres.new_database(f"owners_{secrets.token_hex(4)}")
    one, two = node(database, "one"), node(database, "two")
    try:
        one.ownership.confirm(one.ownership.renew(orphans=False))
        two.ownership.confirm(two.ownership.renew(orphans=False))
        one.save("t1", table(5), running=True)  # one runs it: generation 1
        assert saved(database) == (one.node, 1, 5)
        assert two.ownership.renew(orphans=True).orphans == []  # one's lease runs: nothing to take over
        with pytest.raises(NotOwner):
            two.save("t1", table(9), running=True)  # a second truth, refused
        assert one.ownership.renewals_ok()
        time.sleep(LEASE + 0.2)  # one is frozen: no renewal
        assert not one.ownership.renewals_ok()  # it said so before the lease ran out (at 1 s of 1.5)
        renewal = two.ownership.renew(orphans=True)
        assert [orphan.table_id for orphan in renewal.orphans] == ["t1"] and one.node not in renewal.alive
        generation, data = present(two.ownership.claim_orphan(renewal.orphans[0]))
        assert generation == 2 and len(data["log"]) == 5
        two.ownership.hold("t1", generation)
        assert saved(database) == (two.node, 2, 5)
        with pytest.raises(NotOwner):
            one.save("t1", table(6), running=True)  # one wakes: its write is refused, the row is two's
        assert one.ownership.renew(orphans=False).lapsed
        assert saved(database) == (two.node, 2, 5)
        two.save("t1", table(7), running=True)
        two.save("t1", table(7), running=False)  # its people left: nobody runs it now
        assert saved(database) == (two.node, 2, 7)
        one.ownership.renew(orphans=False)
        one.save("t1", table(7), running=True)  # reopened on one: claimed by the write, generation 3
        assert saved(database) == (one.node, 3, 7)
        with pytest.raises(NotOwner):
            two.delete("t1")  # two holds it no more
        with pytest.raises(NotOwner):
            one.save("t1", table(3), running=True)  # fewer moves than the row holds: never (one stops the table)
        assert saved(database) == (one.node, 3, 7) and one.ownership.generation("t1") is None
    finally:
        one.close()
        two.close()


def test_of_two_nodes_claiming_one_table_one_wins(postgres):
    database = postgres.new_database(f"owners_{secrets.token_hex(4)}")
    gone, nodes = node(database, "gone"), [node(database, f"n{number}") for number in range(2)]
    try:
        gone.ownership.renew(orphans=False)
        gone.save("t1", table(4), running=True)
        time.sleep(LEASE + 0.2)
        orphans = [store.ownership.renew(orphans=True).orphans for store in nodes]
        assert all(len(found) == 1 for found in orphans)
        won: list = [None, None]
        start = threading.Barrier(2)

        def claim(number: int) -> None:
            start.wait()
            won[number] = nodes[number].ownership.claim_orphan(orphans[number][0])

        threads = [threading.Thread(target=claim, args=(number,)) for number in range(2)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert sum(data is not None for data in won) == 1
        assert saved(database)[1] == 2
    finally:
        for store in (gone, *nodes):
            store.close()

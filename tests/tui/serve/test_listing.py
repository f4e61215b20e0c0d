"""What one host lists of the others' tables (tui/hosts/listing.py): while
a table's owner changes, two hosts may list it for a moment (the one that
lost it stops it at its next write); each reader's lobby shows it once,
from the host that claimed it last, and joining it goes there (issue 39,
fault 4: the lobby's list names its rows by table id, and a second row
with the same id was "Something went wrong (DuplicateID …)")."""

from rules.tables import Person
from tui.hosts.listing import Listings


def entry(table: str, generation: int, host: str) -> dict:
    return {"id": table, "game": "hearts", "host": host, "started": True, "saved": False, "over": False,
            "seats": [{"kind": "person", "name": "anna"}, {"kind": "computer", "name": None}],
            "keys": ["SHA256:anna", None], "back": [], "generation": generation}


def test_a_table_two_hosts_list_is_shown_once_from_the_one_that_claimed_it_last():
    listings = Listings()
    listings.remote = {"a": [entry("t1", 1, "a"), entry("t2", 1, "a")], "b": [entry("t1", 2, "b")]}
    shown = listings.listing(Person("SHA256:anna", "anna"))
    assert sorted(table["id"] for table in shown) == ["t1", "t2"]
    assert next(table for table in shown if table["id"] == "t1")["host"] == "b"
    assert all("generation" not in table and "keys" not in table for table in shown)
    assert shown[0]["seats"][0]["yours"] is True
    assert listings.owner("t1") == "b" and listings.owner("t2") == "a" and listings.owner("t3") is None
    listings.remote = {"b": [entry("t1", 2, "b")], "a": [entry("t1", 1, "a")]}  # in either order
    assert listings.owner("t1") == "b"

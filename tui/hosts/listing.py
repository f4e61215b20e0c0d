"""What one host lists of the other hosts' tables (broker.py reads them
from Redis): each table once, from the host that claimed it last (the
highest generation: for a moment two hosts may both list a table whose
owner changed, until the one that lost it stops it at its next write),
"yours" worked out for each reader from the seats' keys, and whose seat
waits for them where."""

from __future__ import annotations

import rules
from rules import i18n
from rules.tables import Person

from ..tables import Hub

NOBODY = Person("-", "-")  # whom the published entries are worked out for: "yours" is the reader's


def generation(entry: dict) -> int:
    found = entry.get("generation")
    return found if isinstance(found, int) else 0


def published(hub: Hub, generation_of) -> list[dict]:
    """``hub``'s tables as the other hosts list them (in the source
    language; "yours" left to each reader, from ``keys``);
    ``generation_of(table_id)``: the generation this host holds it at."""
    entries = []
    with i18n.speaking(i18n.SOURCE_LANGUAGE):
        for table in hub.tables.values():
            if not table.saved:
                entry = table.lobby_entry(NOBODY)
                entry["keys"] = [None if place.person is None else place.person.key for place in table.places]
                # whose seat a connection puts back at once (Hub.connect's rule, from any host)
                entry["back"] = [place.person.key for place in table.places
                                 if table.running and place.back_on_connecting and place.person is not None]
                entry["generation"] = generation_of(table.id)
                entries.append(entry)
    return entries


class Listings:
    """Every other host's tables, as it last published them."""

    def __init__(self) -> None:
        self.remote: dict[str, list[dict]] = {}  # host -> the tables it publishes

    def listing(self, person: Person) -> list[dict]:
        """The other hosts' tables in ``person``'s lobby, in the language
        of the moment (``Hub.post`` makes it in the receiver's)."""
        shown: dict[str, dict] = {}
        for entries in self.remote.values():
            for entry in entries:
                try:
                    keys = entry["keys"]
                    seats = [dict(seat, yours=key == person.key) for seat, key in zip(entry["seats"], keys)]
                    title = rules.game_class(entry["game"]).display_title()
                except (KeyError, TypeError, ValueError):
                    continue  # not a table this version knows how to list
                listed = shown.get(entry["id"])
                if listed is None or generation(entry) > generation(listed):
                    shown[entry["id"]] = {name: value for name, value in entry.items()
                                          if name != "keys"} | {"seats": seats, "title": title}
        return [{name: value for name, value in entry.items() if name != "generation"} for entry in shown.values()]

    def owner(self, table_id: str) -> str | None:
        """The other host that lists ``table_id`` running, at the highest generation."""
        best: tuple[int, str] | None = None
        for host, entries in self.remote.items():
            for entry in entries:
                if entry["id"] == table_id and (best is None or generation(entry) > best[0]):
                    best = (generation(entry), host)
        return None if best is None else best[1]

    def to_take_back(self, person: Person, table_id: str | None = None) -> str | None:
        """A table another host runs (``table_id``, or any) where
        ``person``'s seat waits for them (away, or the computer's since
        their link dropped)."""
        for entries in self.remote.values():
            for entry in entries:
                back = entry.get("back")
                if isinstance(back, list) and person.key in back and table_id in (None, entry["id"]):
                    return str(entry["id"])
        return None

    def running_on(self, hosts: set[str]) -> set[tuple[str, str]]:
        """(host, table): the tables ``hosts`` listed running (gone with them: another host carries each on)."""
        return {(host, str(entry["id"])) for host in hosts & set(self.remote) for entry in self.remote[host]
                if entry.get("started") and not entry.get("over") and not entry.get("saved")}

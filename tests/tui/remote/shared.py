"""A shared table in one process for the client's tests: a real
``tui.tables.Hub``, and people connected to it by ``LoopbackLink``s (on a
Mailbox and a ManualClock, or on the event loop)."""

from __future__ import annotations

from rules.tables import Person
from tui.remote.link import LoopbackLink
from tui.tables import Hub


class Person_:
    """One person's link, and every message it heard (before any driver)."""

    def __init__(self, hub: Hub, key: str, name: str, schedule=None, lang: str = "en") -> None:
        self.link = LoopbackLink(hub, Person(key, name), lang, schedule=schedule)
        self.heard: list[dict] = []
        self.link.subscribe(self.heard.append)

    def last(self, kind: str) -> dict | None:
        return next((m for m in reversed(self.heard) if m["type"] == kind), None)

    def newest(self, kind: str) -> dict:
        """The newest message of ``kind``, which the test expects to have come."""
        message = self.last(kind)
        assert message is not None, f"no {kind!r} message among {[m['type'] for m in self.heard]}"
        return message

    def of(self, kind: str) -> list[dict]:
        return [m for m in self.heard if m["type"] == kind]


def seat_everyone(hub: Hub, run, game: str, people: list[tuple[str, str]], *, seats: list[int],
                  schedule=None, options: dict | None = None, level: str = "easy", seed: int = 7) -> list[Person_]:
    """People at one new table: the first creates it (seat 0, ``seats``: the
    other person seats, joined in order: the table starts when the last
    sits down); ``run()`` delivers the messages."""
    folk = [Person_(hub, key, name, schedule) for key, name in people]
    folk[0].link.send({"type": "create", "game": game, "options": options or {}, "people": seats,
                       "level": level, "seed": seed})
    run()
    table = folk[0].newest("seated")["table"]
    for person, seat in zip(folk[1:], seats):
        person.link.send({"type": "join", "table": table, "seat": seat})
        run()
    return folk


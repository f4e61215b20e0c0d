"""A person's app as the tests play it: connected to a ``Hub`` with no
socket, keeping every message it was sent, and acting by a rules bot on its
own decoded (rotated) view and legal list."""

from __future__ import annotations

import rules
from rules.bot import Bot
from rules.clock import ManualClock
from rules.tables import Person
from rules.tables.table import TableState
from rules.tables.wire import decode
from tui.tables import Hub

from .hidden import Hidden


class App:
    def __init__(self, hub: Hub, key: str, name: str | None = None, lang: str = "en") -> None:
        self.hub = hub
        self.person = Person(key, name or key.title())
        self.messages: list[dict] = []
        self.client = hub.connect(self.person, lang, self.messages.append)
        self.bot: Bot | None = None
        self._acted_at: int | None = None

    def say(self, **message) -> list[dict]:
        """Send one message; the messages it brought back to this app."""
        start = len(self.messages)
        self.client.receive(message)
        return self.messages[start:]

    def of(self, kind: str) -> list[dict]:
        return [message for message in self.messages if message["type"] == kind]

    def last(self, kind: str) -> dict | None:
        found = self.of(kind)
        return found[-1] if found else None

    def got(self, kind: str) -> dict:
        """The newest message of ``kind``, which the test expects to have come."""
        found = self.last(kind)
        assert found is not None, f"no {kind!r} message came"
        return found

    def refusals(self) -> list[str]:
        return [message["reason"] for message in self.of("refused")]

    def latest(self) -> dict | None:
        """The newest state or update: what the app's screen shows now."""
        return next((m for m in reversed(self.messages) if m["type"] in ("state", "update")), None)

    def view(self):
        latest = self.latest()
        return None if latest is None else decode(latest["view"])

    def legal(self) -> list:
        latest = self.latest()
        return [] if latest is None else decode(latest["legal"])

    def play_as(self, game: str, level: str, seed: str) -> None:
        self.bot = rules.new_bot(game, level, seed=seed)

    def maybe_act(self) -> bool:
        """Act once per position (moves count) if the latest message offers moves."""
        latest = self.latest()
        if latest is None or latest.get("result") is not None or latest["moves"] == self._acted_at:
            return False
        legal = self.legal()
        if not legal:
            return False
        self._acted_at = latest["moves"]
        assert self.bot is not None, "play_as() names the computer player that acts"
        self.bot.reseed(f"{latest['moves']}")
        self.say(type="act", action=str(self.bot.choose(self.view(), legal)))
        return True


def log_of(table: TableState) -> list[tuple[int, str]]:
    """The moves of a started table."""
    assert table.driver is not None, "the table has not started"
    return table.driver.log


def play_to_end(clock: ManualClock, apps: list[App], table, *, until=None, step: float = 0.1,
                limit: float = 20000.0) -> None:
    """Let the bots of ``apps`` play until the table's game is over, or
    ``until()`` (virtual time)."""
    end = clock.now() + limit

    def done() -> bool:
        return table.game.is_over or (until is not None and until())

    while not done():
        assert clock.now() < end, "the game did not end"
        acted = False
        for app in apps:
            if done():
                return
            acted = app.maybe_act() or acted
        if not acted:
            clock.advance(step)


def two_people(*, hub_options: dict | None = None, **create):
    """Anna makes a table with ``create``'s fields and Bo joins it:
    (clock, hub, its privacy checker, anna, bo) on a ManualClock."""
    clock = ManualClock()
    hub, hidden = Hidden.hub_for(clock, **(hub_options or {}))
    anna, bo = App(hub, "anna"), App(hub, "bo")
    anna.say(type="create", **create)
    bo.say(type="join", table="t1")
    return clock, hub, hidden, anna, bo

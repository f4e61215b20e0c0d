"""Two people's apps at one table through the server's real socket (the
listener, JSON lines, asyncio; no SSH, no screen): a Skördespelet game to
its end, each app acting by a rules bot on its own decoded, rotated view;
and Speed, where both play onto one pile at once and exactly one play
lands.  Every message is checked for hidden cards."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import rules
from rules.bot import Bot
from rules.clock import AsyncioClock
from rules.speed.actions import Play
from rules.tables import Person
from rules.tables.wire import decode
from tests.narrow import present
from tests.rules.tables.hidden import Hidden
from tui.serve.hub_server import ENV_PATH, ENV_TOKEN, HubServer


class SocketApp:
    """A person's app reduced to its link: every message kept, in order."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader, self.writer = reader, writer
        self.messages: list[dict] = []
        self.arrived = asyncio.Event()
        self.task = asyncio.get_running_loop().create_task(self._read())
        self.bot: Bot | None = None  # a test's computer player for this person
        self._acted_at: int | None = None

    @classmethod
    async def open(cls, server: HubServer, key: str) -> SocketApp:
        env = server.issue(Person(key, key))
        reader, writer = await asyncio.open_unix_connection(env[ENV_PATH], limit=2**22)
        app = cls(reader, writer)
        app.send(type="hello", token=env[ENV_TOKEN], lang="en")
        await app.wait(lambda: app.last("tables"))
        return app

    async def _read(self) -> None:
        while line := await self.reader.readline():
            self.messages.append(json.loads(line))
            self.arrived.set()

    def send(self, **message) -> None:
        self.writer.write(json.dumps(message).encode() + b"\n")

    def last(self, kind: str) -> dict | None:
        return next((m for m in reversed(self.messages) if m["type"] == kind), None)

    def latest(self) -> dict | None:
        return next((m for m in reversed(self.messages) if m["type"] in ("state", "update")), None)

    async def wait(self, condition, timeout: float = 20.0):
        deadline = asyncio.get_running_loop().time() + timeout
        while not (found := condition()):
            left = deadline - asyncio.get_running_loop().time()
            assert left > 0, f"never came; last messages: {[m['type'] for m in self.messages[-8:]]}"
            self.arrived.clear()
            try:
                await asyncio.wait_for(self.arrived.wait(), left)
            except TimeoutError:
                pass
        return found

    def maybe_act(self) -> bool:
        latest = self.latest()
        if latest is None or latest.get("result") is not None or latest["moves"] == self._acted_at:
            return False
        legal = decode(latest["legal"])
        if not legal:
            return False
        self._acted_at = latest["moves"]
        bot = present(self.bot)
        bot.reseed(str(latest["moves"]))
        self.send(type="act", action=str(bot.choose(decode(latest["view"]), legal)))
        return True

    async def close(self) -> None:
        self.writer.close()
        self.task.cancel()


async def test_a_harvest_game_between_two_apps_to_its_end(tmp_path: Path):
    hidden = Hidden()
    server = await HubServer(tmp_path, tap=hidden.tap).start()
    hidden.hub = server.hub
    try:
        anna, bo = await SocketApp.open(server, "anna"), await SocketApp.open(server, "bo")
        anna.send(type="create", game="harvest", people=[1], seed=3)
        await anna.wait(lambda: anna.last("seated"))
        bo.send(type="join", table="t1")
        await bo.wait(lambda: bo.last("state"))
        anna.bot = rules.new_bot("harvest", "medium", seed="a")
        bo.bot = rules.new_bot("harvest", "easy", seed="b")
        table = server.hub.tables["t1"]
        loop = asyncio.get_running_loop()
        deadline = loop.time() + 240
        while not table.game.is_over:
            assert loop.time() < deadline, f"not over after {len(present(table.driver).log)} moves"
            anna.maybe_act()
            bo.maybe_act()
            await asyncio.sleep(0.005)
        results = [await app.wait(lambda app=app: (app.latest() or {}).get("result")) for app in (anna, bo)]
        ours, theirs = decode(results[0]), decode(results[1])
        assert ours.scores == present(table.game.result).scores  # Anna sits at seat 0: unrotated
        assert theirs.scores == tuple(reversed(present(table.game.result).scores))  # Bo's own score first
        assert len(present(table.driver).log) > 50 and server.hub.problems == []
        hidden.assert_clean()
        await anna.close()
        await bo.close()
    finally:
        await server.close()


async def test_speed_two_plays_onto_one_pile_at_once_exactly_one_lands(tmp_path: Path):
    hidden = Hidden()
    server = await HubServer(tmp_path, clock=AsyncioClock(), tap=hidden.tap).start()
    hidden.hub = server.hub
    try:
        anna, bo = await SocketApp.open(server, "anna"), await SocketApp.open(server, "bo")
        anna.send(type="create", game="speed", people=[1], seed=1)
        await anna.wait(lambda: anna.last("seated"))
        bo.send(type="join", table="t1")
        await anna.wait(lambda: anna.last("state"))
        await bo.wait(lambda: bo.last("state"))
        table = server.hub.tables["t1"]
        on_left = [next(a for a in decode(present(app.latest())["legal"]) if isinstance(a, Play) and a.center == "L")
                   for app in (anna, bo)]
        anna.send(type="act", action=str(on_left[0]))  # written in one go: they arrive together
        bo.send(type="act", action=str(on_left[1]))
        refused = await bo.wait(lambda: bo.last("refused"))
        assert refused["reason"].startswith("Too slow: the left pile now shows ")
        assert [seat for seat, _ in present(table.driver).log] == [0]  # exactly one landed
        seen = await bo.wait(lambda: next((m for m in bo.messages if m["type"] == "update" and m["seat"] == 1), None))
        assert seen["action"] is None and seen["events"]  # Bo saw Anna's play land (she is seat 1 to him)
        assert anna.last("refused") is None
        hidden.assert_clean()
        await anna.close()
        await bo.close()
    finally:
        await server.close()

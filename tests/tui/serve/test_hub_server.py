"""The shared tables' listener on its own (no SSH): only a live token is
let in, and as the person it was issued for; a link that breaks the
protocol ends without harm to the others; the socket is the server
user's alone; a running table is saved when the server stops; the
store's writes are made in a thread, in their order."""

from __future__ import annotations

import asyncio
import json
import os
import stat
import threading
from pathlib import Path

from rules.tables import Person
from rules.tables.wire import decode
from tests.narrow import present
from tui.base.serve_log import ServeLog
from tui.serve.hub_server import ENV_PATH, ENV_TOKEN, LINE_LIMIT, HubServer, person_for
from tui.serve.identity import Player
from tui.tables import MemoryStore


async def open_link(env: dict, token: str | None = None, lang: str = "en"):
    reader, writer = await asyncio.open_unix_connection(env[ENV_PATH], limit=2**20)
    hello = {"type": "hello", "token": env[ENV_TOKEN] if token is None else token, "lang": lang}
    writer.write(json.dumps(hello).encode() + b"\n")
    return reader, writer


async def read(reader, kind: str, timeout: float = 5.0) -> dict:
    while True:
        line = await asyncio.wait_for(reader.readline(), timeout)
        assert line, f"the link closed before a {kind!r}"
        message = json.loads(line)
        if message["type"] == kind:
            return message


async def closes(reader, timeout: float = 5.0) -> bool:
    while True:
        line = await asyncio.wait_for(reader.readline(), timeout)
        if not line:
            return True


async def test_a_token_lets_in_its_person_and_no_one_else(tmp_path: Path):
    server = await HubServer(tmp_path).start()
    try:
        env = server.issue(Person("SHA256:anna", "anna"))
        assert stat.S_IMODE(os.stat(env[ENV_PATH]).st_mode) == 0o600
        assert stat.S_IMODE(os.stat(Path(env[ENV_PATH]).parent).st_mode) == 0o700
        reader, writer = await open_link(env)
        welcome = await read(reader, "welcome")
        assert welcome["you"] == {"key": "SHA256:anna", "name": "anna"}
        assert (await read(reader, "tables"))["tables"] == []

        bad_reader, bad_writer = await open_link(env, token="guessed")
        assert await closes(bad_reader)  # not a word for a wrong token
        bad_writer.close()

        server.revoke(env)
        late_reader, late_writer = await open_link(env)
        assert await closes(late_reader)  # a revoked token opens nothing
        late_writer.close()
        writer.close()
    finally:
        await server.close()


async def test_a_line_too_long_or_not_json_ends_only_that_link(tmp_path: Path):
    log = ServeLog(tmp_path / "serve.log")
    server = await HubServer(tmp_path, log=log).start()
    try:
        anna = server.issue(Person("SHA256:anna", "anna"))
        bo = server.issue(Person("SHA256:bo", "bo"))
        reader, writer = await open_link(anna)
        await read(reader, "tables")
        writer.write(b"x" * (LINE_LIMIT + 10) + b"\n")
        assert await closes(reader)
        reader2, writer2 = await open_link(bo)
        await read(reader2, "tables")
        writer2.write(b"{not json\n")
        assert await closes(reader2)
        reader3, writer3 = await open_link(anna)  # the token still works: the app reconnects
        await read(reader3, "tables")
        writer3.write(json.dumps({"type": "create", "game": "hearts", "people": [1]}).encode() + b"\n")
        assert (await read(reader3, "seated"))["seat"] == 0
        for w in (writer, writer2, writer3):
            w.close()
    finally:
        await server.close()
        log.close()
    cuts = [line.split(" ", 2)[2] for line in (tmp_path / "serve.log").read_text().splitlines()]
    assert cuts[0] == f'key=SHA256:anna problem="a line longer than {LINE_LIMIT} bytes"', cuts
    assert cuts[1].startswith('key=SHA256:bo problem="not JSON: Expecting property name'), cuts


async def test_json_nested_too_deep_ends_only_that_link_and_is_logged(tmp_path: Path):
    # 50,000 "[" fit in one line and make the JSON parser raise RecursionError
    # (no ValueError): before a hello and after it, the link ends, the log says
    # why, and nothing escapes to the event loop.
    reported = []
    asyncio.get_running_loop().set_exception_handler(lambda loop, context: reported.append(context))
    log = ServeLog(tmp_path / "serve.log")
    server = await HubServer(tmp_path, log=log).start()
    try:
        anna = server.issue(Person("SHA256:anna", "anna"))
        bo = server.issue(Person("SHA256:bo", "bo"))
        reader, writer = await open_link(anna)
        await read(reader, "tables")
        bo_reader, bo_writer = await open_link(bo)
        await read(bo_reader, "tables")
        writer.write(b"[" * 50_000 + b"\n")
        assert await closes(reader)
        early_reader, early_writer = await asyncio.open_unix_connection(anna[ENV_PATH], limit=2**20)
        early_writer.write(b"[" * 50_000 + b"\n")  # in place of the hello
        assert await closes(early_reader)
        bo_writer.write(json.dumps({"type": "create", "game": "hearts", "people": [1]}).encode() + b"\n")
        assert (await read(bo_reader, "seated"))["seat"] == 0  # the other link plays on
        for w in (writer, early_writer, bo_writer):
            w.close()
    finally:
        await server.close()
        log.close()
    cuts = [line for line in (tmp_path / "serve.log").read_text().splitlines() if " tables_cut " in line]
    assert len(cuts) == 2, cuts
    assert "key=SHA256:anna" in cuts[0] and "nested too deeply" in cuts[0]
    assert "key=" not in cuts[1] and "nested too deeply" in cuts[1]
    assert reported == []


async def test_a_running_table_is_saved_when_the_server_stops(tmp_path: Path):
    server = await HubServer(tmp_path).start()
    env = server.issue(Person("SHA256:anna", "anna"))
    reader, writer = await open_link(env)
    await read(reader, "tables")
    writer.write(json.dumps({"type": "create", "game": "hearts", "seed": 7}).encode() + b"\n")
    await read(reader, "state")  # no other person seat: it starts at once
    await server.close()
    writer.close()
    saved = list((tmp_path / "tables").glob("*.json"))
    assert len(saved) == 1 and json.loads(saved[0].read_text())["game"] == "hearts"

    again = await HubServer(tmp_path).start()
    try:
        env = again.issue(Person("SHA256:anna", "anna"))
        reader, writer = await open_link(env)
        tables = (await read(reader, "tables"))["tables"]
        assert [(t["game"], t["saved"]) for t in tables] == [("hearts", True)]
        writer.close()
    finally:
        await again.close()


def test_a_login_is_a_person_by_key_and_name(tmp_path: Path):
    keyed = Player("SHA256:abcdef", tmp_path / "p", guest=False)
    assert person_for(keyed, "anna") == Person("SHA256:abcdef", "anna")
    assert person_for(keyed, "[red]x" + "y" * 40).name == "redx" + "y" * 8  # no markup, 12 cells at most
    assert person_for(keyed, "\u0489" * 15).name == "abcdef"  # nothing left: the key's tail
    assert person_for(Player(None, tmp_path / "guest-1", guest=True), "\x1b[2J").name == "guest"
    guest = Player(None, tmp_path / "guest-123", guest=True)
    assert person_for(guest, "").key == "guest:guest-123"


async def test_a_hint_is_worked_out_in_a_thread_and_said_in_the_askers_language(tmp_path: Path):
    server = await HubServer(tmp_path).start()
    try:
        env = server.issue(Person("SHA256:anna", "anna"))
        reader, writer = await open_link(env, lang="sv")
        await read(reader, "tables")
        writer.write(json.dumps({"type": "create", "game": "hearts", "seed": 7}).encode() + b"\n")
        await read(reader, "state")
        writer.write(b'{"type":"hint"}\n')
        hint = await read(reader, "hint", timeout=20)
        assert hint["hint"] is not None and hint["reason"]
        assert hint["reason"].startswith("skicka "), hint["reason"]  # "skicka D♣ E♣ 6♦ — 0,3 poäng färre …"
        writer.close()
    finally:
        await server.close()


async def test_a_hint_that_fails_in_its_thread_is_said_failed_on_the_loop(tmp_path: Path):
    server = await HubServer(tmp_path).start()
    try:
        settled = asyncio.get_running_loop().create_future()

        def question():
            raise RuntimeError("the search broke")

        server.work("en", question, lambda answer: settled.set_result(("answered", answer)),
                    lambda: settled.set_result(("failed", None)))
        assert await asyncio.wait_for(settled, 5) == ("failed", None)  # the seat may ask again
        assert server.hub.problems == ["a hint failed (RuntimeError: the search broke)"]
    finally:
        await server.close()


class GatedStore(MemoryStore):
    """A store whose writes wait for ``gate`` (a slow database), noting
    each write, in which thread, in order."""

    def __init__(self) -> None:
        super().__init__()
        self.gate = threading.Event()
        self.writes: list[tuple[str, str, int | None]] = []  # (thread, table, moves in the data; None: a delete)
        self.fail = False

    def save(self, table_id: str, data: dict, *, running: bool = False) -> None:
        self.gate.wait(10)
        if self.fail:
            raise OSError("the disk is full")
        self.writes.append((threading.current_thread().name, table_id, len(data["log"])))
        super().save(table_id, data, running=running)

    def delete(self, table_id: str) -> None:
        self.gate.wait(10)
        self.writes.append((threading.current_thread().name, table_id, None))
        super().delete(table_id)


async def test_the_stores_writes_are_made_off_the_loop_in_their_order(tmp_path: Path):
    store = GatedStore()
    server = await HubServer(tmp_path, store=store).start()
    try:
        reader, writer = await open_link(server.issue(Person("SHA256:anna", "anna")))
        await read(reader, "tables")
        writer.write(json.dumps({"type": "create", "game": "hearts", "seed": 7}).encode() + b"\n")
        state = await read(reader, "state")  # the first update's autosave waits at the gate
        writer.write(json.dumps({"type": "act", "action": str(decode(state["legal"])[0])}).encode() + b"\n")
        await read(reader, "update")  # the loop plays on meanwhile
        writer.write(b'{"type":"leave"}\n')
        assert (await read(reader, "closed"))["reason"].startswith("Everyone has left")
        assert store.writes == []  # nothing written yet: all of it waits in the keeping thread
        store.gate.set()
        await asyncio.wait_for(asyncio.get_running_loop().run_in_executor(None, lambda: server.keeping.submit(lambda: None).result()), 10)
        assert {thread for thread, _table, _moves in store.writes} == {"keep_0"}
        moves = [present(moves) for _thread, _table, moves in store.writes]  # saves, no delete
        assert len(moves) >= 2 and moves == sorted(moves) and moves[-1] >= 1, moves  # the table's saves in their order
        assert json.loads(store.tables["t1"]) == server.hub.tables["t1"].saved_data()  # the last write is the table as it was left
        writer.close()
    finally:
        await server.close()


async def test_a_table_that_cannot_be_kept_leaves_the_lobby_and_the_problem_is_noted(tmp_path: Path):
    store = GatedStore()
    store.gate.set()
    store.fail = True
    server = await HubServer(tmp_path, store=store).start()
    try:
        reader, writer = await open_link(server.issue(Person("SHA256:anna", "anna")))
        await read(reader, "tables")
        writer.write(json.dumps({"type": "create", "game": "hearts", "seed": 7}).encode() + b"\n")
        await read(reader, "state")
        writer.write(b'{"type":"leave"}\n')
        await read(reader, "closed")
        while (await read(reader, "tables"))["tables"]:  # listed saved, until the write fails: then it goes
            pass
        assert server.hub.tables == {}
        assert "table t1: not saved (OSError: the disk is full)" in server.hub.problems
        writer.close()
    finally:
        store.fail = False
        await server.close()

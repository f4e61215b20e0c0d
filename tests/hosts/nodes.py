"""Real ``kortbord serve`` nodes for the many-hosts tests (on loopback,
one PostgreSQL and one redis-server of the test's own), and what the
tests read of them: the table's row, a settled row, keys pressed."""

from __future__ import annotations

import asyncio
import json
import re
import signal
import subprocess
import sys

from tests.hosts.cluster import key_file
from tests.narrow import present


class Node:
    """One ``kortbord serve`` process on an ephemeral port."""

    def __init__(self, process: subprocess.Popen, port: int, log) -> None:
        self.process, self.port, self.log = process, port, log

    @classmethod
    def start(cls, data, database: str, broker: str, authorized, lease: float | None = None) -> Node:
        """``lease``: the tables' lease (--lease), else the default."""
        process = subprocess.Popen(
            [sys.executable, "-m", "tui.command", "serve", "--port", "0", "--data", str(data), "--database", database,
             "--broker", broker, "--cluster-key-file", str(key_file(authorized.parent)), "--authorized-keys", str(authorized),
             "--proxy-from", "127.0.0.1/32"]
            + ([] if lease is None else ["--lease", str(lease)]),
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        lines: list[str] = []
        while not lines or not lines[-1].startswith("Serving"):
            line = present(process.stdout).readline()
            if not line:
                process.kill()
                raise AssertionError(f"the node did not start: {''.join(lines)}")
            lines.append(line)
        port = int(present(re.search(r"on 127\.0\.0\.1:(\d+)", lines[-1])).group(1))
        return cls(process, port, data / "serve.log")

    def logged_in(self, user: str) -> bool:
        text = self.log.read_text() if self.log.exists() else ""
        return any(line.split()[1] == "login" and f"user={user}" in line for line in text.splitlines())

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


def row(database: str) -> dict | None:
    import psycopg

    with psycopg.connect(database, autocommit=True) as conn:
        found = conn.execute("SELECT data FROM kortbord_tables").fetchall()
    assert len(found) <= 1
    return json.loads(found[0][0]) if found else None


async def settled_row(database: str, moves: int, timeout: float = 60.0) -> dict:
    """The table's row once it holds ``moves`` moves and stays put for a
    second (the table waits for a person)."""
    loop = asyncio.get_running_loop()
    deadline, last, since = loop.time() + timeout, None, loop.time()
    while loop.time() < deadline:
        data = row(database)
        if data != last:
            last, since = data, loop.time()
        elif data is not None and len(data["log"]) >= moves and loop.time() - since > 1.0:
            return data
        await asyncio.sleep(0.1)
    raise AssertionError(f"no settled row with {moves} moves: {last and len(last['log'])}")


async def press_on(terminals, until, timeout: float = 60.0) -> None:
    """Each person presses 1 (their first playable card) now and then until ``until()``."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not until():
        assert loop.time() < deadline, "the game did not go on"
        for terminal in terminals:
            await terminal.keys("1", pause=0.2)


async def logged_in_on(nodes: list[Node], user: str) -> Node:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + 10
    while True:
        found = [node for node in nodes if node.logged_in(user)]
        if found:
            return found[0]
        assert loop.time() < deadline, f"{user} logged in nowhere"
        await asyncio.sleep(0.05)

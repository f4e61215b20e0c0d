"""A real redis-server (Debian's ``redis-server``) for the tests, on
127.0.0.1 at a free port, nothing kept on disk, stopped afterwards.  The
``redis`` fixture skips, saying why, where it is not installed."""

from __future__ import annotations

import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path

import pytest

from tests.narrow import present

from .haproxy import SEARCH, free_port

START_WAIT = 20.0  # seconds, on a busy machine


def binary() -> str | None:
    return shutil.which("redis-server", path=SEARCH)


class RedisServer:
    def __init__(self, password: str | None = None) -> None:
        """``password``: the one a client must give (``requirepass``)."""
        self.root = Path(tempfile.mkdtemp(prefix="kortbord-redis-"))
        self.port = free_port()
        self.password = password
        self.process: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        """Its URL, with the password if it has one."""
        secret = f":{self.password}@" if self.password else ""
        return f"redis://{secret}127.0.0.1:{self.port}/0"

    def start(self) -> RedisServer:
        config = self.root / "redis.conf"  # the password in a file: not on any command line
        config.write_text(f"requirepass {self.password}\n" if self.password else "")
        with open(self.root / "redis.log", "wb") as log:
            self.process = subprocess.Popen(
                [present(binary()), str(config), "--port", str(self.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
                 "--dir", str(self.root), "--protected-mode", "yes"],
                stdout=log, stderr=subprocess.STDOUT, cwd=self.root)
        deadline = time.monotonic() + START_WAIT
        while not self._answers():
            if self.process.poll() is not None or time.monotonic() > deadline:
                self.stop()
                raise RuntimeError("redis-server did not start")
            time.sleep(0.05)
        return self

    def _answers(self) -> bool:
        try:
            with socket.create_connection(("127.0.0.1", self.port), timeout=1) as sock:
                sock.sendall(b"PING\r\n")
                return sock.recv(16).startswith((b"+PONG", b"-NOAUTH"))  # a password asked for: it answers
        except OSError:
            return False

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        shutil.rmtree(self.root, ignore_errors=True)


@pytest.fixture(scope="session")
def redis_server():
    if binary() is None:
        pytest.skip("redis-server is not installed (Debian: apt-get install redis-server)")
    pytest.importorskip("redis", reason="redis-py is not installed (pip install 'kortbord[hosts]')")
    server = RedisServer().start()
    yield server
    server.stop()

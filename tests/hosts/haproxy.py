"""A real HAProxy (Debian's ``haproxy``) on 127.0.0.1 in front of
``kortbord serve`` nodes, for the tests and the benchmark.

``HAProxy.start(backends, send=…)`` writes a configuration like the
README's "Many hosts" one (mode tcp, round robin, the PROXY header, TCP
health checks) to a temporary directory, runs HAProxy in the foreground
and waits until its port answers; ``stop()`` ends it.  ``status()`` asks
its stats socket whether each node is UP.  The ``haproxy`` fixture
skips, saying why, where HAProxy is not installed.
"""

from __future__ import annotations

import asyncio
import os
import re
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path

import pytest

from tests.narrow import present

SEARCH = os.pathsep.join([os.environ.get("PATH", ""), "/usr/sbin", "/sbin"])  # Debian puts it in sbin


def binary() -> str | None:
    return shutil.which("haproxy", path=SEARCH)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def configuration(port: int, backends: list[int], send: str, stats: Path) -> str:
    """``send``: ``send-proxy-v2``, ``send-proxy`` or "" (no header)."""
    servers = "\n".join(f"    server node{n} 127.0.0.1:{backend} {send} check inter 500ms fall 2 rise 1".rstrip()
                        for n, backend in enumerate(backends, 1))
    return f"""global
    maxconn 2000
    stats socket {stats} mode 600 level admin

defaults
    mode tcp
    timeout connect 5s
    timeout client 2h
    timeout server 2h

frontend ssh
    bind 127.0.0.1:{port}
    default_backend kortbord

backend kortbord
    balance roundrobin
{servers}
"""


README = Path(__file__).resolve().parents[2] / "docs" / "many-hosts.md"  # the hosts guide, where the configuration is


def readme_configuration(port: int, backends: list[int], health: list[int], stats: Path, quick: bool = False) -> str:
    """The README's HAProxy configuration, on loopback: its frontend on
    ``port``, its servers (10.0.0.11… port 2222) the nodes at ``backends``
    with their health answers at ``health`` (port 8080 there), a stats
    socket, no syslog.  ``quick``: its checks every 500 ms, each given
    500 ms (the README's: 5 s and 2 s), so a test waits less."""
    text = present(re.search(r"```haproxy\n(.*?)```", README.read_text(encoding="utf-8"), re.S)).group(1)
    text = "\n".join(line for line in text.splitlines() if not line.strip().startswith("log "))
    text = text.replace("bind :22", f"bind 127.0.0.1:{port}")
    text = text.replace("global\n", f"global\n    stats socket {stats} mode 600 level admin\n", 1)
    if quick:
        text = text.replace("inter 5s", "inter 500ms").replace("timeout check 2s", "timeout check 500ms")
    servers = re.findall(r"10\.0\.0\.\d+:2222", text)
    assert len(servers) >= len(backends), "the README names fewer nodes than the test starts"
    for n, address in enumerate(servers):
        if n < len(backends):
            text = re.sub(rf"{re.escape(address)}([^\n]*) port 8080", rf"127.0.0.1:{backends[n]}\1 port {health[n]}", text)
        else:
            text = re.sub(rf"\n\s*server \S+ {re.escape(address)}[^\n]*", "", text)
    return text + "\n"


class HAProxy:
    def __init__(self, port: int, process: subprocess.Popen, directory: Path) -> None:
        self.port = port
        self.process = process
        self.directory = directory

    @classmethod
    async def start(cls, backends: list[int], send: str = "send-proxy-v2", readme: bool = False,
                    health: list[int] | None = None, quick: bool = False) -> HAProxy:
        """``readme``: the README's configuration instead of this module's,
        the nodes' health answers at ``health`` (``quick``: checked more often)."""
        path = binary()
        if path is None:
            raise RuntimeError("haproxy is not installed")
        directory = Path(tempfile.mkdtemp(prefix="kortbord-haproxy-"))
        port = free_port()
        config = directory / "haproxy.cfg"
        stats = directory / "stats.sock"
        text = readme_configuration(port, backends, health or [], stats, quick) if readme else configuration(port, backends, send, stats)
        config.write_text(text)
        check = subprocess.run([path, "-c", "-q", "-f", str(config)], capture_output=True, text=True)
        if check.returncode != 0:
            raise RuntimeError(f"haproxy refused its configuration: {check.stdout}{check.stderr}")
        with open(directory / "haproxy.log", "wb") as log:  # the process keeps its own copy
            process = subprocess.Popen([path, "-db", "-f", str(config)], stdout=log, stderr=subprocess.STDOUT)
        proxy = cls(port, process, directory)
        loop = asyncio.get_running_loop()
        deadline = loop.time() + 10
        while True:
            try:  # its frontend, and its stats socket, which it makes apart
                _reader, writer = await asyncio.open_connection("127.0.0.1", port)
                writer.close()
                proxy.rows()
            except OSError:
                if process.poll() is not None or loop.time() > deadline:
                    proxy.stop()
                    raise RuntimeError(f"haproxy did not start: {(directory / 'haproxy.log').read_text()}") from None
                await asyncio.sleep(0.05)
                continue
            return proxy

    def status(self) -> dict[str, str]:
        """Each node's state as HAProxy's health checks see it: UP, DOWN…"""
        return {name: row["status"] for name, row in self.rows().items()}

    async def checked_up(self, timeout: float = 10.0) -> None:
        """Until every node has passed a health check of its own.  HAProxy
        starts a server UP a check from DOWN ("UP 1/2", check INI), so
        under load a first check that times out (after ``inter``) would
        send every player to the other node."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while not all(row["status"] == "UP" and row["check_status"] in ("L4OK", "L7OK") for row in self.rows().values()):
            if loop.time() > deadline:
                raise AssertionError(f"HAProxy never saw every node up: {self.rows()}")
            await asyncio.sleep(0.05)

    def rows(self) -> dict[str, dict[str, str]]:
        """HAProxy's statistics row of each node (``show stat``)."""
        with socket.socket(socket.AF_UNIX) as sock:
            sock.connect(str(self.directory / "stats.sock"))
            sock.sendall(b"show stat\n")
            data = b""
            while chunk := sock.recv(65536):
                data += chunk
        lines = data.decode().splitlines()
        header = lines[0].lstrip("# ").split(",")
        rows = [dict(zip(header, line.split(","))) for line in lines[1:] if line]
        return {row["svname"]: row for row in rows if row["svname"].startswith("node")}

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        shutil.rmtree(self.directory, ignore_errors=True)


@pytest.fixture
async def haproxy():
    """``await haproxy([port, …], send="send-proxy-v2")``: a running HAProxy
    in front of those nodes, stopped when the test ends."""
    if binary() is None:
        pytest.skip("HAProxy is not installed (Debian: apt-get install haproxy)")
    started: list[HAProxy] = []

    async def start(backends: list[int], send: str = "send-proxy-v2", readme: bool = False, **options) -> HAProxy:
        proxy = await HAProxy.start(backends, send, readme, **options)
        started.append(proxy)
        return proxy

    yield start
    for proxy in started:
        proxy.stop()

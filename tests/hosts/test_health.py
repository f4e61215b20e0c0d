"""Issue 39, fault 8: a frozen node goes DOWN in HAProxy.

``--health HOST:PORT`` (tui/hosts/health.py) answers ``GET /health`` on
the server's own loop: 200 while ``renewals_ok()``, 503 when not (with a
broker: its lobby not renewed for 10 s, as when Redis is gone), nothing
while the process is frozen, whose kernel still takes the connection.
With the README's HAProxy configuration (its checks made quicker) in
front of a real ``kortbord serve`` node, SIGSTOP takes the node DOWN
within the checks' bound and SIGCONT brings it UP again."""

from __future__ import annotations

import asyncio
import os
import re
import secrets
import signal
import subprocess
import sys

import pytest

from tests.hosts import haproxy as balancer
from tests.hosts.cluster import KEY
from tests.hosts.redis_server import RedisServer, binary
from tests.narrow import present
from tui.hosts import health
from tui.hosts.health import Health, parse_address

haproxy = balancer.haproxy
QUICK_BOUND = 3 * (0.5 + 0.5)  # fall 3 checks, each 500 ms apart and given 500 ms (the README's, made quick)


async def ask(port: int, request: bytes) -> bytes:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(request)
    try:
        return await asyncio.wait_for(reader.read(), 5)
    finally:
        writer.close()


async def test_the_answer_follows_the_renewals_and_a_bad_request_gets_its_own():
    renewed = [True]
    checked = await Health("127.0.0.1", 0, renewals_ok=lambda: renewed[0]).start()
    try:
        ok = await ask(checked.port, b"GET /health HTTP/1.0\r\nUser-Agent: HAProxy\r\n\r\n")
        assert ok.startswith(b"HTTP/1.0 200 OK\r\n") and ok.endswith(b"\r\n\r\nok\n")
        renewed[0] = False
        assert (await ask(checked.port, b"GET /health HTTP/1.0\r\n\r\n")).startswith(b"HTTP/1.0 503 ")
        assert (await ask(checked.port, b"HEAD /health HTTP/1.1\r\nHost: x\r\n\r\n")).endswith(b"\r\n\r\n")
        assert (await ask(checked.port, b"GET / HTTP/1.0\r\n\r\n")).startswith(b"HTTP/1.0 404 ")
        assert (await ask(checked.port, b"POST /health HTTP/1.0\r\n\r\n")).startswith(b"HTTP/1.0 405 ")
        assert (await ask(checked.port, b"\r\n")).startswith(b"HTTP/1.0 400 ")
        assert await ask(checked.port, b"GET /health HTTP/1.0\r\n" + b"X: " + b"y" * 5000 + b"\r\n\r\n") == b""
    finally:
        await checked.close()


async def test_a_client_that_sends_nothing_is_let_go(monkeypatch):
    monkeypatch.setattr(health, "READ_WAIT", 0.2)
    checked = await Health("127.0.0.1", 0).start()
    try:
        reader, writer = await asyncio.open_connection("127.0.0.1", checked.port)
        assert await asyncio.wait_for(reader.read(), 5) == b""  # closed, unanswered
        writer.close()
    finally:
        await checked.close()


def test_the_address_is_host_and_port():
    assert parse_address("0.0.0.0:8080") == ("0.0.0.0", 8080)
    assert parse_address("[::1]:9") == ("::1", 9)
    for bad in ("8080", "host:", ":80", "h:70000", "h:x"):
        with pytest.raises(ValueError):
            parse_address(bad)


async def test_a_node_whose_broker_is_gone_answers_503(postgres, tmp_path, monkeypatch):
    if binary() is None:
        pytest.skip("redis-server is not installed (Debian: apt-get install redis-server)")
    from tests.hosts.helpers import fenced
    from tui.hosts import broker
    from tui.serve.hub_server import HubServer

    monkeypatch.setattr(broker, "RENEW", 0.3)
    monkeypatch.setattr(broker, "HEALTHY_WITHIN", 1.0)
    redis = RedisServer().start()
    hub = await HubServer(tmp_path / "a", **fenced(postgres.new_database(f"health_{secrets.token_hex(4)}")),
                          broker=redis.url, broker_namespace=f"test-{secrets.token_hex(4)}", cluster_key=KEY).start()
    checked = await Health("127.0.0.1", 0, renewals_ok=hub.renewals_ok).start()
    try:
        await asyncio.sleep(0.5)
        assert (await ask(checked.port, b"GET /health HTTP/1.0\r\n\r\n")).startswith(b"HTTP/1.0 200 ")
        redis.stop()
        loop = asyncio.get_running_loop()
        deadline = loop.time() + 10
        while (await ask(checked.port, b"GET /health HTTP/1.0\r\n\r\n")).startswith(b"HTTP/1.0 200 "):
            assert loop.time() < deadline, "still 200 with the broker gone"
            await asyncio.sleep(0.1)
        assert not hub.renewals_ok()
    finally:
        await checked.close()
        await hub.close()
        redis.stop()


async def status_becomes(proxy, wanted: str, since: float, bound: float) -> float:
    loop = asyncio.get_running_loop()
    while proxy.status()["node1"] != wanted:
        assert loop.time() - since < bound, f"node1 not {wanted} within {bound} s: {proxy.rows()['node1']}"
        await asyncio.sleep(0.05)
    return loop.time() - since


async def test_a_frozen_node_goes_down_and_comes_back_up(haproxy, tmp_path):
    health_port = balancer.free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", "tui.command", "serve", "--port", "0", "--data", str(tmp_path / "node"),
         "--proxy-from", "127.0.0.1/32", "--health", f"127.0.0.1:{health_port}"],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        lines: list[str] = []
        while not lines or not lines[-1].startswith("Serving"):
            line = present(process.stdout).readline()
            assert line, f"the node did not start: {''.join(lines)}"
            lines.append(line)
        assert f"Health checks: GET http://127.0.0.1:{health_port}/health" in "".join(lines)
        port = int(present(re.search(r"on 127\.0\.0\.1:(\d+)", lines[-1])).group(1))
        proxy = await haproxy([port], readme=True, health=[health_port], quick=True)
        await proxy.checked_up(timeout=20)
        loop = asyncio.get_running_loop()

        os.kill(process.pid, signal.SIGSTOP)  # frozen: its kernel still accepts on both ports
        down = await status_becomes(proxy, "DOWN", loop.time(), QUICK_BOUND + 3)
        os.kill(process.pid, signal.SIGCONT)
        up = await status_becomes(proxy, "UP", loop.time(), 2 * 0.5 + 3)
        print(f"frozen node DOWN after {down:.1f} s (bound {QUICK_BOUND:.1f} s), UP {up:.1f} s after SIGCONT")
    finally:
        os.kill(process.pid, signal.SIGCONT)
        process.terminate()
        process.wait(30)


async def test_a_health_port_already_taken_stops_the_server_with_the_reason(serve):
    import socket

    from tui.serve_command import parse_args

    with pytest.raises(SystemExit):
        parse_args(["--health", "8080"])  # argparse's usage line and the reason, exit status 2
    assert parse_args(["--health", "0.0.0.0:8080"]).health == ("0.0.0.0", 8080)
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        with pytest.raises(RuntimeError, match=f"cannot answer health checks on 127.0.0.1:{port}: .*in use"):
            await serve(health=("127.0.0.1", port))

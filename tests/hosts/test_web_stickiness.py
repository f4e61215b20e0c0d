"""The README's HAProxy configuration for the web door on several nodes
(HTTP mode, a cookie of HAProxy's own naming the node): a page that reloads
(its websocket closed and opened again) reaches the node that holds its
pty, every time, and is reattached there, while HAProxy's round robin would
send every other new connection to the other node."""

from __future__ import annotations

import asyncio
import json
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

import aiohttp
import pytest

from tests.hosts.haproxy import binary, free_port
from tests.narrow import present
from tests.tui.serve.conftest import log_lines
from tui.web.config import WebConfig
from tui.web.door import WebDoor

README = Path(__file__).resolve().parents[2] / "docs" / "hosting.md"  # the host's guide, where the web block is


def readme_web_configuration(port: int, backends: list[int]) -> str:
    """The README's web block on loopback without TLS (no certificate here:
    no ``ssl crt``, no ``secure`` cookie)."""
    text = present(re.search(r"```\n(defaults\n.*?frontend kortbord_web.*?)```", README.read_text(encoding="utf-8"), re.S)).group(1)
    text = text.replace("bind :443 ssl crt /etc/haproxy/cards.pem", f"bind 127.0.0.1:{port}")
    text = text.replace(" secure ", " ")
    for n, address in enumerate(re.findall(r"10\.0\.0\.\d+:8080", text)):
        text = text.replace(address, f"127.0.0.1:{backends[n]}")
    return text + "\n"


@pytest.fixture
def haproxy_web():
    if binary() is None:
        pytest.skip("haproxy is not installed (apt-get install haproxy)")
    started = []

    async def start(backends: list[int]) -> int:
        directory = Path(tempfile.mkdtemp(prefix="kortbord-haproxy-web-"))
        port = free_port()
        config = directory / "haproxy.cfg"
        config.write_text(readme_web_configuration(port, backends))
        check = subprocess.run([present(binary()), "-c", "-q", "-f", str(config)], capture_output=True, text=True)
        assert check.returncode == 0, check.stdout + check.stderr
        log = open(directory / "haproxy.log", "wb")
        process = subprocess.Popen([present(binary()), "-db", "-f", str(config)], stdout=log, stderr=subprocess.STDOUT)
        log.close()
        started.append((process, directory))
        deadline = asyncio.get_running_loop().time() + 10
        while True:
            try:
                _reader, writer = await asyncio.open_connection("127.0.0.1", port)
                writer.close()
                return port
            except OSError:
                assert process.poll() is None and asyncio.get_running_loop().time() < deadline, (
                    (directory / "haproxy.log").read_text())
                await asyncio.sleep(0.05)

    yield start
    for process, directory in started:
        process.terminate()
        process.wait(10)
        shutil.rmtree(directory, ignore_errors=True)


async def test_a_reload_reaches_the_node_that_holds_its_table(serve, haproxy_web, tmp_path):
    servers, doors = [], []
    for name in ("a", "b"):
        server = await serve(guest=True, data=tmp_path / name)
        servers.append(server)
        doors.append(await WebDoor(server, WebConfig(host="127.0.0.1", port=0, grace=30)).start())
    port = await haproxy_web([door.port for door in doors])
    origin = {"Origin": f"http://127.0.0.1:{port}"}
    resume = None
    async with aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True)) as browser:  # unsafe: cookies of an IP address
        async with browser.get(f"http://127.0.0.1:{port}/") as response:  # the page: HAProxy's cookie
            assert response.status == 200 and "kortbord_node" in response.cookies
        for _visit in range(4):
            async with browser.ws_connect(f"http://127.0.0.1:{port}/ws", headers=origin) as ws:
                await ws.send_str(json.dumps({"hello": {"size": [80, 24], "resume": resume}}))
                screen = b""
                while b"four card games" not in screen:
                    message = await ws.receive(timeout=20)
                    assert message.type in (aiohttp.WSMsgType.BINARY, aiohttp.WSMsgType.TEXT), message
                    if message.type == aiohttp.WSMsgType.TEXT:
                        resume = json.loads(message.data).get("resume", resume)
                    else:
                        screen += message.data
    tables = [len(server.tables) for server in servers]
    assert sorted(tables) == [0, 1], tables  # one table, on one node, all along
    holder = servers[tables.index(1)]
    events = [line.split()[1] for line in log_lines(holder) if "via=web" in line]
    assert events.count("login") == 1 and events.count("reattached") == 3

    async with aiohttp.ClientSession() as other:  # without the cookie, round robin: the other node next time
        nodes = set()
        for _ in range(2):
            async with other.get(f"http://127.0.0.1:{port}/") as response:
                nodes.add(response.cookies["kortbord_node"].value)
            other.cookie_jar.clear()
        assert nodes == {"node1", "node2"}

"""What the door answers without a browser (aiohttp's client): the page's
headers and its lack of inline script, and every websocket that must not
get a table: another site's Origin, no Origin, no player, a forged or
removed session, a page that never says hello or says nonsense.  Each is
told why (or gets a 403) and nothing is spawned."""

from __future__ import annotations

import json
import secrets
from html.parser import HTMLParser

import aiohttp
import pytest

from tests.narrow import present
from tests.tui.serve.conftest import log_lines
from tests.tui.serve.web.conftest import wait_until
from tui.web.door import COOKIE, REFUSED
from tui.web.page import CSP


class Scripts(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.scripts: list[dict] = []
        self.inline: list[str] = []
        self.handlers: list[str] = []
        self.in_script = False

    def handle_starttag(self, tag, attrs):
        self.handlers += [name for name, _value in attrs if name.startswith("on")]
        if tag == "script":
            self.scripts.append(dict(attrs))
            self.in_script = True

    def handle_endtag(self, tag):
        if tag == "script":
            self.in_script = False

    def handle_data(self, data):
        if self.in_script and data.strip():
            self.inline.append(data)


@pytest.fixture
def spawned(monkeypatch):
    """Every table the server is asked to start (none, for a refusal)."""
    calls = []

    def watch(server):
        real = server.spawner.table

        async def table(*args, **kwargs):
            calls.append(args)
            return await real(*args, **kwargs)

        monkeypatch.setattr(server.spawner, "table", table)
        return calls

    return watch


def url(door, path="/"):
    return f"http://127.0.0.1:{door.port}{path}"


async def test_the_page_has_a_strict_policy_and_no_inline_script(web):
    server, door = await web()
    async with aiohttp.ClientSession() as client:
        async with client.get(url(door)) as response:
            assert response.status == 200
            policy = response.headers["Content-Security-Policy"]
            html = await response.text()
            assert response.headers["X-Frame-Options"] == "DENY"
            assert response.headers["Referrer-Policy"] == "same-origin"
        for path in ("/static/kortbord.js", "/static/vendor/xterm.js", "/static/vendor/addon-fit.js"):
            async with client.get(url(door, path)) as response:
                assert response.status == 200, path
                assert response.headers["Content-Security-Policy"] == CSP
        async with client.get(url(door, "/static/")) as response:
            assert response.status in (403, 404)  # no listing
        async with client.get(url(door, "/static/../door.py")) as response:
            assert response.status in (403, 404)
    assert policy == CSP
    directives = dict(part.strip().split(" ", 1) for part in policy.split(";"))
    assert directives["script-src"] == "'self'" and directives["default-src"] == "'none'"
    assert directives["connect-src"] == "'self'" and directives["frame-ancestors"] == "'none'"
    parsed = Scripts()
    parsed.feed(html)
    assert [s["src"] for s in parsed.scripts] == ["/static/vendor/xterm.js", "/static/vendor/addon-fit.js",
                                                  "/static/kortbord.js"]
    assert parsed.inline == [] and parsed.handlers == []
    assert "http" not in html.replace("http-equiv", "")  # nothing from another site


async def refused(door, headers=None, cookies=None) -> tuple[dict, int]:
    async with aiohttp.ClientSession(cookies=cookies) as client:
        async with client.ws_connect(url(door, "/ws"), headers=headers or {}) as ws:
            message = await ws.receive(timeout=10)
            said = json.loads(message.data)
            closing = await ws.receive(timeout=10)
            return said, present(ws.close_code) if closing.type != aiohttp.WSMsgType.TEXT else -1


async def test_another_sites_origin_or_none_gets_no_websocket(web, spawned):
    server, door = await web(guest=True)  # even where guests may play
    calls = spawned(server)
    async with aiohttp.ClientSession() as client:
        for headers in ({"Origin": "http://evil.example"}, {"Origin": f"http://localhost:{door.port}"}, {}):
            with pytest.raises(aiohttp.WSServerHandshakeError) as refused_:
                await client.ws_connect(url(door, "/ws"), headers=headers)
            assert refused_.value.status == 403
    assert calls == [] and not server.tables
    assert sum("reason=origin" in line for line in log_lines(server)) == 3
    assert server.admission.total == 0


async def test_no_player_and_a_forged_session_are_told_and_nothing_starts(web, spawned):
    server, door = await web()  # no --guest
    calls = spawned(server)
    origin = {"Origin": f"http://127.0.0.1:{door.port}"}
    said, code = await refused(door, origin)
    assert code == REFUSED and "press b in the menu" in said["refused"]
    forged = secrets.token_urlsafe(32)
    said, code = await refused(door, origin, cookies={COOKIE: forged})
    assert code == REFUSED and "no longer plays as anyone" in said["refused"]
    said, code = await refused(door, origin | {"Accept-Language": "sv-SE,sv;q=0.9"})
    assert "Tryck b i menyn" in said["refused"]
    assert calls == [] and not server.tables and server.admission.total == 0
    reasons = [line for line in log_lines(server) if " refused " in line]
    assert [r.split("reason=")[1] for r in reasons] == ["no-player", "forgotten", "no-player"]
    assert not any(" login " in line for line in log_lines(server))


async def test_a_page_that_never_says_hello_or_says_nonsense_gets_no_table(web, spawned):
    server, door = await web(guest=True)
    door.config = type(door.config)(**{**door.config.__dict__, "hello_wait": 0.5})
    calls = spawned(server)
    origin = {"Origin": f"http://127.0.0.1:{door.port}"}
    async with aiohttp.ClientSession() as client:
        for first in (None, "not json", json.dumps({"hello": {"size": [80]}}), json.dumps({"hello": {"size": [80, "x"]}})):
            async with client.ws_connect(url(door, "/ws"), headers=origin) as ws:
                if first is not None:
                    await ws.send_str(first)
                message = await ws.receive(timeout=5)
                assert message.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED)
    await wait_until(lambda: server.admission.total == 0, what="every refused page's count released")
    assert calls == [] and not server.tables

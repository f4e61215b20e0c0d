"""The link to the hub: JSON lines over a real unix socket (a tiny server in
the test), and the loopback link's handover to an in-process hub."""

import asyncio
import json

import pytest

from tui.remote.link import MAX_LINE, Link, LoopbackLink, Mailbox, encode_line


async def serve(tmp_path, handle):
    path = str(tmp_path / "hub.sock")
    server = await asyncio.start_unix_server(handle, path, limit=2 * MAX_LINE)
    return server, path


async def wait_for(condition, seconds=2.0):
    for _ in range(int(seconds / 0.01)):
        if condition():
            return
        await asyncio.sleep(0.01)
    raise AssertionError("timed out")


async def test_hello_first_then_messages_both_ways_in_order(tmp_path):
    got_by_server = []

    async def handle(reader, writer):
        got_by_server.append(json.loads(await reader.readline()))
        writer.write(b'{"type":"welcome","you":{"key":"k","name":"Anna"}}\n')
        for n in range(3):
            writer.write(json.dumps({"type": "tables", "n": n, "name": "Åsa ♥"}).encode() + b"\n")
        await writer.drain()
        got_by_server.append(json.loads(await reader.readline()))
        writer.close()

    server, path = await serve(tmp_path, handle)
    async with server:
        link = await Link.connect(path, "secret", "sv")
        heard: list[dict] = []
        await asyncio.sleep(0.05)  # the welcome arrives before anyone subscribes: kept
        link.subscribe(heard.append)
        await wait_for(lambda: len(heard) >= 4)
        assert heard[0]["type"] == "welcome"
        assert [m["n"] for m in heard[1:4]] == [0, 1, 2] and heard[1]["name"] == "Åsa ♥"
        assert link.send({"type": "tables"})
        await wait_for(lambda: len(heard) == 5)
        assert heard[4] == {"type": "link_lost"} and link.closed
        assert got_by_server == [{"type": "hello", "token": "secret", "lang": "sv"}, {"type": "tables"}]
        assert not link.send({"type": "tables"})  # closed: nothing sent, said by the return
        assert heard.count({"type": "link_lost"}) == 1


async def hub_sends(tmp_path, line: bytes) -> list[dict]:
    """What the app's link hears when the hub answers its hello with ``line``."""
    async def handle(reader, writer):
        await reader.readline()
        writer.write(line)
        await writer.drain()
        await asyncio.sleep(1)

    server, path = await serve(tmp_path, handle)
    async with server:
        link = await Link.connect(path, "t", "en")
        heard: list[dict] = []
        link.subscribe(heard.append)
        await wait_for(lambda: heard)
        assert link.closed
        await asyncio.sleep(0)  # the reading task has ended: nothing escaped it
    return heard


async def test_a_line_over_the_limit_drops_the_link_and_is_logged(tmp_path, player_errors, kortbord_home):
    heard = await hub_sends(tmp_path, b'{"type":"x","pad":"' + b"a" * (MAX_LINE + 10) + b'"}\n')
    assert heard == [{"type": "link_lost"}]
    assert "longer than" in (kortbord_home / "errors.log").read_text()


async def test_a_line_nested_too_deep_drops_the_link_and_is_logged(tmp_path, player_errors, kortbord_home):
    # 50,000 "[" make the JSON parser raise RecursionError, which is no ValueError.
    reported = []
    asyncio.get_running_loop().set_exception_handler(lambda loop, context: reported.append(context))
    heard = await hub_sends(tmp_path, b"[" * 50_000 + b"\n")
    assert heard == [{"type": "link_lost"}]
    assert "nested too deeply" in (kortbord_home / "errors.log").read_text()
    assert reported == []


async def test_our_own_close_is_not_heard_as_lost(tmp_path):
    async def handle(reader, writer):
        await reader.read()

    server, path = await serve(tmp_path, handle)
    async with server:
        link = await Link.connect(path, "t", "en")
        heard: list[dict] = []
        link.subscribe(heard.append)
        link.close()
        await asyncio.sleep(0.05)
        assert link.closed and heard == []


def test_outgoing_messages_are_json_objects_within_the_limit():
    with pytest.raises(ValueError):
        encode_line(["not", "an", "object"])  # type: ignore[arg-type]  # on purpose: what the guard refuses
    with pytest.raises(ValueError):
        encode_line({"type": "act", "action": "x" * MAX_LINE})
    assert encode_line({"type": "act", "action": "play 10♥"}).endswith(b"\n")


class EchoHub:
    """A stand-in hub: answers each message with an echo, from inside
    ``receive`` (as the real one sends from inside its calls)."""

    def __init__(self):
        self.closed = []

    def connect(self, person, lang, send):
        hub = self
        send({"type": "welcome", "you": {"key": person, "name": person}, "lang": lang})

        class Client:
            def receive(self, message):
                send({"type": "echo", "of": message})

            def close(self):
                hub.closed.append(person)

        return Client()


def test_loopback_hands_over_later_never_inside_the_call():
    mailbox = Mailbox()
    hub = EchoHub()
    link = LoopbackLink(hub, "anna", "sv", schedule=mailbox)
    heard: list[dict] = []
    link.subscribe(heard.append)
    assert heard == []  # the welcome waits in the mailbox
    link.send({"type": "act", "action": ("a", "tuple")})
    mailbox.run()
    assert heard == [{"type": "welcome", "you": {"key": "anna", "name": "anna"}, "lang": "sv"},
                     {"type": "echo", "of": {"type": "act", "action": ["a", "tuple"]}}]  # through JSON
    link.drop()
    assert hub.closed == ["anna"] and heard[-1] == {"type": "link_lost"}
    assert not link.send({"type": "tables"}) and len(mailbox) == 0


async def test_loopback_on_the_event_loop():
    hub = EchoHub()
    link = LoopbackLink(hub, "bo")
    heard: list[dict] = []
    link.subscribe(heard.append)
    link.send({"type": "tables"})
    await wait_for(lambda: len(heard) == 2)
    link.close()
    assert hub.closed == ["bo"] and heard[-1]["type"] == "echo"

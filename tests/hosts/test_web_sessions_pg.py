"""The web door's links and sessions on both stores: the data directory's
files and PostgreSQL (``--database``).  On PostgreSQL two nodes share
them: a link made on one is used on the other, and only once even when
both nodes are asked for it at the same moment."""

from __future__ import annotations

import asyncio
import secrets

import pytest

from tui.web.sessions import LINK_SECONDS, BrowserStore, Sessions

ANNA = "SHA256:" + "a" * 43


class Clock:
    def __init__(self) -> None:
        self.now = 2_000_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture(params=["files", "postgresql"])
def stores(request, tmp_path):
    """``stores(clock)``: a store, and a second one over the same data (another node)."""
    made: list[BrowserStore] = []

    def make(clock):
        pair: tuple[BrowserStore, BrowserStore]
        if request.param == "files":
            pair = Sessions(tmp_path, clock), Sessions(tmp_path, clock)
        else:
            from tui.web.pg_sessions import PgSessions

            dsn = request.getfixturevalue("database")
            pair = PgSessions(dsn, clock), PgSessions(dsn, clock)
        made.extend(pair)
        return pair

    yield make
    for store in made:
        store.close()


def fingerprint() -> str:
    return "SHA256:" + secrets.token_urlsafe(32)[:43]


def test_a_link_from_one_node_binds_on_the_other_once_and_in_time(stores):
    clock = Clock()
    here, there = stores(clock)
    anna = fingerprint()
    token = here.new_link(anna, "anna")
    session = there.redeem(token, "Chrome/140")
    assert session is not None and here.player(session) == (anna, "anna") and there.player(session) == (anna, "anna")
    assert here.redeem(token, "x") is None and there.redeem(token, "x") is None
    late = here.new_link(anna)
    clock.now += LINK_SECONDS + 1
    assert there.redeem(late, "x") is None
    [browser] = there.browsers(anna)
    assert browser.agent == "Chrome/140" and here.browsers(fingerprint()) == []
    assert not there.revoke(fingerprint(), browser.id)  # only its player removes it
    assert here.revoke(anna, browser.id) and there.player(session) is None
    assert here.player("forged") is None and here.player(secrets.token_urlsafe(32)) is None


async def test_two_nodes_asked_for_one_link_at_once_bind_one_browser(stores):
    here, there = stores(Clock())
    for _ in range(5):
        token = here.new_link(fingerprint())
        answers = await asyncio.gather(asyncio.to_thread(here.redeem, token, "a"), asyncio.to_thread(there.redeem, token, "b"))
        assert sum(answer is not None for answer in answers) == 1, answers


async def test_with_a_database_the_door_keeps_them_in_postgresql(serve, database):
    from tui.web.config import WebConfig
    from tui.web.door import WebDoor
    from tui.web.pg_sessions import PgSessions

    server = await serve(database=database)
    door = await WebDoor(server, WebConfig(host="127.0.0.1", port=0)).start()
    assert isinstance(door.sessions, PgSessions)
    token = door.sessions.new_link(ANNA)
    assert not (server.config.data / "web" / "links").exists() or not any((server.config.data / "web" / "links").iterdir())
    other_node = PgSessions(database)
    assert other_node.redeem(token, "x") is not None
    other_node.close()

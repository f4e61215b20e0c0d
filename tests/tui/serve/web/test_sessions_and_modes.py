"""The door's small parts: one-time links (once, ten minutes), sessions
kept only as hashes, removal by their owner only; the terminal modes a
reattached page is given; ``--web`` addresses; and the desk, which answers
an app only for its own player."""

from __future__ import annotations

import pytest

from tests.narrow import present
from tui.base.table_env import TableEnv
from tui.serve import identity
from tui.web.config import host_port
from tui.web.desk import Desk
from tui.web.modes import Modes
from tui.web.sessions import LINK_SECONDS, Sessions

ANNA, BO = "SHA256:" + "a" * 43, "SHA256:" + "b" * 43


class Clock:
    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


def test_a_link_binds_once_and_only_within_ten_minutes(tmp_path):
    clock = Clock()
    sessions = Sessions(tmp_path, clock)
    token = sessions.new_link(ANNA, "anna")
    session = sessions.redeem(token, "Mozilla/5.0 (X11; Linux x86_64) Chrome/140")
    assert session is not None and sessions.player(session) == (ANNA, "anna")
    assert sessions.redeem(token, "x") is None  # once
    late = sessions.new_link(ANNA)
    clock.now += LINK_SECONDS + 1
    assert sessions.redeem(late, "x") is None  # too late
    assert list(sessions.links.iterdir()) == []  # spent and expired links leave nothing behind
    for bad in ("", "../../etc/passwd", "a" * 43 + "\n", token.upper()):
        assert sessions.redeem(bad, "x") is None and sessions.player(bad) is None


def test_no_secret_is_written_down_and_only_the_owner_removes_a_browser(tmp_path):
    sessions = Sessions(tmp_path, Clock())
    session = present(sessions.redeem(sessions.new_link(ANNA), "Firefox/130"))
    written = " ".join(path.name + path.read_text() for path in (tmp_path / "web").rglob("*") if path.is_file())
    assert session not in written
    assert all(path.stat().st_mode & 0o777 == 0o700 for path in (tmp_path / "web").rglob("*") if path.is_dir())
    [browser] = sessions.browsers(ANNA)
    assert sessions.browsers(BO) == [] and browser.agent == "Firefox/130"
    assert not sessions.revoke(BO, browser.id)  # not bo's to remove
    assert sessions.player(session) == (ANNA, None)
    assert not sessions.revoke(ANNA, "*") and not sessions.revoke(ANNA, "")
    assert sessions.revoke(ANNA, browser.id) and sessions.player(session) is None
    assert not sessions.revoke(ANNA, browser.id)


def test_the_modes_the_app_set_are_replayed_in_order_even_when_a_read_cuts_one():
    modes = Modes()
    modes.feed(b"\x1b[?1049h\x1b[?25l\x1b[?10")
    modes.feed(b"00;1006h text \x1b[?2004h\x1b[?25h")
    assert modes.replay() == b"\x1b[?1049h\x1b[?25h\x1b[?1000h\x1b[?1006h\x1b[?2004h"
    modes.feed(b"\x1b[?1049l")
    assert modes.replay().startswith(b"\x1b[?1049l")


@pytest.mark.parametrize("text, expected", [("127.0.0.1:8080", ("127.0.0.1", 8080)), (":0", ("127.0.0.1", 0)),
                                            ("[::1]:443", ("::1", 443)), ("0.0.0.0:80", ("0.0.0.0", 80))])
def test_web_addresses(text, expected):
    assert host_port(text) == expected


@pytest.mark.parametrize("text", ["8080", "host:", "host:http", "host:70000"])
def test_web_addresses_that_are_not(text):
    with pytest.raises(ValueError):
        host_port(text)


async def test_the_desk_answers_an_app_for_its_own_player_only(tmp_path):
    sessions = Sessions(tmp_path, Clock())
    desk = await Desk(tmp_path, sessions, "https://cards.example.org/").start()
    try:
        anna = identity.Player(ANNA, tmp_path / "anna", guest=False)
        guest = identity.Player(None, tmp_path / "guest", guest=True)
        assert desk.issue(guest, None) == {}  # a guest has nothing to bind a browser to
        env = desk.issue(anna, "anna")
        token = present(TableEnv.from_env(env).web_token)
        assert "KORTBORD_WEB" in env and token not in repr(TableEnv.from_env(env))
        link = desk.answer({"token": token, "op": "link"})
        assert link["url"].startswith("https://cards.example.org/link/") and link["minutes"] == 10
        assert desk.answer({"token": "forged", "op": "link"}) == {"error": "unknown token"}
        assert desk.answer({"token": token, "op": "sudo"}) == {"error": "unknown request"}
        assert desk.answer(["token"]) == {"error": "not an object"}
        sessions.redeem(link["url"].rsplit("/", 1)[1], "Safari/17")
        assert [b["agent"] for b in desk.answer({"token": token, "op": "browsers"})["browsers"]] == ["Safari/17"]
        desk.revoke(env)
        assert desk.answer({"token": token, "op": "browsers"}) == {"error": "unknown token"}  # the table has ended

        from tui.remote.browsers import Browsers, Unavailable, from_environ

        env = desk.issue(anna, "anna")
        app_side = present(from_environ(env))  # the app's side reads what the server's side wrote
        made = await app_side.new_link()
        assert made.minutes == 10 and made.url.startswith("https://cards.example.org/link/")
        [bound] = await app_side.bound()
        assert await app_side.remove(bound.id) and await app_side.bound() == []
        with pytest.raises(Unavailable):
            await Browsers(app_side.path, "forged").new_link()
    finally:
        await desk.close()

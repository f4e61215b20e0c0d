"""A player over SSH: the menu, a move, a dropped link, and the same
position on reconnecting with the same key; another key's own games;
a resize; Ctrl+C; a guest; the idle timeout."""

from __future__ import annotations

import asyncio
import json
from dataclasses import replace
from pathlib import Path

import pytest

from tests.tui.serve.conftest import TEST_LIMITS, Guest, Terminal, connect, log_lines, sit, tables_gone
from tui.serve import identity

MENU = "four card games against the computer"
TABLE = "South (you)"


def player_home(server, key) -> Path:
    return server.config.data / "players" / identity.dir_name(identity.fingerprint(key))


def saves(home: Path) -> list[Path]:
    return sorted((home / "saves").glob("*.json")) if (home / "saves").is_dir() else []


async def settled_save(home: Path, moves: int, timeout: float = 20.0) -> dict:
    """The one save once it holds ``moves`` moves and stays put for a moment
    (the app waits for the player)."""
    loop = asyncio.get_running_loop()
    deadline, last, since = loop.time() + timeout, None, loop.time()
    while loop.time() < deadline:
        files = saves(home)
        data = None
        if len(files) == 1:
            try:
                data = json.loads(files[0].read_text())
            except (OSError, ValueError):
                pass
        if data != last:
            last, since = data, loop.time()
        elif data is not None and len(data["log"]) >= moves and loop.time() - since > 0.8:
            return data
        await asyncio.sleep(0.1)
    raise AssertionError(f"no settled save with {moves} moves: {last and len(last['log'])}")


async def deal_and_play(terminal) -> None:
    """From the menu: Hearts, deal, pass three cards, play one."""
    await terminal.wait_for(MENU)
    mark = terminal.mark()
    await terminal.keys("\r", "\r")
    await terminal.wait_for("choose 3 cards", since=mark)
    await terminal.keys("1", "2", "3", "\r", pause=0.3)
    await terminal.keys(" ", pause=0.6)


async def test_a_dropped_link_resumes_at_the_same_position_and_another_key_sees_none_of_it(serve, keys):
    server = await serve()
    conn, terminal = await sit(server, keys[0])
    await deal_and_play(terminal)
    home = player_home(server, keys[0])
    before = await settled_save(home, moves=5)
    conn.abort()  # the link drops: no goodbye
    await tables_gone(server)
    after_drop = json.loads(saves(home)[0].read_text())
    assert (after_drop["state"], after_drop["log"]) == (before["state"], before["log"])
    assert any(line.split()[1] == "table-ended" and "status=129" in line for line in log_lines(server))

    # Another key: its own (empty) data directory, none of the first key's games.
    conn, terminal = await sit(server, keys[1])
    await terminal.wait_for(MENU)
    await asyncio.sleep(0.3)
    assert "Resume" not in terminal.text()
    assert saves(player_home(server, keys[1])) == []
    homes = sorted(p.name for p in (server.config.data / "players").iterdir())
    assert len(homes) == 2 and all(identity.SAFE_NAME.match(name) for name in homes)
    assert all(home.stat().st_mode & 0o777 == 0o700 for home in (server.config.data / "players").iterdir())
    conn.close()

    # The first key again: the game is offered where it stood, and resumes there.
    conn, terminal = await sit(server, keys[0])
    await terminal.wait_for("Resume: Hearts")
    await terminal.wait_for("hand 1 · trick 2")
    mark = terminal.mark()
    await terminal.keys("\r")
    await terminal.wait_for(TABLE, since=mark)
    resumed = await settled_save(home, moves=5)
    # The same game from the same position (the computer may have gone on from there).
    assert resumed["id"] == before["id"]
    assert resumed["log"][:len(before["log"])] == before["log"], (before["log"], resumed["log"])

    # Ctrl+C is a key, as at a local terminal: the app quits (saved), the channel closes with its status.
    await terminal.keys("\x03")
    assert await terminal.ended() == 0
    assert json.loads(saves(home)[0].read_text())["log"] == resumed["log"]
    conn.close()
    await tables_gone(server)
    events = [line.split()[1] for line in log_lines(server)]
    assert events.count("login") == 3 and events.count("logout") == 3


@pytest.mark.parametrize("spawn", ["fork", "exec"])
async def test_a_resize_reaches_the_app(serve, keys, spawn):
    server = await serve(spawn=spawn)
    conn, terminal = await sit(server, keys[0])
    await terminal.wait_for(MENU)
    mark = terminal.mark()
    terminal.channel.change_terminal_size(60, 20)
    await terminal.wait_for("It is 60×20 now", since=mark)
    mark = terminal.mark()
    terminal.channel.change_terminal_size(100, 30)
    await terminal.wait_for(MENU, since=mark)
    conn.close()


async def test_the_client_language_and_terminal_reach_the_app(serve, keys, monkeypatch):
    seen = {}
    server = await serve()
    real = server.spawner.table

    async def table(slave, env, cwd, args):
        seen.update(env)
        return await real(slave, env, cwd, args)

    monkeypatch.setattr(server.spawner, "table", table)
    conn, terminal = await sit(server, keys[0], env={"LANG": "sv_SE.UTF-8", "SECRET": "x", "LC_ALL": "$(rm -rf /)"})
    await terminal.wait_for("Kortbord")
    assert seen["LANG"] == "sv_SE.UTF-8" and seen["TERM"] == "xterm-256color"
    assert "SECRET" not in seen and "LC_ALL" not in seen
    assert seen["KORTBORD_HOME"] == str(player_home(server, keys[0]))
    conn.close()


async def test_a_guest_plays_without_a_key_and_nothing_is_kept(serve, keys):
    server = await serve(guest=True)
    conn, terminal = await sit(server, None, client_factory=Guest)
    await deal_and_play(terminal)
    guests = server.config.data / "guests"
    homes = list(guests.iterdir())
    assert len(homes) == 1 and saves(homes[0])
    conn.close()
    await tables_gone(server)
    assert list(guests.iterdir()) == []
    assert not (server.config.data / "players").exists() or list((server.config.data / "players").iterdir()) == []
    assert any(" login " in line and "guest=yes" in line for line in log_lines(server))


async def test_without_guest_no_key_gets_in(serve):
    server = await serve(spawn="exec")
    import asyncssh

    try:
        await sit(server, None, client_factory=Guest)
    except asyncssh.PermissionDenied:
        pass
    else:
        raise AssertionError("a client without a key got in")


async def test_the_idle_timeout_warns_then_closes(serve, keys):
    server = await serve(limits=replace(TEST_LIMITS, idle_timeout=3.0, idle_warning=1.5))
    conn, terminal = await sit(server, keys[0])
    await terminal.wait_for(MENU)
    mark = terminal.mark()
    await terminal.wait_for("No key for a while", timeout=10, since=mark)
    assert await terminal.ended(timeout=10) == 129  # as a dropped link: SIGHUP, everything saved
    assert b"without a key; your game is saved" in bytes(terminal.stderr)
    assert any(line.split()[1] == "idle" for line in log_lines(server))
    conn.close()


async def test_a_key_puts_off_the_idle_timeout(serve, keys):
    server = await serve(limits=replace(TEST_LIMITS, idle_timeout=2.0, idle_warning=1.0))
    conn, terminal = await sit(server, keys[0])
    await terminal.wait_for(MENU)
    for _ in range(6):
        await terminal.keys("\x1b[B", pause=0.5)  # down, every half second
    assert not terminal.closed.is_set()
    assert await terminal.ended(timeout=10) == 129
    conn.close()


async def test_keys_typed_while_the_table_starts_reach_it(serve, keys):
    server = await serve()
    conn, terminal = await sit(server, keys[0])
    terminal.channel.write(b"\r")  # at once: the app is not up yet
    await terminal.wait_for("Players")  # the Play page of Hearts: enter reached the menu
    conn.close()


async def test_a_link_dropped_while_the_table_starts_hangs_it_up(serve, keys, monkeypatch):
    server = await serve()
    real = server.spawner.table
    started = asyncio.Event()

    async def slow_table(slave, env, cwd, args):
        started.set()
        await asyncio.sleep(0.5)
        return await real(slave, env, cwd, args)

    monkeypatch.setattr(server.spawner, "table", slow_table)
    conn = await connect(server, keys[0])
    await conn.create_session(Terminal, term_type="xterm-256color", term_size=(80, 24), encoding=None)
    await started.wait()
    conn.abort()
    await asyncio.sleep(1.0)
    await tables_gone(server)

"""A player over SSH: the menu, a move, a dropped link, and the same
position on reconnecting with the same key; another key's own games;
a resize; Ctrl+C; a guest; the idle timeout."""

from __future__ import annotations

import asyncio
import json
from dataclasses import replace
from pathlib import Path

from tui.serve import identity

from .conftest import TEST_LIMITS, Guest, log_lines, sit, tables_gone

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


async def test_a_dropped_link_resumes_at_the_same_position_with_the_same_key(serve, keys):
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

    conn, terminal = await sit(server, keys[0])
    await terminal.wait_for("Resume: Hearts")
    await terminal.wait_for("hand 1 · trick 2")  # where it stood
    mark = terminal.mark()
    await terminal.keys("\r")
    await terminal.wait_for(TABLE, since=mark)
    resumed = await settled_save(home, moves=5)
    # The same game from the same position (the computer may have gone on from there).
    assert resumed["log"][:len(before["log"])] == before["log"], (before["log"], resumed["log"])
    assert resumed["id"] == before["id"]
    conn.close()
    await tables_gone(server)
    events = [line.split()[1] for line in log_lines(server)]
    assert events.count("login") == 2 and events.count("logout") == 2


async def test_a_second_key_sees_none_of_the_first_keys_games(serve, keys):
    server = await serve()
    conn, terminal = await sit(server, keys[0])
    await deal_and_play(terminal)
    await settled_save(player_home(server, keys[0]), moves=5)
    conn.close()
    await tables_gone(server)

    conn, terminal = await sit(server, keys[1])
    await terminal.wait_for(MENU)
    await asyncio.sleep(0.5)
    assert "Resume" not in terminal.text()
    assert saves(player_home(server, keys[1])) == []
    homes = sorted(p.name for p in (server.config.data / "players").iterdir())
    assert len(homes) == 2 and all(identity.SAFE_NAME.match(name) for name in homes)
    for home in (server.config.data / "players").iterdir():
        assert home.stat().st_mode & 0o777 == 0o700
    conn.close()


async def test_a_resize_reaches_the_app(serve, keys):
    server = await serve()
    conn, terminal = await sit(server, keys[0])
    await terminal.wait_for(MENU)
    mark = terminal.mark()
    terminal.chan.change_terminal_size(60, 20)
    await terminal.wait_for("It is 60×20 now", since=mark)
    mark = terminal.mark()
    terminal.chan.change_terminal_size(100, 30)
    await terminal.wait_for(MENU, since=mark)
    conn.close()


async def test_ctrl_c_quits_and_the_connection_closes_with_the_apps_status(serve, keys):
    server = await serve()
    conn, terminal = await sit(server, keys[0])
    await deal_and_play(terminal)
    before = await settled_save(player_home(server, keys[0]), moves=5)
    await terminal.keys("\x03")
    assert await terminal.ended() == 0
    saved = json.loads(saves(player_home(server, keys[0]))[0].read_text())
    assert saved["state"] == before["state"]
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
    server = await serve()
    import asyncssh

    try:
        await sit(server, None, client_factory=Guest)
    except asyncssh.PermissionDenied:
        pass
    else:
        raise AssertionError("a client without a key got in")


async def test_the_idle_timeout_warns_then_closes_and_the_game_is_saved(serve, keys):
    server = await serve(limits=replace(TEST_LIMITS, idle_timeout=5.0, idle_warning=2.5))
    conn, terminal = await sit(server, keys[0])
    await deal_and_play(terminal)
    mark = terminal.mark()
    await terminal.wait_for("No key for a while", timeout=10, since=mark)
    status = await terminal.ended(timeout=10)
    assert status == 129
    assert b"without a key; your game is saved" in bytes(terminal.stderr)
    assert saves(player_home(server, keys[0]))
    assert any(line.split()[1] == "idle" for line in log_lines(server))
    conn.close()

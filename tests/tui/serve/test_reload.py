"""SIGHUP reads ``--authorized-keys`` again and reopens the log, as sshd
does: a host adds a friend without hanging up the tables that play on."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys

import pytest

from tests.narrow import present

asyncssh = pytest.importorskip("asyncssh")

from tests.tui.serve.conftest import Terminal  # noqa: E402
from tui.serve import identity  # noqa: E402


def public(key) -> str:
    return key.export_public_key().decode()


async def next_line(process: subprocess.Popen) -> str:
    line = await asyncio.wait_for(asyncio.to_thread(present(process.stdout).readline), 30)
    assert line, "the server ended"
    return line


async def sit(port: int, key):
    conn = await asyncssh.connect("127.0.0.1", port=port, known_hosts=None, client_keys=[key], agent_path=None,
                                  username="friend")
    _chan, terminal = await conn.create_session(Terminal, term_type="xterm-256color", term_size=(80, 24), encoding=None)
    return conn, terminal


async def test_sighup_admits_a_new_friend_while_a_table_plays_on(tmp_path):
    old, new = (asyncssh.generate_private_key("ssh-ed25519") for _ in range(2))
    keys = tmp_path / "authorized_keys"
    keys.write_text(public(old))
    data = tmp_path / "srv"
    process = subprocess.Popen([sys.executable, "-m", "tui.command", "serve", "--port", "0", "--spawn", "exec",
                                "--data", str(data), "--authorized-keys", str(keys)],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = ""
        while not line.startswith("Serving"):
            line = await next_line(process)
        port = int(line.split(":")[1].split()[0])
        conn, terminal = await sit(port, old)
        await terminal.wait_for("Hjärter")
        with pytest.raises(asyncssh.PermissionDenied):
            await asyncssh.connect("127.0.0.1", port=port, known_hosts=None, client_keys=[new], agent_path=None)

        keys.write_text(public(old) + public(new))
        (data / "serve.log").rename(data / "serve.log.1")  # as logrotate does
        process.send_signal(signal.SIGHUP)
        assert (await next_line(process)).startswith("Reloaded")
        second, _unused = await sit(port, new)  # the new friend gets in
        second.close()

        mark = terminal.mark()
        terminal.channel.write(b"s")  # the first table is still there and answers a key
        await terminal.wait_for("Statistics", since=mark)
        assert process.poll() is None

        keys.write_text("not a key\n")  # a broken file keeps the keys admitted so far
        process.send_signal(signal.SIGHUP)
        problem = ""
        while "not reloaded" not in problem:  # (other lines: asyncssh's warnings, issue 40's item 10)
            problem = await asyncio.wait_for(asyncio.to_thread(present(process.stderr).readline), 30)
            assert problem, "the server ended"
        assert ":1:" in problem, problem
        third, _unused = await sit(port, new)
        third.close()
        conn.close()
        lines = (data / "serve.log").read_text().splitlines()  # the reopened log, made anew
        assert any(" reload keys=2" in line for line in lines), lines
        assert any(" reload keys=kept " in line for line in lines), lines
        assert identity.fingerprint(new) in (data / "serve.log").read_text()
        assert os.stat(data / "serve.log").st_mode & 0o777 == 0o600
    finally:
        process.send_signal(signal.SIGTERM)
        process.wait(timeout=30)

"""The same server with OpenSSH's own client, where it is installed: the
menu and quitting, a command and SFTP refused, agent and X11 forwarding
refused (with asyncssh's client, which asks for both)."""

from __future__ import annotations

import asyncio
import os
import shutil

import pytest

from tests.narrow import present
from tests.tui.serve.conftest import Terminal, connect, log_lines, plain

SSH = shutil.which("ssh")
SFTP = shutil.which("sftp")


def ssh_args(server, key_file, *more: str, port: str = "-p") -> list[str]:
    return ["-i", str(key_file), port, str(server.port), "-F", "/dev/null", "-o", "BatchMode=yes",
            "-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null", "-o", "LogLevel=ERROR",
            "-o", "IdentitiesOnly=yes", *more]


@pytest.fixture
def key_file(keys, tmp_path):
    path = tmp_path / "id_ed25519"
    keys[0].write_private_key(str(path))
    path.chmod(0o600)
    return path


@pytest.mark.skipif(SSH is None, reason="OpenSSH's ssh is not installed")
async def test_openssh_sees_the_menu_and_q_closes_the_connection(serve, key_file):
    server = await serve()
    process = await asyncio.create_subprocess_exec(
        present(SSH), *ssh_args(server, key_file, "-tt"), "player@127.0.0.1",
        stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
        env={**os.environ, "TERM": "xterm-256color", "LANG": "C.UTF-8"})
    seen = b""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + 20
    while "four card games" not in plain(seen):
        assert loop.time() < deadline, plain(seen)[-800:]
        seen += await asyncio.wait_for(present(process.stdout).read(65536), deadline - loop.time())
    stdin = present(process.stdin)
    stdin.write(b"q")
    await stdin.drain()
    rest, _ = await asyncio.wait_for(process.communicate(), 15)
    assert process.returncode == 0


@pytest.mark.skipif(SSH is None, reason="OpenSSH's ssh is not installed")
async def test_openssh_a_command_is_refused(serve, key_file):
    server = await serve(spawn="exec")
    process = await asyncio.create_subprocess_exec(
        present(SSH), *ssh_args(server, key_file), "player@127.0.0.1", "cat", "/etc/passwd",
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    out, err = await asyncio.wait_for(process.communicate(), 15)
    assert process.returncode == 1 and out == b""
    assert b"only serves its card table" in err


@pytest.mark.skipif(SFTP is None, reason="OpenSSH's sftp is not installed")
async def test_openssh_sftp_is_refused(serve, key_file):
    server = await serve(spawn="exec")
    process = await asyncio.create_subprocess_exec(
        present(SFTP), *ssh_args(server, key_file, port="-P"), "player@127.0.0.1",
        stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    out, err = await asyncio.wait_for(process.communicate(b"ls /\n"), 15)
    assert process.returncode != 0
    assert b"no SFTP" in err


async def test_agent_and_x11_forwarding_are_refused_and_logged(serve, keys, tmp_path):
    server = await serve()
    conn = await connect(server, keys[0], agent_forwarding=True, agent_path=str(tmp_path / "agent.sock"))
    try:
        chan, terminal = await conn.create_session(
            Terminal, term_type="xterm-256color", term_size=(80, 24), encoding=None,
            x11_forwarding="ignore_failure", x11_display="127.0.0.1:0", x11_auth_path=str(tmp_path / "none"))
        assert isinstance(terminal, Terminal)
        await terminal.wait_for("four card games")
    finally:
        conn.close()
    requests = {field.split("=", 1)[1] for line in log_lines(server) if " refused " in line
                for field in line.split() if field.startswith("request=")}
    assert {"agent-forward", "x11-forward"} <= requests, log_lines(server)

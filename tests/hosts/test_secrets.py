"""Issue 39, fault 5: no secret on a command line or in the log, and the
README's ways of giving the passwords work.

With a real PostgreSQL whose role must give its password and a real
redis-server that asks for one: a ``kortbord serve`` process given the
DSN in ``--database-file`` (mode 0600) and Redis's URL in
``KORTBORD_BROKER`` starts, a player's table process saves their game
into the database, and no process's command line on this machine (the
server, its template, the table: ``/proc/*/cmdline``, what ``ps -eo
args`` shows) nor the serve log holds either password.  A server whose
DSN names no password finds it in the server's ``~/.pgpass``, and so do
its table processes (their HOME is the player's: before, "fe_sendauth: no
password supplied" and saves off).  A password on the command line, or a
file others can read, is refused at the start with the reason."""

from __future__ import annotations

import os
import re
import secrets
import subprocess
import sys
from pathlib import Path

import pytest

from tests.hosts.cluster import key_file
from tests.hosts.redis_server import RedisServer, binary
from tests.hosts.test_two_hosts import settled_row
from tests.narrow import present
from tests.tui.serve.conftest import Door, sit, tables_gone
from tests.tui.serve.test_table_over_ssh import deal_and_play
from tui.base.redact import hidden
from tui.base.serve_log import ServeLog
from tui.hosts.credentials import BROKER, DATABASE, SecretRefused, resolve
from tui.serve import identity

psycopg = pytest.importorskip("psycopg")
pytest.importorskip("redis")


def private(path: Path, text: str) -> Path:
    path.write_text(text + "\n")
    path.chmod(0o600)
    return path


def command_lines() -> dict[int, str]:
    """Every process's command line, as ``ps -eo args`` shows it."""
    found = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                found[int(entry.name)] = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode("utf-8", "replace")
            except OSError:
                continue
    return found


def children(pid: int) -> list[int]:
    out = subprocess.run(["ps", "-o", "pid=", "--ppid", str(pid)], capture_output=True, text=True).stdout
    return [int(word) for word in out.split()]


def test_a_password_on_the_command_line_or_in_a_file_others_read_is_refused(tmp_path):
    with pytest.raises(SecretRefused, match="--database holds a password.*ps.*--database-file.*KORTBORD_DATABASE"):
        resolve(DATABASE, "postgresql://kortbord:hunter22@db/k", None, {})
    with pytest.raises(SecretRefused, match="--broker holds a password"):
        resolve(BROKER, "redis://:hunter22@redis:6379/0", None, {})
    with pytest.raises(SecretRefused, match="--database holds a password"):
        resolve(DATABASE, "host=db dbname=k password=hunter22", None, {})
    assert resolve(DATABASE, "postgresql://kortbord@db/k", None, {}) == "postgresql://kortbord@db/k"  # no password: fine
    shared = tmp_path / "dsn"
    shared.write_text("postgresql://kortbord:hunter22@db/k\n")
    shared.chmod(0o644)
    with pytest.raises(SecretRefused, match=r"--database-file .* can be read by others \(mode 0644\): chmod 600 it"):
        resolve(DATABASE, None, shared, {})
    shared.chmod(0o600)
    assert resolve(DATABASE, None, shared, {}) == "postgresql://kortbord:hunter22@db/k"
    with pytest.raises(SecretRefused, match="not both"):
        resolve(DATABASE, "postgresql://db/k", shared, {})
    assert resolve(BROKER, None, None, {"KORTBORD_BROKER": "redis://:x@r/0"}) == "redis://:x@r/0"
    assert resolve(BROKER, None, None, {}) is None


def test_the_log_never_writes_a_password(tmp_path):
    log = ServeLog(tmp_path / "serve.log", hide=hidden("postgresql://kortbord:s%40crets@db/k", "redis://:r3disPW@r/0"))
    log.write("store-unreachable", detail='invalid dsn "postgresql://kortbord:s%40crets@db/k" (s@crets)')
    log.write("broker", problem="cannot reach redis://:r3disPW@r/0")
    log.close()
    text = (tmp_path / "serve.log").read_text()
    assert "crets" not in text and "r3disPW" not in text and text.count("***") == 3


def test_the_command_line_refuses_at_the_start_and_says_why(tmp_path):
    def start(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, "-m", "tui.command", "serve", "--data", str(tmp_path / "d"), *args],
                              capture_output=True, text=True, timeout=60, env={**os.environ, **(env or {})})

    done = start("--database", "postgresql://kortbord:hunter22@127.0.0.1:1/k")
    assert done.returncode == 2 and "--database holds a password" in done.stderr and "Serving" not in done.stdout
    done = start("--database", "postgresql://kortbord@127.0.0.1:1/k", "--broker", "redis://127.0.0.1:1/0")
    assert done.returncode == 2 and "--broker needs --cluster-key-file" in done.stderr
    open_key = key_file(tmp_path)
    open_key.chmod(0o644)
    done = start("--database", "postgresql://kortbord@127.0.0.1:1/k", "--broker", "redis://127.0.0.1:1/0",
                 "--cluster-key-file", str(open_key))
    assert done.returncode == 2 and "can be read by others" in done.stderr


async def test_no_process_shows_a_password_and_the_table_saves_into_the_database(postgres, keys, tmp_path):
    if binary() is None:
        pytest.skip("redis-server is not installed (Debian: apt-get install redis-server)")
    db_password, redis_password = f"pg-{secrets.token_hex(8)}", f"rd-{secrets.token_hex(8)}"
    role = f"secret_{secrets.token_hex(4)}"
    dsn = postgres.password_role(role, db_password).replace(f"{role}@", f"{role}:{db_password}@")
    redis = RedisServer(password=redis_password).start()
    authorized = private(tmp_path / "authorized_keys", keys[0].export_public_key().decode().strip())
    process = subprocess.Popen(
        [sys.executable, "-m", "tui.command", "serve", "--port", "0", "--data", str(tmp_path / "node"),
         "--database-file", str(private(tmp_path / "database.dsn", dsn)), "--cluster-key-file", str(key_file(tmp_path)),
         "--authorized-keys", str(authorized)],
        env={**os.environ, "KORTBORD_BROKER": redis.url, "HOME": str(tmp_path)},
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        lines: list[str] = []
        while not lines or not lines[-1].startswith("Serving"):
            line = present(process.stdout).readline()
            assert line, f"the node did not start: {''.join(lines)}"
            lines.append(line)
        port = int(present(re.search(r"on 127\.0\.0\.1:(\d+)", lines[-1])).group(1))
        conn, terminal = await sit(Door(port), keys[0])
        await deal_and_play(terminal)
        player = identity.dir_name(identity.fingerprint(keys[0]))
        saved = await settled_row(postgres.dsn.rsplit("/", 1)[0] + f"/{role}", player, moves=5)  # the save is there
        assert saved["game"] == "hearts"

        spawned = children(process.pid)  # the table template and the table (the server is their subreaper)
        assert len(spawned) >= 2, spawned
        everyone = command_lines()
        assert all(pid in everyone for pid in (process.pid, *spawned))
        for pid, args in everyone.items():  # the table has the DSN in its environment (the server's user's), on no command line
            assert db_password not in args and redis_password not in args, (pid, args)
        conn.close()
    finally:
        process.terminate()
        process.wait(30)
        redis.stop()
    log = (tmp_path / "node" / "serve.log").read_text()
    assert "login" in log and db_password not in log and redis_password not in log


async def test_the_servers_pgpass_is_the_tables_too(postgres, serve, keys, tmp_path, monkeypatch):
    role = f"pgpass_{secrets.token_hex(4)}"
    password = secrets.token_hex(8)
    dsn = postgres.password_role(role, password)  # without the password
    private(tmp_path / ".pgpass", f"127.0.0.1:{postgres.port}:{role}:{role}:{password}")
    monkeypatch.setenv("HOME", str(tmp_path))  # the server's user's home, as the README says
    monkeypatch.delenv("PGPASSFILE", raising=False)
    server = await serve(database=dsn)
    conn, terminal = await sit(server, keys[1])
    await deal_and_play(terminal)
    player = identity.dir_name(identity.fingerprint(keys[1]))
    await settled_row(postgres.dsn.rsplit("/", 1)[0] + f"/{role}", player, moves=5)  # the table process logged in
    await terminal.keys("\x03")
    conn.close()
    await tables_gone(server)
    assert "store-unreachable" not in (server.config.data / "serve.log").read_text()


def test_a_table_process_logs_the_stores_trouble_without_its_password(tmp_path, monkeypatch):
    from tui.base.serve_log import ENV_SERVE_LOG
    from tui.store.pg.plain import log_detail

    monkeypatch.setenv(ENV_SERVE_LOG, str(tmp_path / "serve.log"))
    dsn = "postgresql://kortbord:t4ble-secret@db/k"
    log_detail(psycopg.OperationalError(f'invalid connection option in "{dsn}"'), "sha256-abc", dsn)
    text = (tmp_path / "serve.log").read_text()
    assert "store-unreachable player=sha256-abc" in text and "t4ble-secret" not in text and "kortbord:***@db" in text

"""A real PostgreSQL for the tests, on 127.0.0.1 at a free port, in a
temporary directory, stopped (and removed) afterwards.

The server programs come from Debian's ``postgresql`` package
(/usr/lib/postgresql/<version>/bin, found by glob).  PostgreSQL refuses to
run as root, and CI runs as root: then initdb and postgres run as the
``postgres`` system user the package creates, in a directory it owns.
``why_not()`` says why none can be started here (the tests skip with it).
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from pathlib import Path

from tests.narrow import present

SYSTEM_USER = "postgres"
START_WAIT = 30.0  # seconds for a fresh cluster on a busy 2-core machine


def bin_dir() -> Path | None:
    """The newest installed server's programs."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/postgres"), key=lambda p: int(Path(p).parts[-3]))
    return Path(found[-1]).parent if found else None


def why_not() -> str | None:
    """None when a server can be started here, else the reason."""
    if bin_dir() is None:
        return "PostgreSQL is not installed (apt-get install postgresql)"
    if os.geteuid() == 0:
        try:
            pwd.getpwnam(SYSTEM_USER)
        except KeyError:
            return "running as root and there is no 'postgres' user to run PostgreSQL as"
    return None


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Postgres:
    """One throwaway cluster; ``dsn`` reaches its ``postgres`` database as
    the ``kortbord`` superuser (trust authentication, loopback only)."""

    def __init__(self) -> None:
        found = bin_dir()
        assert found is not None, why_not()
        self.bin: Path = found
        self.root = Path(tempfile.mkdtemp(prefix="kortbord-pg-"))
        self.data = self.root / "data"
        self.port = free_port()
        self.process: subprocess.Popen | None = None
        self.user = pwd.getpwnam(SYSTEM_USER) if os.geteuid() == 0 else None
        if self.user is not None:
            os.chown(self.root, self.user.pw_uid, self.user.pw_gid)
            self.root.chmod(0o700)

    @property
    def dsn(self) -> str:
        return f"postgresql://kortbord@127.0.0.1:{self.port}/postgres"

    @property
    def running(self) -> subprocess.Popen:
        """The server's process, which ``start`` (or ``resume``) began."""
        return present(self.process)

    def _as_owner(self) -> dict:
        """Run as the postgres user when we are root (it refuses root)."""
        if self.user is None:
            return {}
        uid, gid = self.user.pw_uid, self.user.pw_gid
        return {"user": uid, "group": gid, "extra_groups": [], "env": {"PATH": "/usr/bin:/bin", "HOME": str(self.root)}}

    def start(self) -> Postgres:
        subprocess.run([str(self.bin / "initdb"), "-D", str(self.data), "-U", "kortbord", "-A", "trust",
                        "-E", "UTF8", "--locale=C", "--no-sync"],
                       check=True, capture_output=True, cwd=self.root, **self._as_owner())
        self.resume()
        return self

    def _wait_ready(self) -> None:
        import psycopg

        deadline = time.monotonic() + START_WAIT
        while True:
            try:
                psycopg.connect(self.dsn, connect_timeout=2).close()
                return
            except psycopg.OperationalError as error:
                if self.running.poll() is not None or time.monotonic() > deadline:
                    self.stop()
                    raise RuntimeError(f"PostgreSQL did not start: {error}\n{self.log()}") from None
                time.sleep(0.1)

    def halt(self) -> None:
        """Stopped as an administrator stops it (fast: every session cut), the cluster kept for ``resume``."""
        self.running.send_signal(signal.SIGINT)
        self.running.wait(30)

    def resume(self) -> None:
        log = open(self.root / "server.log", "ab")
        self.process = subprocess.Popen(
            [str(self.bin / "postgres"), "-D", str(self.data), "-h", "127.0.0.1", "-p", str(self.port),
             "-k", str(self.root), "-c", "fsync=off", "-c", "max_connections=60"],
            stdout=log, stderr=subprocess.STDOUT, cwd=self.root, **self._as_owner())
        log.close()
        self._wait_ready()

    def log(self) -> str:
        try:
            return (self.root / "server.log").read_text(errors="replace")[-3000:]
        except OSError:
            return ""

    def new_database(self, name: str) -> str:
        """A fresh empty database; its DSN."""
        import psycopg

        with psycopg.connect(self.dsn, autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
        return self.dsn.rsplit("/", 1)[0] + f"/{name}"

    def password_role(self, role: str, password: str) -> str:
        """A role that must give its password (scram-sha-256, in a line of
        pg_hba.conf ahead of the trust ones), owning a database of its
        name; the DSN to it without the password."""
        import psycopg
        from psycopg import sql

        with psycopg.connect(self.dsn, autocommit=True) as conn:
            conn.execute(sql.SQL("CREATE ROLE {} LOGIN PASSWORD {}").format(sql.Identifier(role), sql.Literal(password)))
            conn.execute(sql.SQL("CREATE DATABASE {} OWNER {}").format(sql.Identifier(role), sql.Identifier(role)))
        hba = self.data / "pg_hba.conf"
        hba.write_text(f"host all {role} 127.0.0.1/32 scram-sha-256\n" + hba.read_text())
        self.running.send_signal(signal.SIGHUP)  # pg_hba.conf read again
        dsn = f"postgresql://{role}@127.0.0.1:{self.port}/{role}"
        deadline = time.monotonic() + START_WAIT
        while True:
            try:
                psycopg.connect(dsn, connect_timeout=2, passfile=str(self.root / "no-pgpass")).close()
            except psycopg.OperationalError:
                return dsn  # a password is asked for now
            assert time.monotonic() < deadline, "pg_hba.conf was not read again"
            time.sleep(0.05)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGQUIT)  # "immediate" shutdown: no checkpoint, the cluster is thrown away
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        shutil.rmtree(self.root, ignore_errors=True)

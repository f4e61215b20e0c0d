"""Fixtures for the store on either backend, used by tests/hosts and
tests/tui/store (tests/conftest.py makes them everyone's): a real PostgreSQL
for the whole run (tests/hosts/postgres.py), skipped with the reason where
it cannot be started; ``backend`` runs a test on the files (the default)
and on PostgreSQL, each player a fresh id so the tests never see each
other; ``stats`` is that backend's statistics."""

from __future__ import annotations

import secrets

import pytest

from tests.hosts.postgres import Postgres, why_not


@pytest.fixture(scope="session")
def postgres():
    reason = why_not()
    if reason is not None:
        pytest.skip(reason)
    pytest.importorskip("psycopg", reason="psycopg is not installed (pip install 'kortbord[hosts]')")
    server = Postgres().start()
    yield server
    server.stop()


@pytest.fixture(scope="session")
def database(postgres) -> str:
    """One database for the run; each test is a different player in it."""
    return postgres.new_database(f"kortbord_{secrets.token_hex(4)}")


def player_id() -> str:
    return f"sha256-test{secrets.token_hex(8)}"


@pytest.fixture(params=["files", "postgresql"])
def backend_name(request) -> str:
    return request.param


@pytest.fixture
def backend(backend_name, request):
    """A player's store on the files or on PostgreSQL."""
    if backend_name == "files":
        from tui.store.files import FilesBackend

        yield FilesBackend()
        return
    from tui.store.pg.backend import PgBackend

    made = PgBackend(request.getfixturevalue("database"), player_id())
    yield made
    made.close()


@pytest.fixture
def stats(backend):
    with backend.open_stats() as opened:
        yield opened


def child_env(backend) -> dict[str, str]:
    """The environment of a process that opens the same player's store as
    ``backend`` (through ``tui.store.backend.current``), as a table
    process started by the server does."""
    import os

    from tui.store.backend import ENV_DATABASE, ENV_PLAYER
    from tui.store.files import FilesBackend

    env = dict(os.environ)
    if not isinstance(backend, FilesBackend):
        env.update({ENV_DATABASE: backend.dsn, ENV_PLAYER: backend.player})
    return env

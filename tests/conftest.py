"""No test ever writes to the real data directory: KORTBORD_HOME points at a
temporary directory for the whole run, and at a fresh one for every test
(so each app starts with no saves, statistics or remembered settings, and
the snapshots never show a saved game or a date)."""

import pytest


@pytest.fixture(scope="session", autouse=True)
def kortbord_home_session(tmp_path_factory):
    patch = pytest.MonkeyPatch()
    patch.setenv("KORTBORD_HOME", str(tmp_path_factory.mktemp("kortbord-home")))
    yield
    patch.undo()


@pytest.fixture(autouse=True)
def kortbord_home(kortbord_home_session, tmp_path_factory, monkeypatch):
    """This test's own data directory (empty at the start)."""
    path = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("KORTBORD_HOME", str(path))
    return path

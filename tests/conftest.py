"""No test ever writes to the real data directory: KORTBORD_HOME points at a
temporary directory for the whole run, and at a fresh one for every test
(so each app starts with no saves, statistics or remembered settings, and
the snapshots never show a saved game or a date).

Under test the guards of tui/safety.py re-raise after reporting, so an
error a player would have seen as a notice fails the test; a test that is
about that notice asks for ``player_errors`` (the guards as in a player's
run, and an errors.log allowed)."""

from tests.compiled_once import pytest_collection  # noqa: F401, I001  (first: bytecode is written from here on)

import gc

import pytest

from rules import i18n
from tests.hosts.fixtures import backend, backend_name, database, postgres, stats  # noqa: F401  (the store's two backends)
from tui import safety


def pytest_collection_finish(session):
    """What collection made (every test module and its rewritten asserts,
    more objects than a test makes) lives to the end of the run: frozen, the
    collector's full passes during the tests scan only what tests make."""
    gc.freeze()


@pytest.fixture(scope="session", autouse=True)
def kortbord_home_session(tmp_path_factory):
    patch = pytest.MonkeyPatch()
    patch.setenv("KORTBORD_HOME", str(tmp_path_factory.mktemp("kortbord-home")))
    yield
    patch.undo()


@pytest.fixture(scope="session", autouse=True)
def guards_reraise():
    """The whole run: tui.safety's guards raise again after reporting."""
    safety.reraise_errors(True)
    yield
    safety.reraise_errors(False)


@pytest.fixture
def player_errors(guards_reraise):
    """This test makes an error on purpose and checks what the player sees:
    the guards only report, as in a player's run, and the errors.log they
    write is expected (tests/tui/conftest.py does not fail the test)."""
    safety.reraise_errors(False)
    yield
    safety.reraise_errors(True)


@pytest.fixture(autouse=True)
def kortbord_home(kortbord_home_session, tmp_path_factory, monkeypatch):
    """This test's own data directory (empty at the start)."""
    path = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("KORTBORD_HOME", str(path))
    return path


@pytest.fixture(autouse=True)
def english():
    """Every test starts in English, whatever this machine's LANG says; a
    test in Swedish switches (``i18n.use("sv")``) and is switched back."""
    i18n.use("en")
    yield
    i18n.use("en")

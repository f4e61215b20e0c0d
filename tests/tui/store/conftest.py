import pytest

from tests.rules import countdown as countdown_game


@pytest.fixture(scope="session", autouse=True)
def never_the_real_data_dir(tmp_path_factory):
    """A fallback for the whole run, so even a test that undoes its own
    monkeypatching cannot reach the user's real data directory."""
    patch = pytest.MonkeyPatch()
    patch.setenv("KORTBORD_HOME", str(tmp_path_factory.mktemp("fallback-home")))
    yield
    patch.undo()


@pytest.fixture(autouse=True)
def home(never_the_real_data_dir, tmp_path, monkeypatch):
    """Every store test writes under tmp_path, never the real data dir."""
    path = tmp_path / "home"
    monkeypatch.setenv("KORTBORD_HOME", str(path))
    return path


@pytest.fixture(autouse=True)
def register_countdown(monkeypatch):
    countdown_game.register(monkeypatch)

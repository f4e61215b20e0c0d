import pytest

import rules


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    """Every store test writes under tmp_path, never the real data dir."""
    path = tmp_path / "home"
    monkeypatch.setenv("KORTBORD_HOME", str(path))
    return path


@pytest.fixture(autouse=True)
def register_countdown(monkeypatch):
    monkeypatch.setitem(rules.GAMES, "countdown", ("tests.rules.countdown", "Countdown"))

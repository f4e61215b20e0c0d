"""Every tui test fails when it leaves an errors.log: each one was an error
the player would have seen as a notice (or the app stopping).  A test that
makes one on purpose says so by asking for ``player_errors``
(tests/conftest.py)."""

import pytest

from tui.safety import error_log_path


@pytest.fixture(autouse=True)
def no_errors_log(request, kortbord_home):
    """After the test: no errors.log in its KORTBORD_HOME (the fixture's, or
    the one the test pointed KORTBORD_HOME at itself)."""
    yield
    if "player_errors" in request.fixturenames:
        return
    for path in {kortbord_home / "errors.log", error_log_path()}:
        if path.exists():
            pytest.fail(f"the test left {path}:\n{path.read_text(errors='replace')[-3000:]}", pytrace=False)

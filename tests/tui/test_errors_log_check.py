"""The errors.log check of tests/tui/conftest.py, run on a small suite of its
own (a pytest in a subprocess, with copies of the two conftest files): a test
that leaves an errors.log fails, wherever its KORTBORD_HOME points; one that
asks for ``player_errors`` may leave one."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

TESTS = Path(__file__).resolve().parent.parent

SUITE = '''
from tui.safety import error_log_path, record


def test_leaves_nothing():
    pass


def test_leaves_an_errors_log():
    record(ValueError("seen by a player"))


def test_leaves_one_in_a_home_of_its_own(monkeypatch, tmp_path):
    monkeypatch.setenv("KORTBORD_HOME", str(tmp_path))
    record(ValueError("seen by a player"))


def test_makes_one_on_purpose(player_errors):
    record(ValueError("the notice is the point"))
    assert error_log_path().exists()
'''


def test_a_test_that_leaves_an_errors_log_fails(tmp_path):
    (tmp_path / "conftest.py").write_text((TESTS / "conftest.py").read_text())
    (tmp_path / "tuitests").mkdir()
    (tmp_path / "tuitests" / "conftest.py").write_text((TESTS / "tui" / "conftest.py").read_text())
    (tmp_path / "tuitests" / "test_suite.py").write_text(SUITE)
    (tmp_path / "pytest.ini").write_text("[pytest]\n")
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-rA", "-p", "no:cacheprovider", str(tmp_path)],
                         capture_output=True, text=True, cwd=tmp_path, timeout=120,
                         env=os.environ | {"PYTHONPATH": str(TESTS.parent)})  # the conftest imports tests.hosts
    lines = run.stdout.splitlines()
    assert "PASSED tuitests/test_suite.py::test_leaves_nothing" in lines, run.stdout
    assert "PASSED tuitests/test_suite.py::test_makes_one_on_purpose" in lines, run.stdout
    for name in ("test_leaves_an_errors_log", "test_leaves_one_in_a_home_of_its_own"):
        assert f"ERROR tuitests/test_suite.py::{name}" in run.stdout, run.stdout
        assert f" ERROR at teardown of {name} " in run.stdout, run.stdout
    # The ERRORS section, not the short summary: on CI (the CI variable set)
    # pytest prints the summary's messages in full, so they would count twice.
    errors = run.stdout.split(" short test summary info ")[0]
    assert errors.count("errors.log:\nValueError: seen by a player") == 2, run.stdout
    assert "4 passed, 2 errors" in run.stdout, run.stdout

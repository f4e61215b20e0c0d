"""The type checker over the whole tree, in the test run.

The table parts talk to each other through Protocols (tui/screens/table/);
without a checker those are prose.  mypy reads its settings from
pyproject.toml, so ``mypy`` on the command line and this test agree.  It
runs in a process of its own: in-process, mypy raises the interpreter's
recursion limit for the rest of the worker's tests.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_mypy_finds_nothing() -> None:
    done = subprocess.run([sys.executable, "-m", "mypy", "--config-file", str(ROOT / "pyproject.toml")],
                          cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Success: no issues found" in done.stdout, done.stdout


def test_no_package_is_left_out() -> None:
    """Every package is checked: an ``ignore_errors`` override would hide a
    package's findings from the test above."""
    import tomllib

    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["mypy"]
    hidden = [each["module"] for each in config.get("overrides", []) if each.get("ignore_errors")]
    assert not hidden, f"left out of the type check: {hidden}"
    assert not config.get("ignore_errors") and not config.get("exclude")

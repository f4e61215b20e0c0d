"""`ruff check` is part of the test run: a lint finding fails it like any
other test (the rules are in pyproject.toml)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_ruff_check_is_clean():
    done = subprocess.run([sys.executable, "-m", "ruff", "check", "--no-cache", "."], cwd=ROOT,
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr


def test_no_source_names_a_path_outside_the_repository():
    """A docstring that points a reader at this machine's folders (the
    project's briefs, the shared rules) points at nothing in a checkout."""
    outside = ("/work/", "../shared/", "/briefs/")
    found = [f"{path.relative_to(ROOT)}:{number}"
             for folder in ("rules", "tui", "tests") for path in sorted((ROOT / folder).rglob("*.py"))
             if path != Path(__file__).resolve()
             for number, line in enumerate(path.read_text().splitlines(), 1) if any(o in line for o in outside)]
    assert found == []

"""The type checker over the whole tree, in the test run.

The table parts talk to each other through Protocols (tui/screens/table/);
without a checker those are prose.  mypy reads its settings from
pyproject.toml, so ``mypy`` on the command line and this test agree.
"""

from __future__ import annotations

from pathlib import Path

from mypy import api

ROOT = Path(__file__).resolve().parent.parent


def test_mypy_finds_nothing(monkeypatch) -> None:
    monkeypatch.chdir(ROOT)
    out, err, status = api.run(["--config-file", str(ROOT / "pyproject.toml")])
    assert status == 0, out + err
    assert "Success: no issues found" in out, out

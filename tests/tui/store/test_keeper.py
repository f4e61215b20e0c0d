"""The store's front, ``Keeper``, lives in tui.store (keeper.py), which is
plain Python: it holds the settings, the statistics and the saved games
without importing Textual or any screen."""

from __future__ import annotations

import subprocess
import sys


def test_the_keeper_is_part_of_the_store_and_imports_no_textual(home):
    code = ("import sys; from tui.store import Keeper; keeper = Keeper(); "
            "print(sorted(m for m in sys.modules if m.startswith(('textual', 'tui.screens', 'tui.widgets')))); "
            "print(keeper.entries, keeper.take_problems())")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60)
    assert out.stdout.splitlines() == ["[]", "[] []"], out.stdout + out.stderr
    assert (home / "stats.sqlite3").exists()  # it opened this test's data directory

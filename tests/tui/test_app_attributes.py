"""What the screens and widgets read of the app is declared on KortbordApp,
with types, and always set: they read it directly, never by getattr with a
default (which would hide a missing attribute as "no store", "no ASCII")."""

from __future__ import annotations

import re
from pathlib import Path

from tui.app import KortbordApp

TUI = Path(__file__).resolve().parents[2] / "tui"
READ = ("store", "ascii_mode", "seed", "start_game", "pace", "level", "exit_note", "tables")


def test_the_attributes_are_declared_with_types_and_always_set():
    annotations = KortbordApp.__annotations__
    assert set(READ) <= set(annotations)
    app = KortbordApp(keep=False, ascii_mode=True, seed=5, start="hearts", pace="fast", level="hard")
    assert (app.store, app.ascii_mode, app.seed, app.start_game, app.pace, app.level, app.exit_note) == (
        None, True, 5, "hearts", "fast", "hard", "")
    bare = KortbordApp(keep=False)
    assert all(name in vars(bare) for name in READ)


def test_no_screen_or_widget_probes_the_app_with_getattr():
    probe = re.compile(r"(getattr|hasattr)\(\s*(self|widget|node)(\.app)?\s*,\s*[\"'](" + "|".join(READ) + r"|show_problems)")
    app_probe = re.compile(r"(getattr|hasattr)\(\s*[\w.]*\bapp\s*,")
    found = []
    for path in sorted(TUI.rglob("*.py")):
        name = path.relative_to(TUI).as_posix()
        for number, line in enumerate(path.read_text().splitlines(), 1):
            if app_probe.search(line) or probe.search(line):
                found.append(f"tui/{name}:{number}: {line.strip()}")
    assert found == []

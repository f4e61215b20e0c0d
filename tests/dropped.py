"""A package dropped into ``rules/`` or ``tui/screens/`` for one test: a
game's folder, as a new game would add one, found by the registries
(rules/games.py, tui/screens/registry.py) with no other edit.

The folder is written to a temporary directory added to the package's
``__path__`` (the source tree is never written: tests run in parallel), and
the modules imported from it are forgotten afterwards."""

from __future__ import annotations

import importlib
import sys
import tempfile
from pathlib import Path
from types import ModuleType

# One directory for the whole test process, removed when it ends: a folder
# a test drops is imported from, so it cannot go when the test does, but
# nine thousand of them were left in /tmp by the runs of one week.
_DROPS = tempfile.TemporaryDirectory(prefix="kortbord-dropped-")


def drop_in(monkeypatch, package: ModuleType, name: str, files: dict[str, str]) -> Path:
    """Write ``files`` (module name -> source) as the package ``name``
    inside ``package``; its ``__init__`` is written if not given."""
    root = Path(tempfile.mkdtemp(prefix=f"{name}-", dir=_DROPS.name))
    folder = root / name
    folder.mkdir()
    for module, source in {"__init__": "", **files}.items():
        (folder / f"{module}.py").write_text(source, encoding="utf-8")
    monkeypatch.setattr(package, "__path__", [*package.__path__, str(root)])
    importlib.invalidate_caches()
    dotted = f"{package.__name__}.{name}"
    for module in [dotted, *(f"{dotted}.{m}" for m in files)]:
        # Recorded as absent, so that monkeypatch's undo deletes what the
        # test imports under this name.
        monkeypatch.setitem(sys.modules, module, ModuleType(module))
        del sys.modules[module]
    return folder

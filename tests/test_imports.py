"""No import circle between the modules of rules/ and tui/ (issue 29): each
module depends on the ones below it, never back, so a module can be read,
tested and moved with only what it names.  A circle inside one file is fine.

The graph is read from the source with ``ast``, not from what Python has
imported, so it holds every import wherever it is written: at the top, inside
a function (a late import is still a dependency, only a later one) and under
``TYPE_CHECKING`` (a type named from another module is a dependency of the
design even when nothing runs it).  ``from package import module`` is an
edge to that module, not to the package's ``__init__``: a package that
re-exports its modules would otherwise be a circle with each of them.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("rules", "tui")

# The circles still known, each written as the set of its modules: none
# (issue 29).  A part of a screen that needs its screen says what it needs
# as a protocol of its own (tui/screens/table/teaching.py, hints.py,
# exits.py, role.py; clover/narration.py), so it never imports the screen.
KNOWN: set[frozenset[str]] = set()


def modules(root: Path = ROOT) -> dict[str, Path]:
    """Every module of rules/ and tui/ by its dotted name (a package by its
    ``__init__.py``)."""
    found = {}
    for package in PACKAGES:
        for path in sorted((root / package).rglob("*.py")):
            parts = path.relative_to(root).with_suffix("").parts
            if parts[-1] == "__init__":
                parts = parts[:-1]
            found[".".join(parts)] = path
    return found


def imports_of(name: str, path: Path, known: set[str]) -> set[str]:
    """The modules of ``known`` that module ``name`` (at ``path``) imports."""

    def nearest(dotted: str) -> str | None:
        while dotted and dotted not in known:
            dotted = dotted.rpartition(".")[0]
        return dotted or None

    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            out.update(nearest(alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[:len(package.split(".")) - node.level + 1]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module
            for alias in node.names:
                submodule = f"{source}.{alias.name}"
                out.add(submodule if submodule in known else nearest(source))
    out.discard(None)
    out.discard(name)
    return out


def graph(root: Path = ROOT) -> dict[str, set[str]]:
    found = modules(root)
    return {name: imports_of(name, path, set(found)) for name, path in found.items()}


def circles(edges: dict[str, set[str]]) -> list[set[str]]:
    """The strongly connected parts of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[set[str]] = []

    def visit(start: str) -> None:
        work = [(start, iter(sorted(edges[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, targets = work[-1]
            for target in targets:
                if target not in index:
                    index[target] = low[target] = len(index)
                    stack.append(target)
                    on_stack.add(target)
                    work.append((target, iter(sorted(edges[target]))))
                    break
                if target in on_stack:
                    low[node] = min(low[node], index[target])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    part = set()
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        part.add(member)
                        if member == node:
                            break
                    if len(part) > 1:
                        found.append(part)

    for name in sorted(edges):
        if name not in index:
            visit(name)
    return found


def one_cycle(edges: dict[str, set[str]], part: set[str]) -> list[str]:
    """A shortest way round through ``part``'s first module, to print."""
    start = min(part)
    paths = {start: [start]}
    queue = [start]
    while queue:
        node = queue.pop(0)
        for target in sorted(edges[node] & part):
            if target == start:
                return paths[node] + [start]
            if target not in paths:
                paths[target] = paths[node] + [target]
                queue.append(target)
    raise AssertionError(f"{sorted(part)} is no circle")


def test_the_graph_sees_every_kind_of_import(tmp_path):
    """The reader itself: relative and absolute imports, inside functions
    and under TYPE_CHECKING, each count; a package import is not its modules'."""
    (tmp_path / "rules" / "inner").mkdir(parents=True)
    (tmp_path / "tui").mkdir()
    files = {
        "rules/__init__.py": "from .a import A\n",
        "rules/a.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .inner.c import C\nA = 1\n",
        "rules/inner/__init__.py": "",
        "rules/inner/c.py": "def late():\n    from .. import b\n",
        "rules/b.py": "import rules.inner\nfrom rules.inner import c\nfrom . import a\n",
        "tui/__init__.py": "",
        "tui/d.py": "import rules.a.A\nfrom rules import a as alias, b\nfrom textual import app\n",
    }
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    edges = graph(tmp_path)
    assert edges == {
        "rules": {"rules.a"}, "rules.a": {"rules.inner.c"}, "rules.inner": set(), "rules.inner.c": {"rules.b"},
        "rules.b": {"rules.inner", "rules.inner.c", "rules.a"}, "tui": set(), "tui.d": {"rules.a", "rules.b"},
    }
    assert circles(edges) == [{"rules.a", "rules.inner.c", "rules.b"}]
    assert one_cycle(edges, {"rules.a", "rules.inner.c", "rules.b"}) == ["rules.a", "rules.inner.c", "rules.b",
                                                                          "rules.a"]


def test_no_import_circle_between_modules():
    edges = graph()
    assert "rules.core" in edges and "tui.app" in edges  # the reader found the packages
    found = circles(edges)
    new = [part for part in found if frozenset(part) not in KNOWN]
    assert not new, "import circles:\n" + "\n".join(
        " -> ".join(one_cycle(edges, part)) + f"\n    (the whole circle: {', '.join(sorted(part))})" for part in new)

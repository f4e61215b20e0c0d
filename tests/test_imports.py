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
# (issue 29).  A part of a screen that needs its screen itself says what it
# needs as a protocol of its own (tui/screens/table/teaching.py, exits.py,
# home.py; clover/narration.py), so it never imports the screen; the other
# table parts are given their collaborators (issue 45).
KNOWN: set[frozenset[str]] = set()

# Two folders that import each other (anywhere inside them) are one idea cut
# in two: neither can be read or moved without the other, even with no
# circle between modules.  None allowed but these, each folder written as
# its dotted name (issue 45: the screens/remote and screens/lessons ties are
# gone: tui/remote imports no screen, the screens ask the app for a lesson
# with a message; the many hosts' ties went with their own folder; the
# serve/web tie went when the command that starts both doors moved above
# both, to tui/serve_command.py).
KNOWN_TIES: set[frozenset[str]] = set()


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
    out: set[str | None] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            out.update(nearest(alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[:len(package.split(".")) - node.level + 1]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                assert node.module is not None  # an absolute import names its module
                source = node.module
            for alias in node.names:
                submodule = f"{source}.{alias.name}"
                out.add(submodule if submodule in known else nearest(source))
    return {module for module in out if module is not None and module != name}


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


def folders_of(name: str, path: Path) -> list[str]:
    """The folders module ``name`` is inside, outermost first ("tui",
    "tui.screens", "tui.screens.table")."""
    parts = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    return [".".join(parts[:i]) for i in range(1, len(parts) + 1)]


def folder_ties(edges: dict[str, set[str]], found: dict[str, Path]) -> dict[frozenset[str], list[tuple[str, str]]]:
    """Every two folders, neither inside the other, that import each other,
    with the imports that tie them (each way)."""
    arrows: dict[tuple[str, str], list[tuple[str, str]]] = {}
    for source, targets in edges.items():
        for target in targets:
            for here in folders_of(source, found[source]):
                for there in folders_of(target, found[target]):
                    if not (here == there or here.startswith(there + ".") or there.startswith(here + ".")):
                        arrows.setdefault((here, there), []).append((source, target))
    return {frozenset(pair): sorted(why + arrows[pair[::-1]]) for pair, why in arrows.items()
            if pair[0] < pair[1] and pair[::-1] in arrows}


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


def test_a_tie_between_two_folders_is_seen(tmp_path):
    """The reader of ties: two sibling folders importing each other, at any
    depth inside them, are one tie; a package importing its own subfolder
    and back is none."""
    for folder in ("tui/a/inner", "tui/b"):
        (tmp_path / folder).mkdir(parents=True)
    files = {
        "rules/__init__.py": "",
        "tui/__init__.py": "", "tui/a/__init__.py": "", "tui/a/inner/__init__.py": "", "tui/b/__init__.py": "",
        "tui/a/inner/deep.py": "from tui.b import c\n",
        "tui/b/c.py": "def late():\n    from ..a import top\n",
        "tui/a/top.py": "from .inner import deep\n",
        "tui/top.py": "from .a import top\n",
    }
    (tmp_path / "rules").mkdir()
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    ties = folder_ties(graph(tmp_path), modules(tmp_path))
    assert ties == {frozenset({"tui.a", "tui.b"}): [("tui.a.inner.deep", "tui.b.c"), ("tui.b.c", "tui.a.top")]}


def test_no_two_folders_import_each_other():
    ties = folder_ties(graph(), modules())
    assert frozenset({"tui.screens", "tui.remote"}) not in KNOWN_TIES
    assert frozenset({"tui.screens", "tui.lessons"}) not in KNOWN_TIES
    assert frozenset({"tui.serve", "tui.web"}) not in KNOWN_TIES
    new = {pair: why for pair, why in ties.items() if pair not in KNOWN_TIES}
    assert not new, "folders importing each other:\n" + "\n".join(
        f"{' <-> '.join(sorted(pair))}: " + ", ".join(f"{a} -> {b}" for a, b in why) for pair, why in new.items())
    gone = KNOWN_TIES - set(ties)
    assert not gone, f"ties no longer there, to take off KNOWN_TIES: {sorted(map(sorted, gone))}"

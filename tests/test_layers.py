"""The folders' floors (issue 45): an arrow of imports runs down only,
never up, so a table process never drags in the server, and the server's
many-hosts part never reaches back into it.  Beside test_imports.py
(no circle), from the same graph: each floor names what it may import.

    rules (the engine)  <  tui.base  <  tui.tables  <  tui.store  <  tui.hosts  <  tui.serve

and the table process's own folders (tui.remote, tui.screens, tui.store)
never import the server's (tui.serve, tui.hosts, tui.tables: the hub and
its store; a table process speaks to it only through rules.tables'
protocol and wire)."""

from __future__ import annotations

from tests.test_imports import graph

FLOORS = ["rules", "tui.base", "tui.tables", "tui.store", "tui.hosts", "tui.serve"]  # lowest first
SERVER = ("tui.serve", "tui.hosts", "tui.tables")
TABLE_SIDE = ("tui.remote", "tui.screens", "tui.store", "tui.widgets", "tui.base")


def floor(module: str) -> int | None:
    found = [number for number, name in enumerate(FLOORS) if module == name or module.startswith(name + ".")]
    return found[-1] if found else None


def upward(edges: dict[str, set[str]]) -> list[tuple[str, str]]:
    arrows = []
    for module, targets in edges.items():
        here = floor(module)
        for target in targets:
            there = floor(target)
            if here is not None and there is not None and there > here:
                arrows.append((module, target))
            elif module.startswith(TABLE_SIDE) and target.startswith(SERVER):
                arrows.append((module, target))
    return sorted(arrows)


def test_no_import_runs_up_a_floor():
    assert upward(graph()) == []


def test_the_check_sees_an_arrow_running_up():
    edges = {"tui.store.pg.plain": {"tui.serve.log", "tui.base.serve_log"}, "tui.remote.link": {"tui.hosts.relay"},
             "tui.serve.server": {"tui.hosts.broker", "tui.store.paths"}, "tui.base.table_env": set(),
             "rules.tables.shared": {"tui.tables.hub"}, "tui.remote.driver": {"tui.tables.store", "rules.tables.wire"}}
    assert upward(edges) == [("rules.tables.shared", "tui.tables.hub"), ("tui.remote.driver", "tui.tables.store"),
                             ("tui.remote.link", "tui.hosts.relay"), ("tui.store.pg.plain", "tui.serve.log")]

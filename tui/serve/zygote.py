"""The table template: a process that has imported the app and forks one
child per table, so a table starts in milliseconds and shares the
imported code with every other (copy on write).

It is only a launcher: each table is forked by a short-lived intermediate
child that leaves at once, so the table is reparented to the server (a
child subreaper: ``spawn.ForkSpawner``), which waits for it and signals
it.  A template that dies (kill -9, out of memory) takes no table with
it; the server starts a new one for the next table.

It runs no event loop and no thread (a fork must not inherit either):
it blocks on the control socket.  It is started by ``spawn.ForkSpawner``
with a clean environment; each table clears it again and takes the
player's.
"""

from __future__ import annotations

import array
import gc
import importlib
import json
import os
import socket
import sys

MAX_MESSAGE = 65536
LATE_IMPORTS = (
    "concurrent.futures.thread",  # asyncio's default executor
    "textual.drivers.headless_driver",
    "textual.layouts.factory",
    "textual.layouts.horizontal",
    "textual.layouts.stream",
    "textual.pilot",
    "tui.lessons",  # the Play page's "t": a lesson at the table (the page asks the app for it)
    "tui.screens.lobby",
    "tui.screens.lobby_text",
    "tui.screens.setup",
    "tui.screens.unfinished",
    "tui.serve.child",  # what runs in a table (and the resource module it caps memory with)
    "tui.store.files",  # the player's data, opened by the app's Keeper
    "tui.words",
)


def preload() -> None:
    """Everything a table imports, before any fork."""
    import textual.drivers.linux_driver  # noqa: F401
    from rich import _unicode_data as rich_cell_widths

    import tui.app  # noqa: F401
    import tui.serve.served_terminal  # noqa: F401
    from rules.games import specs
    from tui.screens import registry

    for table in registry.TABLES.values():
        importlib.import_module(table.screen.partition(":")[0])
    # The games, their drivers, their computer players and reviews (each
    # game's spec names them): the app loads these only when a table needs
    # them (the menu's first frame would wait for them), so the template
    # loads them here.  A table that imported its players itself after the
    # fork paid for it in the middle of the player's keys (20 tables at once: p99 key to screen 60 -> 226 ms).
    for spec in specs().values():
        for module in spec.modules():
            importlib.import_module(module)
    # What a table still imported after the fork (found by comparing
    # sys.modules in a table at a Hearts hand with the template's).
    for module in LATE_IMPORTS:
        importlib.import_module(module)
    rich_cell_widths.load("latest")  # the table rich measures cells with, imported on first use
    # The interpreter's type attribute cache keeps a reference to each name
    # it holds (every attribute looked up on a class or a module during the
    # imports); a table's own lookups evict those entries and drop the
    # references, a write to each name's page: about 700 names, 0.4-0.7 MiB
    # copied per table.  Emptied here, its entries hold one empty string.
    sys._clear_type_cache()
    # Out of the collector's reach: a collection in a child would otherwise
    # write to every imported object and copy the pages it shares.  No
    # collection first (the collector is off since main began): freeing
    # would leave holes in the shared pages, which a table's first
    # allocations fill, copying those pages (the gc module's advice).
    gc.freeze()


def become_table(slave: int, request: dict, closing: list[int]) -> None:
    """In the child: never returns."""
    code = 1
    try:
        os.setsid()
        for fd in closing:
            os.close(fd)
        for target in (0, 1, 2):
            os.dup2(slave, target)
        os.close(slave)
        # typeshed makes sys.__stdin__ and the others Final; the forked table's streams are new ones.
        sys.stdin = sys.__stdin__ = open(0, encoding="utf-8", closefd=False)  # type: ignore[misc]  # Final in typeshed  # noqa: SIM115
        sys.stdout = sys.__stdout__ = open(1, "w", encoding="utf-8", closefd=False)  # type: ignore[misc]  # Final in typeshed  # noqa: SIM115
        sys.stderr = sys.__stderr__ = open(2, "w", encoding="utf-8", closefd=False, buffering=1)  # type: ignore[misc]  # Final in typeshed  # noqa: SIM115
        os.chdir(request["cwd"])
        os.environ.clear()
        os.environ.update(request["env"])
        from .child import run

        code = run(list(request["args"]))
    except SystemExit as leaving:
        code = leaving.code if isinstance(leaving.code, int) else 1
    except BaseException:  # noqa: BLE001 - whatever happens, never back into the zygote's loop
        code = 1
    finally:
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except (OSError, ValueError):
                pass
        os._exit(code)


def serve(control: socket.socket) -> None:
    while True:
        try:
            message, ancillary, _, _ = control.recvmsg(MAX_MESSAGE, socket.CMSG_SPACE(2 * 4))
        except InterruptedError:
            continue
        except OSError:
            message = b""
        if not message:
            break  # the server has gone; its tables hang up with it
        fds = array.array("i")
        for level, kind, data in ancillary:
            if level == socket.SOL_SOCKET and kind == socket.SCM_RIGHTS:
                fds.frombytes(data[: len(data) - len(data) % fds.itemsize])
        if len(fds) != 2:
            for fd in fds:
                os.close(fd)
            continue
        slave, report_fd = fds
        report = socket.socket(fileno=report_fd)
        pid = launch(slave, json.loads(message), [control.fileno(), report_fd])
        os.close(slave)
        _tell(report, f"pid {pid}\n" if pid else "failed\n")
        report.close()


def launch(slave: int, request: dict, closing: list[int]) -> int:
    """Fork the table through an intermediate that leaves at once: the
    table's pid, once it is the server's child (0 if the fork failed)."""
    read_end, write_end = os.pipe()
    middle = os.fork()
    if middle == 0:
        code = 1
        try:
            os.close(read_end)
            table = os.fork()
            if table == 0:
                become_table(slave, request, [*closing, write_end])
            os.write(write_end, str(table).encode())
            code = 0
        finally:
            os._exit(code)
    os.close(write_end)
    with os.fdopen(read_end, "rb") as pipe:
        told = pipe.read()
    os.waitpid(middle, 0)  # gone: the table is reparented to the server before it hears the pid
    return int(told) if told.isdigit() else 0


def _tell(report: socket.socket, line: str) -> None:
    try:
        report.sendall(line.encode())
    except OSError:
        pass  # the server stopped waiting for this table


def main(argv: list[str]) -> int:
    gc.disable()  # until the fork: each table turns it on (table_gc.settle)
    preload()
    control = socket.socket(fileno=int(argv[0]))
    print("ready", flush=True)
    serve(control)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

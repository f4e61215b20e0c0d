"""The table template: a process that has imported the app and forks one
child per table, so a table starts in milliseconds and shares the
imported code with every other (copy on write).

It runs no event loop and no thread (a fork must not inherit either): a
``select`` over the control socket and a SIGCHLD wake-up pipe.  It is
started by ``spawn.ForkSpawner`` with a clean environment; each child
clears it again and takes the player's.
"""

from __future__ import annotations

import array
import gc
import importlib
import json
import os
import select
import signal
import socket
import sys

MAX_MESSAGE = 65536


def preload() -> None:
    """Everything a table imports, before any fork."""
    import textual.drivers.linux_driver  # noqa: F401

    import tui.app  # noqa: F401
    import tui.serve.table_driver  # noqa: F401
    from tui.screens import registry

    for entry in registry.TABLES.values():
        importlib.import_module(entry.screen.split(":")[0])
    # Out of the collector's reach: a collection in a child would otherwise
    # write to every imported object and copy the pages it shares.
    gc.collect()
    gc.freeze()


def become_table(slave: int, request: dict, closing: list[int]) -> None:
    """In the child: never returns."""
    code = 1
    try:
        os.setsid()
        signal.set_wakeup_fd(-1)
        signal.signal(signal.SIGCHLD, signal.SIG_DFL)
        for fd in closing:
            os.close(fd)
        for target in (0, 1, 2):
            os.dup2(slave, target)
        os.close(slave)
        sys.stdin = sys.__stdin__ = open(0, encoding="utf-8", closefd=False)  # noqa: SIM115
        sys.stdout = sys.__stdout__ = open(1, "w", encoding="utf-8", closefd=False)  # noqa: SIM115
        sys.stderr = sys.__stderr__ = open(2, "w", encoding="utf-8", closefd=False, buffering=1)  # noqa: SIM115
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
    wake_read, wake_write = os.pipe()
    os.set_blocking(wake_write, False)
    signal.set_wakeup_fd(wake_write)
    signal.signal(signal.SIGCHLD, lambda *_: None)
    reports: dict[int, socket.socket] = {}
    while True:
        ready, _, _ = select.select([control, wake_read], [], [])
        if wake_read in ready:
            os.read(wake_read, 512)
            reap(reports)
        if control not in ready:
            continue
        try:
            message, ancillary, _, _ = control.recvmsg(MAX_MESSAGE, socket.CMSG_SPACE(2 * 4))
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
        pid = os.fork()
        if pid == 0:
            become_table(slave, json.loads(message), [control.fileno(), wake_read, wake_write, report_fd,
                                                      *(s.fileno() for s in reports.values())])
        os.close(slave)
        reports[pid] = report
        _tell(report, f"pid {pid}\n")
        reap(reports)
    signal.set_wakeup_fd(-1)


def reap(reports: dict[int, socket.socket]) -> None:
    while reports:
        try:
            pid, status = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            return
        code = os.waitstatus_to_exitcode(status)
        report = reports.pop(pid, None)
        if report is not None:
            _tell(report, f"exit {128 - code if code < 0 else code}\n")
            report.close()


def _tell(report: socket.socket, line: str) -> None:
    try:
        report.sendall(line.encode())
    except OSError:
        pass  # the server stopped waiting for this table


def main(argv: list[str]) -> int:
    preload()
    control = socket.socket(fileno=int(argv[0]))
    print("ready", flush=True)
    serve(control)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""How a table process starts: ``exec`` (a new interpreter) or ``fork``
(a fork of a process that has already imported the app: ``zygote``).

Either way the caller hands over the pty's slave, the environment, the
working directory and the app's arguments, and gets a ``TableProcess``: its pid
and a coroutine that waits for its exit status (an exit code, or 128 + the
signal that ended it, as a shell reports it).
"""

from __future__ import annotations

import array
import asyncio
import ctypes
import json
import os
import socket
import subprocess
import sys
from dataclasses import dataclass
from typing import Protocol

MODES = ("fork", "exec")


def exit_code(status: int) -> int:
    """A ``returncode`` (negative for a signal) as a shell reports it."""
    return 128 - status if status < 0 else status


class TableProcess(Protocol):
    @property
    def pid(self) -> int: ...

    async def wait(self) -> int: ...


class Spawner(Protocol):
    async def start(self) -> None: ...

    async def table(self, slave: int, env: dict[str, str], cwd: str, args: list[str]) -> TableProcess: ...

    async def close(self) -> None: ...


def base_env() -> dict[str, str]:
    """What every table process gets besides the player's own: nothing of the
    host's environment but a plain PATH."""
    return {"PATH": os.defpath, "PYTHONUTF8": "1", "PYTHONDONTWRITEBYTECODE": "1"}


@dataclass
class ExecTable:
    process: asyncio.subprocess.Process

    @property
    def pid(self) -> int:
        return self.process.pid

    async def wait(self) -> int:
        return exit_code(await self.process.wait())


class ExecSpawner:
    """``python -m tui.serve.child``: a fresh interpreter for every table."""

    async def start(self) -> None:
        pass

    async def table(self, slave: int, env: dict[str, str], cwd: str, args: list[str]) -> TableProcess:
        process = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "tui.serve.child", *args,
            stdin=slave, stdout=slave, stderr=slave, env=env, cwd=cwd, start_new_session=True)
        return ExecTable(process)

    async def close(self) -> None:
        pass


PR_SET_CHILD_SUBREAPER = 36  # linux/prctl.h


def become_subreaper() -> None:
    """Orphaned descendants of this process become its children (not
    init's): the tables the template forks, once their intermediate has
    left, so this process waits for them and has their exit status."""
    try:
        done = ctypes.CDLL(None, use_errno=True).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0
    except (AttributeError, OSError):  # not Linux
        done = False
    if not done or not hasattr(os, "pidfd_open"):
        raise RuntimeError("forked tables need Linux (a child subreaper and pidfds); use --spawn exec")


def status_of(result: os.waitid_result) -> int:
    """A waitid result as a shell reports it: the code, or 128 + the signal."""
    if result.si_code == os.CLD_EXITED:
        return result.si_status
    return 128 + result.si_status


@dataclass
class ForkedTable:
    """A table forked by the template, the server's child: waited for
    through a pidfd (readable once it has ended), on the loop."""

    pid: int
    pidfd: int

    async def wait(self) -> int:
        loop = asyncio.get_running_loop()
        ended = loop.create_future()
        def readable() -> None:
            if not ended.done():
                ended.set_result(None)

        loop.add_reader(self.pidfd, readable)
        try:
            await ended
        finally:
            loop.remove_reader(self.pidfd)
        try:
            result = os.waitid(os.P_PIDFD, self.pidfd, os.WEXITED)
            assert result is not None  # None only with WNOHANG
            return status_of(result)
        finally:
            os.close(self.pidfd)


class ForkSpawner:
    """Asks the zygote (started once, the app imported) to fork a table.

    One request is one SOCK_SEQPACKET message: the JSON of env, cwd and
    args, with the slave and a report socket passed as file descriptors.
    The zygote writes ``pid N`` on the report socket once the table is
    this process's child (it is a child subreaper); from then on the
    zygote has nothing to do with it."""

    def __init__(self) -> None:
        self.control: socket.socket | None = None
        self.process: subprocess.Popen | None = None

    async def start(self) -> None:
        """Start the zygote and wait until it has imported the app.  A plain
        Popen, not the loop's: a spawner may outlive one event loop (the
        tests share one)."""
        if self.control is not None:
            return
        become_subreaper()
        ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        self.process = subprocess.Popen(
            [sys.executable, "-m", "tui.serve.zygote", str(theirs.fileno())],
            pass_fds=[theirs.fileno()], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
            env=base_env(), start_new_session=True)
        theirs.close()
        assert self.process.stdout is not None  # stdout=PIPE
        ready = await asyncio.to_thread(self.process.stdout.readline)
        if ready.strip() != b"ready":
            raise RuntimeError("the table process template did not start")
        self.control = ours

    async def table(self, slave: int, env: dict[str, str], cwd: str, args: list[str]) -> TableProcess:
        assert self.control is not None, "start() first"
        if self.process is not None and self.process.poll() is not None:
            await self.revive()  # the template died (killed, out of memory): a new one
        report, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            message = json.dumps({"env": env, "cwd": cwd, "args": args}).encode()
            fds = array.array("i", [slave, theirs.fileno()])
            self.control.sendmsg([message], [(socket.SOL_SOCKET, socket.SCM_RIGHTS, fds)])
        except OSError:
            report.close()
            raise
        finally:
            theirs.close()
        reader, writer = await asyncio.open_unix_connection(sock=report)
        try:
            line = await reader.readline()
        finally:
            writer.close()
        if not line.startswith(b"pid "):
            raise RuntimeError("the table process template did not fork")
        pid = int(line.split()[1])
        return ForkedTable(pid, os.pidfd_open(pid))  # our child: it cannot be reaped (or its pid reused) but by us

    async def revive(self) -> None:
        if self.control is not None:
            self.control.close()
            self.control = None
        if self.process is not None:
            self.process.wait()
            if self.process.stdout is not None:  # stdout=PIPE: always
                self.process.stdout.close()
            self.process = None
        await self.start()

    async def close(self) -> None:
        if self.control is not None:
            self.control.close()  # the zygote leaves when it reads the end
            self.control = None
        if self.process is not None:
            try:
                await asyncio.to_thread(self.process.wait, 5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
            if self.process.stdout is not None:  # stdout=PIPE: always
                self.process.stdout.close()
            self.process = None


def spawner(mode: str) -> Spawner:
    return ForkSpawner() if mode == "fork" else ExecSpawner()

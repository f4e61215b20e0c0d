"""What runs in a table process: the app, on the pty it was given.

Both ways of starting one (``spawn``) end here with the pty's slave as
fds 0–2 and the process a session leader; it takes the pty as its
controlling terminal, so a resize reaches the app as SIGWINCH and a
dropped link as SIGHUP, as at a local terminal.

The job-control signals are blocked for the table's whole life: a player
must never leave it stopped.  A Ctrl+Z typed in the instant the app gives
the terminal back to cooked mode (as it leaves) would otherwise stop it
(Textual's SIGTSTP handler stops the process), and a stopped table reads
no key and never leaves.  Blocked, not ignored: Textual installs its own
handler over an ignored signal, and a blocked one is never delivered.

The server caps the table's memory (``KORTBORD_TABLE_MEMORY`` bytes, taken
out of the environment before the app sees it): RLIMIT_DATA, what the
process can write to.  Not RLIMIT_AS: a table drawing 42 MiB has a VmPeak
of 270 MiB (400 at 500×200), most of it malloc arenas and thread stacks
only reserved, and their number grows with the host's cores; a cap on
that would fail a normal game on a bigger host before it stopped a bad
one.  Past the cap an allocation fails (MemoryError): that table ends,
nothing else does.
"""

from __future__ import annotations

import fcntl
import os
import resource
import signal
import sys
import termios

from ..base.table_env import NAMES, TableEnv

JOB_CONTROL = {signal.SIGTSTP, signal.SIGTTIN, signal.SIGTTOU}
NOTICES = {signal.SIGUSR1, signal.SIGUSR2}
MEMORY_VAR = NAMES["memory"]


def cap_memory(limit: int) -> None:
    """At most ``limit`` bytes of data (heap, anonymous maps, stacks)."""
    resource.setrlimit(resource.RLIMIT_DATA, (limit, limit))


def run(args: list[str]) -> int:
    signal.pthread_sigmask(signal.SIG_BLOCK, JOB_CONTROL)  # before any thread: each inherits it
    # The server's notices (SIGUSR1: idle, SIGUSR2: window cut) wait, blocked,
    # until the app has its handlers (it unblocks them: tui/app.py); their
    # default would end the process.
    signal.pthread_sigmask(signal.SIG_BLOCK, NOTICES)
    limit = TableEnv.from_env().memory or 0
    os.environ.pop(MEMORY_VAR, None)  # the app's own children are not capped by it
    if limit > 0:
        cap_memory(limit)
    try:
        fcntl.ioctl(0, termios.TIOCSCTTY, 0)
    except OSError:
        pass  # already ours (or not a terminal: then the app says so)
    from tui.app import main

    from .served_terminal import ServedTerminal
    from .table_gc import settle

    settle()

    return main(args, driver_class=ServedTerminal)


if __name__ == "__main__":
    sys.exit(run(sys.argv[1:]))

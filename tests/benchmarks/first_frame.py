"""Seconds from exec to the menu's first frame, beside a bare Textual app.

Issue 27's P3: the menu's first frame ÷ a bare Textual app with a Footer,
both started the way a player starts them (a new process on a real pty at
80×24, TERM=xterm-256color), measured in one run.  A frame counts once the
screen has drawn its last line (the Footer's "Quit"); each is started
``runs`` times, alternating, and the medians are printed.

    .venv/bin/python tests/benchmarks/first_frame.py [runs]

``python -X importtime -c 'import tui.app'`` shows where the import part
of the kortbord figure goes.
"""

from __future__ import annotations

import os
import pty
import select
import signal
import statistics
import struct
import sys
import tempfile
import time
from fcntl import ioctl
from pathlib import Path
from termios import TIOCSWINSZ

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the project root, for tests.*

from tests.benchmarks.usage import Parser  # noqa: E402

BARE = """
from textual.app import App
from textual.widgets import Footer, Static
from textual.binding import Binding

class Bare(App):
    BINDINGS = [Binding("q", "quit", "Quit")]
    def compose(self):
        yield Static("Kortbord")
        yield Footer()

Bare().run()
"""
MARK = b"Quit"
TIMEOUT = 20.0


def first_frame(argv: list[str], env: dict[str, str]) -> float:
    """Seconds from fork to the frame that holds ``MARK``."""
    start = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:  # the child: the program on the pty
        os.execve(argv[0], argv, env)
    ioctl(fd, TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    seen = b""
    try:
        while time.perf_counter() - start < TIMEOUT:
            ready, _, _ = select.select([fd], [], [], 0.5)
            if not ready:
                continue
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                break
            seen += chunk
            if MARK in seen[-4096:] or MARK in chunk:
                return time.perf_counter() - start
        raise RuntimeError(f"no first frame from {argv}: {seen[-400:]!r}")
    finally:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        os.close(fd)


def main() -> None:
    parser = Parser(__doc__)
    parser.add_argument("runs", type=int, nargs="?", default=7, help="starts of each (default 7)")
    runs = parser.parse_args().runs
    bindir = os.path.dirname(sys.executable)
    home = tempfile.mkdtemp(prefix="kortbord-frame-")
    env = {"TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": os.environ.get("PATH", ""),
           "HOME": home, "KORTBORD_HOME": home}
    kortbord = [os.path.join(bindir, "kortbord")]
    bare = [sys.executable, "-c", BARE]
    ours, theirs = [], []
    first_frame(kortbord, env)  # the first start compiles the bytecode: not counted
    for _ in range(runs):
        ours.append(first_frame(kortbord, env))
        theirs.append(first_frame(bare, env))
    a, b = statistics.median(ours), statistics.median(theirs)
    print(f"first frame at 80x24, median of {runs} starts each")
    print(f"  kortbord menu: {a:.3f} s   ({' '.join(f'{t:.3f}' for t in ours)})")
    print(f"  bare Textual app with a Footer: {b:.3f} s   ({' '.join(f'{t:.3f}' for t in theirs)})")
    print(f"  P3 = {a / b:.2f}   (target <= 1.5)")


if __name__ == "__main__":
    main()

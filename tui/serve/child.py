"""What runs in a table process: the app, on the pty it was given.

Both ways of starting one (``spawn``) end here with the pty's slave as
fds 0–2 and the process a session leader; it takes the pty as its
controlling terminal, so a resize reaches the app as SIGWINCH and a
dropped link as SIGHUP, as at a local terminal.
"""

from __future__ import annotations

import fcntl
import sys
import termios


def run(args: list[str]) -> int:
    try:
        fcntl.ioctl(0, termios.TIOCSCTTY, 0)
    except OSError:
        pass  # already ours (or not a terminal: then the app says so)
    from tui.app import main

    return main(args)


if __name__ == "__main__":
    sys.exit(run(sys.argv[1:]))

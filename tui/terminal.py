"""When the terminal goes away, the game is saved and the process leaves.

A dropped SSH link or a closed tmux pane hangs up the pty: SIGHUP comes (or
not, if Kortbord is not the session leader), and from then on every ioctl on
the terminal fails with EIO.  Textual's own shutdown can then wait forever
(it writes to a terminal that is gone, and its input thread reads EOF), and
a process asleep like that would hold the game's lock for good.  So:

* ``TerminalWatch`` polls the terminal from a thread (``tcgetattr`` every
  0.05 s); when it fails it asks the app, on its own loop, to save and leave;
* ``leave_by(code)`` arms a deadline: if the process is still here after
  ``GRACE`` seconds, the open games are flushed once more and the process
  ends with ``os._exit`` — within a second of the hang-up, every time.

``restore`` puts the terminal's settings back as they were at the start,
for the exits that bypass Textual's (SIGQUIT's, the deadline's).
"""

from __future__ import annotations

import os
import sys
import threading
from collections.abc import Callable

try:
    import termios
except ImportError:  # not POSIX
    termios = None  # type: ignore[assignment]

GRACE = 0.6  # seconds Textual gets to leave by itself
POLL = 0.05
# Leave the alternate screen, show the cursor, stop mouse and paste reports.
RESET = "\x1b[?1049l\x1b[?25h\x1b[?1000l\x1b[?1002l\x1b[?1003l\x1b[?1006l\x1b[?1015l\x1b[?2004l\x1b[?1004l"


class TerminalWatch:
    def __init__(self, on_gone: Callable[[], object], flush: Callable[[], object], fd: int | None = None) -> None:
        """``on_gone`` is called once, in the watching thread, when the
        terminal hangs up (pass something thread-safe, e.g. a
        ``loop.call_soon_threadsafe`` wrapper); ``flush`` must be safe at any
        instant (``Keeper.flush``)."""
        self.on_gone = on_gone
        self.flush = flush
        self.fd = _stdin_fd() if fd is None else fd
        self.saved = _attrs(self.fd)
        self._stop = threading.Event()
        self._deadline: threading.Timer | None = None
        self.leaving = False  # a hang-up or a signal: the process is on its way out
        self._thread: threading.Thread | None = None

    def start(self) -> TerminalWatch:
        if self.fd is not None and self.saved is not None and self._thread is None:
            self._thread = threading.Thread(target=self._watch, args=(self.fd,), name="kortbord-terminal-watch",
                                            daemon=True)
            self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        if self._deadline is not None:
            self._deadline.cancel()

    def _watch(self, fd: int) -> None:
        while not self._stop.wait(POLL):
            if not gone(fd):
                continue
            self.leave_by(129)  # as SIGHUP would
            try:
                self.on_gone()
            except Exception:  # noqa: BLE001 - the deadline still ends it
                pass
            return

    def leave_by(self, code: int, grace: float = GRACE) -> None:
        """End the process with ``code`` if it has not ended within ``grace``
        seconds (the first call counts)."""
        self.leaving = True
        if self._deadline is None:
            self._deadline = threading.Timer(grace, self._hard_exit, (code,))
            self._deadline.daemon = True
            self._deadline.start()

    def hung_up(self) -> bool:
        return self.fd is not None and self.saved is not None and gone(self.fd)

    def exit_now(self, code: int) -> None:
        """Flush the open games once more, put the terminal back if it is
        still there, and end the process."""
        try:
            self.flush()
        except Exception:  # noqa: BLE001 - the last save stands
            pass
        self.restore()
        os._exit(code)

    _hard_exit = exit_now

    def restore(self) -> None:
        """The terminal's settings from the start, and its normal screen;
        nothing when it is gone."""
        if self.fd is None or self.saved is None or gone(self.fd):
            return
        try:
            os.write(self.fd, RESET.encode())
        except OSError:
            pass
        try:
            termios.tcsetattr(self.fd, termios.TCSANOW, self.saved)
        except (termios.error, OSError):
            pass


def gone(fd: int) -> bool:
    """True when the terminal on ``fd`` has hung up (EIO on every ioctl)."""
    if termios is None:
        return False
    try:
        termios.tcgetattr(fd)
    except termios.error as exc:
        return bool(exc.args) and exc.args[0] in (5, 9)  # EIO, EBADF
    except OSError:
        return True
    return False


def _stdin_fd() -> int | None:
    stream = sys.__stdin__
    try:
        fd = stream.fileno() if stream is not None else None
    except (OSError, ValueError):
        return None
    return fd if fd is not None and os.isatty(fd) else None


def _attrs(fd: int | None):
    if fd is None or termios is None:
        return None
    try:
        return termios.tcgetattr(fd)
    except termios.error:
        return None

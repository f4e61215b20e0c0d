"""SIGHUP (the SSH link dropped), SIGTERM and SIGQUIT leave a resumable save.

The handler flushes the autosave first, the one thing that must happen, and
then asks the app to exit.  A second signal while that exit is stuck (a
terminal that is gone can block) flushes again and leaves at once.  Ctrl+C is
a key in Textual, so the app handles it itself.

With an asyncio ``loop`` the handler runs as a loop callback, between two
actions; without one it may interrupt anything, which is why
``Autosave.flush`` only ever writes a snapshot taken between actions.
"""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from collections.abc import Callable

# SIGQUIT too: its default (a core dump) would leave the terminal raw.
SIGNALS = tuple(
    getattr(signal, name) for name in ("SIGHUP", "SIGTERM", "SIGQUIT") if hasattr(signal, name)
)


def install_signal_handlers(
    flush: Callable[[], object],
    on_exit: Callable[[int], object] | None = None,
    loop: asyncio.AbstractEventLoop | None = None,
) -> Callable[[], None]:
    """Handle SIGHUP, SIGTERM and SIGQUIT: ``flush()``, then ``on_exit(signum)`` (the
    app's clean exit); with no ``on_exit`` raise SystemExit(128 + signum).
    Without ``loop`` call from the main thread.  Returns a function that puts
    the previous handling back."""
    state = {"signalled": False}

    def handle(signum: int) -> None:
        _safe(flush)
        if state["signalled"]:
            os._exit(128 + signum)
        state["signalled"] = True
        if on_exit is None:
            sys.exit(128 + signum)
        try:
            on_exit(signum)
        except Exception:
            os._exit(128 + signum)

    if loop is not None:
        for sig in SIGNALS:
            loop.add_signal_handler(sig, handle, sig)

        def restore_loop() -> None:
            for sig in SIGNALS:
                loop.remove_signal_handler(sig)

        return restore_loop

    previous = {sig: signal.signal(sig, lambda signum, frame: handle(signum)) for sig in SIGNALS}

    def restore() -> None:
        for sig, old in previous.items():
            signal.signal(sig, old if old is not None else signal.SIG_DFL)

    return restore


def _safe(flush: Callable[[], object]) -> None:
    try:
        flush()
    except Exception:
        pass  # exiting matters more than reporting now; the last save stands

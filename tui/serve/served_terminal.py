"""A served table's terminal (what Textual calls its driver: a subclass of
its Linux one): input at the pace the app takes it, and no way to suspend.
"Driver" in this house means a game's driver of play (rules/driver.py).

Textual's input thread reads the terminal as fast as bytes come and posts
every key to the app, whose queues have no bound: a client pouring keys
in faster than the app handles them (arrow keys at link speed) grew a
table by a hundred MiB in seconds.  Here the thread waits, every
``BATCH`` events, until the app has handled those (a callback queued
behind them, on the app and then on the widget the keys go to).  While it
waits it reads nothing, the pty fills, and the server pauses the client's
channel (tui/serve/inflow.py): back pressure from the app to the client.

It also runs the table's full garbage collections when the player is
quiet (table_gc.py): it sees every input and owns the table's loop.

``can_suspend`` is False: Ctrl+Z has no binding here, and whatever asks
the app to suspend (``App.suspend``, ``action_suspend_process``) finds it
cannot; the table process also blocks SIGTSTP (tui/serve/child.py).
"""

from __future__ import annotations

import asyncio
import threading

from textual.app import App, ScreenStackError
from textual.drivers.linux_driver import LinuxDriver
from textual.message import Message

from .table_gc import IdleCollector

BATCH = 32  # input events the app may be behind by before the input thread waits
WAIT = 0.1  # seconds between looks at whether the terminal is stopping


class ServedTerminal(LinuxDriver):
    def __init__(self, app: App, **options) -> None:
        super().__init__(app, **options)
        self.owner = app
        self.behind = 0
        self.collector = IdleCollector()

    @property
    def can_suspend(self) -> bool:
        return False

    def start_application_mode(self) -> None:
        super().start_application_mode()
        self.collector.start(asyncio.get_running_loop())

    def stop_application_mode(self) -> None:
        self.collector.stop()
        super().stop_application_mode()

    def process_message(self, message: Message) -> None:
        """In the input thread: post, and every BATCH events wait for the app."""
        self.collector.touched()
        super().process_message(message)
        self.behind += 1
        if self.behind < BATCH or threading.current_thread() is threading.main_thread():
            return  # (the app's own thread must never wait for itself)
        self.behind = 0
        handled = threading.Event()

        def on_app() -> None:
            try:
                target = self.owner.focused or self.owner.screen
            except ScreenStackError:  # no screen yet (or any more): the app itself has caught up
                target = None
            if target is None or not target.call_later(handled.set):
                handled.set()

        if not self.owner.call_later(on_app):
            return  # the app is closing: nothing will answer
        while not handled.wait(WAIT):
            if self.exit_event.is_set():
                return

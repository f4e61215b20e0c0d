"""Every use of a private name of Textual, in one room.

Textual offers no public way to withdraw one notice, to stop the app after
an error with our sentence instead of its traceback, to ask whether one key
is bound without asking every binding, or (for the tests) to feed keys to
the driver and see that a node's queue is empty.  These few
functions do it through Textual's private names, so that an upgrade that
renames one breaks here, where tests/tui/test_textual_private.py checks
each name against the Textual installed, and nowhere else.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from textual.app import App
    from textual.message import Message
    from textual.message_pump import MessagePump
    from textual.notifications import Notification
    from textual.screen import Screen

# (owner, name) of every private name used below: the test checks each.
USED = (
    ("textual.app:App", "_notifications"),
    ("textual.app:App", "_unnotify"),
    ("textual.app:App", "_on_notify"),
    ("textual.app:App", "_exit_renderables"),
    ("textual.app:App", "_close_messages_no_wait"),
    ("textual.app:App", "_fatal_error"),
    ("textual.app:App", "_exception"),
    ("textual.app:App", "_driver"),
    ("textual.message_pump:MessagePump", "_message_queue"),
    ("textual.screen:Screen", "_modal_binding_chain"),
    ("textual.app:App", "_check_action_state"),
)


def showing(app: App) -> list[Notification]:
    """The notices on screen now, oldest first."""
    return list(app._notifications)


def withdraw(app: App, notification: Notification) -> None:
    """Takes a notice off the screen (if it is still there) without a redraw
    of its own: the notice that replaces it redraws."""
    if notification in app._notifications:
        app._unnotify(notification, refresh=False)


def pending_error(app: App) -> BaseException | None:
    """The exception the app is stopping for, where Textual holds it."""
    return app._exception


def stop_with(app: App, sentence: str) -> None:
    """Stops the app at once, printing ``sentence`` on the terminal after it
    has gone (instead of Textual's traceback)."""
    app._exit_renderables.append(sentence)
    app._close_messages_no_wait()


def send_to_driver(app: App, message: Message) -> None:
    """A message (a key, say) fed in as if the terminal had sent it."""
    app._driver.send_message(message)


def queue_empty(node: MessagePump) -> bool:
    """Whether ``node`` has handled every message sent to it so far."""
    return node._message_queue.empty()


def bound(screen: Screen, key: str) -> bool:
    """``key in screen.active_bindings``, asking only the bindings of
    ``key``: the whole map asks every binding's ``check_action`` (forty at
    a table), and a table asks at every key whether that key is bound."""
    app = screen.app
    for namespace, bindings in screen._modal_binding_chain:
        for binding in bindings.key_to_bindings.get(key, ()):
            if app._check_action_state(binding.action, namespace) is not False:
                return True
    return False


class QuietFatalError:
    """Mixed into the App before ``textual.app.App``: Textual's hook for an
    error no handler caught calls ``fatal_error_met`` instead of printing
    a traceback; the app decides what the player is told."""

    def _fatal_error(self) -> None:
        self.fatal_error_met()

    def fatal_error_met(self) -> None:  # pragma: no cover - the app overrides it
        raise NotImplementedError


class NoticeFilter:
    """Mixed in before ``textual.app.App``: ``notice_wanted`` decides whether
    a Notify message still shows (a notice replaced before it was shown)."""

    def _on_notify(self, event) -> None:
        if not self.notice_wanted(event.notification):
            event.prevent_default()

    def notice_wanted(self, notification: Notification) -> bool:  # pragma: no cover - the app overrides it
        return True

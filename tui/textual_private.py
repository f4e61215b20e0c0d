"""Every use of a private name of Textual, in one room.

Textual offers no public way to withdraw one notice, to stop the app after
an error with our sentence instead of its traceback, to ask whether one key
is bound without asking every binding, to repaint only the rows that
changed, to make a Strip's caches only when they are used, or (for the
tests) to feed keys to the driver and see that a node's queue is empty.
These few functions do it through Textual's private names, so that an
upgrade that renames one breaks here, where tests/tui/test_textual_private.py
checks each name against the Textual installed, and nowhere else.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from rich.segment import Segment
from textual._compositor import Compositor
from textual.cache import FIFOCache
from textual.geometry import Region
from textual.strip import Strip

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
    ("textual._compositor:Compositor", "_get_renders"),
    ("textual.strip:Strip", "_segments"),
    ("textual.strip:Strip", "_cell_length"),
    ("textual.strip:Strip", "_render_cache"),
    ("textual.strip:Strip", "_link_ids"),
    ("textual.strip:Strip", "_cell_count"),
    ("textual.strip:Strip", "_divide_cache"),
    ("textual.strip:Strip", "_crop_cache"),
    ("textual.strip:Strip", "_style_cache"),
    ("textual.strip:Strip", "_filter_cache"),
    ("textual.strip:Strip", "_line_length_cache"),
    ("textual.strip:Strip", "_crop_extend_cache"),
    ("textual.strip:Strip", "_offsets_cache"),
    ("textual:_time", "get_time"),
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


def event_clock() -> float:
    """Now, on the clock Textual stamps its events with (``Message.time``:
    a key's is when the terminal's bytes were read), so that a screen can
    tell a key pressed before it was on screen."""
    from textual import _time

    return _time.get_time()


def send_to_terminal(app: App, message: Message) -> None:
    """A message (a key, say) fed in as if the terminal had sent it."""
    driver = app._driver
    if driver is None:
        raise RuntimeError("the app is not running: it has no driver to send to")
    driver.send_message(message)


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


_FULL_RENDERS = Compositor._get_renders


def _rows_renders(self: Compositor, crop: Region | None = None) -> Iterable[tuple[Region, Region, list[Strip]]]:
    """Textual's ``_get_renders`` for a partial update, cropped to the
    update's rows.  Textual renders every widget whose clip touches the
    rectangle round all that changed, whole: a cursor key that changed
    the hand and the message line rendered the screen's 24 rows, the
    Footer and the status line too, and threw all but seven rows away.
    Here a widget outside that rectangle is not rendered and one across
    it renders only the rectangle's rows.  Only rows are cropped, never
    columns: a widget's edges stay where Textual cut the line, so the
    update sent is the same, cell for cell (the test compares them)."""
    if crop is None or crop == self.size.region:
        yield from _FULL_RENDERS(self, crop)
        return
    top, bottom = crop.y, crop.bottom
    overlaps = crop.overlaps
    for widget, (region, clip) in self.visible_widgets.items():
        shown = region.intersection(clip)
        if not overlaps(shown):
            continue
        y0, y1 = max(shown.y, top), min(shown.bottom, bottom)
        rows = Region(shown.x, y0, shown.width, y1 - y0)
        yield region, rows, widget.render_lines(Region(shown.x - region.x, y0 - region.y, shown.width, y1 - y0))


def repaint_changed_rows(on: bool = True) -> None:
    """Partial updates render only the rows that changed (``_rows_renders``);
    ``on=False`` puts Textual's own back (the test compares the two)."""
    Compositor._get_renders = _rows_renders if on else _FULL_RENDERS  # type: ignore[method-assign]  # patching Textual's private method is this module's job


# A Strip's memo caches (name: the size Textual makes it), each made the
# first time it is used (``lazy_strip_caches``).
STRIP_CACHES = {"_divide_cache": 4, "_crop_cache": 16, "_style_cache": 16, "_filter_cache": 4,
                "_line_length_cache": 4, "_crop_extend_cache": 4, "_offsets_cache": 4}
TEXTUAL_STRIP_INIT = Strip.__init__


def _strip_init(self, segments: Iterable[Segment], cell_length: int | None = None) -> None:
    """Textual's ``Strip.__init__`` without the seven caches."""
    self._segments = list(segments)
    self._cell_length = cell_length
    self._render_cache = None
    self._link_ids = None
    self._cell_count = None


def _made_when_used(name: str, size: int) -> property:
    slot = Strip.__dict__[name]  # the slot's own descriptor keeps the cache

    def cache(strip: Strip) -> FIFOCache[object, object]:
        try:
            return slot.__get__(strip, Strip)
        except AttributeError:
            made: FIFOCache[object, object] = FIFOCache(size)
            slot.__set__(strip, made)
            return made

    return property(cache, slot.__set__)


def lazy_strip_caches() -> None:
    """Textual makes seven caches (seven objects and seven dicts) for every
    Strip, a line of a widget, when it is made: 2.2 µs of the 2.6 a Strip
    costs, and about 0.9 KiB a Strip that a table keeps (its widgets' lines,
    cached).  Most strips are drawn once and never cropped, divided or
    styled again, so most caches are never used; here each is made the
    first time it is (as Textual's Content already makes its own)."""
    for name, size in STRIP_CACHES.items():
        setattr(Strip, name, _made_when_used(name, size))
    Strip.__init__ = _strip_init  # type: ignore[method-assign]  # as above: Textual's Strip without its seven caches

"""The keys every table shares: the common bindings (a table lists them
after its own, so the Footer shows the game's keys first, or its own
versions of them: Speed's p), the keys a table leaves alone, and which
key that no binding took gets a short answer rather than silence."""

from __future__ import annotations

from textual.binding import Binding

from ...i18n import N_

COMMON_BINDINGS = [
    Binding("question_mark", "toggle_rules", N_("Rules")),
    Binding("f1", "toggle_rules", N_("Rules"), show=False),
    Binding("p", "toggle_pause", N_("Pause AI")),
    Binding("u", "undo", N_("Undo")),
    Binding("i", "hint", N_("Hint")),
    Binding("q", "leave", N_("Back")),
    Binding("escape", "close_rules", N_("Close rules"), show=False),
]
# Keys every table leaves alone: moving focus, the app's own.
QUIET_KEYS = {"tab", "shift+tab", "ctrl+c", "ctrl+q", "escape", "shift", "ctrl"}
SCROLL_KEYS = ("up", "down", "pageup", "pagedown", "home", "end")  # the open rules panel's
ANSWERED_KEYS = ("enter", "space", "left", "right", "up", "down")  # answered though not printable


def deserves_answer(key: str, printable: bool, focused_id: str | None) -> bool:
    """Whether ``key``, which no binding took, gets "… does nothing now"."""
    if key in QUIET_KEYS:
        return False
    if focused_id == "rules-panel" and key in SCROLL_KEYS:
        return False  # the rules panel scrolls
    return printable or key in ANSWERED_KEYS

"""The keys every table shares, which of them a table offers now, whatever
its game, and which key no binding took gets a short answer rather than
silence (idle.py gives it).  No key acts before the table is up or once it
has gone.  Undo is offered only where the driver can undo; q is Back at a
game and Leave lesson at a lesson, where esc leaves too once nothing is
open for it to close (the rules panel, Hearts' last trick)."""

from __future__ import annotations

from collections.abc import Callable

from textual.binding import Binding

from ...i18n import N_

# A table lists them after its own (so the Footer shows the game's keys
# first), or its own versions of them (Speed's p).  Of two bindings of one
# key the first offered runs: esc closes what is open before it leaves.
COMMON_BINDINGS = [
    Binding("question_mark", "toggle_rules", N_("Rules")),
    Binding("f1", "toggle_rules", N_("Rules"), show=False),
    Binding("p", "toggle_pause", N_("Pause AI")),
    Binding("u", "undo", N_("Undo")),
    Binding("i", "hint", N_("Hint")),
    Binding("escape", "close_rules", N_("Close rules"), show=False),
    Binding("q", "leave", N_("Back")),
    # q is the one shown: esc leaves too once nothing is open for it to close (a picked card, the
    # rules), and a Footer that named esc only then flipped between the two (a playtest)
    Binding("q", "leave_lesson", N_("Leave lesson")),
    Binding("escape", "leave_lesson", N_("Leave lesson"), show=False),
    # the log's earlier lines (a playtest: its first lines were lost); named in each game's rules panel
    Binding("pageup", "scroll_log(-1)", N_("Scroll the log"), show=False),
    Binding("pagedown", "scroll_log(1)", N_("Scroll the log"), show=False),
]
LOG_KEYS = ("pageup", "pagedown")  # they scroll the log even while a table waits for any key to go on
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


def offered(action: str, *, up: bool, undoable: bool, at_lesson: bool,
            closer: Callable[[], Callable[[], None] | None]) -> bool:
    """Whether a key may act at all now: the table is up (``up``: its
    widgets are there for a key and it has not gone), and a shared key means
    something at it: ``undoable``, an undo works now (the table
    controller's ``undo_offered``); ``at_lesson``, a lesson runs at it;
    ``closer``, what esc would close now (asked only for esc).  False for a shared key that means nothing at this table now: it
    is not shown, and the key goes on to its next binding."""
    if not up:
        return False
    if action == "undo":
        return undoable  # not at a shared table of people, nor past a card turned up; u says why (idle_answer)
    if action in ("leave", "leave_lesson"):
        return (action == "leave") != at_lesson
    if action == "close_rules":
        return closer() is not None
    return True

"""The PAUSED mark at the right end of every table's top bar, while the
player holds the computer players (p): its own layer, docked right, so no
table draws it, and the table's own status words end before it with …."""

from __future__ import annotations

from textual.dom import DOMNode
from textual.widgets import Static

from ..i18n import _

# What the table's status line gives up while the mark covers its right end.
_ROOM = (0, 20, 0, 1)


class PauseBadge(Static):
    DEFAULT_CSS = """
    PauseBadge {
        layer: badge; dock: right; width: auto; height: 1;
        text-style: bold reverse; padding: 0 1; display: none;
    }
    PauseBadge.-on { display: block; }
    """

    def __init__(self, **kwargs) -> None:
        super().__init__(_("PAUSED: p goes on"), **kwargs)


def show_paused(screen: DOMNode, paused: bool) -> None:
    """Show or hide ``screen``'s badge and make room for it in its ``.status`` lines."""
    badge = screen.query_one_optional(PauseBadge)
    if badge is not None and badge.has_class("-on") == paused:
        return  # as it is (asked at every hold and release: a layout each time)
    if badge is not None:
        badge.set_class(paused, "-on")
    for status in screen.query(".status"):
        if paused:
            status.styles.padding = _ROOM
            status.styles.text_wrap = "nowrap"
            status.styles.text_overflow = "ellipsis"
        else:
            for rule in ("padding", "text_wrap", "text_overflow"):
                status.styles.clear_rule(rule)
        status.refresh(layout=True)

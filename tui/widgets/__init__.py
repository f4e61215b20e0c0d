"""Shared table widgets: they draw what they are given and keep no game state.

The names below are loaded when first asked for (PEP 562), not with the
package: the menu needs only the Footer before its first frame, and the
rules panel alone (Markdown) costs more to import than the menu itself.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

_WHERE = {
    "Look": "card", "card_label": "card", "card_lines": "card",
    "EventLog": "event_log",
    "Hand": "hand",
    "RulesPanel": "rules_panel", "help_text": "rules_panel",
    "Scoreboard": "scoreboard",
    "SeatInfo": "trick_table", "TrickTable": "trick_table",
}

__all__ = [
    "EventLog", "Hand", "Look", "RulesPanel", "Scoreboard",
    "SeatInfo", "TrickTable", "card_label", "card_lines", "help_text",
]


def __getattr__(name: str):
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


if TYPE_CHECKING:
    from .card import Look, card_label, card_lines
    from .event_log import EventLog
    from .hand import Hand
    from .rules_panel import RulesPanel, help_text
    from .scoreboard import Scoreboard
    from .trick_table import SeatInfo, TrickTable

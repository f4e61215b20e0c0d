"""Shared table widgets: they draw what they are given and keep no game state."""

from .card import Look, card_label, card_lines
from .event_log import EventLog
from .hand import Hand
from .rules_panel import RulesPanel, help_text
from .scoreboard import Scoreboard
from .trick_table import SeatInfo, TrickTable

__all__ = [
    "EventLog", "Hand", "Look", "RulesPanel", "Scoreboard",
    "SeatInfo", "TrickTable", "card_label", "card_lines", "help_text",
]

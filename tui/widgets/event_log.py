"""The event log: the session's events narrated in plain words, newest last.

Sentences come from each event's ``describe(names)``; in ASCII mode suit
symbols become letters (``rules.cards.to_ascii``).
"""

from __future__ import annotations

from typing import Iterable, Sequence

from rich.text import Text
from textual.widgets import RichLog

from rules.cards import to_ascii
from rules.core import Event

from .card import ascii_mode_of, plain_colours

RED_SYMBOLS = "♥♦"


class EventLog(RichLog):
    DEFAULT_CSS = """
    EventLog { background: $surface; scrollbar-size-vertical: 1; }
    """

    def __init__(self, **kwargs) -> None:
        kwargs.setdefault("wrap", True)
        kwargs.setdefault("markup", False)
        kwargs.setdefault("max_lines", 500)
        kwargs.setdefault("min_width", 10)
        super().__init__(**kwargs)
        self.can_focus = False

    def say(self, sentence: str, style: str = "") -> None:
        self.write(self._styled(sentence, style), scroll_end=True)

    def narrate(self, events: Iterable[Event], names: Sequence[str]) -> None:
        for event in events:
            try:
                sentence = event.describe(names)
            except Exception:  # a describe bug must not break the table
                sentence = type(event).__name__
            self.say(sentence)

    def _styled(self, sentence: str, style: str) -> Text:
        if ascii_mode_of(self):
            return Text(to_ascii(sentence), style=style)
        text = Text(sentence, style=style)
        if plain_colours():  # red would be greyed near-invisible
            return text
        for i, char in enumerate(sentence):
            if char in RED_SYMBOLS:
                text.stylize("red", i, i + 1)
        return text

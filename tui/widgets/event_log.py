"""The event log: the session's events narrated in plain words, newest last.

Sentences come from each event's ``describe(voice)``, told to the person
at this terminal (``rules.voice.Voice``: "You play 5♥", "North plays 5♥"),
and are never rewritten here; in ASCII mode suit symbols become letters (``rules.cards.to_ascii``).  The log keeps its
sentences, not only their wrapped lines, so that a resized terminal gets
them wrapped again to the new width, and so that an undo can mark the
sentences it took back (``mark`` before a move, ``take_back`` after undo).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable

from rich.text import Text
from textual.events import Resize
from textual.geometry import Size
from textual.reactive import Reactive
from textual.widgets import RichLog

from rules.cards import to_ascii
from rules.core import Event
from rules.voice import Voice, at_start

from ..i18n import _
from ..safety import report
from .card import ascii_mode_of, plain_colours

RED_SYMBOLS = "♥♦"


class EventLog(RichLog):
    DEFAULT_CSS = """
    EventLog { background: $surface; scrollbar-size-vertical: 1; }
    """

    # Each new line makes the log one line taller inside: Textual lays out
    # the whole screen for that (``Widget.virtual_size`` asks for a layout),
    # though only the log's own scrolling changed.  Here a line updates the
    # log's scrollbar alone (the vertical one is always there); a scrollbar
    # that comes or goes still asks for the layout (``show_*_scrollbar``
    # do), as does a log not laid out yet.
    virtual_size: Reactive[Size] = Reactive(Size(0, 0), layout=False)

    def watch_virtual_size(self, size: Size) -> None:
        if not self.size:
            self.refresh(layout=True)
            return
        self._scroll_update(size)

    def __init__(self, **kwargs) -> None:
        kwargs.setdefault("wrap", True)
        kwargs.setdefault("markup", False)
        kwargs.setdefault("max_lines", 500)
        kwargs.setdefault("min_width", 10)
        super().__init__(**kwargs)
        self.can_focus = False
        self._said: deque[Text] = deque(maxlen=self.max_lines)
        self._count = 0  # sentences said since the start (the deque forgets the oldest)
        self._wrapped_at = 0  # the width the lines were wrapped at
        self._rows_shown = 0  # the rows it showed before its last resize
        # The person pages back through the log (PgUp): a new line does not
        # scroll it away from what they read (a real-time North wrote on and
        # yanked it to the end), until they are at its end again or act.
        self.reading = False

    def say(self, sentence: str, style: str = "") -> None:
        text = self._styled(sentence, style)
        self._said.append(text)
        self._count += 1
        self.reading = self.reading and round(self.scroll_offset.y) < self.max_scroll_y
        if self.reading:
            self.write(text, scroll_end=False)
            return
        self.write(text, scroll_end=True)  # again after the layout, which may change the log's height
        self.show_newest()

    def show_newest(self) -> None:
        """Scrolled to the newest line now, in the frame that draws it:
        RichLog's own scroll waits for the layout after the write, and
        shows the line a frame later (a tenth of a second at a shared
        table of four).  Its scroll still comes after the layout: when that
        layout changes the log's height (a scrollbar appears), the newest
        line would otherwise stay cut off at the bottom."""
        self.scroll_end(animate=False, immediate=True, x_axis=False)

    def mark(self) -> int:
        """Where the log is now: give it to ``take_back`` to mark what follows."""
        return self._count

    def take_back(self, since: int | None) -> None:
        """Mark every sentence said after ``since`` as taken back (dimmed,
        struck through, behind an ``x``), then say so.  ``since`` None: the
        moves were said before this log began (a resumed game)."""
        first = len(self._said) - (self._count - since) if since is not None else len(self._said)
        marker = "x" if ascii_mode_of(self) else "×"
        marked = range(max(0, first), len(self._said))
        for i in marked:
            taken = Text(marker + " ", style="dim")
            taken.append_text(self._said[i])
            taken.stylize("dim strike")
            self._said[i] = taken
        self.clear()
        for text in self._said:
            self.write(text, scroll_end=True)
        self.say(_("Undone: the lines marked {marker} are taken back.").format(marker=marker) if marked else
                 _("Undone: your last move and the replies to it are taken back."), "bold")

    def on_resize(self, event: Resize) -> None:
        # runs before RichLog's own handler, which writes what came before the first size
        width = event.size.width
        if self._size_known and width and width != self._wrapped_at and self._said:
            self.clear()
            for text in self._said:
                self.write(text, scroll_end=True)
        elif self._size_known and round(self.scroll_offset.y) >= self.virtual_size.height - self._rows_shown:
            # it showed its newest line, and a layout made it shorter (a taller prompt below it, a
            # playtest: the last sentence cut mid-way): its newest line still shows
            self.call_after_refresh(self.show_newest)
        self._wrapped_at, self._rows_shown = width, self.scrollable_content_region.height

    def narrate(self, events: Iterable[Event], voice: Voice) -> None:
        """Tell each event in its own sentence, as ``voice`` says it (an
        event may change the voice for those after it: ``Event.voice_after``,
        and the first is told in the voice the last ones leave to work back
        from: ``rules.voice.at_start``)."""
        events = list(events)
        self.tell_in(events, at_start(events, voice))

    def tell_in(self, events: Iterable[Event], voice: Voice) -> None:
        """``narrate`` from ``voice``, the one of the first event."""
        for event in events:
            try:
                sentence = event.describe(voice)
                voice = event.voice_after(voice)
            except Exception as error:  # noqa: BLE001 - a describe bug is reported, the table goes on
                report(self, error)
                sentence = type(event).__name__ + "."
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

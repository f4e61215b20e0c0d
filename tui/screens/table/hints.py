"""The person's hint (i): what the hard player would do in their place, and
why; it never plays.  The search may take a second: a worker thread works
it out while the table goes on, and an answer that comes after the game has
moved on is dropped (the table controller, tui/table.py, keeps the hint
and its position; its cards are marked by the screen's ``redraw``)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from textual.message import Message
from textual.screen import Screen

from rules.core import IllegalAction
from rules.driver import HintQuestion
from rules.hint import Hint

from ...i18n import _
from ...safety import report
from ...table import TableController
from .log import TableLog
from .message import MessageLine


@dataclass
class HintReady(Message):
    """The hint worked out in its thread (or the error it raised), for the
    position it was asked at: the table's ``on_hint_ready`` hands it back."""

    hint: Hint | None
    position: tuple[int, int]
    error: Exception | None = None


class Hints:
    def __init__(self, screen: Screen, table: TableController, messages: MessageLine, log: TableLog, *,
                 say: Callable[[str], None], text: Callable[[str], str], redraw: Callable[[], None],
                 none_answer: Callable[[], str], gone: Callable[[], bool]) -> None:
        """``screen``: the worker thread's and its message's; ``table``: the
        table controller, which keeps the hint and its position; ``messages``:
        the line the hint is said on (its width); ``log``: which has the whole
        of it; ``say``, ``text`` and ``redraw``: the screen's (``text``: suit
        symbols as letters in ASCII mode; ``redraw`` marks the hint's cards);
        ``none_answer``: what the key says when the person has nothing to
        decide (the screen's ``no_hint_answer``: Speed says more); ``gone``:
        the table has gone (an answer that comes then is dropped)."""
        self.screen = screen
        self.table = table
        self.messages = messages
        self.log = log
        self.say = say
        self.text = text
        self.redraw = redraw
        self.none_answer_now = none_answer
        self.gone = gone
        self.thinking = False  # a hint is being worked out

    def ask(self) -> None:
        if self.thinking:
            self.say(_("Still thinking about your hint…"))
            return
        question, position = self.table.ask_hint()
        self.redraw()  # the last hint's marks go
        if question is None:
            self.say(self.none_answer_now())
            return
        self.thinking = True
        self.say(_("Hint: thinking…"))
        self.screen.run_worker(lambda: self._work_out(question, position), thread=True, group="hint",
                          exit_on_error=False)

    def _work_out(self, question: HintQuestion, position: tuple[int, int]) -> None:
        # In the worker thread: post_message is thread-safe.
        ready = HintReady
        try:
            self.screen.post_message(ready(question(), position))
        except Exception as error:  # noqa: BLE001 - reported on the table's side
            self.screen.post_message(ready(None, position, error))

    def arrived(self, hint: Hint | None, position: tuple[int, int], error: Exception | None) -> None:
        self.thinking = False
        if isinstance(error, IllegalAction):  # no hint, and why (a shared table's server)
            self.say(str(error))
            return
        if error is not None:
            self.say("")
            report(self.screen, error)
            return
        if self.gone():
            return
        if hint is None or not self.table.hint_arrived(hint, position):
            self.say(_("The hint came too late: the game has moved on (i asks again)."))
            return
        sentence = _("Hint: {reason}").format(reason=hint.reason)
        self.log.say(self.text(sentence), "bold")
        self.say(self.line(hint.reason))
        self.redraw()

    def none_answer(self, over: bool) -> str:
        """What the hint key says when the person has nothing to decide."""
        if over:
            return _("No hint: the game is over.")
        if self.table.forced() is not None:
            return _("No hint: there is nothing to decide here; it passes by itself.")
        return _("No hint now: it is not your turn.")

    def line(self, reason: str) -> str:
        """The hint on the message line, at the line's width (hint_line)."""
        width = 78
        if (line := self.messages.widget()) is not None:
            width = max(20, line.size.width - 2) * max(1, line.size.height)
        return hint_line(reason, width)


def hint_line(reason: str, width: int) -> str:
    """"Hint: …" whole when it fits in ``width``, else its move and a
    pointer to the log, which has it all.  The move is the reason's first
    clause, before " — " (Hearts), ": " (Clover, Harvest) or ". ": Clover's
    hint was cut mid-sentence ("…than stopping …") for want of a dash."""
    sentence = _("Hint: {reason}").format(reason=reason)
    if len(sentence) <= width:
        return sentence
    move = re.split(r" — |: |\. ", reason, maxsplit=1)[0]
    pointer = _("{move} — why: in the log").format(move=_("Hint: {reason}").format(reason=move))
    if move == reason or len(pointer) > width:
        return sentence[:width - 1] + "…"
    return pointer

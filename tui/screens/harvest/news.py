"""The harvest table's news: what the person is told when the computer
moves, and when the computer players wait so that it can be read (a
feeding with its arithmetic; the computer's reordering of the person's
grazers before weather time).  No Textual: the screen (screen.py) owns one,
says what ``react`` returns and draws from what it keeps.

A feeding is always read before the game goes on: when the person acts
next, that action is the key; when the computer would, or the table would
pass the person's next decision (nothing is possible in it), it waits for a key
(at every pace but instant, never for a timer), and the line that asked
for the key goes when the key comes."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from rules.core import Event
from rules.harvest.actions import DONE
from rules.harvest.events import (
    CardBlownAway,
    Grazed,
    GrazerLifted,
    Harvested,
    SeasonStarted,
    StackFed,
    StackFenced,
    WeatherPassed,
)
from rules.session import Update
from rules.voice import Voice

from ...i18n import _
from ...table import HUMAN

AI = 1
SHOW = "show"  # the hold while a feeding (or the computer's reordering) waits for a key


class HarvestNews:
    def __init__(self) -> None:
        self.fed: tuple[StackFed, ...] = ()  # the last feeding, shown until the next grazing
        self.fed_title = ""
        self.show_discard = False
        self.last_weather = ""  # "North passed." for the person's weather prompt
        self._lifted: list[GrazerLifted] = []
        self.show_said = ""  # the message that asked for the key, while SHOW holds
        self._reorder_said = ""  # the AI's reordering, until the person acts

    def holds_after(self, update: Update, waits: bool) -> Iterable[str]:
        """The pace's wait: SHOW after a feeding or a reordering, when
        ``waits`` (not at the instant pace, and something would move on
        before the person acts)."""
        if not waits:
            return
        for event in update.events:
            if isinstance(event, StackFed) or ai_reordered(update, event):
                yield SHOW
                return

    def react(self, update: Update, names: Sequence[str], turn_number: int, showing: bool) -> str | None:
        """Keep what the table draws from ``update``; the sentence for the
        message line, if any (``showing``: SHOW holds the table now;
        ``turn_number``: the game's now, unless the feeding's season start is told)."""
        voice = Voice(names, HUMAN)  # the person's own harvest and the AI's weather are said to them
        said: str | None = None
        fed: list[StackFed] = []
        fed_turn = turn_number  # the feeding's own turn, where its season's start is told: a table opened
        for event in update.events:  # turns later names it (a playtest: turn 15 for turn 14's)
            if isinstance(event, SeasonStarted) and not fed:
                fed_turn = event.turn
            if isinstance(event, Grazed):
                self.fed, self.show_discard = (), False
                if event.new_stack:
                    self._lifted = []
            elif isinstance(event, GrazerLifted):
                self._lifted.append(event)
            elif isinstance(event, StackFed):
                fed.append(event)
            elif isinstance(event, Harvested) and event.seat == HUMAN and event.points:
                said = event.describe(voice)
            elif isinstance(event, SeasonStarted) and event.season == "weather":
                self.last_weather = ""
            elif isinstance(event, WeatherPassed) and event.seat == AI:
                self.last_weather = _("{seat} passed.").format(seat=names[AI])  # the same words, spade or none
            elif isinstance(event, (CardBlownAway, StackFenced)) and event.seat == AI:
                played = event.remover if isinstance(event, CardBlownAway) else event.joker
                self.last_weather = _("{seat} played {card}.").format(seat=names[AI], card=played.label)
                said = event.describe(voice)
            if ai_reordered(update, event):
                said = self._reorder_said = self._reorder_news(names)
        if fed:
            stack = fed[0]
            self.fed = tuple(fed)
            # shown until the next grazing, maybe turns later: the title says when
            self.fed_title = (_("Feeding, turn {n}: you grazed on {seat}'s harvest")
                              if stack.grazer_owner == HUMAN
                              else _("Feeding, turn {n}: {seat} grazed on your harvest")
                              ).format(n=fed_turn, seat=names[AI])
            if showing:
                said = self.show_said = self.feeding_said(False)
            else:
                said = _("Feeding time: the result is in the grazing area.")
        return said

    def opened(self, told: Sequence[Event], names: Sequence[str], turn_number: int) -> None:
        """A table opened past the game's start (a lesson's step resumed, or
        a jump): the feeding its log opens with stays shown until the next
        grazing, as it would have (a playtest: step 15 explained a feeding
        over "No grazing stacks now.")."""
        self.react(Update(None, None, tuple(told)), names, turn_number, False)

    def feeding_said(self, more: bool) -> str:
        """The message line while a feeding waits for a key, with what space
        does now (``more``: the log's rows below the ones shown first)."""
        if more:
            return _("Feeding time: the result is in the grazing area — space shows the rest of the log.")
        return _("Feeding time: the result is in the grazing area — space goes on.")

    def undone(self) -> None:
        """The game was replayed one decision shorter."""
        self.fed, self.show_discard = (), False

    def acted(self) -> None:
        """The person acted: the reordering is old news."""
        self._reorder_said = ""

    def _reorder_news(self, names: Sequence[str]) -> str:
        if not self._lifted:
            return _("{seat} keeps your grazers in their order.").format(seat=names[AI]) + " " + _("Weather time next.")
        moves = ", ".join(_("{grazer} to the top on {pasture}").format(grazer=e.grazer.label, pasture=e.pasture.label)
                          for e in self._lifted)
        self._lifted = []
        return _("{seat} reorders your grazers: {moves}.").format(seat=names[AI], moves=moves) + " " + _(
            "Weather time next.")


def ai_reordered(update: Update, event) -> bool:
    # The defender's "done" opens weather time at once: its first season (after GrazersKept, when the order stands;
    # the log tells that event, a playtest: the line was the screen's, and a resumed game's log lacked it).
    started = next((e for e in update.events if isinstance(e, SeasonStarted)), None)
    return (update.seat == AI and update.action == DONE and event is started and isinstance(event, SeasonStarted)
            and event.season == "weather" and event.active == HUMAN)

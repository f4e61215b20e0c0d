"""The harvest table's reactions to the session: what the person is told
when the computer moves, and when the bots wait so that it can be read (a
feeding with its arithmetic; the computer's reordering of the person's
grazers before weather time).  The table (harvest.py) draws and takes keys;
this base keeps the news it draws from.

A feeding is always read before the game goes on: when the person acts
next, that action is the key; when the computer would, or the table would
pass the person's next decision (nothing is possible in it), it waits for a key
(at every pace but instant, never for a timer), and the line that asked
for the key goes when the key comes."""

from __future__ import annotations

from collections.abc import Iterable

from rules.core import Action
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
from ..game_base import HUMAN, GameScreen

AI = 1


class HarvestNews(GameScreen):
    def __init__(self, settings, **kwargs) -> None:
        super().__init__(settings, **kwargs)
        self.fed: tuple[StackFed, ...] = ()  # the last feeding, shown until the next grazing
        self.fed_title = ""
        self.show_discard = False
        self.last_weather = ""  # "North passed." for the person's weather prompt
        self._lifted: list[GrazerLifted] = []
        self._show_said = ""  # the message that asked for the key, while "show" holds
        self._reorder_said = ""  # the AI's reordering, until the person acts

    # The session's updates -------------------------------------------------------

    def hold_after(self, update: Update) -> Iterable[str]:
        if self.settings.instant:
            return
        if HUMAN in self.session.game.to_act() and self.table.forced() is None:
            return  # nothing moves on before the person acts (a decision with nothing in it would)
        for event in update.events:
            if isinstance(event, StackFed) or self._ai_reordered(update, event):
                yield "show"
                return

    @staticmethod
    def _ai_reordered(update: Update, event) -> bool:
        # The defender's "done" opens weather time at once: it is the update's first event.
        return (update.seat == AI and update.action == DONE and bool(update.events)
                and event is update.events[0] and isinstance(event, SeasonStarted)
                and event.season == "weather" and event.active == HUMAN)

    def react_to(self, update: Update) -> None:
        names = self.names
        voice = Voice(names, HUMAN)  # the person's own harvest and the AI's weather are said to them
        fed = []
        for event in update.events:
            if isinstance(event, Grazed):
                self.fed, self.show_discard = (), False
                if event.new_stack:
                    self._lifted = []
            elif isinstance(event, GrazerLifted):
                self._lifted.append(event)
            elif isinstance(event, StackFed):
                fed.append(event)
            elif isinstance(event, Harvested) and event.seat == HUMAN and event.points:
                self.say(event.describe(voice))
            elif isinstance(event, SeasonStarted) and event.season == "weather":
                self.last_weather = ""
            elif isinstance(event, WeatherPassed) and event.seat == AI:
                self.last_weather = _("{seat} passed.").format(seat=names[AI])  # the same words, spade or none
            elif isinstance(event, (CardBlownAway, StackFenced)) and event.seat == AI:
                played = event.remover if isinstance(event, CardBlownAway) else event.joker
                self.last_weather = _("{seat} played {card}.").format(seat=names[AI], card=played.label)
                self.say(event.describe(voice))
            if self._ai_reordered(update, event):
                self._reorder_said = self._reorder_news()
                self.say(self._reorder_said)
        if fed:
            stack = fed[0]
            self.fed = tuple(fed)
            # shown until the next grazing, maybe turns later: the title says when
            self.fed_title = (_("Feeding, turn {n}: you grazed on {seat}'s harvest")
                              if stack.grazer_owner == HUMAN
                              else _("Feeding, turn {n}: {seat} grazed on your harvest")
                              ).format(n=self.view.turn_number, seat=names[AI])
            before = self._reorder_said.replace(" " + _("Weather time next."), " ")
            if "show" in self.holds:
                self._show_said = before + _("Feeding time: the result is in the grazing area — space goes on.")
                self.say(self._show_said)
            else:
                self.say(before + _("Feeding time: the result is in the grazing area."))

    def _reorder_news(self) -> str:
        names = self.names
        if not self._lifted:
            return _("{seat} keeps your grazers in their order.").format(seat=names[AI]) + " " + _("Weather time next.")
        moves = ", ".join(_("{grazer} to the top on {pasture}").format(grazer=e.grazer.label, pasture=e.pasture.label)
                          for e in self._lifted)
        self._lifted = []
        return _("{seat} reorders your grazers: {moves}.").format(seat=names[AI], moves=moves) + " " + _(
            "Weather time next.")

    def _stop_show(self) -> None:
        """The key came: the game goes on, and the line that asked for it goes."""
        self.holds.discard("show")
        if self._show_said:
            if self.text(self._show_said) == self._message_text():
                self.say("")
            self._show_said = ""

    def _message_text(self) -> str:
        for line in self.query("#message"):
            return str(line.render())
        return ""

    def act(self, action: Action | str) -> bool:
        self._stop_show()  # the person acted: nothing more to wait for
        self._reorder_said = ""
        return super().act(action)

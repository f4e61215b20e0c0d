"""The harvest table's cursor: where it may rest (every card on the table
and in the hand, not only the ones that can be picked now), where it goes
after a move, and what is said for the card under it (the engine's
``card_reason``: the UI never guesses an action to find out why not).
Kept apart from the table (harvest.py), which draws and takes the keys."""

from __future__ import annotations

from rules.cards import Card
from rules.core import Action

from ...i18n import _
from ...safety import guarded
from ..game_base import HUMAN
from . import picks as hp
from .news import HarvestNews


def hand_order(card: Card) -> tuple[int, int]:
    """The hand by suit (weather, crops, fields, jokers last), then rank."""
    return ("SHCD".find(card.suit) if not card.is_joker else 4, card.rank)


class HarvestCursor(HarvestNews):
    def __init__(self, settings, **kwargs) -> None:
        super().__init__(settings, **kwargs)
        self.first: Card | None = None  # the first pick of a two-card action
        self.fence = False  # a picked joker plays as a fence
        self.cursor: Card | None = None
        self._cursor_index = 0
        self._parked: tuple[int, str] | None = None  # no cursor until a move key (turn, decision)
        self._moment: tuple | None = None  # (turn, decision, first) the cursor was placed for
        self._cursor_note = False  # the message line holds the reason for the card under the cursor

    # Picks (picks.py, from legal_actions) -------------------------------------

    def legal(self) -> list[Action]:
        return self.session.game.legal_actions(HUMAN)

    def current_picks(self) -> list[hp.Pick]:
        legal = self.legal()
        if self.first is not None and self.first not in hp.first_picks(legal):
            self.first, self.fence = None, False
        return hp.picks(self.view, legal, self.first, self.fence)

    def my_move(self) -> bool:
        view = self.view
        return not view.is_over and HUMAN in view.to_act

    def _after_change(self) -> None:
        """Redraw and refresh the keys (the table draws)."""
        self.redraw()
        self.refresh_bindings()

    # The cursor ------------------------------------------------------------------

    def cursor_stops(self, picks: list[hp.Pick] | None = None) -> list[hp.Pick]:
        """Every card the cursor may rest on now (none while the AI decides)."""
        if not self.my_move():
            return []
        picks = self.current_picks() if picks is None else picks
        return hp.stops(self.view, picks, sorted(self.view.hand, key=hand_order))

    def _place_cursor(self, picks: list[hp.Pick]) -> None:
        view = self.view
        if not self.my_move():
            self.cursor, self._moment = None, None
            return
        if self._parked is not None and self._parked == (view.turn_number, view.decision):
            self.cursor = None  # the pile it worked through is empty: d is next
            return
        self._parked = None
        cards = [p.card for p in picks]
        stops = [p.card for p in self.cursor_stops(picks)]
        moment = (view.turn_number, view.decision, self.first)
        if self.cursor in cards or (self.cursor in stops and moment == self._moment):
            if self.cursor in cards:  # the player's own stop on a dimmed card stays too
                self._cursor_index = cards.index(self.cursor)
            return
        self._moment = moment
        acting = [p.card for p in picks if p.action is not None]
        if self.first is not None and acting:
            self.cursor = acting[0]
        elif cards:
            self.cursor = cards[min(self._cursor_index, len(cards) - 1)]
        else:  # nothing can be used: the cursor still shows, on the hand
            self.cursor = next((c for c in stops if c in view.hand), stops[0] if stops else None)
        if self.cursor in cards:
            self._cursor_index = cards.index(self.cursor)

    @guarded
    def action_move(self, delta: int) -> None:
        self._parked = None
        picks = self.current_picks()
        stops = self.cursor_stops(picks)
        if self.cursor is None and picks:
            stops = picks  # back from "that pile is done": onto a card that can be picked
        if not stops:
            return
        cards = [p.card for p in stops]
        index = cards.index(self.cursor) if self.cursor in cards else -delta
        self.cursor = cards[(index + delta) % len(cards)]
        self._tell_cursor()
        self._after_change()

    @guarded
    def action_zone(self, delta: int) -> None:
        self._parked = None
        stops = self.cursor_stops()
        if not stops:
            return
        zones = [z for z in hp.ZONES if any(p.zone == z for p in stops)]
        here = next((p.zone for p in stops if p.card is self.cursor), zones[0])
        target = zones[(zones.index(here) + delta) % len(zones)]
        if target == here and len(zones) == 1:
            self.say(_("All the cards are in this pile now: ←→ moves."))
            return
        in_target = [p for p in stops if p.zone == target]
        self.cursor = next((p.card for p in in_target if p.usable), in_target[0].card)
        self._tell_cursor()
        self._after_change()

    def _tell_cursor(self) -> None:
        """On a card that cannot be used, the line below the hand says the
        engine's reason; on a card that can, that reason goes away."""
        reason = self.card_reason(self.cursor) if self.cursor is not None else ""
        if reason:
            self.say(reason)
            self._cursor_note = True
        elif self._cursor_note:
            self.say("")
            self._cursor_note = False

    def card_reason(self, card: Card) -> str:
        return self.session.game.card_reason(HUMAN, card, self.first, self.fence)

    def action_zone_ascii(self, delta: int) -> None:
        self.action_zone(delta)

    def _cursor_stays_in(self, zone: str, was: list[Card]) -> None:
        """After a card left its pile (grown, sown, grazing), the cursor goes
        to the next card of that pile, so enter, enter... works through it."""
        if self.cursor is None or not self.my_move():
            return
        now = [p.card for p in self.current_picks() if p.zone == zone]
        if not now and zone == hp.MY_BARN:
            self._parked = (self.view.turn_number, self.view.decision)  # enter must not undo the move
            return
        if not now:
            self.cursor, self._moment = None, None  # placed afresh (on the hand if nothing is left)
            return
        if self.cursor in now:
            return
        index = was.index(self.cursor) if self.cursor in was else 0
        later = [c for c in was[index + 1:] if c in now]
        self.cursor = later[0] if later else now[-1]

    def _refuse_pick(self, card: Card) -> None:
        """A card that cannot be picked now: the engine's reason (it is
        asked, not tried: nothing is applied to find out)."""
        if not self.my_move():
            self.say(self.idle_answer(_("that")))
            return
        self.cursor = card
        self.refuse(self.card_reason(card) or _("{card} cannot be picked now.").format(card=card.label))
        self._cursor_note = True


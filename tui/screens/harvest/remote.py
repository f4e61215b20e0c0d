"""What the harvest table's screen asks a shared table's game beyond the
common contract, worked out from seat 0's view (tui/remote/games.py says
why); named by the table's spec."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from rules.cards import Card
from rules.core import Action
from rules.harvest.reasons import card_reason, only_pass

from ...remote.games import SEEN, RemoteGame

if TYPE_CHECKING:
    from rules.harvest.readable import Position


class _HarvestSeen:
    """Seat 0's view with the names ``rules.harvest.reasons`` reads of a game:
    it asks only about the asking seat's own hand and the cards in play."""

    def __init__(self, game: RemoteHarvest) -> None:
        view = game.view(SEEN)
        self.over = game.is_over
        self.step = view.phase
        self.hands = {SEEN: list(view.hand)}
        self.fields, self.barns, self.harvests, self.stacks = view.fields, view.barns, view.harvests, view.stacks
        self.to_act = game.to_act
        self.legal_actions = game.legal_actions
        self.seat_name = game.seat_name


class RemoteHarvest(RemoteGame):
    name = "harvest"

    def card_reason(self, seat: int, card: Card, first: Card | None = None, fence: bool = False) -> str:
        """Why ``card`` cannot be used now ("" when it can): the engine's own
        reasons, asked of what this seat sees."""
        # card_reason takes the whole Position protocol; it reads only what
        # _HarvestSeen has (over, step, hands, fields, barns, harvests, stacks,
        # to_act, legal_actions, seat_name: see its docstring).
        return card_reason(cast("Position", _HarvestSeen(self)), seat, card, first, fence)

    def forced_pass(self, seat: int) -> Action | None:
        """The engine's answer, from the legal actions the server sent."""
        return only_pass(self.legal_actions(seat)) if not self.is_over else None

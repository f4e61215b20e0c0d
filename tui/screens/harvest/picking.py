"""The person's picks at the harvest table: the cursor moved over the cards
with the engine's reason for a card that cannot be used now (asked, never
tried: nothing is applied to find out), and a card named (enter on the
cursor, a digit, a click) played, held as the first pick of two, or put
back.  The screen (screen.py) owns one and sends it those keys; the
cursor's own rules are the pure HarvestCursor's (cursor.py)."""

from __future__ import annotations

import textwrap
from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from textual.geometry import Size

from rules.cards import Card
from rules.core import Action
from rules.driver import Driver
from rules.harvest.actions import Graze
from rules.harvest.view import HarvestView

from ...i18n import _
from ...table import HUMAN, TableController
from . import picks as hp
from .cursor import HarvestCursor, my_move
from .news import HarvestNews


@runtime_checkable
class ReasonedGame(Protocol):
    """What the picks ask of a harvest game beyond the contract: why a card
    cannot be used (HarvestGame's, or a shared table's RemoteHarvest)."""

    def card_reason(self, seat: int, card: Card, first: Card | None = None, fence: bool = False) -> str: ...


class Beginning(Protocol):
    """The table's moves (table/moves.py), asked whether a first pick may begin a move."""

    def begins(self, card: Card, begun: Sequence[Action]) -> bool: ...


class PickingTable(Protocol):
    """What the picks need of their table (a protocol: the screen imports
    this module, never the reverse)."""

    picker: HarvestCursor
    news: HarvestNews
    table: TableController

    @property
    def view(self) -> HarvestView: ...
    @property
    def session(self) -> Driver: ...
    def current_picks(self) -> list[hp.Pick]: ...
    def act(self, action: Action | str) -> bool: ...
    @property
    def moves(self) -> Beginning: ...
    def say(self, sentence: str, style: str = "") -> None: ...
    def refuse(self, reason: str) -> None: ...
    def idle_answer(self, key: str) -> str: ...
    def text(self, sentence: str) -> str: ...
    def step_card(self) -> Card | None: ...
    @property
    def size(self) -> Size: ...


def one_pile() -> str:
    return _("All the cards are in this pile now: ←→ moves.")


class HarvestPicking:
    def __init__(self, screen: PickingTable) -> None:
        self.screen = screen

    def move(self, delta: int) -> bool:
        """←→; whether the cursor moved."""
        screen = self.screen
        if not screen.picker.move(screen.view, screen.current_picks(), delta):
            return False
        self.tell_cursor()
        return True

    def zone(self, delta: int) -> bool:
        """↑↓ to the next pile; whether the cursor moved."""
        screen = self.screen
        moved = screen.picker.zone(screen.view, screen.current_picks(), delta)
        if moved is None:
            screen.say(one_pile())
        elif moved:
            self.tell_cursor()
        return bool(moved)

    def piles(self) -> bool:
        """↑↓ are offered: the person moves, and there is another pile to go to."""
        screen = self.screen
        return my_move(screen.view) and screen.picker.has_piles(screen.view, screen.current_picks())

    def idle_answer(self, key: str) -> str:
        """A key not offered at the person's move: at a season with nothing
        in it, that it passes (or how it goes on once p holds it); ↑↓ where
        every card is in one pile (HarvestCursor.has_piles).  u is the
        table's to answer (why nothing can be undone)."""
        view = self.screen.view
        if not my_move(view) or key == "u":
            return ""
        if view.nothing:
            return (_("{key} does nothing now: nothing can be picked; p lets it pass.") if self.screen.table.paused_by_user
                    else _("{key} does nothing now: nothing can be done; it passes by itself (p stops it).")).format(key=key)
        return one_pile() if key in ("up", "down", "k", "j") else ""

    def tell_cursor(self) -> None:
        """On a card that cannot be used, the line below the hand says the
        engine's reason; on a card that can, that reason goes away."""
        screen, picker = self.screen, self.screen.picker
        reason = self.card_reason(picker.card) if picker.card is not None else ""
        if reason:
            screen.say(reason)
            picker.note = True
        elif picker.note:
            screen.say("")
            picker.note = False

    def card_reason(self, card: Card) -> str:
        picker, game = self.screen.picker, self.screen.session.game
        if not isinstance(game, ReasonedGame):
            raise TypeError(f"{type(game).__name__} says no reasons: not a harvest game")
        return game.card_reason(HUMAN, card, picker.first, picker.fence)

    def refuse(self, card: Card) -> None:
        """A card that cannot be picked now: the engine's reason."""
        screen = self.screen
        if not my_move(screen.view):
            screen.say(screen.idle_answer(_("that")))
            return
        screen.picker.card = card
        screen.refuse(self.card_reason(card) or _("{card} cannot be picked now.").format(card=card.label))
        screen.picker.note = True

    def enter(self) -> bool:
        """enter or space: the card under the cursor, if any (whether there was one).
        A card that cannot be picked is refused as the key's answer: it is the
        cursor's card that was tried, not one the person named."""
        screen = self.screen
        card = screen.picker.card
        if card is not None and my_move(screen.view) and all(p.card is not card for p in screen.current_picks()):
            # the key's answer on a row of its own, the engine's reason (the cursor's line) on the next
            # where it fits there whole; a reason of two rows is said alone, as the cursor's line says it
            key = _("enter and space pick the card under the cursor: {card} cannot be picked now.").format(
                card=card.label)
            why = self.card_reason(card)
            rows = len(textwrap.wrap(screen.text(why), max(screen.size.width - 2, 1))) if why else 0  # #message: padding 0 1
            screen.refuse(key if not why else f"{key}\n{why}" if rows == 1 else why)
            screen.picker.card = screen.step_card() or card  # a lesson: where space does what its step asks
            screen.picker.note = True
            return True
        if card is not None:
            self.choose(card)
            return True
        screen.say(_("Nothing to pick there: d to pass, or the arrows to pick another card.")
                   if screen.view.decision == "weather" else
                   _("Nothing to pick there: d to say done, or the arrows to pick another card."))
        return False

    def choose(self, card: Card, named: bool = False) -> None:
        """``card`` played, held as the first pick, put back, or refused with
        the reason; ``named`` by a digit or a click, not the cursor.  A move
        refused all the same (a lesson's step), by any key, leaves the cursor
        on the step's card, so space does what the step asks (two playtests:
        it stayed on the refused card after a digit, then after space, and
        the next space was refused again); outside a lesson it stays where
        it was (on the card, for enter)."""
        screen, picker = self.screen, self.screen.picker
        before = screen.current_picks()
        pick = next((p for p in before if p.card is card), None)
        if pick is None:
            self.refuse(card)
        elif pick.action is not None:
            at, picker.card = picker.card, card
            keep = picker.first if isinstance(pick.action, Graze) else None
            moment = (screen.view.turn_number, screen.view.decision)
            if screen.act(pick.action):
                picker.first, picker.fence = keep, False
                screen.news.show_discard = False
                if moment == (screen.view.turn_number, screen.view.decision):  # the same decision goes on
                    was = [p.card for p in before if p.zone == pick.zone]
                    picker.stays_in(screen.view, screen.current_picks(), pick.zone, was)
            else:
                picker.card = screen.step_card() or at
        elif card is picker.first:
            picker.drop()
            screen.say(_("{card} put back: pick again.").format(card=screen.text(card.label)))
        elif screen.moves.begins(card, hp.begun_by(screen.session.game.legal_actions(HUMAN), card)):
            picker.first, picker.fence = card, False
            picker.card = None
            screen.say("")  # an answer to an earlier key ("A♠ put back") must not stand beside this pick
            picker.note = False
        else:  # a lesson's step begins with another card
            picker.card = screen.step_card() or picker.card

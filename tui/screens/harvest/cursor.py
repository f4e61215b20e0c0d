"""The harvest table's cursor: the first pick of a two-card action (and
whether a picked joker plays as a fence), where the cursor may rest (every
card on the table and in the hand, not only the ones that can be picked
now), and where it goes after a move.  No Textual: the screen (screen.py)
owns one, hands it the view and the legal actions, and says the engine's
reason for the card under it."""

from __future__ import annotations

from collections.abc import Sequence

from rules.cards import Card
from rules.core import Action

from ...table import HUMAN
from . import picks as hp


def hand_order(card: Card) -> tuple[int, int]:
    """The hand by suit (weather, crops, fields, jokers last), then rank."""
    return ("SHCD".find(card.suit) if not card.is_joker else 4, card.rank)


def my_move(view) -> bool:
    return not view.is_over and HUMAN in view.to_act


def looking(view, paused: bool, showing: bool) -> bool:
    """The person's season has nothing in it and their pause (p) holds it
    there (no feeding waits to be read first): the cursor is drawn and ←→
    go over the cards to say why each cannot be used.  Unpaused it passes by
    itself, with no cursor and no key offered to move one."""
    return my_move(view) and bool(view.nothing) and paused and not showing


def own_first(stops: Sequence[hp.Pick]) -> Card | None:
    """Where a cursor with nowhere to be goes first: the person's own cards
    (the hand, then the barn, then the harvest), never the opponent's pile
    that happens to be drawn first (a playtest: ← after p at a season with
    nothing in it landed on North's harvest)."""
    for zone in (hp.HAND, hp.MY_BARN, hp.MY_HARVEST):
        if (card := next((p.card for p in stops if p.zone == zone), None)) is not None:
            return card
    return stops[0].card if stops else None


class HarvestCursor:
    def __init__(self) -> None:
        self.first: Card | None = None  # the first pick of a two-card action
        self.fence = False  # a picked joker plays as a fence
        self.card: Card | None = None  # under the cursor
        self.note = False  # the message line holds the reason for the card under the cursor
        self._index = 0
        self._parked: tuple[int, str, str] | None = None  # on an empty pile until a move key (turn, decision, pile)
        self._moment: tuple | None = None  # (turn, decision, first) the cursor was placed for

    @property
    def empty_pile(self) -> str | None:
        """The empty pile the cursor rests on (drawn there as an empty slot:
        a playtest, lesson step 4, saw no cursor at all once A♣ left the
        barn), or None: it is on a card, or nowhere."""
        return self._parked[2] if self._parked is not None and self.card is None else None

    def drop(self) -> None:
        """No first pick (and no fence) any more."""
        self.first, self.fence = None, False

    def picks(self, view, legal: Sequence[Action]) -> list[hp.Pick]:
        if self.first is not None and self.first not in hp.first_picks(legal):
            self.drop()
        return hp.picks(view, legal, self.first, self.fence)

    def stops(self, view, picks: list[hp.Pick]) -> list[hp.Pick]:
        """Every card the cursor may rest on now (none while the AI decides)."""
        if not my_move(view):
            return []
        return hp.stops(view, picks, sorted(view.hand, key=hand_order))

    def has_piles(self, view, picks: list[hp.Pick]) -> bool:
        """Whether ↑↓ have somewhere to go, whatever card the cursor is on:
        the cards it may rest on lie in more than one pile, or a stack's
        column holds two of them (a playtest: "↑↓ Pile" offered at field
        time with only the hand, where ↑↓ did nothing)."""
        stops = self.stops(view, picks)
        if len({p.zone for p in stops}) > 1:
            return True
        resting = {p.card for p in stops}
        return any(sum(card in resting for card in (*stack.grazers, stack.pasture)) > 1 for stack in view.stacks)

    def undone(self) -> None:
        self.drop()
        self._parked = None

    def place(self, view, picks: list[hp.Pick], wanted: Card | None = None, looking: bool = False) -> None:
        """Where the cursor is drawn now (kept where it was when it may);
        placed afresh, on ``wanted`` where it can be picked (a lesson's
        step's card), and nowhere when nothing can be picked (a season with
        nothing in it, a playtest: weather time showed a cursor in the hand
        though there was nothing to play) unless the person is ``looking``:
        their pause holds that season, and ←→ go over every card to say why
        (the cursor is drawn at once, on their own cards first)."""
        if not my_move(view):
            self.card, self._moment = None, None
            return
        moment = (view.turn_number, view.decision, self.first, wanted)
        if self._parked is not None and self._parked[:2] == (view.turn_number, view.decision):
            self.card, self._moment = None, moment  # on the pile it worked through, empty now: d is next
            return
        self._parked = None
        cards = [p.card for p in picks]
        resting = self.stops(view, picks)
        stops = [p.card for p in resting]
        if not cards and not looking:  # it passes by itself: no cursor, and no key offered to move one
            self.card, self._moment = None, moment
            return
        if (self.card in cards and (wanted is None or moment == self._moment)) or (
                self.card in stops and moment == self._moment):  # a lesson's next step: afresh on its card
            if self.card in cards:  # the player's own stop on a dimmed card stays too
                self._index = cards.index(self.card)
            self._moment = moment  # kept into a new decision: a key may now take it to a dimmed card, and it stays
            return
        self._moment = moment
        acting = [p.card for p in picks if p.action is not None]
        if wanted is not None and wanted in cards:
            self.card = wanted
        elif self.first is not None and acting:
            self.card = acting[0]
        elif cards:
            self.card = cards[min(self._index, len(cards) - 1)]
        else:
            self.card = own_first(resting)
        if self.card in cards:
            self._index = cards.index(self.card)

    def move(self, view, picks: list[hp.Pick], delta: int) -> bool:
        """←→: False when there is nowhere to go."""
        pile, self._parked = self.empty_pile, None
        stops = self.stops(view, picks)
        if self.card is None and picks and pile is None:
            stops = picks  # onto a card that can be picked
        if not stops:
            return False
        if self.card is None and pile is None and not picks:
            self.card = own_first(stops)  # nothing can be picked: the person's own cards first
            return True
        cards = [p.card for p in stops]
        index = cards.index(self.card) if self.card in cards else -delta
        if pile is not None:  # from the empty pile's place in screen order: the card before it, or after it
            index = sum(hp.ZONES.index(p.zone) < hp.ZONES.index(pile) for p in stops) - (delta > 0)
        self.card = cards[(index + delta) % len(cards)]
        return True

    def zone(self, view, picks: list[hp.Pick], delta: int) -> bool | None:
        """↑↓ to the next pile: False when there is nowhere to go, None when
        every card is in this pile (←→ moves)."""
        pile, self._parked = self.empty_pile, None
        stops = self.stops(view, picks)
        if not stops:
            return False
        if (drawn := self._in_column(view, stops, delta)) is not None:
            self.card = drawn  # a stack is a column: its cards first (a playtest: ↑ skipped A♥ above J♣)
            return True
        zones = [z for z in hp.ZONES if any(p.zone == z for p in stops)]
        here = next((p.zone for p in stops if p.card is self.card), pile or zones[0])
        at, count = hp.ZONES.index(here), len(hp.ZONES)  # the next pile with a card, in the screen's order, round
        target = next(z for z in (hp.ZONES[(at + delta * step) % count] for step in range(1, count + 1))
                      if z in zones or z == here)
        if target == here:
            return None
        # not on the first pick (enter would put it back; a playtest: the cursor seemed gone there)
        in_target = [p for p in stops if p.zone == target and p.card != self.first] or [
            p for p in stops if p.zone == target]
        self.card = next((p.card for p in in_target if p.usable), in_target[0].card)
        return True

    def _in_column(self, view, stops: list[hp.Pick], delta: int) -> Card | None:
        """The card the cursor may rest on drawn next above (``delta`` -1) or
        below (1) it in its stack's column (tui/widgets/harvest_grazing.py:
        the grazers top first, the pasture at the foot); None at either end
        or off the stacks."""
        resting = {p.card for p in stops}
        for stack in view.stacks:
            column = [*stack.grazers, *([stack.pasture] if stack.pasture is not None else [])]
            if self.card in column:
                below = column[column.index(self.card) + 1:]
                above = column[:column.index(self.card)]
                return next((c for c in (reversed(above) if delta < 0 else below) if c in resting), None)
        return None

    def stays_in(self, view, picks: list[hp.Pick], zone: str, was: list[Card]) -> None:
        """After a card left its pile (grown, sown, grazing), the cursor goes
        to the next card of that pile, so enter, enter... works through it."""
        if self.card is None or not my_move(view):
            return
        now = [p.card for p in picks if p.zone == zone]
        if not now and zone == hp.MY_BARN:
            self._parked = (view.turn_number, view.decision, zone)  # enter must not undo the move
            return
        if not now:
            self.card, self._moment = None, None  # placed afresh (on the hand if nothing is left)
            return
        if self.card in now:
            return
        index = was.index(self.card) if self.card in was else 0
        later = [c for c in was[index + 1:] if c in now]
        self.card = later[0] if later else now[-1]

"""Step-by-step narration of clover-picker turns.

The engine plays the five cards of a bouquet inside one ``apply``, then
each card of the spade chain (one ``more`` each), the clubs and the budget;
a person follows it better one step at a time.  The narrator holds the events not yet shown and, as each is shown,
what the table should draw so far: the bouquet built up card by card, the
scores as counted, the meadow slots just turned up.  It decides nothing about
the rules: everything it draws comes from the events.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from dataclasses import replace

from rules.clover.events import (
    BouquetShuffledIn,
    BudgetCounted,
    CardsPlayed,
    ChainCardPlayed,
    ChainOffered,
    ChainStopped,
    ClubsScored,
    GameWon,
    MeadowPassed,
    Picked,
    Refilled,
    TurnStarted,
)
from rules.clover.moments import Moment, moment_before
from rules.clover.values import VALUE
from rules.core import Event

from ...i18n import _, ngettext
from ...widgets.clover_bouquet import BouquetShow

# After these, the table waits one pace step before the next event shows.
TIMED = (MeadowPassed, BouquetShuffledIn, CardsPlayed, ChainCardPlayed, ClubsScored)


def show_from_view(view, names) -> BouquetShow:
    """The current turn's bouquet as the view has it (nothing pending)."""
    if view.turn is None and view.winner is None:
        return BouquetShow()
    seat = view.turn if view.turn is not None else view.winner
    won = view.winner == seat
    if view.phase == "chain":  # nothing counted yet
        return BouquetShow(owner=names[seat], mine=seat == view.seat, played=view.bouquet, chained=view.chained,
                           values=tuple(VALUE[c.code] for c in view.bouquet),
                           chain_left=view.chain_left, next_card=next_card(view))
    return BouquetShow(
        owner=names[seat], mine=seat == view.seat, played=view.bouquet, chained=view.chained,
        values=tuple(VALUE[c.code] for c in view.bouquet),
        scored=view.scored_clubs, points=view.scored_points, total=view.scores[seat],
        reds=None if won else tuple(c for c in view.bouquet if c.is_red), budget=view.budget,
        picked=view.picked, budget_left=view.budget_left, won=won,
    )


def next_card(view):
    """The card "more" would add: the viewer knows it only in its own hand."""
    return view.hand[-1] if view.phase == "chain" and view.my_turn and view.hand else None


class Narrator:
    def __init__(self, names, human: int = 0) -> None:
        self.names = list(names)
        self.human = human
        self.taken: set[int] = set()  # meadow slots emptied by a pick, not refilled yet
        self.queue: deque[Event] = deque()
        self.show = BouquetShow()
        self.fresh: set[int] = set()
        self.turn_seat: int | None = None  # whose turn the pending events play
        self._picked_this_turn = False  # the first pick clears the "new" marks

    @classmethod
    def fresh_after(cls, told: Iterable[Event], names, human: int = 0) -> set[int]:
        """The meadow slots marked "new" once ``told`` (the events so far)
        has been shown: what an undo goes back to, marks and all."""
        scratch = cls(names, human)
        scratch.push(told)
        while scratch.busy:
            scratch.step()
        return scratch.fresh

    @property
    def busy(self) -> bool:
        return bool(self.queue)

    def push(self, events: Iterable[Event]) -> None:
        self.queue.extend(events)

    def sync(self, view) -> None:
        """Nothing pending: draw straight from the view."""
        self.show = show_from_view(view, self.names)
        self.turn_seat = None

    def moment(self, view, later: Iterable[Event] = ()) -> Moment:
        """The hands and scores of the moment shown: the view worked back
        over the events not shown yet, then ``later`` ones (events the
        narrator has not been given yet; rules/clover/moments.py), so no
        card is both in a hand and on the table and no score runs ahead."""
        return moment_before(view, [*self.queue, *later])

    def step(self) -> Event:
        """Show the next event; returns it (the log narrates it)."""
        event = self.queue.popleft()
        show = self.show
        if isinstance(event, TurnStarted):
            self.turn_seat = event.seat
            self._picked_this_turn = False
            show = BouquetShow(owner=self.names[event.seat], mine=event.seat == self.human, caption=_("plays from the hand"))
        elif isinstance(event, CardsPlayed):
            for card in event.cards:
                show = show.with_card(card, VALUE[card.code], False)
            spades = sum(1 for c in event.cards if c.suit == "S")
            show = replace(show, caption=ngettext("{n} spade: one more each", "{n} spades: one more each",
                                                  spades).format(n=spades) if spades else "")
        elif isinstance(event, ChainOffered):
            show = replace(show, chain_left=event.allowed, caption="")
        elif isinstance(event, ChainCardPlayed):
            show = replace(show.with_card(event.card, VALUE[event.card.code], True),
                           caption=_("another spade!") if event.card.suit == "S" else "",
                           chain_left=event.allowed if event.in_hand else 0, next_card=None)
        elif isinstance(event, ChainStopped):
            show = replace(show, chain_left=0, next_card=None, caption=_("chain stopped"))
        elif isinstance(event, ClubsScored):
            show = replace(show, scored=event.clubs, points=event.points, total=event.total, caption="")
        elif isinstance(event, BudgetCounted):
            show = replace(show, reds=event.reds, budget=event.budget, budget_left=event.budget)
        elif isinstance(event, GameWon):
            show = replace(show, won=True, caption=_("wins!"))
        elif isinstance(event, Picked):
            if not self._picked_this_turn:
                self.fresh = set()
                self._picked_this_turn = True
            show = replace(show, picked=show.picked + (event.card,), budget_left=event.budget_left,
                           caption=_("picked {card}").format(card=event.card.label))
            self.taken.add(event.slot)
        elif isinstance(event, Refilled):
            self.taken.discard(event.slot)
            if event.card is not None:
                self.fresh.add(event.slot)
        elif isinstance(event, MeadowPassed):
            self.fresh = {i for i, c in enumerate(event.turned_up) if c is not None}
            show = replace(show, caption=_("nothing picked: new meadow"))
        elif isinstance(event, BouquetShuffledIn):
            # The cards are in the hand now: the table shows them there only.
            show = BouquetShow(owner=show.owner, mine=show.mine, caption=_("shuffled into the hand"),
                               shuffled_in=len(event.cards))
        self.show = show
        return event

    def pauses_after(self, event: Event) -> bool:
        """The opponent's pick too: its slot stays empty for a beat before
        the talon refills it (the person's own picks refill at once)."""
        if isinstance(event, Picked):
            return event.seat != self.human
        return isinstance(event, TIMED)

"""What the person may pick on the harvest table right now, and what picking
it does — worked out from ``legal_actions`` only, so the screen never
decides a rule.

A decision is one or two picks.  One-card actions (grow, barn, field, sow,
lift) happen on the first pick.  Two-card actions take a first pick that
stays selected (the pasture to graze on, the spade or joker to play) and a
second pick that acts (the grazer, the target).  While grazing the chosen
pasture stays chosen, so grazers are added to it one by one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.cards import Card
from rules.core import Action
from rules.harvest.actions import (
    Graze,
    Grow,
    JokerFence,
    JokerStorm,
    Lift,
    PlayField,
    PlaySpade,
    Sow,
    ToBarn,
    first_pick,
)

# Zones top to bottom on the screen (the person is seat 0, at the bottom).
OPP_BARN, OPP_HARVEST, STACKS, MY_HARVEST, MY_BARN, HAND = ZONES = (
    "opp_barn", "opp_harvest", "stacks", "my_harvest", "my_barn", "hand",
)


@dataclass(frozen=True)
class Pick:
    """One card the person may pick: ``action`` is applied at once; with
    ``action`` None the card becomes the first pick (or stops being it)."""

    zone: str
    card: Card
    action: Action | None = None
    usable: bool = True  # False: a cursor stop only (see ``stops``)


def zone_of(view, card: Card) -> str | None:
    me, opp = view.seat, 1 - view.seat
    if card in view.hand:
        return HAND
    if card in view.barns[me]:
        return MY_BARN
    if card in view.harvests[me]:
        return MY_HARVEST
    if card in view.barns[opp]:
        return OPP_BARN
    if card in view.harvests[opp]:
        return OPP_HARVEST
    for st in view.stacks:
        if card is st.pasture or card in st.grazers:
            return STACKS
    return None


def board_order(view) -> list[Card]:
    """Every card that can be picked, in screen order (zone by zone, left to
    right; stacks column by column, top grazer first)."""
    me, opp = view.seat, 1 - view.seat
    stacks = []
    for st in view.stacks:
        stacks.extend(st.grazers)
        if st.pasture is not None:
            stacks.append(st.pasture)
    return [*view.barns[opp], *view.harvests[opp], *stacks, *view.harvests[me],
            *view.barns[me], *view.hand]


def picks(view, legal: Sequence[Action], first: Card | None, fence: bool = False) -> list[Pick]:
    """The picks of the moment, in screen order.  ``first`` is the card
    already picked (a pasture or a remover), ``fence`` the joker's fence
    mode."""
    if not legal:
        return []
    found: dict[Card, Pick] = {}

    def add(card: Card, action: Action | None = None) -> None:
        if card not in found or (action is not None and found[card].action is None):
            found[card] = Pick(zone_of(view, card) or HAND, card, action)

    for a in legal:
        if isinstance(a, (Grow, ToBarn, PlayField, Sow)):
            add(a.card, a)
        elif isinstance(a, Lift):
            add(a.grazer, a)
        elif isinstance(a, Graze):
            add(a.pasture)  # choosing (or changing) the pasture
            if first is a.pasture:
                add(a.grazer, a)
        elif isinstance(a, PlaySpade):
            add(a.spade)
            if first is a.spade:
                add(a.target, a)
        elif isinstance(a, JokerStorm):
            add(a.joker)
            if first is a.joker and not fence:
                add(a.target, a)
        elif isinstance(a, JokerFence):
            add(a.joker)
            if first is a.joker and fence:
                add(a.pasture, a)
    order = {card: i for i, card in enumerate(board_order(view))}
    return sorted(found.values(), key=lambda p: order.get(p.card, len(order)))


def first_picks(legal: Sequence[Action]) -> set[Card]:
    """The cards that start a two-card action (pastures, spades, jokers)."""
    out: set[Card] = set()
    for a in legal:
        if isinstance(a, Graze):
            out.add(a.pasture)
        elif isinstance(a, PlaySpade):
            out.add(a.spade)
        elif isinstance(a, (JokerStorm, JokerFence)):
            out.add(a.joker)
    return out


def begun_by(legal: Sequence[Action], card: Card) -> list[Action]:
    """The moves that ``card``, picked first, begins."""
    return [a for a in legal if first_pick(a) == card]


def can_fence(legal: Sequence[Action], joker: Card | None) -> bool:
    return joker is not None and any(isinstance(a, JokerFence) and a.joker is joker for a in legal)


def stops(view, picks_now: Sequence[Pick], hand: Sequence[Card]) -> list[Pick]:
    """Where the cursor may rest: every card on the table and in the hand
    (``hand`` in the order shown), in screen order, the picks of the moment
    among them.  A card that cannot be used is a stop too (``usable``
    False), so the player can land on it and hear the engine's reason."""
    by_card = {p.card: p for p in picks_now}
    board = [c for c in board_order(view) if c not in view.hand]
    return [by_card.get(card) or Pick(zone_of(view, card) or HAND, card, usable=False)
            for card in [*board, *hand]]


def offered(action: str, parameters: tuple, mine: bool, decision: str, *, ascii_mode: bool,
            showing: bool, can_fence: bool, picked: bool, instant: bool, waits: bool = False,
            more: bool = False, piles: bool = True, nothing: bool = False, looking: bool = False) -> bool:
    """Whether the key bound to ``action`` works now (the Footer shows it):
    ``mine`` the person decides ``decision``; ``showing`` a feeding waits
    for a key; ``picked`` a first card is picked (and the rules are closed);
    ``waits`` the person's decision waits until the feeding is read: it has
    nothing in it (it passes by itself), or a lesson tells its next step
    there; space goes on then, as in the AI's turn; ``more`` the log has
    rows of it below the ones shown: space shows them first (read_on);
    ``piles`` ↑↓ have another pile to go to (HarvestCursor.has_piles);
    ``nothing`` the person's decision has nothing in it: nothing is picked
    and no hint given, and the cursor keys are offered only while the
    person is ``looking`` (cursor.looking: p holds it; else it passes by
    itself with no cursor drawn, a playtest: "←→ Move ↑↓ Pile ⏎ Pick" beside
    no cursor).  The hint is not offered while a feeding waits: the screen
    says only space goes on."""
    if showing and waits and action in ("zone", "zone_ascii", "move", "choose", "pick", "done", "pass_weather", "fence",
                                        "cancel"):
        return False  # the decision waits: space goes on to it, as in the AI's turn (a playtest: "d Done" beside it)
    if mine and nothing and (action in ("choose", "pick", "fence", "cancel", "hint")
                             or action in ("move", "zone", "zone_ascii") and not looking):
        return False  # d passes now, p holds it there (and ←→ then say why of each card)
    if showing and action == "hint":  # a pause for reading: i is answered as a key that means nothing (a playtest:
        return False                  # offered, it ended the feeding, refused or with the next step's star shown)
    if action == "zone" and parameters == (-1,):  # shown as ↑↓, or as "up" with --ascii
        return mine and piles and not ascii_mode
    if action in ("zone", "zone_ascii"):  # ↓, or --ascii's "up/dn"; with one pile, ↑↓ are answered (idle_answer)
        return mine and piles and (action == "zone" or ascii_mode)
    if action in ("move", "choose", "pick"):
        return mine
    if action in ("go_on", "read_on"):
        return showing and (waits or not mine) and (action == "read_on") == more
    if action == "done":
        return mine and decision != "weather"
    if action == "pass_weather":
        return mine and decision == "weather"
    if action == "fence":
        return mine and can_fence
    if action == "cancel":
        return mine and picked
    if action == "toggle_pause":
        return not instant
    return True

"""Why not? — the harvest game's answers without trying an action.

Two questions a table asks the engine (pokerkit's ``verify_x`` beside
``can_x``): why a seat has nothing to play in this decision (weather, field
and sowing time always ask their seat, so that a pass or a "done" looks the
same whether or not the seat could have played; the seat itself is told
why), and why one card the player points at cannot be used now.  Both speak
to the seat that asks, about its own hand: they belong in that seat's view,
never in an event.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.cards import Card
from rules.core import Action
from rules.i18n import _, ngettext

from .actions import Done, Graze, Grow, JokerFence, JokerStorm, Lift, Pass, PlayField, PlaySpade, Sow, ToBarn
from .readable import Position
from .seasons import FIELD, GRAZING, GROWING, SOWING, WEATHER
from .values import field_limit_reason, is_crop, value
from .weather import can_remove, reach, removal_reason


def _in_play(game: Position) -> list[Card]:
    cards = [c for s in (0, 1) for c in (*game.barns[s], *game.harvests[s])]
    for st in game.stacks:
        if st.pasture is not None:
            cards.append(st.pasture)
        cards.extend(st.grazers)
    return cards


def only_pass(legal: Sequence[Action]) -> Action | None:
    """The pass or done when it is the one legal action (``forced_pass``):
    weather with no spade that can remove anything, field time with no
    diamond, sowing with nothing within the field limit (grazing, the
    reordering and growing pass by themselves in the engine when empty)."""
    return legal[0] if len(legal) == 1 and isinstance(legal[0], (Pass, Done)) else None


def nothing_to_play(game: Position, seat: int) -> str:
    """"" when ``seat`` has a play (beyond pass or done) in the decision of
    the moment; else the reason, for that seat's eyes only:
    ``Nothing to sow: your field holds 1 diamond; your crops are worth 2 or more.``"""
    if game.over or seat not in game.to_act():
        return ""
    step = game.step
    hand = game.hands[seat]
    n = len(game.fields[seat])
    if step == WEATHER:
        return _no_weather(game, seat)
    if step == FIELD:
        return "" if any(c.suit == "D" for c in hand) else _("Nothing for the field: you hold no diamond.")
    if step == SOWING:
        crops = [c for c in hand if is_crop(c)]
        if not crops:
            return _("Nothing to sow: you hold no heart or club.")
        if any(value(c) <= n for c in crops):
            return ""
        least = min(value(c) for c in crops)
        return ngettext("Nothing to sow: your field holds {n} diamond; your crops are worth {least} or more.",
                        "Nothing to sow: your field holds {n} diamonds; your crops are worth {least} or more.",
                        n).format(n=n, least=least)
    return ""


def _no_weather(game: Position, seat: int) -> str:
    hand = game.hands[seat]
    n = len(game.fields[seat])
    removers = [c for c in hand if c.suit == "S" or c.is_joker]
    if not removers:
        if game.options["jokers"]:
            return _("No weather to play: you hold no spade or joker.")
        return _("No weather to play: you hold no spade.")
    playable = [c for c in removers if value(c) <= n]
    if not playable:
        least = min(value(c) for c in removers)
        return ngettext("No weather to play: your field holds {n} diamond; your spades are worth {least} or more.",
                        "No weather to play: your field holds {n} diamonds; your spades are worth {least} or more.",
                        n).format(n=n, least=least)
    targets = _in_play(game)
    if not targets:
        return _("No weather to play: no heart or club is in play.")
    if any(can_remove(r, t) for r in playable for t in targets):
        return ""
    most = max(reach(r) or 0 for r in playable)
    if len(playable) == len(removers):
        return _("No weather to play: your spades remove cards worth at most {most}; "
                 "every heart and club in play is worth more.").format(most=most)
    return _("No weather to play: the spades your field allows remove cards worth at most {most}; "
             "every heart and club in play is worth more.").format(most=most)


def card_reason(game: Position, seat: int, card: Card, first: Card | None = None,
                fence: bool = False) -> str:
    """Why ``card`` cannot be used now by ``seat`` ("" when it can be).
    ``first`` is the card already picked for a two-card action (a pasture,
    a spade or a joker); ``fence``: the picked joker plays as a fence."""
    if game.over:
        return _("The game is over.")
    if seat not in game.to_act():
        return _("Wait: it is not your move.")
    legal = game.legal_actions(seat)
    if _usable(legal, card, first, fence):
        return ""
    step = game.step
    hand = game.hands[seat]
    n = len(game.fields[seat])
    opp = game.seat_name(1 - seat)
    if step == GRAZING:
        if first is None:
            if card in game.barns[seat]:
                return _("Pick the card in {opponent}'s harvest to attack first; then {card} can graze on it.").format(
                    opponent=opp, card=card.label)
            return _("{card} cannot be attacked: grazing attacks the cards in {opponent}'s harvest.").format(
                card=card.label, opponent=opp)
        return _("{card} cannot graze: only the cards in your barn graze (on {pasture}).").format(
            card=card.label, pasture=first.label)
    if step == "reorder":  # game.REORDERING: the defender lifts grazers
        for st in game.stacks:
            if st.pasture is card:
                return _("{card} is the pasture: it stays at the bottom; lift a grazer above it.").format(
                    card=card.label)
            if st.grazers and st.grazers[0] is card:
                return _("{card} is already on top of its stack.").format(card=card.label)
        return _("{card} is not a grazer on your pastures: only those can be lifted.").format(card=card.label)
    if step == WEATHER:
        if first is not None and not first.is_joker:
            if not is_crop(card) or card not in _in_play(game):
                return _("{card} is not a heart or club in play: weather removes crops "
                         "from barns, harvests and the grazing area.").format(card=card.label)
            return removal_reason(first, card)
        if first is not None and fence:
            return _("{card} is not the pasture of a grazing stack: a fence undoes a stack.").format(card=card.label)
        if first is not None:
            return _("{card} is not a heart or club in play: a storm removes crops in play.").format(card=card.label)
        if card not in hand:
            return _spade_first(legal, card)
        if not (card.suit == "S" or card.is_joker):
            return _("{card} is not a spade: weather time plays spades (or jokers).").format(card=card.label)
        if value(card) > n:
            return field_limit_reason(card, n)
        return _("{card} removes cards worth at most {reach}: no heart or club in play is that low.").format(
            card=card.label, reach=reach(card))
    if step == GROWING:
        if card in hand:
            return _("{card} is in your hand: growing moves cards between your barn and harvest.").format(
                card=card.label)
        return _("{card} is not yours: growing moves only your own barn and harvest cards.").format(card=card.label)
    if step == FIELD:
        if card not in hand:
            return _("Field time: a diamond from your hand goes on your field.")
        return _("{card} is not a diamond: only diamonds make fields.").format(card=card.label)
    if step == SOWING:
        if card not in hand:
            return _("Sowing time: hearts and clubs from your hand go to your barn.")
        if not is_crop(card):
            return _("{card} is not a heart or a club: only crops are sown.").format(card=card.label)
        return field_limit_reason(card, n)
    return _("{card} cannot be used now.").format(card=card.label)


def _spade_first(legal: Sequence[Action], card: Card) -> str:
    """Weather time, nothing picked, a card in play pointed at: a spade
    first, with an example a spade the seat may play removes now (the card
    itself when one does; a playtest read "such as J♥" where no spade held
    could remove J♥), and none when no spade removes anything."""
    targets = [a.target for a in legal if isinstance(a, PlaySpade)]
    if card in targets:
        return _("Pick a spade from your hand first; then the card it removes, such as {card}.").format(
            card=card.label)
    if targets:
        return _("No spade you may play removes {card}: pick a spade first, then a card it removes, "
                 "such as {other}.").format(card=card.label, other=targets[0].label)
    return _("No spade you may play removes {card} or any card in play now.").format(card=card.label)


def _usable(legal, card: Card, first: Card | None, fence: bool) -> bool:
    for a in legal:
        if isinstance(a, (Grow, ToBarn, PlayField, Sow)) and a.card is card:
            return True
        if isinstance(a, Lift) and a.grazer is card:
            return True
        if isinstance(a, Graze) and (a.pasture is card or (first is a.pasture and a.grazer is card)):
            return True
        if isinstance(a, PlaySpade) and (a.spade is card or (first is a.spade and a.target is card)):
            return True
        if isinstance(a, JokerStorm) and (a.joker is card or (first is a.joker and not fence
                                                              and a.target is card)):
            return True
        if isinstance(a, JokerFence) and (a.joker is card or (first is a.joker and fence
                                                              and a.pasture is card)):
            return True
    return False


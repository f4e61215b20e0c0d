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

from typing import TYPE_CHECKING

from rules.cards import Card

from .actions import Graze, Grow, JokerFence, JokerStorm, Lift, PlayField, PlaySpade, Sow, ToBarn
from .seasons import FIELD, GRAZING, GROWING, SOWING, WEATHER
from .values import field_limit_reason, is_crop, value
from .weather import can_remove, reach, removal_reason

if TYPE_CHECKING:
    from .game import HarvestGame


def _diamonds(n: int) -> str:
    return f"{n} diamond" if n == 1 else f"{n} diamonds"


def _in_play(game: HarvestGame) -> list[Card]:
    cards = [c for s in (0, 1) for c in (*game.barns[s], *game.harvests[s])]
    for st in game.stacks:
        if st.pasture is not None:
            cards.append(st.pasture)
        cards.extend(st.grazers)
    return cards


def nothing_to_play(game: HarvestGame, seat: int) -> str:
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
        return "" if any(c.suit == "D" for c in hand) else "Nothing for the field: you hold no diamond."
    if step == SOWING:
        crops = [c for c in hand if is_crop(c)]
        if not crops:
            return "Nothing to sow: you hold no heart or club."
        if any(value(c) <= n for c in crops):
            return ""
        least = min(value(c) for c in crops)
        return (f"Nothing to sow: your field holds {_diamonds(n)}; "
                f"your crops are worth {least} or more.")
    return ""


def _no_weather(game: HarvestGame, seat: int) -> str:
    hand = game.hands[seat]
    n = len(game.fields[seat])
    removers = [c for c in hand if c.suit == "S" or c.is_joker]
    word = "spade or joker" if game.options["jokers"] else "spade"
    if not removers:
        return f"No weather to play: you hold no {word}."
    playable = [c for c in removers if value(c) <= n]
    if not playable:
        least = min(value(c) for c in removers)
        return (f"No weather to play: your field holds {_diamonds(n)}; "
                f"your spades are worth {least} or more.")
    targets = _in_play(game)
    if not targets:
        return "No weather to play: no heart or club is in play."
    if any(can_remove(r, t) for r in playable for t in targets):
        return ""
    most = max(reach(r) or 0 for r in playable)
    yours = "your spades" if len(playable) == len(removers) else "the spades your field allows"
    return (f"No weather to play: {yours} remove cards worth at most {most}; "
            "every heart and club in play is worth more.")


def card_reason(game: HarvestGame, seat: int, card: Card, first: Card | None = None,
                fence: bool = False) -> str:
    """Why ``card`` cannot be used now by ``seat`` ("" when it can be).
    ``first`` is the card already picked for a two-card action (a pasture,
    a spade or a joker); ``fence``: the picked joker plays as a fence."""
    if game.over:
        return "The game is over."
    if seat not in game.to_act():
        return "Wait: it is not your move."
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
                return f"Pick the card in {opp}'s harvest to attack first; then {card.label} can graze on it."
            return f"{card.label} cannot be attacked: grazing attacks the cards in {opp}'s harvest."
        return (f"{card.label} cannot graze: only the cards in your barn graze "
                f"(on {first.label}).")
    if step == "reorder":  # game.REORDERING: the defender lifts grazers
        for st in game.stacks:
            if st.pasture is card:
                return f"{card.label} is the pasture: it stays at the bottom; lift a grazer above it."
            if st.grazers and st.grazers[0] is card:
                return f"{card.label} is already on top of its stack."
        return f"{card.label} is not a grazer on your pastures: only those can be lifted."
    if step == WEATHER:
        if first is not None and not first.is_joker:
            if not is_crop(card) or card not in _in_play(game):
                return (f"{card.label} is not a heart or club in play: weather removes crops "
                        "from barns, harvests and the grazing area.")
            return removal_reason(first, card)
        if first is not None and fence:
            return f"{card.label} is not the pasture of a grazing stack: a fence undoes a stack."
        if first is not None:
            return f"{card.label} is not a heart or club in play: a storm removes crops in play."
        if card not in hand:
            return f"Pick a spade from your hand first; then the card it removes, such as {card.label}."
        if not (card.suit == "S" or card.is_joker):
            return f"{card.label} is not a spade: weather time plays spades (or jokers)."
        if value(card) > n:
            return field_limit_reason(card, n)
        return (f"{card.label} removes cards worth at most {reach(card)}: "
                "no heart or club in play is that low.")
    if step == GROWING:
        if card in hand:
            return f"{card.label} is in your hand: growing moves cards between your barn and harvest."
        return f"{card.label} is not yours: growing moves only your own barn and harvest cards."
    if step == FIELD:
        if card not in hand:
            return "Field time: a diamond from your hand goes on your field."
        return f"{card.label} is not a diamond: only diamonds make fields."
    if step == SOWING:
        if card not in hand:
            return "Sowing time: hearts and clubs from your hand go to your barn."
        if not is_crop(card):
            return f"{card.label} is not a heart or a club: only crops are sown."
        return field_limit_reason(card, n)
    return f"{card.label} cannot be used now."


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


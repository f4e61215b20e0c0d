"""The medium player's rules of thumb, on Card objects from the view.

Written for clarity rather than speed (a decision takes well under a
millisecond); the hard player's rollouts use the bitmask twin in playout.py.
"""

from __future__ import annotations

from rules.cards import Card

from .actions import Pass
from .masks import POWER

QS_CODE = 11


def power(card: Card) -> int:
    return POWER[card.code]


def lowest_first(cards):
    return sorted(cards, key=power)


def is_points(card: Card) -> bool:
    return card.suit == "H" or card.code == QS_CODE


def card_points(card: Card) -> int:
    return 13 if card.code == QS_CODE else (1 if card.suit == "H" else 0)


def trick_winner(trick) -> Card:
    lead = trick[0][1].suit
    return max((c for _, c in trick if c.suit == lead), key=power)


def trick_winner_seat(trick) -> int:
    best = trick_winner(trick)
    return next(s for s, c in trick if c is best)


def played_cards(view) -> set[Card]:
    out = {c for _, cards, _ in view.tricks_played for _, c in cards}
    out.update(c for _, c in view.trick)
    return out


def moon_threat(view) -> int | None:
    """A seat that has every point taken so far, and enough of them to be
    going for all 26."""
    pts = view.points_this_hand
    holders = [s for s, p in enumerate(pts) if p]
    if len(holders) != 1 or holders[0] == view.seat:
        return None
    s = holders[0]
    hearts_out = 13 - sum(1 for c in played_cards(view) if c.suit == "H")
    if pts[s] >= 16 or (pts[s] >= 8 and hearts_out <= 7 and len(view.tricks_played) >= 6):
        return s
    return None


# Passing ------------------------------------------------------------------

def medium_pass(view) -> Pass:
    hand = list(view.hand)
    picks: list[Card] = []
    spades = [c for c in hand if c.suit == "S"]
    low_spades = [c for c in spades if power(c) < 12]
    has_queen = any(c.code == QS_CODE for c in hand)
    queen_guarded = has_queen and len(low_spades) >= 4
    for c in sorted(spades, key=power, reverse=True):
        if power(c) >= 12 and len(picks) < 3:
            if c.code == QS_CODE and queen_guarded:
                continue
            if c.code != QS_CODE and len(low_spades) >= 3 and not has_queen:
                continue
            if c.code != QS_CODE and queen_guarded:
                continue
            picks.append(c)
    for c in sorted(hand, key=power, reverse=True):
        if c.suit == "H" and power(c) >= 13 and len(picks) < 3:
            picks.append(c)
    # Void a short minor suit if the remaining slots allow.
    left = 3 - len(picks)
    if left:
        short = []
        for suit in "CD":
            cards = [c for c in hand if c.suit == suit and c not in picks]
            if 0 < len(cards) <= left:
                short.append(cards)
        if short:
            short.sort(key=lambda cs: (len(cs), -max(power(c) for c in cs)))
            picks += sorted(short[0], key=power, reverse=True)
    # High hearts, then the highest cards that are not spade guards.
    rest = [c for c in hand if c not in picks]
    rest.sort(key=lambda c: (c.suit == "H" and power(c) >= 11, power(c) + (3 if c.suit == "H" else 0),
                             not (c.suit == "S" and power(c) < 12)), reverse=True)
    for c in rest:
        if len(picks) == 3:
            break
        if c.suit == "S" and power(c) < 12 and any(
                x for x in rest if x not in picks and not (x.suit == "S" and power(x) < 12)):
            continue
        picks.append(c)
    return Pass(tuple(picks[:3]))


# Playing ------------------------------------------------------------------

def medium_play(view, cards: list[Card]) -> Card:
    played = played_cards(view)
    queen_out = not any(c.code == QS_CODE for c in played)  # not yet seen
    threat = moon_threat(view)
    if not view.trick:
        return _lead(view, cards, queen_out, threat)
    lead = view.trick[0][1].suit
    if cards[0].suit == lead:
        return _follow(view, cards, queen_out, threat)
    return _discard(view, cards, queen_out, threat)


def _lead(view, cards, queen_out, threat):
    hand = view.hand
    if threat is not None:
        # Win a trick to take a point from the shooter: lead our strongest.
        return max(cards, key=power)
    holds_queen = any(c.code == QS_CODE for c in hand)

    def badness(c: Card) -> float:
        b: float = power(c)
        suit_cards = [x for x in hand if x.suit == c.suit]
        if c.suit == "S":
            if holds_queen or (queen_out and any(power(x) > 12 for x in suit_cards)):
                b += 20
            elif queen_out and power(c) < 12:
                b -= 3  # flush the queen out with a low spade
        if c.suit == "H":
            b += 4
        b += 0.3 * len(suit_cards)  # short suits empty sooner, and void us
        return b

    return min(cards, key=badness)


def _follow(view, cards, queen_out, threat):
    trick = view.trick
    win = trick_winner(trick)
    winner_seat = trick_winner_seat(trick)
    pts = sum(card_points(c) for _, c in trick)
    last = len(trick) == view.num_players - 1
    under = [c for c in cards if power(c) < power(win)]
    over = [c for c in cards if power(c) > power(win)]
    queen = next((c for c in cards if c.code == QS_CODE), None)
    if threat is not None and winner_seat == threat and over and (pts or not last):
        return max(over, key=power)
    if queen is not None and power(win) > 12:
        return queen  # dump the queen under the king or ace
    if view.is_first_trick:
        return max(cards, key=power)  # no points can fall on the first trick (almost)
    if last and pts == 0 and over:
        safe = [c for c in over if c.code != QS_CODE]
        if safe:
            return max(safe, key=power)
    if under:
        safe = [c for c in under if c.code != QS_CODE] or under
        return max(safe, key=power)
    # We must win it: with the highest, keeping the queen if we can.
    safe = [c for c in cards if c.code != QS_CODE] or cards
    if last:
        return max(safe, key=power)
    if trick[0][1].suit == "S" and queen_out:
        return min(safe, key=power)  # someone may still drop the queen on us
    return max(safe, key=power)


def _discard(view, cards, queen_out, threat):
    winner_seat = trick_winner_seat(view.trick)
    if threat is not None and winner_seat == threat:
        safe = [c for c in cards if not is_points(c)]
        if safe:
            return max(safe, key=power)
    for c in cards:
        if c.code == QS_CODE:
            return c
    if queen_out:
        high_spades = [c for c in cards if c.suit == "S" and power(c) > 12]
        if high_spades:
            return max(high_spades, key=power)
    hearts = [c for c in cards if c.suit == "H"]
    if hearts and power(max(hearts, key=power)) >= 8:
        return max(hearts, key=power)
    counts: dict[str, int] = {}
    for c in view.hand:
        counts[c.suit] = counts.get(c.suit, 0) + 1
    return max(cards, key=lambda c: (power(c) >= 11, -counts[c.suit], power(c)))

"""How likely a sampled deal makes the plays the other seats have made.

The sampler deals the unseen cards evenly among the hands the voids allow,
but a seat's earlier plays say more than its voids: a player who ducked
under a king with a queen in hand, or led a low club with a long spade
suit, plays as the computer's rules of thumb play.  ``PlayLikelihood``
replays the hand so far in a sampled deal (each seat's cards now, plus
the cards it has played) and asks the playout policy what every other seat
would have played at each step; a play the policy would not have made
makes the deal ``MISS`` times as likely.  The expert weighs each deal's
outcome by that, an information-set search that trusts deals where the
others' plays make sense.

The weight is soft (the others are not the policy: a person, or a search
that overrules it) and only 4-player hands are judged (the policy's first
trick is 2♣'s, which 3- and 5-player decks may lack).
"""

from __future__ import annotations

from typing import Any

from .playout import PlayoutHand, field_bit, to_fields

MISS = 0.5  # the weight a play the policy would not have made gives a deal


class PlayLikelihood:
    """One view's plays, replayed in any sampled deal by ``weight``."""

    def __init__(self, view: Any, miss: float = MISS) -> None:
        self.seat: int = view.seat
        self.n: int = view.num_players
        self.miss = miss
        self.cards_per_hand: int = view.cards_per_hand
        tricks = [(lead, cards) for lead, cards, _ in view.tricks_played]
        if view.trick:
            tricks.append((view.leader, view.trick))
        self.first_leader: int = tricks[0][0] if tricks else -1
        self.plays: list[tuple[int, int, int]] = []
        self.played_by = [0] * self.n
        for _, cards in tricks:
            for s, card in cards:
                suit, bit = field_bit(card.code)
                self.plays.append((s, suit, bit))
                self.played_by[s] |= 1 << card.code
        self.judged = self.n == 4 and any(s != self.seat for s, _, _ in self.plays)

    def weight(self, hands: list[int]) -> float:
        """The likelihood of the others' plays so far, up to a constant,
        if ``hands`` (card-code masks by seat) is the deal now."""
        if not self.judged:
            return 1.0
        t = PlayoutHand()
        t.n = self.n
        t.hands = [to_fields(h | p) for h, p in zip(hands, self.played_by)]
        t.turn = self.first_leader
        t.count = t.lead = t.win_bit = t.win_seat = t.tpts = 0
        t.broken = False
        t.first = True
        t.queen_out = True
        t.tricks_left = self.cards_per_hand
        t.taken = [0] * self.n
        t.shooter = -1
        w = 1.0
        me, miss = self.seat, self.miss
        for seat, suit, bit in self.plays:
            if seat != me and t.policy(seat) != (suit, bit):
                w *= miss
            t.play(seat, suit, bit)
        return w


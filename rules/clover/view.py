"""What one seat may see of a clover-picker game.

The own hand is shown whole and in order; of the opponent's hand only its
size and what a player with a perfect memory knows from the bouquets laid
face up: the hand is a row of groups (one per bouquet shuffled in), each
group's cards known but not their order.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.cards import Card
from rules.core import GamePhase


class Phase(GamePhase):
    """The two decisions of a turn, then the end."""

    CHAIN = "chain"  # the player to move chooses each extra card a spade allows: more or stop
    PICK = "pick"  # picks from the meadow or says done
    OVER = "over"


@dataclass(frozen=True)
class CloverView:
    seat: int
    names: tuple[str, str]
    turn: int | None  # the seat whose turn it is; None once the game is over
    to_act: tuple[int, ...]  # the seats that may act now: (turn,), or () once over
    turn_number: int  # 1-based; the game is drawn after turn 500
    phase: Phase

    # The own hand, LEFTMOST FIRST: hand[-1] is the next card to be played,
    # and a bouquet comes back in at hand[0].
    hand: tuple[Card, ...]
    opponent_hand_size: int
    # The opponent's hand as groups left to right, each sorted by card code
    # (the order inside a group is hidden).  Only groups the seat has seen:
    # any rest (the starting hand, before its first bouquet) is at the right.
    opponent_groups: tuple[tuple[Card, ...], ...]

    # The bouquet of the player whose turn it is (public, face up).
    bouquet: tuple[Card, ...]  # played from the hand, in play order
    chained: int  # the last `chained` cards of `bouquet` came from the spade chain
    chain_left: int  # extra cards the spades still allow (0 outside the chain phase)
    picked: tuple[Card, ...]  # taken from the meadow this turn (no effect this turn)
    spades: int  # spades in `bouquet`
    # The count (empty and 0 while the chain phase lasts: nothing scored yet).
    scored_clubs: tuple[Card, ...]  # the clubs that scored this turn, highest first
    scored_points: int
    budget: int  # value of the red cards played from the hand
    budget_left: int

    scores: tuple[int, int]
    meadow: tuple[Card | None, ...]  # 5 slots, left to right; None = empty slot
    talon_count: int
    # Cards known to lie at the bottom of the talon (meadows passed under),
    # in the order they will come up.  Everything above them is unknown.
    talon_seen: tuple[Card, ...]
    # Each seat's bouquet of its last finished turn (played, then picked).
    last_bouquets: tuple[tuple[Card, ...], tuple[Card, ...]]

    winner: int | None
    is_over: bool

    @property
    def opponent(self) -> int:
        return 1 - self.seat

    @property
    def my_turn(self) -> bool:
        return self.turn == self.seat

    @property
    def play_order(self) -> tuple[Card, ...]:
        """The own hand in the order it will be played (rightmost first)."""
        return self.hand[::-1]

    @property
    def next_bouquet(self) -> tuple[Card, ...]:
        """The most cards the own next turn can play, as far as the hand
        shows them: the five rightmost, then one more per spade if every
        extra card is chosen.  On the own turn the bouquet is still out, so
        a chain may run past what is known."""
        owed, out = 5, list[Card]()
        for card in reversed(self.hand):
            if len(out) == owed:
                break
            out.append(card)
            owed += card.suit == "S"
        return tuple(out)

    @property
    def is_draw(self) -> bool:
        return self.is_over and self.winner is None

    def slot_of(self, card: Card) -> int | None:
        """The meadow slot (0-based) holding ``card``, if any."""
        for i, c in enumerate(self.meadow):
            if c is card:
                return i
        return None

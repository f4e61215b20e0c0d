"""What one seat may see: everything but the opponent's hand and the draw
pile's order (hand sizes and the draw count are open)."""

from __future__ import annotations

from dataclasses import dataclass

from rules.cards import Card

from .seasons import Phase


@dataclass(frozen=True, slots=True)
class StackView:
    pasture: Card | None  # None once the weather removed it
    pasture_owner: int
    grazers: tuple[Card, ...]  # top first
    grazer_owner: int


@dataclass(frozen=True, slots=True)
class HarvestView:
    seat: int
    names: tuple[str, str]
    turn: int  # whose turn it is (the weather and the reordering may ask the other seat: to_act)
    phase: Phase  # the step of the turn, or OVER
    season: Phase  # one of seasons (the reordering is grazing time)
    seasons: tuple[str, ...]
    to_act: tuple[int, ...]  # seats that may act now
    decision: str  # "graze", "reorder", "weather", "grow", "field", "sow" or "" (nobody)
    prompt: str  # a short sentence for the seat to act
    nothing: str  # why this seat can only pass or say done now ("" when it can play)
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, int]
    fields: tuple[tuple[Card, ...], tuple[Card, ...]]
    barns: tuple[tuple[Card, ...], tuple[Card, ...]]
    harvests: tuple[tuple[Card, ...], tuple[Card, ...]]
    stacks: tuple[StackView, ...]
    draw_count: int
    discard: tuple[Card, ...]  # bottom first: discard[-1] is the top
    scores: tuple[int, int]
    weather_turn: int | None  # whose turn to play a spade or pass, in weather time
    weather_passes: int  # passes in a row so far
    turn_number: int  # 1-based
    max_turns: int
    is_over: bool
    winner: int | None  # None while playing and for a draw
    beginner: bool
    jokers: int
    deck: tuple[Card, ...]  # every card of this game, wherever it is

    @property
    def opponent(self) -> int:
        return 1 - self.seat

    @property
    def opponent_hand_size(self) -> int:
        return self.hand_sizes[1 - self.seat]

    @property
    def field_counts(self) -> tuple[int, int]:
        return (len(self.fields[0]), len(self.fields[1]))

    @property
    def discard_top(self) -> Card | None:
        return self.discard[-1] if self.discard else None

    @property
    def discard_count(self) -> int:
        return len(self.discard)

    def unseen(self) -> list[Card]:
        """Cards this seat cannot see: the opponent's hand and the draw pile."""
        seen = set(self.hand)
        for piles in (self.fields, self.barns, self.harvests):
            for pile in piles:
                seen.update(pile)
        for st in self.stacks:
            if st.pasture is not None:
                seen.add(st.pasture)
            seen.update(st.grazers)
        seen.update(self.discard)
        return [c for c in self.deck if c not in seen]

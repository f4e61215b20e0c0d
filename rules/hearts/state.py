"""A Hearts game's state as data: saved as JSON and loaded back, kept apart
from the hand's machine (game.py), as the harvest game keeps its own
(rules/harvest/state.py)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Self

from rules.cards import CARDS, parse_card
from rules.core import Event, rng_from_json

from .masks import codes_of, mask_of
from .view import HandRecord, Phase


class SavedState:
    """Mixed into HeartsGame (game.py), whose fields it saves and loads:
    they are declared here, as the game sets them."""

    seed: int
    options: dict[str, Any]
    rng: random.Random
    opening_events: list[Event]
    hand_number: int
    phase: Phase
    pass_direction: str  # "left", "right", "across" or "none"
    hands: list[int]  # by seat, a card mask each (rules/hearts/masks.py)
    pending: list[int | None]  # the passes chosen, face down; None: not chosen
    passed: list[int]
    received: list[int]
    trick: list[tuple[int, int]]  # (seat, card code) in play order
    tricks: list[tuple[int, tuple[tuple[int, int], ...], int]]  # (leader, trick, winner) this hand
    taken: list[int]  # points taken this hand
    hearts_broken: bool
    leader: int | None
    turn: int | None
    totals: list[int]
    history: list[HandRecord]
    winners: tuple[int, ...]

    if TYPE_CHECKING:
        def __init__(self, seed: int = 0, players: int = 4) -> None: ...
        def json_header(self) -> dict: ...
        def _restore_derived(self) -> None: ...

    def to_json(self) -> dict:
        def txt(mask: int | None) -> list[str] | None:
            return None if mask is None else [str(CARDS[c]) for c in codes_of(mask)]

        return {
            **self.json_header(),
            "hand_number": self.hand_number,
            "phase": self.phase.value,
            "pass_direction": self.pass_direction,
            "hands": [txt(h) for h in self.hands],
            "pending": [txt(p) for p in self.pending],
            "passed": [txt(p) for p in self.passed],
            "received": [txt(r) for r in self.received],
            "trick": [[s, str(CARDS[c])] for s, c in self.trick],
            "tricks": [[lead, [[s, str(CARDS[c])] for s, c in cards], win]
                       for lead, cards, win in self.tricks],
            "taken": list(self.taken),
            "hearts_broken": self.hearts_broken,
            "leader": self.leader,
            "turn": self.turn,
            "scores": list(self.totals),
            "history": [[r.hand_number, list(r.points), r.shooter, list(r.totals), list(r.taken)]
                        for r in self.history],
            "winners": list(self.winners),
        }

    @classmethod
    def from_json(cls, data: dict) -> Self:
        game = cls(data["seed"], **data["options"])

        def mask(texts: list[str]) -> int:
            return mask_of(parse_card(t) for t in texts)

        def code(text: str) -> int:
            return parse_card(text).code

        game.rng = rng_from_json(data["rng"])
        game.opening_events = []
        game.hand_number = data["hand_number"]
        game.phase = Phase(data["phase"])
        game.pass_direction = data["pass_direction"]
        game.hands = [mask(h) for h in data["hands"]]
        game.pending = [None if p is None else mask(p) for p in data["pending"]]
        game.passed = [mask(p) for p in data["passed"]]
        game.received = [mask(r) for r in data["received"]]
        game.trick = [(s, code(c)) for s, c in data["trick"]]
        game.tricks = [(lead, tuple((s, code(c)) for s, c in cards), win)
                       for lead, cards, win in data["tricks"]]
        game.taken = list(data["taken"])
        game.hearts_broken = data["hearts_broken"]
        game.leader = data["leader"]
        game.turn = data["turn"]
        game.totals = list(data["scores"])
        game.history = [HandRecord(h, tuple(p), sh, tuple(t), tuple(tk))
                        for h, p, sh, t, tk in data["history"]]
        game.winners = tuple(data["winners"])
        game._restore_derived()
        return game

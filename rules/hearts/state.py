"""A Hearts game's state as data: saved as JSON and loaded back, kept apart
from the hand's machine (game.py), as the harvest game keeps its own
(rules/harvest/state.py)."""

from __future__ import annotations

from rules.cards import CARDS, parse_card
from rules.core import rng_from_json

from .masks import codes_of, mask_of
from .view import HandRecord, Phase


class SavedState:
    """Mixed into HeartsGame (game.py)."""

    def to_json(self) -> dict:
        def txt(mask: int | None):
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
    def from_json(cls, data: dict) -> SavedState:
        game = cls(data["seed"], **data["options"])

        def mask(texts):
            return None if texts is None else mask_of(parse_card(t) for t in texts)

        def code(text):
            return parse_card(text).code

        game.rng = rng_from_json(data["rng"])
        game.opening_events = []
        game.hand_number = data["hand_number"]
        game.phase = Phase(data["phase"])
        game.pass_direction = data["pass_direction"]
        game.hands = [mask(h) for h in data["hands"]]
        game.pending = [mask(p) for p in data["pending"]]
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

"""The harvest game's state as data: saved as JSON, loaded back, and
copied for lookahead search; kept apart from the season machine (game.py)."""

from __future__ import annotations

import random

from rules.cards import parse_card
from rules.core import rng_from_json

from .seasons import Phase
from .stacks import Stack


class SavedState:
    """Mixed into HarvestGame (game.py)."""

    def copy(self) -> SavedState:
        """An independent copy, generator state included, for lookahead search
        (a copy plays on exactly as the original would)."""
        other = type(self).__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.options = dict(self.options)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        for name in ("hands", "fields", "barns", "harvests"):
            setattr(other, name, [list(pile) for pile in getattr(self, name)])
        other.draw = list(self.draw)
        other.discard = list(self.discard)
        other.stacks = [Stack(st.pasture, st.pasture_owner, list(st.grazers), st.grazer_owner)
                        for st in self.stacks]
        other.totals = list(self.totals)
        other.opening_events = list(self.opening_events)
        return other

    def to_json(self) -> dict:
        def cards(pile):
            return [str(c) for c in pile]

        return {
            **self.json_header(),
            "hands": [cards(h) for h in self.hands],
            "fields": [cards(p) for p in self.fields],
            "barns": [cards(p) for p in self.barns],
            "harvests": [cards(p) for p in self.harvests],
            "draw": cards(self.draw),
            "discard": cards(self.discard),
            "stacks": [st.to_json() for st in self.stacks],
            "scores": list(self.totals),
            "active": self.active,
            "turn": self.turn,
            "step": self.step.value,
            "weather_seat": self.weather_seat,
            "passes": self.passes,
            "winner": self.winner,
            "over": self.over,
        }

    @classmethod
    def from_json(cls, data: dict) -> SavedState:
        game = cls(data["seed"], **data["options"])

        def cards(pile):
            return [parse_card(c) for c in pile]

        game.rng = rng_from_json(data["rng"])
        game.hands = [cards(h) for h in data["hands"]]
        game.fields = [cards(p) for p in data["fields"]]
        game.barns = [cards(p) for p in data["barns"]]
        game.harvests = [cards(p) for p in data["harvests"]]
        game.draw = cards(data["draw"])
        game.discard = cards(data["discard"])
        game.stacks = [Stack.from_json(s) for s in data["stacks"]]
        game.totals = list(data["scores"])
        game.active = data["active"]
        game.turn = data["turn"]
        game.step = Phase(data["step"])
        game.weather_seat = data["weather_seat"]
        game.passes = data["passes"]
        game.winner = data["winner"]
        game.over = data["over"]
        game.opening_events = []
        return game


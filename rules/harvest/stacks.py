"""A grazing stack in the grazing area (mutable engine state)."""

from __future__ import annotations

from rules.cards import Card, parse_card


class Stack:
    __slots__ = ("pasture", "pasture_owner", "grazers", "grazer_owner")

    def __init__(self, pasture: Card | None, pasture_owner: int, grazers: list[Card],
                 grazer_owner: int) -> None:
        self.pasture = pasture  # None once the weather removed it
        self.pasture_owner = pasture_owner
        self.grazers = grazers  # top first
        self.grazer_owner = grazer_owner

    def to_json(self) -> dict:
        return {
            "pasture": None if self.pasture is None else str(self.pasture),
            "pasture_owner": self.pasture_owner,
            "grazers": [str(g) for g in self.grazers],
            "grazer_owner": self.grazer_owner,
        }

    @classmethod
    def from_json(cls, data: dict) -> Stack:
        pasture = data["pasture"]
        return cls(None if pasture is None else parse_card(pasture), data["pasture_owner"],
                   [parse_card(g) for g in data["grazers"]], data["grazer_owner"])

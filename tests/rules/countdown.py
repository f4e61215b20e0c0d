"""A tiny game for testing the Session and Clock without a real card game:
players take turns removing 1 or 2 from a counter; whoever takes the last
one wins."""

from __future__ import annotations

from dataclasses import dataclass

from rules.core import Action, Event, Game, GamePhase, IllegalAction, Result, rng_from_json


class Phase(GamePhase):
    TAKING = "taking"
    OVER = "over"


@dataclass(frozen=True, slots=True)
class Take(Action):
    n: int

    def __str__(self) -> str:
        return f"take {self.n}"


@dataclass(frozen=True, slots=True)
class Took(Event):
    seat: int
    n: int

    def describe(self, voice):
        return voice.say(self.seat, "You take {n}.", "{seat} takes {n}.", n=self.n)


class Countdown(Game):
    name = "countdown"
    title = "Countdown"
    Phase = Phase
    lower_wins = False

    def __init__(self, seed: int = 0, start: int = 7, players: int = 2):
        import random

        self.seed = seed
        self.options = {"start": start, "players": players}
        self.num_players = players
        self.rng = random.Random(seed)
        self.left = start
        self.turn = 0
        self.winner: int | None = None
        self.opening_events = []

    @property
    def phase(self):
        return Phase.OVER if self.is_over else Phase.TAKING

    def scores(self):
        return tuple(int(s == self.winner) for s in range(self.num_players))

    def score_history(self):
        return []

    def to_act(self):
        return frozenset() if self.is_over else frozenset({self.turn})

    def legal_actions(self, seat):
        if self.is_over or seat != self.turn:
            return []
        return [Take(n) for n in (1, 2) if n <= self.left]

    def apply(self, seat, action):
        self.check_can_act(seat)
        if action not in self.legal_actions(seat):
            raise IllegalAction(f"You cannot take {action.n}: {self.left} left.")
        self.left -= action.n
        events = [Took(seat, action.n)]
        if self.left == 0:
            self.winner = seat
        else:
            self.turn = (self.turn + 1) % self.num_players
        return events

    def view(self, seat):
        return {"left": self.left, "turn": self.turn}

    @property
    def is_over(self):
        return self.winner is not None

    @property
    def result(self):
        if self.winner is None:
            return None
        return Result((self.winner,), self.scores(), "done")

    def progress(self, names):
        return f"{self.left} left · {names[self.turn]} to take"

    def parse_action(self, seat, text):
        try:
            return Take(int(text.split()[1]))
        except (IndexError, ValueError):
            raise IllegalAction(f"{text!r} is not an action") from None

    def to_json(self):
        return {**self.json_header(), "left": self.left, "turn": self.turn, "winner": self.winner}

    @classmethod
    def from_json(cls, data):
        game = cls(data["seed"], **data["options"])
        game.rng = rng_from_json(data["rng"])
        game.left, game.turn, game.winner = data["left"], data["turn"], data["winner"]
        return game


SPEC = """
from rules.games import GameSpec

SPEC = GameSpec(name="countdown", engine="tests.rules.countdown:Countdown", bots="tests.rules.countdown",
                levels=("easy", "medium", "hard"), order=90)
"""


def register(monkeypatch) -> None:
    """Makes ``countdown`` a game by name for one test, as a game's own
    folder would (rules/countdown/spec.py; its AI levels named like the
    real games', as the settings and the Play page ask for them)."""
    import rules
    from tests.dropped import drop_in

    drop_in(monkeypatch, rules, "countdown", {"spec": SPEC})

"""What happens in a Speed game, for screens to animate and the log to tell.

Center piles are named by key: ``"L"`` (started by seat 0) and ``"R"``
(started by seat 1).  Table piles are numbered 1–5.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.cards import Card
from rules.core import Event
from rules.voice import Voice

from .actions import CENTER_NAMES


def _pile(key: str) -> str:
    return CENTER_NAMES.get(key, "the table")


@dataclass(frozen=True, slots=True)
class RoundDealt(Event):
    round: int
    table_counts: tuple[int, int]  # table cards laid out, by seat
    hand_counts: tuple[int, int]  # hand pile after the deal and the first turn
    started: tuple[tuple[str, Card], ...]  # (center key, card turned to start it)

    def describe(self, voice: Voice) -> str:
        piles = " and ".join(f"{c.label} on {_pile(k)}" for k, c in self.started)
        one = " (one center pile: a player is short of cards)" if len(self.started) == 1 else ""
        return f"Round {self.round}: table cards laid out; {piles}{one}."


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    seat: int
    pile: int  # 1..5
    center: str  # "L" / "R"
    card: Card
    uncovered: Card | None  # the card turned face up under it, if any
    covered: Card  # the center card it went on

    def describe(self, voice: Voice) -> str:
        text = f"{voice.does(self.seat, 'plays', 'play')} {self.card.label} on {self.covered.label} ({_pile(self.center)})"
        if self.uncovered is not None:
            text += f" and {voice.verb(self.seat, 'turns', 'turn')} up {self.uncovered.label}"
        return text + "."


@dataclass(frozen=True, slots=True)
class TableCleared(Event):
    """A player placed all their table cards first and must slap."""

    seat: int
    one_pile: bool

    def describe(self, voice: Voice) -> str:
        what = "the table" if self.one_pile else "the smaller center pile"
        return f"{voice.does(self.seat, 'has', 'have')} placed every table card and must slap {what}!"


@dataclass(frozen=True, slots=True)
class Blocked(Event):
    """Nobody can play: the cards will be turned."""

    hand_counts: tuple[int, int]

    def describe(self, voice: Voice) -> str:
        return "Nobody can play: both turn a card from their hand pile."


@dataclass(frozen=True, slots=True)
class CentersReshuffled(Event):
    """[Reconstruction] nobody could turn: the center cards become new hand
    piles, shared out evenly."""

    hand_counts: tuple[int, int]

    def describe(self, voice: Voice) -> str:
        shares = ", ".join(f"{voice.subject(s, start=False)} {n}" for s, n in enumerate(self.hand_counts) if n)
        return f"Nobody can turn a card: the center cards are shuffled and shared out ({shares})."


@dataclass(frozen=True, slots=True)
class CardsTurned(Event):
    turned: tuple[tuple[int, str, Card], ...]  # (seat, center key, card)

    def describe(self, voice: Voice) -> str:
        parts = [f"{voice.does(s, 'turns', 'turn', start=i == 0)} {c.label} onto {_pile(k)}"
                 for i, (s, k, c) in enumerate(self.turned)]
        return "; ".join(parts) + "." if parts else "Nobody turns a card."


@dataclass(frozen=True, slots=True)
class Slapped(Event):
    seat: int
    target: str  # "L", "R" or "table"
    taken: tuple[int, int]  # center cards each seat took under its hand pile
    returned: tuple[int, int]  # leftover table cards each seat took back
    cards_left: tuple[int, int]  # after the round, by seat

    def describe(self, voice: Voice) -> str:
        other = 1 - self.seat
        slaps, takes = voice.does(self.seat, "slaps", "slap"), voice.verb(self.seat, "takes", "take")
        other_takes = voice.does(other, "takes", "take", start=False)
        if self.target == "table":
            text = f"{slaps} the table and {takes} no cards; {other_takes} the pile ({self.taken[other]} cards)"
        else:
            text = (f"{slaps} {_pile(self.target)} and {takes} {self.taken[self.seat]} cards; "
                    f"{other_takes} the other pile ({self.taken[other]})")
        return text + "."


@dataclass(frozen=True, slots=True)
class RoundStalled(Event):
    """[Project rule] no card outside the table piles fits any face-up table
    card, so play could never go on: everyone takes back their own cards."""

    cards_left: tuple[int, int]

    def describe(self, voice: Voice) -> str:
        return "No card can ever be played this round: everyone takes their cards back and the round is dealt again."


@dataclass(frozen=True, slots=True)
class GameWon(Event):
    seat: int | None  # None: a draw
    reason: str  # "no cards left" / "round limit"
    cards_left: tuple[int, int]

    def describe(self, voice: Voice) -> str:
        counts = " to ".join(str(n) for n in self.cards_left)
        if self.seat is None:
            return f"The round limit is reached with {counts} cards: a draw."
        if self.reason == "no cards left":
            return f"{voice.does(self.seat, 'has', 'have')} no cards left and {voice.verb(self.seat, 'wins', 'win')} the game!"
        return f"The round limit is reached: {voice.does(self.seat, 'wins', 'win', start=False)} with fewer cards ({counts})."

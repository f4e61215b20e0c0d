"""Who a sentence is told to: the grammar that events ask when they describe
themselves.

An event's ``describe(voice)`` holds the words of its sentence; the voice
holds the rules that depend on the listener: the viewer's seat is "you"
("You play 5♥."), every other seat its name ("North plays 5♥."), and a
neutral voice (no viewer) says every seat in the third person.  So no
sentence is rewritten afterwards, and a second language is a second voice
(its own pronouns, verb forms and lists) with a second set of sentences,
not a second set of rules spread over the events.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence


class Voice:
    """English, told to ``viewer`` (a seat, or None: nobody at the table).

    ``names`` are the seats' display names.  A seat the names do not cover
    is said as "seat N", so a sentence never fails for want of a name.
    """

    def __init__(self, names: Sequence[str], viewer: int | None = None) -> None:
        self.names = tuple(names)
        self.viewer = viewer

    def __repr__(self) -> str:
        return f"Voice({list(self.names)!r}, viewer={self.viewer!r})"

    def is_you(self, seat: int | None) -> bool:
        return seat is not None and seat == self.viewer

    def name(self, seat: int | None) -> str:
        """The seat's name, whoever listens ("South (you)" tables, captions)."""
        if seat is not None and 0 <= seat < len(self.names):
            return self.names[seat]
        return f"seat {seat}" if seat is not None else "nobody"

    def subject(self, seat: int | None, start: bool = True) -> str:
        """"You" / "North" as the subject; ``start`` False inside a sentence
        ("…: you played 5♥")."""
        if self.is_you(seat):
            return "You" if start else "you"
        return self.name(seat)

    def object(self, seat: int | None) -> str:
        """"you" / "North" after a verb or a preposition."""
        return "you" if self.is_you(seat) else self.name(seat)

    def possessive(self, seat: int | None, start: bool = False) -> str:
        """"your" / "North's"."""
        if self.is_you(seat):
            return "Your" if start else "your"
        return self.name(seat) + "'s"

    def verb(self, seat: int | None, third: str, second: str) -> str:
        """The verb agreeing with ``seat`` as its subject: ``third`` for a
        named seat ("plays", "has"), ``second`` for you ("play", "have")."""
        return second if self.is_you(seat) else third

    def does(self, seat: int | None, third: str, second: str, start: bool = True) -> str:
        """Subject and verb together: "You play" / "North plays"."""
        return f"{self.subject(seat, start)} {self.verb(seat, third, second)}"

    def seats(self, seats: Iterable[int], start: bool = True) -> str:
        """Several seats as one subject: "West and you", "West, North and East"."""
        said = [self.subject(s, start=start and i == 0) for i, s in enumerate(seats)]
        return self.join(said)

    def scores(self, values: Sequence[int], start: bool = False) -> str:
        """Seat by seat: "you 3, West 0, North 13"."""
        return ", ".join(f"{self.subject(s, start=start and s == 0)} {v}" for s, v in enumerate(values))

    @staticmethod
    def join(items: Sequence[str]) -> str:
        """"A", "A and B", "A, B and C"."""
        items = list(items)
        if not items:
            return "nobody"
        if len(items) == 1:
            return items[0]
        return ", ".join(items[:-1]) + " and " + items[-1]

    @staticmethod
    def count(n: int, one: str, many: str | None = None) -> str:
        """"1 card", "3 cards" (``many`` for an irregular plural)."""
        return f"{n} {one if n == 1 else (many or one + 's')}"


def neutral(names: Sequence[str]) -> Voice:
    """A narrator outside the table: every seat by its name."""
    return Voice(names, None)

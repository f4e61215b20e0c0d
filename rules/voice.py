"""Who a sentence is told to: the grammar that events ask when they describe
themselves.

An event's ``describe(voice)`` picks a whole sentence per case, marked for
the catalog: ``voice.say(seat, you=N_("You play {card}."), other=N_("{seat}
plays {card}."), card=...)``.  The voice picks the case by the listener
(the viewer's seat is "you", every other seat its name, and a neutral voice
with no viewer says every seat by name), translates the sentence into the
language of the moment and fills it in.  So no sentence is rewritten
afterwards and no language's grammar lives here: English agrees its verb
with "you" ("You play" / "North plays"), Swedish does not ("Du spelar" /
"Nord spelar"), and each says so in its own catalog.

Lists ("West and you", "Väst och du"), "nobody" and "seat N" are translated
here too.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Protocol

from rules.i18n import _, pgettext


class Voice:
    """Sentences told to ``viewer`` (a seat, or None: nobody at the table).

    ``names`` are the seats' display names.  A seat the names do not cover
    is said as "seat N", so a sentence never fails for want of a name.
    """

    def __init__(self, names: Sequence[str], viewer: int | None = None) -> None:
        self.names = tuple(names)
        self.viewer = viewer
        self.stood_in: dict[int, tuple[str, bool]] = {}  # seat -> (its own name, it was the viewer's)

    def stand_in(self, seat: int, name: str) -> Voice:
        """The voice while someone else plays ``seat`` (a shared table's
        computer for a person who dropped): that seat is ``name``, and
        never "you", even when it is the viewer's; ``back`` ends it."""
        if not 0 <= seat < len(self.names):
            return self
        names = list(self.names)
        names[seat] = name
        voice = Voice(names, None if seat == self.viewer else self.viewer)
        voice.stood_in = dict(self.stood_in)
        voice.stood_in.setdefault(seat, (self.names[seat], seat == self.viewer))
        return voice

    def back(self, seat: int) -> Voice:
        """The voice once ``seat``'s own player plays it again (itself when
        nobody stood in for it); other seats' stand-ins go on."""
        if seat not in self.stood_in:
            return self
        own_name, was_viewer = self.stood_in[seat]
        names = list(self.names)
        names[seat] = own_name
        voice = Voice(names, seat if was_viewer else self.viewer)
        voice.stood_in = {s: own for s, own in self.stood_in.items() if s != seat}
        return voice

    def named(self, seat: int, name: str) -> Voice:
        """The voice with ``seat`` played by its own player, named ``name``
        (a stand-in for it ended)."""
        voice = self.back(seat)
        if not 0 <= seat < len(voice.names) or voice.names[seat] == name:
            return voice
        names = list(voice.names)
        names[seat] = name
        named = Voice(names, voice.viewer)
        named.stood_in = dict(voice.stood_in)
        return named

    def __repr__(self) -> str:
        return f"Voice({list(self.names)!r}, viewer={self.viewer!r})"

    def is_you(self, seat: int | None) -> bool:
        return seat is not None and seat == self.viewer

    def name(self, seat: int | None) -> str:
        """The seat's name, whoever listens ("South (you)" tables, captions)."""
        if seat is not None and 0 <= seat < len(self.names):
            return self.names[seat]
        return _("seat {number}").format(number=seat) if seat is not None else _("nobody")

    # Whole sentences ----------------------------------------------------

    def say(self, seat: int | None, you: str, other: str, /, **fields: object) -> str:
        """The sentence about ``seat``: ``you`` when it is told to that seat,
        else ``other``; translated, then filled in with ``{seat}`` (the
        seat's name) and ``fields``.  Both are marked with ``N_``."""
        message = you if self.is_you(seat) else other
        return _(message).format(seat=self.name(seat), **fields)

    @staticmethod
    def tell(message: str, /, **fields: object) -> str:
        """A sentence about no seat in particular, translated and filled in."""
        return _(message).format(**fields)

    def say_n(self, seat: int | None, n: int, you: str, other: str, /, **fields: object) -> str:
        """As ``say``, for sentences whose words follow the number ``n``
        ("1 point" / "2 points"): ``you`` and ``other`` are already chosen
        by ``ngettext`` (so the catalog holds their plural forms), and
        ``{n}`` is filled in."""
        return (you if self.is_you(seat) else other).format(seat=self.name(seat), n=n, **fields)

    # Words inside a sentence ------------------------------------------

    def subject(self, seat: int | None, start: bool = True) -> str:
        """"You" / "North" as the subject; ``start`` False inside a sentence
        ("…: you played 5♥")."""
        if self.is_you(seat):
            return pgettext("subject", "You") if start else pgettext("subject", "you")
        return self.name(seat)

    def object(self, seat: int | None) -> str:
        """"you" / "North" after a verb or a preposition (Swedish "dig")."""
        return pgettext("object", "you") if self.is_you(seat) else self.name(seat)

    def seats(self, seats: Iterable[int], start: bool = True) -> str:
        """Several seats as one subject: "West and you", "West, North and East"."""
        said = [self.subject(s, start=start and i == 0) for i, s in enumerate(seats)]
        return self.join(said)

    def scores(self, values: Sequence[int], start: bool = False) -> str:
        """Seat by seat: "you 3, West 0, North 13"."""
        return ", ".join(f"{self.subject(s, start=start and s == 0)} {v}" for s, v in enumerate(values))

    @staticmethod
    def join(items: Sequence[str]) -> str:
        """"A", "A and B", "A, B and C" ("A, B och C")."""
        items = list(items)
        if not items:
            return _("nobody")
        if len(items) == 1:
            return items[0]
        return _("{items} and {last}").format(items=", ".join(items[:-1]), last=items[-1])


class Told(Protocol):
    """What ``at_start`` asks of an event (``rules.core.Event`` has it)."""

    def voice_before(self, voice: Voice) -> Voice: ...


def at_start(events: Sequence[Told], voice: Voice) -> Voice:
    """The voice to tell ``events`` in from the first, ``voice`` being the
    one of the moment (the seats' labels now): worked back from the last
    event (``Event.voice_before``), so a move made before a seat changed
    hands is told in the name of whoever made it."""
    for event in reversed(events):
        voice = event.voice_before(voice)
    return voice


def neutral(names: Sequence[str]) -> Voice:
    """A narrator outside the table: every seat by its name."""
    return Voice(names, None)

"""What a shared table tells its people about its seats changing hands: a
person's link drops, the computer takes a seat over, a person comes back.

Each is an ``Event`` of the table (not of the game), so its sentence is
written once, here, told to the viewer by ``describe`` like a card played
("You are back at your seat." / "bo is back: bo plays again."), and travels
in the table's ``seats`` message and its ``state``'s ``told``, rotated like
every event (rules.tables.wire_seats).  Each carries the person's own name,
so the sentence does not depend on the seat's label at the moment it is
read ("bo (computer)").

While the computer plays a person's seat, its moves are told to everyone
in the computer's name, whatever the seat's label is when the log is read
(bo back at it, or the computer playing a seat a person played before):
``ComputerPlays`` hands the narration a voice in which that seat is
"bo (computer)" and never "you" (``Event.voice_after``), until ``SeatBack``.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.core import Event
from rules.i18n import N_, _
from rules.voice import Voice

COMPUTER = N_("{name} (computer)")  # a seat the computer plays: the game's seat name, or its person's


def computer_name(name: str) -> str:
    """A seat's name while the computer plays it, as every screen and log says it."""
    return _(COMPUTER).format(name=name)


@dataclass(frozen=True, slots=True)
class SeatDropped(Event):
    """``seat``'s person lost their link: the seat waits ``seconds`` for them."""

    seat: int
    name: str
    seconds: int

    def describe(self, voice: Voice) -> str:
        return voice.say(self.seat, N_("Your link dropped: your seat waited {seconds} s for you."),
                         N_("{name} has dropped out: the seat waits {seconds} s for them, then the computer plays it."),
                         name=self.name, seconds=self.seconds)


@dataclass(frozen=True, slots=True)
class ComputerPlays(Event):
    """The computer plays ``seat`` from now on, for its person: their
    countdown ran out, or they left (``left``) and must join to take it back,
    or they were a guest at a table saved and reopened (``guest``)."""

    seat: int
    name: str
    left: bool = False
    guest: bool = False  # a guest's seat at a reopened table: they can never come back to it

    def describe(self, voice: Voice) -> str:
        if self.guest:
            return voice.tell(N_("{name} was a guest and cannot come back: the computer plays their seat."),
                              name=self.name)
        if self.left:
            return voice.say(self.seat, N_("You leave the table: the computer plays for you."),
                             N_("{name} leaves the table: the computer plays for them."), name=self.name)
        return voice.say(self.seat, N_("The computer plays for you now."),
                         N_("The computer plays for {name} now, until they are back."), name=self.name)

    def voice_after(self, voice: Voice) -> Voice:
        return voice.stand_in(self.seat, computer_name(self.name))

    def voice_before(self, voice: Voice) -> Voice:
        return voice.named(self.seat, self.name)  # its person played it until now


@dataclass(frozen=True, slots=True)
class SeatBack(Event):
    """``seat``'s person is back and plays it again."""

    seat: int
    name: str

    def describe(self, voice: Voice) -> str:
        # the computer's voice (``ComputerPlays``) ends with this event: the
        # seat is "you" again from the sentence that says so
        back = voice.back(self.seat)
        return back.say(self.seat, N_("You are back at your seat."), N_("{name} is back and plays again."),
                        name=self.name)

    def voice_after(self, voice: Voice) -> Voice:
        return voice.back(self.seat)

    def voice_before(self, voice: Voice) -> Voice:
        return voice.stand_in(self.seat, computer_name(self.name))  # the computer played it until now

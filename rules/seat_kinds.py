"""The kinds of seat a field of a travelling dataclass may hold, so that a
shared table can turn every seat for its viewer (rules/tables/wire.py).

A shared table sends every person the picture of their own seat as seat 0
(the screens' "the person at this terminal").  Cyclic rotation, seat ``s`` to
``(s - viewer) % n``, keeps every rule true: Hearts' left, right and across
are the same seats after it.  A seat can hide in an int, in a tuple of ints,
in the order of a tuple by seat or inside the rows of a tuple, so each field
says which: each game in its own folder (rules/<game>/wire_seats.py, named
by its spec), the shared values in rules/tables/wire_seats.py.  An int or
tuple field that says nothing is refused by the encoder and by
tests/rules/test_wire.py: a new field cannot slip through unrotated.

Kinds:

* ``SEAT`` — an int seat, or None;
* ``SEATS`` — a tuple of seats (``to_act``, ``winners``), order kept;
* ``BY_SEAT`` — a tuple indexed by seat (``scores``, ``names``, ``barns``):
  rotated as a list, so the viewer's entry is first;
* ``PAIRS(...)`` — a tuple of rows, each row's items of the given kinds
  (a Hearts trick: ``PAIRS(SEAT, NOT_SEAT)`` for its (seat, card) rows);
* ``NESTED`` — dataclasses inside: each is turned by its own entries;
* ``NOT_SEAT`` — a number or tuple that is no seat (a count, cards).
"""

from __future__ import annotations

__all__ = ["BY_SEAT", "NESTED", "NOT_SEAT", "PAIRS", "SEAT", "SEATS", "TRICK"]

SEAT = "seat"
SEATS = "seats"
BY_SEAT = "by_seat"
NESTED = "nested"
NOT_SEAT = "not_seat"


class PAIRS:
    """Rows of a tuple whose items are of ``kinds`` by position."""

    __slots__ = ("kinds",)

    def __init__(self, *kinds) -> None:
        self.kinds = kinds

    def __repr__(self) -> str:
        return f"PAIRS{self.kinds!r}"


TRICK = PAIRS(SEAT, NOT_SEAT)  # Hearts: ((seat, card), ...) in play order

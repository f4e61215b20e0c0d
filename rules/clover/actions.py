"""The two decisions of a clover-picker turn, and their notation.

Everything else in a turn (playing the bouquet, the spade chain, scoring,
shuffling the bouquet in) needs no decision and happens inside ``apply``.

Notation (``str(action)``, read back by ``parse_action``):

* ``pick 7C`` — take the 7♣ from the meadow.  ``parse_action`` also accepts
  ``pick 3``: the card now in meadow slot 3, slots numbered 1–5 from the
  left (the log always records the card).
* ``done`` — stop picking; with nothing picked the meadow goes under the
  talon and five new cards are turned up.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from rules.cards import Card, parse_card
from rules.core import Action, IllegalAction


@dataclass(frozen=True, slots=True)
class Pick(Action):
    """Take ``card`` from the meadow (it must be there and within budget)."""

    card: Card

    def __str__(self) -> str:
        return f"pick {self.card}"


@dataclass(frozen=True, slots=True)
class Done(Action):
    """Finish picking; the bouquet is shuffled into the hand."""

    def __str__(self) -> str:
        return "done"


DONE = Done()


def parse(text: str, meadow: Sequence[Card | None]) -> Action:
    """Read the notation; a slot number is resolved against ``meadow``."""
    words = text.strip().lower().split()
    if words == ["done"]:
        return DONE
    if len(words) == 2 and words[0] == "pick":
        arg = words[1]
        if arg.isascii() and arg.isdigit():
            slot = int(arg)
            if not 1 <= slot <= len(meadow):
                raise IllegalAction(f"The meadow has slots 1 to {len(meadow)}, not {slot}.")
            card = meadow[slot - 1]
            if card is None:
                raise IllegalAction(f"Meadow slot {slot} is empty: the talon has run out.")
            return Pick(card)
        try:
            return Pick(parse_card(arg))
        except ValueError as exc:
            raise IllegalAction(str(exc)) from None
    raise IllegalAction(f"{text.strip()!r} is not a move here: write 'pick 7C', 'pick 3' or 'done'.")

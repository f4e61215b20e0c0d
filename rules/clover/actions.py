"""The decisions of a clover-picker turn, and their notation.

Everything else in a turn (playing the first five cards, scoring, shuffling
the bouquet in) needs no decision and happens inside ``apply``.

Notation (``str(action)``, read back by ``parse_action``):

* ``more`` — the spade chain: play one more card, the rightmost of the hand
  ("for each spade you may play one more card").
* ``stop`` — end the spade chain; the rest stays in the hand, in order.
* ``pick 7C`` — take the 7♣ from the meadow.  ``parse_action`` also accepts
  ``pick 3``: the card now in meadow slot 3, slots numbered 1–5 from the
  left (the log always records the card).
* ``done`` — stop picking; with nothing picked the meadow goes under the
  talon and five new cards are turned up.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.cards import Card, parse_card
from rules.core import Action, IllegalAction
from rules.i18n import _


@dataclass(frozen=True, slots=True)
class More(Action):
    """Play the rightmost card of the hand to the bouquet (a spade allows it)."""

    def __str__(self) -> str:
        return "more"


@dataclass(frozen=True, slots=True)
class Stop(Action):
    """End the spade chain with extra cards still allowed."""

    def __str__(self) -> str:
        return "stop"


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


MORE = More()
STOP = Stop()
DONE = Done()
WORDS = {"more": MORE, "stop": STOP, "done": DONE}


def parse(text: str, meadow: Sequence[Card | None]) -> Action:
    """Read the notation; a slot number is resolved against ``meadow``."""
    words = text.strip().lower().split()
    if len(words) == 1 and words[0] in WORDS:
        return WORDS[words[0]]
    if len(words) == 2 and words[0] == "pick":
        arg = words[1]
        if arg.isascii() and arg.isdigit():
            slot = int(arg)
            if not 1 <= slot <= len(meadow):
                raise IllegalAction(_("The meadow has slots 1 to {size}, not {slot}.").format(size=len(meadow), slot=slot))
            card = meadow[slot - 1]
            if card is None:
                raise IllegalAction(_("Meadow slot {slot} is empty: the talon has run out.").format(slot=slot))
            return Pick(card)
        try:
            return Pick(parse_card(arg))
        except ValueError as exc:
            raise IllegalAction(str(exc)) from None
    raise IllegalAction(_("{text} is not a move here: write 'more', 'stop', 'pick 7C', 'pick 3' or 'done'.").format(
        text=repr(text.strip())))

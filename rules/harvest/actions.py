"""The small decisions of a harvest turn and their text notation.

==========================  ===================================================
``graze QH 4C``             grazing: put barn card 4♣ on the stack whose pasture
                            is Q♥ (taken from the opponent's harvest if new)
``lift 3C QH``              grazing, defender: lift grazer 3♣ to the top of
                            the stack on Q♥
``spade 7S JH``             weather: play 7♠ from hand to remove J♥
``joker JK1 storm 5C``      weather: a joker removes 5♣
``joker JK1 fence QH``      weather: a joker dissolves the stack on Q♥
``pass``                    weather: play nothing this time
``grow 5H`` / ``barn 5H``   growing: move 5♥ barn → harvest / harvest → barn
``field 7D``                field time: put 7♦ from hand on the field pile
``sow 3C``                  sowing: play 3♣ from hand to the barn
``done``                    end this season's decisions (grazing, reordering,
                            growing, field, sowing)
==========================  ===================================================
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.cards import Card, parse_card
from rules.core import Action, IllegalAction
from rules.i18n import _


@dataclass(frozen=True, slots=True)
class Graze(Action):
    pasture: Card
    grazer: Card

    def __str__(self) -> str:
        return f"graze {self.pasture} {self.grazer}"


@dataclass(frozen=True, slots=True)
class Lift(Action):
    grazer: Card
    pasture: Card

    def __str__(self) -> str:
        return f"lift {self.grazer} {self.pasture}"


@dataclass(frozen=True, slots=True)
class PlaySpade(Action):
    spade: Card
    target: Card

    def __str__(self) -> str:
        return f"spade {self.spade} {self.target}"


@dataclass(frozen=True, slots=True)
class JokerStorm(Action):
    joker: Card
    target: Card

    def __str__(self) -> str:
        return f"joker {self.joker} storm {self.target}"


@dataclass(frozen=True, slots=True)
class JokerFence(Action):
    joker: Card
    pasture: Card

    def __str__(self) -> str:
        return f"joker {self.joker} fence {self.pasture}"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class Grow(Action):
    card: Card

    def __str__(self) -> str:
        return f"grow {self.card}"


@dataclass(frozen=True, slots=True)
class ToBarn(Action):
    card: Card

    def __str__(self) -> str:
        return f"barn {self.card}"


@dataclass(frozen=True, slots=True)
class PlayField(Action):
    card: Card

    def __str__(self) -> str:
        return f"field {self.card}"


@dataclass(frozen=True, slots=True)
class Sow(Action):
    card: Card

    def __str__(self) -> str:
        return f"sow {self.card}"


@dataclass(frozen=True, slots=True)
class Done(Action):
    def __str__(self) -> str:
        return "done"


PASS = Pass()
DONE = Done()


def first_pick(action: Action) -> Card | None:
    """The card a move of two picks begins with (the pasture, the spade or
    joker); None for a move of one pick.  The table picks it first, and a
    lesson says when the first pick is the mistake."""
    if isinstance(action, Graze):
        return action.pasture
    if isinstance(action, PlaySpade):
        return action.spade
    if isinstance(action, (JokerStorm, JokerFence)):
        return action.joker
    return None

_ONE_CARD = {"grow": Grow, "barn": ToBarn, "field": PlayField, "sow": Sow}
_TWO_CARDS = {"graze": Graze, "lift": Lift, "spade": PlaySpade}


def parse(text: str) -> Action:
    """Read the notation back; IllegalAction for text that names no action."""
    words = text.split()
    if not words:
        raise IllegalAction(_("Say what to do (e.g. 'sow 3C', 'pass', 'done')."))
    verb = words[0].lower()
    try:
        cards = [parse_card(w) for w in words[1:] if w.lower() not in ("storm", "fence")]
    except ValueError as exc:
        raise IllegalAction(str(exc)) from None
    if verb in ("pass", "done") and len(words) == 1:
        return PASS if verb == "pass" else DONE
    # A 'storm' or 'fence' anywhere but a joker's third word leaves no action.
    stray = len(cards) != len(words) - 1 - (verb == "joker")
    if not stray and verb in _ONE_CARD and len(words) == 2:
        return _ONE_CARD[verb](cards[0])
    if not stray and verb in _TWO_CARDS and len(words) == 3:
        return _TWO_CARDS[verb](cards[0], cards[1])
    if not stray and verb == "joker" and len(words) == 4 and words[2].lower() in ("storm", "fence"):
        if not cards[0].is_joker:
            raise IllegalAction(_("{card} is not a joker.").format(card=cards[0].label))
        kind = JokerStorm if words[2].lower() == "storm" else JokerFence
        return kind(cards[0], cards[1])
    raise IllegalAction(_("{text} is not a harvest-game action "
                          "(e.g. 'graze QH 4C', 'spade 7S JH', 'sow 3C', 'pass', 'done').").format(
        text=repr(text.strip())))

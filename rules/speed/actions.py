"""Speed's actions and their text notation.

=================  ==========================================================
``play 3 L``       the face-up top card of your table pile 3 (1–5) onto the
                   left (``L``) or right (``R``) center pile.  ``play 5S L``
                   (naming the card instead of the pile) is read too.
``slap L``         the finisher slaps the left/right center pile (takes it).
``slap table``     the finisher of a one-pile round slaps the table.
``turn``           blocked: both turn a card from their hand pile onto their
                   own center pile (the match driver applies it when its
                   countdown ends).
``deal``           round over: the next round's table cards are laid out
                   (the match driver applies it after a short pause, or a
                   person playing the computer asks for it).
=================  ==========================================================

Center pile ``L`` is always the pile seat 0 starts, ``R`` the one seat 1
starts, whoever is looking.  The notation keeps ``L``/``R`` in every
language; what a player reads is ``center_letter`` (Swedish: V and H, for
vänster and höger).
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.cards import parse_card
from rules.core import Action, IllegalAction
from rules.i18n import N_, _, pgettext

CENTER_KEYS = ("L", "R")
CENTER_NAMES = {"L": N_("the left pile"), "R": N_("the right pile")}  # marked: said with _()


def center_letter(key: str) -> str:
    """The letter a player reads for centre pile ``key`` ("L"/"R") on the
    table, in its marks and in hints: the language's word for left/right."""
    return pgettext("left centre pile", "L") if key == "L" else pgettext("right centre pile", "R")


@dataclass(frozen=True, slots=True)
class Play(Action):
    pile: int  # 1..5, the player's own table pile
    center: str  # "L" or "R"

    def __str__(self) -> str:
        return f"play {self.pile} {self.center}"


@dataclass(frozen=True, slots=True)
class Slap(Action):
    target: str  # "L", "R" or "table"

    def __str__(self) -> str:
        return f"slap {self.target}"


@dataclass(frozen=True, slots=True)
class Turn(Action):
    def __str__(self) -> str:
        return "turn"


@dataclass(frozen=True, slots=True)
class Deal(Action):
    def __str__(self) -> str:
        return "deal"


TURN = Turn()
DEAL = Deal()


def parse(text: str, tops: list) -> Action:
    """Read the notation; ``tops`` are the seat's five table tops (Card or
    None) to resolve ``play 5S L``."""
    words = text.strip().split()
    if not words:
        raise IllegalAction(_("Say what to do: e.g. 'play 3 L', 'slap R' or 'turn'."))
    verb = words[0].lower()
    if verb == "turn" and len(words) == 1:
        return TURN
    if verb == "deal" and len(words) == 1:
        return DEAL
    if verb == "slap" and len(words) == 2:
        target = words[1].upper()
        if target in CENTER_KEYS:
            return Slap(target)
        if target == "TABLE":
            return Slap("table")
    if verb == "play" and len(words) == 3:
        center = words[2].upper()
        if center not in CENTER_KEYS:
            raise IllegalAction(_("{pile} is not a centre pile: write L or R.").format(pile=repr(words[2])))
        what = words[1]
        if what.isascii() and what.isdigit():
            pile = int(what)
            if not 1 <= pile <= 5:
                raise IllegalAction(_("There is no table pile {pile}: they are numbered 1 to 5.").format(pile=pile))
            return Play(pile, center)
        try:
            card = parse_card(what)
        except ValueError as exc:
            raise IllegalAction(str(exc)) from None
        for i, top in enumerate(tops):
            if top is card:
                return Play(i + 1, center)
        raise IllegalAction(_("{card} is not on top of one of your table piles.").format(card=card.label))
    raise IllegalAction(_("{text} is not a Speed action (e.g. 'play 3 L', 'slap R', 'turn').").format(
        text=repr(text.strip())))

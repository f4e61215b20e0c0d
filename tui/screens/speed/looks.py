"""What the Speed table's piles look like: the person's piles lit where a
legal play takes them (dimmed where none does while play goes on), each
with its keys and the centre piles it fits; the centre piles lit where a
play can land, with the slap note under them.  From the view and the legal
plays only: the widgets draw these looks and decide nothing."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from rules.cards import Card
from rules.core import Action
from rules.speed.actions import Play, center_letter
from rules.speed.view import PLAYING, SLAP, SpeedView

from ...widgets import Look
from ...widgets.speed_table import CenterLook, PileLook
from .keys import LEFT_KEYS, RIGHT_KEYS
from .text import ascii_arrows, slap_note


def my_piles(view: SpeedView, plays: Collection[Action], ascii_mode: bool,
             hinted: Collection[Card] = ()) -> list[PileLook]:
    """``hinted``: the hint's card, marked."""
    out = []
    playing = view.phase in (PLAYING, SLAP) and not view.may_slap
    for i, pile in enumerate(view.table):
        fits = "".join(k for k in "LR" if Play(i + 1, k) in plays)
        if pile.top is None:
            look = Look.NORMAL
        elif pile.top in hinted:
            look = Look.HINTED
        elif fits:
            look = Look.LEGAL
        else:
            look = Look.DIMMED if playing else Look.NORMAL
        keys = f"{LEFT_KEYS[i]}{RIGHT_KEYS[i]}"
        arrow = ">" if ascii_mode else "→"
        letters = "".join(center_letter(k) for k in fits)  # what the table calls them (sv: V, H)
        hint = f"{keys}{arrow}{letters}" if fits else (keys if pile.top is not None else "")
        out.append(PileLook(pile.top, pile.face_down, look, hint, bool(fits)))
    return out


def center_looks(view: SpeedView, names: Sequence[str], plays: Collection[Action],
                 ascii_mode: bool, hinted: Collection[Card] = ()) -> tuple[CenterLook | None, CenterLook | None]:
    """The left and the right centre pile (None: not in play this round);
    ``hinted``: the top of the pile a hint says to slap, marked."""
    looks: list[CenterLook | None] = []
    for key, name in (("L", names[0]), ("R", names[1])):
        title = f"{center_letter(key)} · {name}"
        pile = view.center(key)
        if pile is None:
            looks.append(None)
            continue
        note = slap_note(view, key)
        if ascii_mode:
            note = ascii_arrows(note)
        target = any(isinstance(a, Play) and a.center == key for a in plays)
        look = Look.HINTED if pile.top in hinted else (Look.LEGAL if target else Look.NORMAL)
        looks.append(CenterLook(title, pile.top, pile.size, look, note))
    left, right = looks
    return left, right

"""What a key means at the Speed table: which of the table's actions the
keys may take now (the Footer shows only those), and which play a pile key
sends.  Pure (no Textual): a function of the game's state, the holds and
the legal moves, so it is tested without a screen."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from rules.core import Action
from rules.speed.actions import Play
from rules.speed.view import SLAP, SpeedView

from ...table import HUMAN, USER

LEFT_KEYS = "12345"  # pile 1-5, onto the left centre pile when it fits both
RIGHT_KEYS = "asdfg"  # the same piles, onto the right one when it fits both


@dataclass(frozen=True)
class KeyState:
    """What the keys depend on (they are worked out again only when it changes)."""

    over: bool
    may_slap: bool  # the person placed all their table cards and must slap
    one_pile: bool  # one centre pile: the slap is on the table
    paused: bool  # by the player (p)


def key_state(game, holds: Collection[str]) -> KeyState:
    may_slap = game.phase == SLAP and game.finisher == HUMAN
    return KeyState(game.is_over, may_slap, game.one_pile, USER in holds)


def allowed(action: str, parameters: tuple, state: KeyState) -> bool:
    """Whether the table's ``action`` (with its ``parameters``) is live now
    (once the game is over, nothing waits to be paused or hinted at)."""
    if state.over and action in ("hint", "toggle_pause"):
        return False
    if action == "toggle_pause" and parameters:
        return state.paused == (parameters[0] == "go")
    if action == "play":  # paused: the match refuses a play (the key is answered so: text.idle_answer)
        return not state.over and not state.may_slap and not state.paused
    if action == "slap":
        return state.may_slap and (parameters[0] == "table") == state.one_pile
    return True


def play_for(pile: int, prefer: str, legal: Collection[Action], drawn: Collection[Action],
             view: SpeedView) -> Play:
    """The play a pile key sends: onto ``prefer`` ("L"/"R") where it fits,
    else onto the other.  When it no longer fits, what the player saw fit
    (``drawn``), so that the engine says why it is refused ("Too slow: the
    left pile now shows 7♦"); failing that, onto a centre pile in play."""
    other = "R" if prefer == "L" else "L"
    for plays in (legal, drawn):
        for center in (prefer, other):
            if Play(pile, center) in plays:
                return Play(pile, center)
    center = prefer if view.center(prefer) is not None or view.center(other) is None else other
    return Play(pile, center)

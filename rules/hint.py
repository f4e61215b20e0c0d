"""A hint: what the hard player would do in a seat's position, and why.

The hint is asked of the hard bot with the seat's own view only (the same
``game.view(seat)`` the bots get), so it can never reveal a hidden card; it
is not played.  ``reason`` is one sentence for the person, in the current
language (rules.i18n), with a search's figures when the choice came from a
search ("1.8 points fewer on average than 7♠ over 300 sampled deals").
``marks`` are the cards the table marks for it.  ``Hint`` itself is
defined with the ``Bot`` interface whose ``explain`` answers it, so the bots
need nothing from here (this module asks ``rules.new_bot``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .bot import Hint
from .core import Action

__all__ = ["HINT_LEVEL", "Hint", "explain", "hint_seed"]

HINT_LEVEL = "hard"


def hint_seed(seed: int, seat: int, move: int) -> str:
    """The hint's randomness: the same position always gets the same hint,
    and never the one the seat's bot would draw for its own move."""
    return f"hint:{seed}:{seat}:{move}"


def explain(name: str, view: Any, legal_actions: Sequence[Action], seed: int | str) -> Hint:
    """The hard player's choice for ``view`` with its reason."""
    from . import new_bot

    return new_bot(name, HINT_LEVEL, seed).explain(view, legal_actions)

"""A seat's name as a session and its save keep it: the name in the source
language ("West"), the seat's identity, which every table and the menu show
in the language spoken now (``_(name)``).  A game begun in Swedish once kept
"Väst", and resumed in English still said "Väst" and "pass across ↑ to Nord";
``identities`` gives such an older save's names back their identity."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rules.core import Game
from rules.i18n import LANGUAGES, SOURCE_LANGUAGE, speaking


def kept_names(game: Game, spoken: Callable[[Game], Sequence[str]]) -> list[str]:
    """The names ``spoken`` gives the seats (a table's ``seat_names``), as kept: in the source language."""
    with speaking(SOURCE_LANGUAGE):
        return list(spoken(game))


def identities(game: Game, names: Sequence[str]) -> list[str]:
    """``names`` from a save, a seat's own name saved in another language
    put back in the source language (a person's name stays as it is)."""
    def seat_names() -> list[str]:
        return [game.seat_name(seat) for seat in range(game.num_players)]

    kept = kept_names(game, lambda _game: seat_names())
    found = list(names)
    for language in LANGUAGES:
        with speaking(language):
            spoken = seat_names()
        found = [kept[s] if s < len(kept) and name == spoken[s] else name for s, name in enumerate(found)]
    return found

"""What the person saw fit, a moment ago: the plays the Speed table drew
green, kept a moment (MOMENT_SECONDS on the table's clock) after the table
drew other piles.  A key for a card that fitted there is a race the engine
judges ("Too slow: the left pile now shows 3♦"); a key for a card the table
showed fitting nowhere is not, however long ago the other seat covered the
pile it once fitted (a playtest: "Too slow" for 5♠, with 3♦ shown for 6 s,
where the table drew 5♠ fitting neither 3♦ nor J♣).  No Textual."""

from __future__ import annotations

from collections.abc import Callable

from rules.core import Action

# A person sees a card change and stops a key already on its way in some
# 0.3-0.7 s: a key pressed within this of a redraw may aim at what was there.
MOMENT_SECONDS = 1.0


class SeenPlays:
    def __init__(self, now: Callable[[], float]) -> None:
        """``now``: the table's clock."""
        self._now = now
        self._shown: frozenset[Action] = frozenset()
        self._before: list[tuple[float, frozenset[Action]]] = []  # (until when it counts, plays drawn before)

    def drawn(self, plays: frozenset[Action]) -> None:
        """The table now shows ``plays`` fitting."""
        if plays == self._shown:
            return
        now = self._now()
        self._before = [(until, before) for until, before in self._before if until > now]
        if self._shown:
            self._before.append((now + MOMENT_SECONDS, self._shown))
        self._shown = plays

    def fitted(self) -> frozenset[Action]:
        """The plays the person saw fit now or a moment ago."""
        now = self._now()
        seen = set(self._shown)
        for until, before in self._before:
            if until > now:
                seen |= before
        return frozenset(seen)

"""When the Speed match waits and when it goes on: the screen's pacing
decisions in one place (the computer's own reaction times are its level's,
on the match's clock: rules/speed/match.py).

- The Play page's pace means nothing here: the AI level is Speed's pace.
- A round's end holds the match while its summary is up; closing the
  summary deals the next round at once, the first time the match may go on.
- A resumed match waits for p (its clock starts on a key); one left between
  two rounds shows that round's summary again instead, and its enter deals.
- At a table of one person, a lost window focus pauses the match (p goes on).
- The last card is seen a moment before the game-over screen, on the
  table's clock like every timer at the table; not when the last round's
  summary showed it (and who won): its enter asks for the final table, which comes
  at once (a playtest waited 2 s on a table that said only 'game over').
- At a lesson no round's summary holds the match: the lesson's steps tell
  the round's end, and its own last screen follows its last step.

No Textual: the screen (screen.py) owns one and asks it."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace

from rules.core import Event
from rules.session import Update
from rules.speed.events import RoundStalled, Slapped
from rules.speed.view import ROUND_OVER

from ...settings import DEFAULT_PACE, TableSettings
from ...table import SCORES, USER

ROUND_ENDS = (Slapped, RoundStalled)


def speed_settings(settings: TableSettings) -> TableSettings:
    """The AI level is Speed's pace: the Play page's pace means nothing here."""
    return settings if settings.pace == DEFAULT_PACE else replace(settings, pace=DEFAULT_PACE)


# A moment to see the last card land, and so that a key pressed in the heat
# of play ("a" plays pile 1) does not choose on the game-over screen.
LAST_CARD_SECONDS = 1.5


class SpeedPace:

    def __init__(self, phase: str, told: Sequence[Event], resumed: bool, lesson: bool = False) -> None:
        """``phase``, ``told``: the match's game phase and the events told so
        far; ``resumed``: the match comes back from a save; ``lesson``: the
        table is a lesson's (no round summaries)."""
        self.summaries = not lesson
        # Left between two rounds: the last round's summary again, and its enter deals.
        self.between = self.round_left_open(phase, told) if resumed else None
        self._deal_asked = False  # enter on a round's summary: deal once the match goes on
        self._end_seen = False  # the last round's summary was closed: the player asked who won

    @staticmethod
    def round_left_open(phase: str, told: Sequence[Event]) -> Slapped | RoundStalled | None:
        if phase != ROUND_OVER:
            return None
        ends = [e for e in told if isinstance(e, ROUND_ENDS)]
        return ends[-1] if ends else None

    @property
    def resume_paused(self) -> bool:
        """A resumed match waits for p, unless its round's summary is shown again."""
        return self.between is None

    def opening_holds(self) -> Iterable[str]:
        if self.between is not None:
            yield SCORES  # before the match starts: the summary is up first

    def holds_after(self, update: Update) -> Iterable[str]:
        """A round's end holds the match while its summary is up."""
        if self.summaries and self.round_ends(update):
            yield SCORES

    def round_ends(self, update: Update) -> list[Slapped | RoundStalled]:
        if not self.summaries:
            return []
        return [event for event in update.events if isinstance(event, ROUND_ENDS)]

    def summary_closed(self, game_over: bool = False) -> None:
        """The round's summary closed (its enter): the next round is dealt as
        the match goes on; after the last round (``game_over``), who won is
        shown at once."""
        self._deal_asked = True
        self._end_seen = game_over

    @property
    def game_over_delay(self) -> float:
        """Seconds before the game-over screen (see the module docstring)."""
        return 0.0 if self._end_seen else LAST_CARD_SECONDS

    def deal_due(self, paused: bool) -> bool:
        """The match goes on: whether to deal the next round at once (the
        summary was the pause between rounds), where the person may ask for it."""
        if not self._deal_asked or paused:
            return False
        self._deal_asked = False
        return True

    def pause_on_lost_focus(self, focused: bool, alone: bool, over: bool, holds: set[str]) -> bool:
        """Whether the window's lost focus pauses the match (not at a shared table)."""
        return not focused and alone and not over and USER not in holds

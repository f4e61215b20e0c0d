"""The season track: the seven seasons of a harvest turn, the current one
lit (reversed, so it shows without colour too), the past ones plain and
the ones to come dimmed; a season the table passed for the person (nothing
was possible in it) is struck through and dim (dim without colour)."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.widgets import Static

from rules.harvest.seasons import FEEDING, FIELD, GRAZING, GROWING, HARVEST, SOWING, WEATHER

from ..i18n import N_, _
from .card import ascii_mode_of
from .quiet import Remembers

# The seasons as the track says them (keyed by the engine's phases).
SEASON_WORDS = {HARVEST: N_("harvest"), GRAZING: N_("grazing"), WEATHER: N_("weather"), FEEDING: N_("feeding"),
                GROWING: N_("growing"), FIELD: N_("field"), SOWING: N_("sowing")}


def season_word(season) -> str:
    return _(SEASON_WORDS[season]) if season in SEASON_WORDS else str(season)


class SeasonTrack(Remembers, Static):
    DEFAULT_CSS = """
    SeasonTrack { height: 1; width: 1fr; padding: 0 1; }
    """

    def show(self, seasons: Sequence[str], current: str, head: str, over: bool = False,
             passed: frozenset[str] = frozenset()) -> None:
        ascii_mode = ascii_mode_of(self)
        if self.same((tuple(seasons), current, head, over, ascii_mode, passed)):
            return
        out = Text(head + " ", style="bold")
        sep = " > " if ascii_mode else " › "
        index = seasons.index(current) if current in seasons else -1
        for i, season in enumerate(seasons):
            if i:
                out.append(sep, style="bright_black")
            if i == index and not over:
                out.append(f" {season_word(season).upper()} ", style="bold reverse")
            elif season in passed:
                out.append(season_word(season), style="dim strike")
            elif i < index:
                out.append(season_word(season))
            else:
                out.append(season_word(season), style="bright_black")
        self.update(out, layout=False)  # one line, always

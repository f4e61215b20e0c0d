"""The season track: the seven seasons of a harvest turn, the current one
lit (reversed, so it shows without colour too), the past ones plain and
the ones to come dimmed."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.widgets import Static

from .card import ascii_mode_of


class SeasonTrack(Static):
    DEFAULT_CSS = """
    SeasonTrack { height: 1; width: 1fr; padding: 0 1; }
    """

    def show(self, seasons: Sequence[str], current: str, head: str, over: bool = False) -> None:
        ascii_mode = ascii_mode_of(self)
        out = Text(head + " ", style="bold")
        sep = " > " if ascii_mode else " › "
        index = seasons.index(current) if current in seasons else -1
        for i, season in enumerate(seasons):
            if i:
                out.append(sep, style="bright_black")
            if i == index and not over:
                out.append(f" {season.upper()} ", style="bold reverse")
            elif i < index:
                out.append(season)
            else:
                out.append(season, style="bright_black")
        self.update(out)

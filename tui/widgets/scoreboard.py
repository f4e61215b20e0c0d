"""A score table: one row per player, one column per hand (or any column
the table wants), totals last, the leaders marked."""

from __future__ import annotations

from typing import Sequence

from rich import box
from rich.align import Align
from rich.table import Table
from textual.widgets import Static

from .card import ascii_mode_of


class Scoreboard(Static):
    DEFAULT_CSS = """
    Scoreboard { width: 1fr; height: auto; }
    """

    def show(
        self,
        names: Sequence[str],
        columns: Sequence[str],
        rows: Sequence[Sequence[str]],
        totals: Sequence[int],
        lowest_wins: bool = True,
        notes: Sequence[str] = (),
    ) -> None:
        """``rows[i]`` are player i's cells under ``columns``; the leaders
        (lowest or highest total) are marked with a star."""
        ascii_mode = ascii_mode_of(self)
        table = Table(box=box.ASCII if ascii_mode else box.ROUNDED, show_edge=True, pad_edge=True)
        table.add_column("Player")
        for column in columns:
            table.add_column(column, justify="right")
        table.add_column("Total", justify="right", style="bold")
        best = (min if lowest_wins else max)(totals) if totals else None
        for name, cells, total in zip(names, rows, totals):
            star = "*" if total == best else " "
            table.add_row(f"{star} {name}", *cells, str(total),
                          style="bold bright_yellow" if total == best else "")
        if notes:
            table.caption = "  ".join(notes)
        self.update(Align.center(table))

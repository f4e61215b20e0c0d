"""A score table: one row per player, one column per hand (or any column
the table wants), totals last, the leaders marked."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from rich import box
from rich.align import Align
from rich.table import Table
from textual.widgets import Static

from ..i18n import N_, _
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
        leaders: Collection[int] | None = None,
        total_title: str = N_("Total"),
    ) -> None:
        """``rows[i]`` are player i's cells under ``columns``; the leaders
        (``leaders`` if given, e.g. a result's winners; else the lowest or
        highest total) are marked with a star, which the caption explains."""
        ascii_mode = ascii_mode_of(self)
        table = Table(box=box.ASCII if ascii_mode else box.ROUNDED, show_edge=True, pad_edge=True)
        table.add_column(_("Player"))
        for column in columns:
            table.add_column(column, justify="right")
        table.add_column(_(total_title), justify="right", style="bold")
        # the star is explained on the table itself: a mark nobody names is a riddle
        star = _("* = won") if leaders is not None else _("* = in the lead")
        if leaders is None:
            best = (min if lowest_wins else max)(totals) if totals else None
            leaders = {i for i, total in enumerate(totals) if total == best}
        for seat, (name, cells, total) in enumerate(zip(names, rows, totals)):
            lead = seat in leaders
            table.add_row(f"{'*' if lead else ' '} {name}", *cells, str(total),
                          style="bold bright_yellow" if lead else "")
        table.caption = "\n".join((star, *notes))  # a note a line: the table may be narrow
        self.update(Align.center(table))

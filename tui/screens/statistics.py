"""Statistics: games and wins per game and AI level, the person's Hearts
points hand by hand as a sparkline, and the best and most recent results.
Everything comes from ``tui.store.Stats``; everything fits 80×24 (the page
scrolls when there is more)."""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from rich.console import JustifyMethod
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Static

import rules
from rules.cards import to_ascii

from ..house_app import house_app
from ..i18n import N_, _, decimal, ngettext
from ..safety import guarded
from ..store.stats import lower_wins
from ..widgets.footer import Footer
from ..words import day_and_time
from . import registry

if TYPE_CHECKING:
    from rules.driver import Driver

BARS = "▁▂▃▄▅▆▇█"
ASCII_BARS = "_.-:=+*#"
SPARK_WIDTH = 60


def sparkline(values: list[int], ascii_mode: bool = False) -> str:
    """One character a value, low to high."""
    if not values:
        return ""
    bars = ASCII_BARS if ascii_mode else BARS
    low, high = min(values), max(values)
    span = (high - low) or 1
    return "".join(bars[round((v - low) * (len(bars) - 1) / span)] for v in values)


def title_of(game: str) -> str:
    """The game's name in the language spoken ("Hearts" / "Hjärter")."""
    return _(registry.entry(game).title).split(" · ")[0] if game in registry.TABLES else game


def title_width() -> int:
    """The longest game name in the language spoken: the columns line up."""
    return max(len(title_of(game)) for game in registry.TABLES)


def minutes(seconds: float) -> str:
    seconds = int(seconds)
    return f"{seconds // 60}:{seconds % 60:02d}"


def best_text(row) -> str:
    """One of a game's best wins, by the game's own rules: the time of a
    real-time win (Speed), the person's points where the lowest wins
    (Hearts), else the points and the margin."""
    level = _(row.level)
    driver: type[Driver] = rules.driver_class(row.game)
    if driver.real_time:
        return _("won in {time} ({level})").format(time=minutes(row.duration), level=level)
    points = ngettext("{n} point", "{n} points", row.human_score).format(n=row.human_score)
    if lower_wins(row.game):
        return _("{points} ({level})").format(points=points, level=level)
    margin = row.margin
    if margin is None:
        return f"{row.human_score}"
    return _("{points}, by {margin} ({level})").format(points=points, margin=margin, level=level)


class StatisticsScreen(Screen):
    DEFAULT_CSS = """
    StatisticsScreen #stats-body { height: 1fr; padding: 0 1; }
    StatisticsScreen .stats-head { text-style: bold; margin-top: 1; }
    """
    BINDINGS = [
        Binding("escape,q,s", "app.pop_screen", N_("Back")),
        Binding("up,k", "scroll(-1)", N_("Scroll"), key_display="↑↓"),
        Binding("down,j", "scroll(1)", N_("Scroll"), show=False),
        Binding("pageup", "scroll(-10)", N_("Page"), show=False),
        Binding("pagedown,space", "scroll(10)", N_("Page"), show=False),
    ]

    def compose(self) -> ComposeResult:
        yield Static(" " + _("Statistics"), classes="topbar")
        with VerticalScroll(id="stats-body", can_focus=False):
            yield from self.sections()
        yield Footer()

    @property
    def ascii_mode(self) -> bool:
        return house_app(self).ascii_mode

    def plain(self, text: str) -> str:
        return to_ascii(text) if self.ascii_mode else text

    def sections(self) -> ComposeResult:
        keeper = house_app(self).store
        if keeper is None:
            yield Static(_("Statistics are not kept in this run (started with --no-save, or the data "
                           "directory cannot be used)."), markup=False)
            return
        stats = keeper.stats
        if stats.count() == 0:
            yield Static(_("No finished games yet. Every game you finish is counted here: games and "
                           "wins per game and AI level, your Hearts points hand by hand, your best and "
                           "latest results."), markup=False)
            return
        box = None if self.ascii_mode else "SIMPLE"
        yield Static(Text(_("Games and wins"), style="bold"), classes="stats-head")
        yield Static(self.tally_table(stats, box))
        points = stats.hearts_points_per_hand(limit=SPARK_WIDTH)
        if points:
            yield Static(Text(_("Your Hearts points per hand (oldest left, lower is better)"), style="bold"),
                         classes="stats-head")
            line = Text(sparkline(points, self.ascii_mode), style="bright_cyan")
            mean = decimal(sum(points) / len(points))
            line.append("  " + ngettext("{n} hand · min {low} · max {high} · mean {mean}",
                                        "{n} hands · min {low} · max {high} · mean {mean}", len(points)
                                        ).format(n=len(points), low=min(points), high=max(points), mean=mean))
            yield Static(line, id="hearts-spark")
        best = self.best_lines(stats)
        if best:
            yield Static(Text(_("Best wins"), style="bold"), classes="stats-head")
            yield Static(Text("\n".join(best)), id="best")
        yield Static(Text(_("Latest games"), style="bold"), classes="stats-head")
        yield Static(Text("\n".join(self.row_line(r) for r in stats.recent(8))), id="recent")

    def tally_table(self, stats, box) -> Table:
        from rich import box as boxes

        table = Table(box=getattr(boxes, box) if box else boxes.ASCII, show_edge=False, pad_edge=False)
        columns: tuple[tuple[str, JustifyMethod], ...] = (
            (N_("Game"), "left"), (N_("AI level"), "left"), (N_("Played"), "right"), (N_("Won"), "right"),
            (N_("Won %"), "right"))
        for head, justify in columns:
            table.add_column(_(head), justify=justify)
        order = list(registry.TABLES)

        def rank(tally) -> tuple:
            levels = registry.levels(tally.game) if tally.game in registry.TABLES else []
            return (order.index(tally.game) if tally.game in order else len(order),
                    levels.index(tally.level) if tally.level in levels else len(levels), tally.level)

        for tally in sorted(stats.tallies(), key=rank):
            share = f"{100 * tally.won / tally.played:.0f}%" if tally.played else "-"
            table.add_row(title_of(tally.game), _(tally.level), str(tally.played), str(tally.won), share)
        return table

    def best_lines(self, stats) -> list[str]:
        lines = []
        for game in registry.TABLES:
            rows = stats.best(game, 2)
            if rows:
                lines.append(f"{title_of(game):<{title_width() + 1}} " + "; ".join(best_text(r) for r in rows))
        return lines

    def row_line(self, row) -> str:
        try:
            when = day_and_time(datetime.fromisoformat(row.finished_at).astimezone())
        except ValueError:
            when = "?"
        outcome = _("won") if row.human_won else _("lost")
        scores = "-".join(str(s) for s in row.scores)
        undo = " · " + _("undo used") if row.undo_used else ""
        if row.hints_used:  # both in as few columns as one: a 4-seat Hearts row stays in 80
            undo = " · " + (_("undo, hints") if row.undo_used else _("hints used"))
        width = max(len(_("won")), len(_("lost")))
        return self.plain(f"{when}  {title_of(row.game):<{title_width()}} {_(row.level):<6} {outcome:<{width}}  {scores}"
                          f"  {minutes(row.duration)}{undo}")

    @guarded
    def action_scroll(self, lines: int) -> None:
        self.query_one("#stats-body", VerticalScroll).scroll_relative(y=lines, animate=False)
